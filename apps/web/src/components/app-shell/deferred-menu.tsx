import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { whenIdle } from '../../lib/when-idle.ts';
import type { SwitcherButtonProps, SwitcherProps } from './switcher-buttons.tsx';

// Buttons that open a menu, without the menu in the first load: the menu and popover code
// (collections, selection, overlays) weighs more than the sign-in form, and no page needs it for
// its first screen. Each button shows at once; its menu loads when the browser is idle, or at
// once when the button is pressed, hovered or focused first. A press made before it has loaded
// opens the menu as soon as it has, with focus in it as usual. The language and theme switchers
// (deferred-switchers.tsx) and the user menu (deferred-user-menu.tsx) are built this way.

export type MenuLoader = () => Promise<ComponentType<SwitcherProps>>;

/** Loaded menus, by loader: a button mounted later shows its menu's button at once. */
const loadedMenus = new Map<MenuLoader, ComponentType<SwitcherProps>>();
const loadingMenus = new Map<MenuLoader, Promise<ComponentType<SwitcherProps>>>();

function loadMenu(loader: MenuLoader): Promise<ComponentType<SwitcherProps>> {
  let loading = loadingMenus.get(loader);
  if (!loading) {
    loading = loader().then(
      (menu) => {
        loadedMenus.set(loader, menu);
        return menu;
      },
      (error: unknown) => {
        // A failed download (offline, new deployment) is tried again on the next press.
        loadingMenus.delete(loader);
        throw error;
      },
    );
    loadingMenus.set(loader, loading);
  }
  return loading;
}

interface DeferredMenuProps {
  /** Loads the button with its menu (a module-level function: loaded once). */
  load: MenuLoader;
  /** The same button without the menu, shown until the menu has loaded. */
  StandIn: ComponentType<SwitcherButtonProps>;
}

export function DeferredMenu({ load: loader, StandIn }: DeferredMenuProps) {
  const [loaded, setLoaded] = useState(() => {
    const Menu = loadedMenus.get(loader);
    return Menu && { Menu, focus: false, open: false };
  });
  const [isOpen, setOpen] = useState(false);
  const focused = useRef(false);
  // A press on the stand-in, until the menu has loaded (or the focus has moved on).
  const pressed = useRef(false);
  const opened = useRef(false);

  const load = useCallback(
    () =>
      void loadMenu(loader).then(
        (Menu) => {
          // The real button replaces the stand-in, and takes the focus if the stand-in had it.
          const open = pressed.current;
          const focus = focused.current || open;
          setLoaded((previous) => {
            if (!previous) return { Menu, focus, open };
            // Pressed after the code had loaded, before the real button replaced the stand-in
            // (the page was busy rendering): the press opens the menu all the same.
            return open && !previous.open ? { ...previous, focus: true, open: true } : previous;
          });
        },
        () => {
          pressed.current = false;
        },
      ),
    [loader],
  );

  useEffect(() => {
    if (loaded) return;
    return whenIdle(load);
  }, [loaded, load]);

  // A press on a prerendered page's stand-in before the app had hydrated it, which
  // `theme-init.js` noted by the button's id: it counts as made now.
  const id = useId();
  useEffect(() => {
    const root = document.documentElement;
    if (root.getAttribute('data-press-pending') !== id) return;
    root.removeAttribute('data-press-pending');
    focused.current = true;
    pressed.current = true;
    load();
  }, [id, load]);

  if (loaded) {
    return (
      <loaded.Menu
        isOpen={isOpen}
        onOpenChange={setOpen}
        focusOnMount={loaded.focus}
        // A pressed stand-in's menu opens once the real button has the focus, so that closing
        // the menu returns the focus to that button, as usual.
        onFocusChange={(isFocused) => {
          if (!isFocused || !loaded.open || opened.current) return;
          opened.current = true;
          setOpen(true);
        }}
      />
    );
  }

  const open = () => {
    pressed.current = true;
    load();
  };
  // The same keys and pointer events as the menu's own button: Enter, Space, the arrows, a press.
  return (
    <StandIn
      id={id}
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
