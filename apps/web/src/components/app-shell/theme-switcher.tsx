import { Menu, MenuItem, MenuTrigger, type ThemePreference, useTheme } from '@spotless/ui';
import { useTranslation } from 'react-i18next';
import { type SwitcherProps, ThemeButton, themeChoices } from './switcher-buttons.tsx';

/** The header's theme button: light, dark, or whatever the system uses. */
export function ThemeSwitcher({
  isOpen,
  onOpenChange,
  focusOnMount,
  onFocusChange,
}: SwitcherProps) {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <ThemeButton
        // eslint-disable-next-line jsx-a11y/no-autofocus -- keeps the focus the stand-in had
        autoFocus={focusOnMount}
        onFocusChange={onFocusChange}
      />
      <Menu
        placement="bottom end"
        selectionMode="single"
        selectedKeys={[theme]}
        onAction={(key) => setTheme(key as ThemePreference)}
      >
        {themeChoices.map(({ id, icon }) => (
          <MenuItem key={id} id={id} icon={icon}>
            {t(`shell.themes.${id}`)}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
