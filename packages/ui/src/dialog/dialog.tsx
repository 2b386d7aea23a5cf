import type { HTMLAttributes, ReactNode } from 'react';
import {
  type DialogProps as AriaDialogProps,
  DialogTrigger,
  type ModalOverlayProps,
} from 'react-aria-components';

import { Button } from '../button/button.tsx';
import { cx } from '../lib/class-names.ts';
import styles from './dialog.module.css';
import { ModalFrame } from './modal-frame.tsx';

export { DialogTrigger };

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps
  extends
    Omit<AriaDialogProps, 'className' | 'style'>,
    Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** The heading that names the dialog. */
  title: ReactNode;
  /** A line under the title (read as the dialog's description). */
  description?: ReactNode;
  /**
   * Width of the dialog.
   * @default 'md'
   */
  size?: DialogSize;
  /**
   * Whether a click outside closes it (and, unless `isKeyboardDismissDisabled` says otherwise,
   * Escape).
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Whether Escape leaves it open. A form that ignores clicks outside, which would throw away
   * what was typed, can still close on Escape as keyboard users expect; popovers inside take
   * their own Escape first.
   * @default !isDismissable
   */
  isKeyboardDismissDisabled?: boolean;
  /**
   * Accessible name of the close button; `null` hides the button.
   * @default 'Close'
   */
  closeLabel?: string | null;
  className?: string;
}

/**
 * A modal dialog: focus moves in and is trapped until it closes, the page behind is inert, and
 * focus returns to the trigger. Put it in a `DialogTrigger` next to its trigger button, or
 * control it with `isOpen` / `onOpenChange`. Children may be a function receiving `close`.
 */
export function Dialog({
  title,
  description,
  size = 'md',
  isDismissable = true,
  isKeyboardDismissDisabled = !isDismissable,
  closeLabel = 'Close',
  isOpen,
  defaultOpen,
  onOpenChange,
  className,
  children,
  ...props
}: DialogProps) {
  return (
    <ModalFrame
      {...props}
      title={title}
      description={description}
      closeLabel={closeLabel}
      layout="dialog"
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      overlayClassName={styles.overlay}
      box={{ className: cx(styles.modal, className), 'data-size': size }}
    >
      {children}
    </ModalFrame>
  );
}

/** The row of buttons at the end of a dialog, primary action last. */
export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={cx(styles.footer, className)} />;
}

export interface AlertDialogProps extends Omit<
  DialogProps,
  'isDismissable' | 'isKeyboardDismissDisabled' | 'closeLabel' | 'role' | 'children' | 'size'
> {
  /** The consequence of confirming, in a sentence or two. */
  children?: ReactNode;
  /** Label of the confirming button, such as "Delete client". */
  confirmLabel: string;
  /**
   * Label of the button that backs out.
   * @default 'Cancel'
   */
  cancelLabel?: string;
  /**
   * `destructive` paints the confirming button red.
   * @default 'destructive'
   */
  variant?: 'destructive' | 'primary';
  /** Called when the user confirms; the dialog closes unless `isPending`. */
  onConfirm?: () => void;
  /** Shows the confirming button as pending (the dialog stays open). */
  isPending?: boolean;
}

/**
 * Asks for confirmation before an irreversible action. It is an `alertdialog`: a click outside
 * does not dismiss it, and focus starts on Cancel, the safe choice.
 */
export function AlertDialog({
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'destructive',
  onConfirm,
  isPending = false,
  ...props
}: AlertDialogProps) {
  return (
    <Dialog {...props} role="alertdialog" isDismissable={false} closeLabel={null} size="sm">
      {({ close }) => (
        <>
          {children != null ? <div className={styles.message}>{children}</div> : null}
          <DialogFooter>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- an alert dialog starts on its safe choice */}
            <Button variant="outline" onPress={close} autoFocus isDisabled={isPending}>
              {cancelLabel}
            </Button>
            <Button
              variant={variant}
              isPending={isPending}
              onPress={() => {
                onConfirm?.();
                if (!isPending) close();
              }}
            >
              {confirmLabel}
            </Button>
          </DialogFooter>
        </>
      )}
    </Dialog>
  );
}
