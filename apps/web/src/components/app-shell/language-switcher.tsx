import { Menu, MenuItem, MenuTrigger } from '@spotless/ui';
import { useTranslation } from 'react-i18next';
import { languages, type LanguageCode } from '../../lib/i18n.ts';
import { LanguageButton, type SwitcherProps, useCurrentLanguage } from './switcher-buttons.tsx';

/** The header's language button: shows the current language (English by default). */
export function LanguageSwitcher({
  isOpen,
  onOpenChange,
  focusOnMount,
  onFocusChange,
}: SwitcherProps) {
  const { i18n } = useTranslation();
  const current = useCurrentLanguage();
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <LanguageButton
        // eslint-disable-next-line jsx-a11y/no-autofocus -- keeps the focus the stand-in had
        autoFocus={focusOnMount}
        onFocusChange={onFocusChange}
      />
      <Menu
        placement="bottom end"
        selectionMode="single"
        selectedKeys={[current.code]}
        onAction={(key) => void i18n.changeLanguage(String(key) as LanguageCode)}
      >
        {languages.map(({ code, label }) => (
          <MenuItem key={code} id={code} lang={code}>
            {label}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
