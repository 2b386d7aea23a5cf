import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { useIsSSR } from 'react-aria';

export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

/** Local storage key of the user's choice. */
export const THEME_STORAGE_KEY = 'ui-theme';

const preferences: readonly ThemePreference[] = ['light', 'dark', 'system'];
const isThemePreference = (value: unknown): value is ThemePreference =>
  preferences.includes(value as ThemePreference);

/** The stored choice, or null when there is none (or storage is unavailable). */
export const readStoredTheme = (storageKey = THEME_STORAGE_KEY): ThemePreference | null => {
  try {
    const value = globalThis.localStorage?.getItem(storageKey);
    return isThemePreference(value) ? value : null;
  } catch {
    return null;
  }
};

/**
 * Sets `data-theme` on <html> from the stored choice. Call it before the first render (in the
 * app's entry module) so a page reload never flashes the other theme.
 */
export const applyStoredTheme = (
  storageKey = THEME_STORAGE_KEY,
  defaultTheme: ThemePreference = 'system',
) => {
  document.documentElement.dataset.theme = readStoredTheme(storageKey) ?? defaultTheme;
};

const darkQuery = '(prefers-color-scheme: dark)';
const subscribeToSystemTheme = (onChange: () => void) => {
  const query = globalThis.matchMedia?.(darkQuery);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const systemPrefersDark = () => globalThis.matchMedia?.(darkQuery).matches ?? false;

export interface ThemeContextValue {
  /** The user's choice. */
  theme: ThemePreference;
  /** What is on screen: the choice, or the system's theme when the choice is `system`. */
  resolvedTheme: ResolvedTheme;
  /** Changes the theme and remembers it. */
  setTheme: (theme: ThemePreference) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  children?: ReactNode;
  /**
   * Used until the user chooses.
   * @default 'system'
   */
  defaultTheme?: ThemePreference;
  /**
   * Local storage key of the choice.
   * @default 'ui-theme'
   */
  storageKey?: string;
  /**
   * Whether the provider sets `data-theme` on <html>. Turn it off to drive a preview of the
   * theme (for example a settings page) without changing the whole page.
   * @default true
   */
  applyToDocument?: boolean;
}

/**
 * Holds the theme choice (light, dark or system), persists it in local storage and applies it
 * to <html> as `data-theme`. With `system`, the tokens follow `prefers-color-scheme` live.
 * A choice made in another tab is picked up too.
 */
export function ThemeProvider({
  children,
  defaultTheme = 'system',
  storageKey = THEME_STORAGE_KEY,
  applyToDocument = true,
}: ThemeProviderProps) {
  const [theme, setThemeState] = useState<ThemePreference>(
    () => readStoredTheme(storageKey) ?? defaultTheme,
  );
  const prefersDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, () => false);

  // <html> lives outside React: keep its attribute in step with the state.
  useEffect(() => {
    if (applyToDocument) document.documentElement.dataset.theme = theme;
  }, [applyToDocument, theme]);

  // Another tab changed the choice.
  useEffect(() => {
    const handleStorage = (event: StorageEvent) => {
      if (event.key === storageKey) setThemeState(readStoredTheme(storageKey) ?? defaultTheme);
    };
    globalThis.addEventListener('storage', handleStorage);
    return () => globalThis.removeEventListener('storage', handleStorage);
  }, [defaultTheme, storageKey]);

  const setTheme = useCallback(
    (next: ThemePreference) => {
      setThemeState(next);
      try {
        globalThis.localStorage?.setItem(storageKey, next);
      } catch {
        // Private mode or a full quota: the choice still applies for this page.
      }
    },
    [storageKey],
  );

  // A page rendered without the visitor's storage (a server, a build's prerender) shows the
  // default; while React hydrates it, so does the app, or the two would not match. The stored
  // choice shows a frame later. (`<html>` already has it: the effect above reads the state.)
  const isSSR = useIsSSR();
  const shown = isSSR ? defaultTheme : theme;
  const resolvedTheme: ResolvedTheme =
    shown === 'system' ? (prefersDark ? 'dark' : 'light') : shown;
  const value = useMemo(
    () => ({ theme: shown, resolvedTheme, setTheme }),
    [shown, resolvedTheme, setTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The theme choice and its setter; use it under a `ThemeProvider`. */
export const useTheme = (): ThemeContextValue => {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside a ThemeProvider.');
  return context;
};
