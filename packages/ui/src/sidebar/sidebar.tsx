import {
  createContext,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';

import { Button } from '../button/button.tsx';
import { PanelLeftIcon } from '../icons/icons.tsx';
import { cx, withClassName } from '../lib/class-names.ts';
import { useControlledValue } from '../lib/use-controlled-value.ts';
import { Tooltip, TooltipTrigger } from '../tooltip/tooltip.tsx';
import { readSidebarCookie, SIDEBAR_COOKIE_NAME, writeSidebarCookie } from './sidebar-cookie.ts';
import { preloadSidebarSheet, SidebarSheet } from './sidebar-sheet.tsx';
import styles from './sidebar.module.css';

/** Below this width the sidebar becomes a slide-in sheet. */
const MOBILE_QUERY = '(max-width: 767px)';

const subscribeToViewport = (onChange: () => void) => {
  const query = globalThis.matchMedia?.(MOBILE_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const viewportIsMobile = () => globalThis.matchMedia?.(MOBILE_QUERY).matches ?? false;

export interface SidebarContextValue {
  /** Desktop state. */
  state: 'expanded' | 'collapsed';
  /** Whether the desktop sidebar is expanded. */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Whether the phone sheet is open. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  /** Whether the viewport is narrower than 768px. */
  isMobile: boolean;
  /** Expands or collapses the sidebar (opens or closes the sheet on phones). */
  toggleSidebar: () => void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

/** The sidebar's state; use it under a `SidebarProvider`. */
export const useSidebar = (): SidebarContextValue => {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used inside a SidebarProvider.');
  return context;
};

export interface SidebarProviderProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Initial desktop state when the cookie has none.
   * @default true
   */
  defaultOpen?: boolean;
  /** Desktop state (controlled). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * Cookie that remembers the desktop state for 7 days.
   * @default 'sidebar:state'
   */
  cookieName?: string;
}

/**
 * Holds the sidebar's state and lays out the sidebar and the page (`SidebarInset`) side by
 * side. Ctrl+B (⌘B on a Mac) toggles the sidebar anywhere on the page.
 */
export function SidebarProvider({
  defaultOpen = true,
  open: openProp,
  onOpenChange,
  cookieName = SIDEBAR_COOKIE_NAME,
  className,
  style,
  children,
  ...props
}: SidebarProviderProps) {
  const [open, setOpenValue] = useControlledValue(
    openProp,
    readSidebarCookie(cookieName) ?? defaultOpen,
    onOpenChange,
  );
  const [openMobile, setOpenMobile] = useState(false);
  const isMobile = useSyncExternalStore(subscribeToViewport, viewportIsMobile, () => false);

  const setOpen = useCallback(
    (next: boolean) => {
      setOpenValue(next);
      writeSidebarCookie(cookieName, next);
    },
    [cookieName, setOpenValue],
  );
  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  // A global shortcut: the listener lives on the window, outside React's tree. Added as the
  // sidebar is committed, before it is drawn: a press as soon as it is on screen is not lost to a
  // passive effect still waiting to run (on a busy phone, a frame or more later).
  useLayoutEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    globalThis.addEventListener('keydown', handleKeyDown);
    return () => globalThis.removeEventListener('keydown', handleKeyDown);
  }, [toggleSidebar]);

  const value = useMemo<SidebarContextValue>(
    () => ({
      state: open ? 'expanded' : 'collapsed',
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={value}>
      <div
        {...props}
        data-sidebar-state={value.state}
        className={cx(styles.wrapper, className)}
        style={style as CSSProperties}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

export interface SidebarProps {
  children?: ReactNode;
  /**
   * Accessible name of the sidebar (its landmark, or the sheet on phones).
   * @default 'Sidebar'
   */
  label?: string;
  className?: string;
}

/**
 * The app's side navigation: 16rem wide, collapsing to 3rem of icons (with tooltips naming
 * them), and below 768px a slide-in sheet 18rem wide. Put `SidebarHeader`, `SidebarContent` and
 * `SidebarFooter` inside.
 */
export function Sidebar({ children, label = 'Sidebar', className }: SidebarProps) {
  const { isMobile, openMobile, setOpenMobile, state } = useSidebar();
  if (isMobile) {
    return (
      <SidebarSheet
        isOpen={openMobile}
        onOpenChange={setOpenMobile}
        label={label}
        className={className}
      >
        {children}
      </SidebarSheet>
    );
  }
  return (
    <aside aria-label={label} data-state={state} className={cx(styles.sidebar, className)}>
      {children}
    </aside>
  );
}

type SlotProps = HTMLAttributes<HTMLDivElement>;

/** The top of the sidebar: logo, organisation name. */
export function SidebarHeader({ className, ...props }: SlotProps) {
  return <div {...props} className={cx(styles.header, className)} />;
}

/** The scrolling middle: navigation groups. */
export function SidebarContent({ className, ...props }: SlotProps) {
  return <div {...props} className={cx(styles.content, className)} />;
}

/** The bottom: the signed-in user, settings. */
export function SidebarFooter({ className, ...props }: SlotProps) {
  return <div {...props} className={cx(styles.footer, className)} />;
}

export interface SidebarGroupProps extends HTMLAttributes<HTMLElement> {
  /** A short heading for the group (hidden when collapsed, still announced). */
  label?: string;
}

/** A labelled navigation group. */
export function SidebarGroup({ label, className, children, ...props }: SidebarGroupProps) {
  const labelId = useId();
  return (
    <nav
      {...props}
      aria-labelledby={label != null ? labelId : undefined}
      className={cx(styles.group, className)}
    >
      {label != null ? (
        <div id={labelId} className={styles.groupLabel}>
          {label}
        </div>
      ) : null}
      {children}
    </nav>
  );
}

/** The list of items of a group. */
export function SidebarMenu({ className, ...props }: HTMLAttributes<HTMLUListElement>) {
  return <ul {...props} className={cx(styles.menu, className)} />;
}

export function SidebarMenuItem({ className, ...props }: HTMLAttributes<HTMLLIElement>) {
  return <li {...props} className={cx(styles.menuItem, className)} />;
}

export interface SidebarMenuButtonProps extends Omit<AriaLinkProps, 'children'> {
  /** The item's name, shown expanded and as a tooltip when collapsed. */
  children: string;
  /** The item's icon (decorative). */
  icon: ReactNode;
  /**
   * Highlights the item of the current page and marks it `aria-current="page"`.
   * @default false
   */
  isActive?: boolean;
}

/** A navigation item: icon and name, a link to its page. */
export function SidebarMenuButton({
  children,
  icon,
  isActive = false,
  onPress,
  className,
  ...props
}: SidebarMenuButtonProps) {
  const { state, isMobile, setOpenMobile } = useSidebar();
  const link = (
    <AriaLink
      {...props}
      aria-current={isActive ? 'page' : undefined}
      data-active={isActive || undefined}
      onPress={(event) => {
        onPress?.(event);
        if (isMobile) setOpenMobile(false);
      }}
      className={withClassName(styles.menuButton, className)}
    >
      <span className={styles.menuIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.menuLabel}>{children}</span>
    </AriaLink>
  );
  if (state === 'expanded' || isMobile) return link;
  return (
    <TooltipTrigger>
      {link}
      <Tooltip placement="end">{children}</Tooltip>
    </TooltipTrigger>
  );
}

export interface SidebarTriggerProps {
  /**
   * Accessible name of the button.
   * @default 'Toggle sidebar'
   */
  label?: string;
  className?: string;
}

/** The button that expands or collapses the sidebar (opens the sheet on phones). */
export function SidebarTrigger({ label = 'Toggle sidebar', className }: SidebarTriggerProps) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      aria-expanded={isMobile ? openMobile : open}
      // The sheet's code, if not in yet, starts loading as the finger lands rather than lifts.
      onPressStart={isMobile ? () => void preloadSidebarSheet().catch(() => undefined) : undefined}
      onPress={toggleSidebar}
      className={className}
    >
      <PanelLeftIcon />
    </Button>
  );
}

/** The page next to the sidebar. */
export function SidebarInset({ className, ...props }: SlotProps) {
  return <div {...props} className={cx(styles.inset, className)} />;
}
