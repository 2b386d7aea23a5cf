import { useEffect, useRef, useState, type ComponentType } from 'react';
import { whenIdle } from '../../lib/when-idle.ts';
import {
  LanguageButton,
  type SwitcherButtonProps,
  type SwitcherProps,
  ThemeButton,
} from './switcher-buttons.tsx';

// The public pages' language and theme switchers, without their menus in the first load: the
// menu and popover code (collections, selection, overlays) weighs more than the sign-in form.
// Each button shows at once; the menus load when the browser is idle, or at once when the
// button is pressed, hovered or focused first. A press made before they have loaded opens the
// menu as soon as they have, with focus in it as usual.

interface Menus {
  LanguageSwitcher: ComponentType<SwitcherProps>;
  ThemeSwitcher: ComponentType<SwitcherProps>;
}

let menus: Menus | undefined;
let loading: Promise<Menus> | undefined;

/** Both menus in one go: they share the menu code. */
function loadMenus(): Promise<Menus> {
  loading ??= Promise.all([import('./language-switcher.tsx'), import('./theme-switcher.tsx')]).then(
    ([language, theme]) =>
      (menus = { LanguageSwitcher: language.LanguageSwitcher, ThemeSwitcher: theme.ThemeSwitcher }),
    (error: unknown) => {
      // A failed download (offline, new deployment) is tried again on the next press.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

interface DeferredSwitcherProps {
  kind: 'language' | 'theme';
  Button: ComponentType<SwitcherButtonProps>;
}

function DeferredSwitcher({ kind, Button }: DeferredSwitcherProps) {
  const [loaded, setLoaded] = useState(() => menus && { menus, focus: false, open: false });
  const [isOpen, setOpen] = useState(false);
  const focused = useRef(false);
  // A press on the stand-in, until the menus have loaded (or the focus has moved on).
  const pressed = useRef(false);
  const opened = useRef(false);

  const load = () =>
    void loadMenus().then(
      (ready) => {
        // The real button replaces the stand-in, and takes the focus if the stand-in had it.
        const open = pressed.current;
        const focus = focused.current || open;
        setLoaded((previous) => previous ?? { menus: ready, focus, open });
      },
      () => {
        pressed.current = false;
      },
    );

  useEffect(() => {
    if (loaded) return;
    return whenIdle(load);
  }, [loaded]);

  if (loaded) {
    const props: SwitcherProps = {
      isOpen,
      onOpenChange: setOpen,
      focusOnMount: loaded.focus,
      // A pressed stand-in's menu opens once the real button has the focus, so that closing the
      // menu returns the focus to that button, as usual.
      onFocusChange: (isFocused) => {
        if (!isFocused || !loaded.open || opened.current) return;
        opened.current = true;
        setOpen(true);
      },
    };
    return kind === 'language' ? (
      <loaded.menus.LanguageSwitcher {...props} />
    ) : (
      <loaded.menus.ThemeSwitcher {...props} />
    );
  }

  const open = () => {
    pressed.current = true;
    load();
  };
  // The same keys and pointer events as the menu's own button: Enter, Space, the arrows, a press.
  return (
    <Button
      aria-haspopup
      aria-expanded={false}
      onPressStart={(event) => {
        if (event.pointerType !== 'touch' && event.pointerType !== 'keyboard') open();
      }}
      onPress={open}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') open();
        else event.continuePropagation();
      }}
      onHoverStart={load}
      onFocusChange={(isFocused) => {
        focused.current = isFocused;
        if (isFocused) load();
        else pressed.current = false;
      }}
    />
  );
}

export function DeferredLanguageSwitcher() {
  return <DeferredSwitcher kind="language" Button={LanguageButton} />;
}

export function DeferredThemeSwitcher() {
  return <DeferredSwitcher kind="theme" Button={ThemeButton} />;
}
