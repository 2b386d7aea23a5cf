import {
  Button,
  type ButtonProps,
  ChevronDownIcon,
  MoonIcon,
  SunIcon,
  type ThemePreference,
  useTheme,
} from '@spotless/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { languages } from '../../lib/i18n.ts';
import { GlobeIcon, MonitorIcon } from '../icons.tsx';

// The buttons of the language and theme switchers, apart from their menus: the public pages show
// them at once and load the menus' code later (deferred-switchers.tsx), and the look and the
// accessible name stay the same before and after.

/** What a switcher's button takes on top of its look: its menu's wiring, or a stand-in's. */
export type SwitcherButtonProps = Pick<
  ButtonProps,
  | 'id'
  | 'autoFocus'
  | 'aria-haspopup'
  | 'aria-expanded'
  | 'onPress'
  | 'onPressStart'
  | 'onKeyDown'
  | 'onHoverStart'
  | 'onFocusChange'
>;

/** What a switcher with its menu takes. */
export interface SwitcherProps {
  /** Whether the menu is open; uncontrolled when left out. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Focuses the button when it mounts: it replaces a stand-in that had the focus. */
  focusOnMount?: boolean;
  onFocusChange?: (isFocused: boolean) => void;
}

/** The language shown, English unless another one is chosen or detected. */
export function useCurrentLanguage() {
  const { i18n } = useTranslation();
  return languages.find(({ code }) => code === i18n.resolvedLanguage) ?? languages[0];
}

export function LanguageButton(props: SwitcherButtonProps) {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  return (
    <Button
      {...props}
      variant="ghost"
      size="sm"
      aria-label={t('shell.language', { language: current.label })}
    >
      <GlobeIcon />
      <span>{current.label}</span>
      <ChevronDownIcon />
    </Button>
  );
}

export const themeChoices: { id: ThemePreference; icon: ReactNode }[] = [
  { id: 'light', icon: <SunIcon /> },
  { id: 'dark', icon: <MoonIcon /> },
  { id: 'system', icon: <MonitorIcon /> },
];

/** Shows the chosen theme's icon; its name is in the accessible name. */
export function ThemeButton(props: SwitcherButtonProps) {
  const { t } = useTranslation();
  const { theme } = useTheme();
  const current = themeChoices.find(({ id }) => id === theme) ?? themeChoices[2]!;
  return (
    <Button
      {...props}
      variant="ghost"
      size="icon"
      aria-label={t('shell.theme', { theme: t(`shell.themes.${theme}`) })}
    >
      {current.icon}
    </Button>
  );
}
