import {
  Button,
  Menu,
  MenuItem,
  MenuTrigger,
  MoonIcon,
  SunIcon,
  type ThemePreference,
  useTheme,
} from '@spotless/ui';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { MonitorIcon } from '../icons.tsx';

const choices: { id: ThemePreference; icon: ReactNode }[] = [
  { id: 'light', icon: <SunIcon /> },
  { id: 'dark', icon: <MoonIcon /> },
  { id: 'system', icon: <MonitorIcon /> },
];

/** The header's theme button: light, dark, or whatever the system uses. */
export function ThemeSwitcher() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const current = choices.find(({ id }) => id === theme) ?? choices[2]!;
  return (
    <MenuTrigger>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('shell.theme', { theme: t(`shell.themes.${theme}`) })}
      >
        {current.icon}
      </Button>
      <Menu
        placement="bottom end"
        selectionMode="single"
        selectedKeys={[theme]}
        onAction={(key) => setTheme(key as ThemePreference)}
      >
        {choices.map(({ id, icon }) => (
          <MenuItem key={id} id={id} icon={icon}>
            {t(`shell.themes.${id}`)}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
