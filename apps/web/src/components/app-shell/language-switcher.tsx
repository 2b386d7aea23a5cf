import { Button, ChevronDownIcon, Menu, MenuItem, MenuTrigger } from '@spotless/ui';
import { useTranslation } from 'react-i18next';
import { languages, type LanguageCode } from '../../lib/i18n.ts';
import { GlobeIcon } from '../icons.tsx';

/** The header's language button: shows the current language (English by default). */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = languages.find(({ code }) => code === i18n.resolvedLanguage) ?? languages[0];
  return (
    <MenuTrigger>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('shell.language', { language: current.label })}
      >
        <GlobeIcon />
        <span>{current.label}</span>
        <ChevronDownIcon />
      </Button>
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
