import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';

import { Button } from '../button/button.tsx';
import { MoreHorizontalIcon } from '../icons/icons.tsx';
import { Menu, MenuItem, type MenuItemVariant, MenuTrigger } from '../menu/menu.tsx';
import type { PopoverProps } from '../popover/popover.tsx';

/** One action of a row, given as data. */
export interface RowAction {
  /** Passed to `onAction`. */
  id: Key;
  /** The visible text of the menu item. */
  label: string;
  /** A leading icon (decorative). */
  icon?: ReactNode;
  /**
   * `destructive` for actions that delete or cancel.
   * @default 'default'
   */
  variant?: MenuItemVariant;
  isDisabled?: boolean;
}

export interface RowActionsProps {
  /**
   * The row's name, as its row header shows it (a client's name): screen-reader users hear it in
   * the button's name, so that each row's button is told apart.
   */
  rowLabel: string;
  /**
   * Builds the button's accessible name from `rowLabel`; pass the translation.
   * @default (rowLabel) => `More actions for ${rowLabel}`
   */
  label?: (rowLabel: string) => string;
  /** The actions as data. Or give `MenuItem`s (sections, separators) as children. */
  items?: readonly RowAction[];
  /** The menu's `MenuItem`s, when `items` is not given. */
  children?: ReactNode;
  /** Called with the `id` of the chosen action. */
  onAction?: (id: Key) => void;
  /**
   * Where the menu opens.
   * @default 'bottom end'
   */
  placement?: PopoverProps['placement'];
  isDisabled?: boolean;
  className?: string;
}

const moreActionsFor = (rowLabel: string) => `More actions for ${rowLabel}`;

/**
 * The "More actions" button of a table row (⋯) and its menu. Put it in the row's last cell
 * (`<Cell align="end">`). It is reached with the arrow keys like any cell; Enter or Space opens the
 * menu, and pressing it never triggers the row's own action.
 */
export function RowActions({
  rowLabel,
  label = moreActionsFor,
  items,
  children,
  onAction,
  placement = 'bottom end',
  isDisabled,
  className,
}: RowActionsProps) {
  return (
    <MenuTrigger>
      <Button
        variant="ghost"
        size="icon"
        aria-label={label(rowLabel)}
        isDisabled={isDisabled}
        className={className}
      >
        <MoreHorizontalIcon />
      </Button>
      <Menu placement={placement} onAction={onAction}>
        {items
          ? items.map((item) => (
              <MenuItem
                key={item.id}
                id={item.id}
                icon={item.icon}
                variant={item.variant}
                isDisabled={item.isDisabled}
              >
                {item.label}
              </MenuItem>
            ))
          : children}
      </Menu>
    </MenuTrigger>
  );
}
