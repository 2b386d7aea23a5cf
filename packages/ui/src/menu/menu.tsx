import type { ReactNode } from 'react';
import {
  Header,
  Keyboard,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  MenuSection as AriaMenuSection,
  type MenuSectionProps as AriaMenuSectionProps,
  MenuTrigger,
  Separator,
  SubmenuTrigger,
} from 'react-aria-components';

import { CheckIcon, ChevronRightIcon } from '../icons/icons.tsx';
import { cx, withClassName } from '../lib/class-names.ts';
import { Popover, type PopoverProps } from '../popover/popover.tsx';
import styles from './menu.module.css';

export { MenuTrigger, SubmenuTrigger };

export interface MenuProps<T> extends AriaMenuProps<T> {
  /**
   * Where the popover opens relative to the trigger.
   * @default 'bottom start'
   */
  placement?: PopoverProps['placement'];
}

/**
 * A dropdown of actions, opened by its trigger inside a `MenuTrigger`. Arrow keys move, typing
 * jumps to an item, Enter or Space activates, Escape closes and returns focus to the trigger.
 */
export function Menu<T extends object>({
  placement = 'bottom start',
  className,
  ...props
}: MenuProps<T>) {
  return (
    <Popover placement={placement} className={styles.popover}>
      <AriaMenu
        {...props}
        className={cx(styles.menu, typeof className === 'string' ? className : undefined)}
      />
    </Popover>
  );
}

export type MenuItemVariant = 'default' | 'destructive';

export interface MenuItemProps<T = object> extends AriaMenuItemProps<T> {
  /** A leading icon (decorative). */
  icon?: ReactNode;
  /** A keyboard shortcut shown at the end, such as "⌘E". */
  shortcut?: string;
  /**
   * `destructive` for actions that delete or cancel.
   * @default 'default'
   */
  variant?: MenuItemVariant;
}

/** One action of a `Menu`; with `selectionMode` on the menu it shows a check when selected. */
export function MenuItem<T extends object>({
  icon,
  shortcut,
  variant = 'default',
  className,
  children,
  ...props
}: MenuItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue}
      data-variant={variant}
      className={withClassName(styles.item, className)}
    >
      {(renderProps) => (
        <>
          <span className={styles.icon} aria-hidden="true">
            {renderProps.selectionMode !== 'none' ? (
              renderProps.isSelected ? (
                <CheckIcon />
              ) : null
            ) : (
              icon
            )}
          </span>
          <span slot="label" className={styles.label}>
            {typeof children === 'function' ? children(renderProps) : children}
          </span>
          {shortcut ? <Keyboard className={styles.shortcut}>{shortcut}</Keyboard> : null}
          {renderProps.hasSubmenu ? <ChevronRightIcon className={styles.submenu} /> : null}
        </>
      )}
    </AriaMenuItem>
  );
}

export interface MenuSectionProps<T> extends Omit<AriaMenuSectionProps<T>, 'children'> {
  /** The section's heading. */
  title?: ReactNode;
  /** The section's items. */
  children?: ReactNode;
}

/** A titled group of items. */
export function MenuSection<T extends object>({
  title,
  className,
  children,
  ...props
}: MenuSectionProps<T>) {
  return (
    <AriaMenuSection {...props} className={cx(styles.section, className)}>
      {title != null ? <Header className={styles.header}>{title}</Header> : null}
      {children}
    </AriaMenuSection>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
