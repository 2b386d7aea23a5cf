import { DeferredMenu, type MenuLoader } from './deferred-menu.tsx';
import { LanguageButton, ThemeButton } from './switcher-buttons.tsx';

// The language and theme switchers of the public pages and of the signed-in frame, their menus
// loaded after the first screen (deferred-menu.tsx).

// Both switchers' menus in one go: they share the menu code.
const switcherMenus = () =>
  Promise.all([import('./language-switcher.tsx'), import('./theme-switcher.tsx')]);
const languageMenu: MenuLoader = () =>
  switcherMenus().then(([language]) => language.LanguageSwitcher);
const themeMenu: MenuLoader = () => switcherMenus().then(([, theme]) => theme.ThemeSwitcher);

export function DeferredLanguageSwitcher() {
  return <DeferredMenu load={languageMenu} StandIn={LanguageButton} />;
}

export function DeferredThemeSwitcher() {
  return <DeferredMenu load={themeMenu} StandIn={ThemeButton} />;
}
