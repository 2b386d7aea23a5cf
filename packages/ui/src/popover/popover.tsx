import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  type DialogProps as AriaDialogProps,
  DialogTrigger,
  Heading,
  OverlayArrow,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';

import { cx, withClassName } from '../lib/class-names.ts';
import styles from './popover.module.css';

export { DialogTrigger };

export interface PopoverProps extends AriaPopoverProps {
  /**
   * Draws an arrow pointing at the trigger.
   * @default false
   */
  showArrow?: boolean;
}

/**
 * A floating surface anchored to its trigger, used by Select, ComboBox, Menu and DatePicker and
 * for custom content (with `PopoverDialog` inside a `DialogTrigger`). It flips to stay on screen
 * and closes on Escape or a click outside.
 */
export function Popover({
  showArrow = false,
  offset = showArrow ? 10 : 6,
  className,
  children,
  ...props
}: PopoverProps) {
  return (
    <AriaPopover {...props} offset={offset} className={withClassName(styles.popover, className)}>
      {(renderProps) => (
        <>
          {showArrow ? (
            <OverlayArrow className={styles.arrow}>
              <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden="true">
                <path d="M0 0 L6 6 L12 0" />
              </svg>
            </OverlayArrow>
          ) : null}
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </AriaPopover>
  );
}

export interface PopoverDialogProps extends AriaDialogProps {
  /** A heading that names the dialog; without it, pass `aria-label`. */
  title?: ReactNode;
}

/** The content of a popover that holds interactive content (filters, a small form). */
export function PopoverDialog({ title, className, children, ...props }: PopoverDialogProps) {
  return (
    <AriaDialog {...props} className={cx(styles.dialog, className)}>
      {(renderProps) => (
        <>
          {title != null ? (
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
          ) : null}
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </AriaDialog>
  );
}
