import { type HTMLAttributes, type ReactNode, useId } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  type DialogProps as AriaDialogProps,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';

import { Button } from '../button/button.tsx';
import { CloseIcon } from '../icons/icons.tsx';
import { cx } from '../lib/class-names.ts';
import styles from './dialog.module.css';

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
   * Whether a click outside or Escape closes it.
   * @default true
   */
  isDismissable?: boolean;
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
export const Dialog = ({
  title,
  description,
  size = 'md',
  isDismissable = true,
  closeLabel = 'Close',
  isOpen,
  defaultOpen,
  onOpenChange,
  className,
  children,
  ...props
}: DialogProps) => {
  const descriptionId = useId();
  return (
    <ModalOverlay
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      className={styles.overlay}
    >
      <Modal className={cx(styles.modal, className)} data-size={size}>
        <AriaDialog
          aria-describedby={description != null ? descriptionId : undefined}
          {...props}
          className={styles.dialog}
        >
          {(renderProps) => (
            <>
              <header className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {description != null ? (
                  <p id={descriptionId} className={styles.description}>
                    {description}
                  </p>
                ) : null}
              </header>
              <div className={styles.body}>
                {typeof children === 'function' ? children(renderProps) : children}
              </div>
              {closeLabel != null ? (
                <AriaButton slot="close" aria-label={closeLabel} className={styles.close}>
                  <CloseIcon />
                </AriaButton>
              ) : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
};

/** The row of buttons at the end of a dialog, primary action last. */
export const DialogFooter = ({ className, ...props }: HTMLAttributes<HTMLDivElement>) => (
  <div {...props} className={cx(styles.footer, className)} />
);

export interface AlertDialogProps extends Omit<
  DialogProps,
  'isDismissable' | 'closeLabel' | 'role' | 'children' | 'size'
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
export const AlertDialog = ({
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'destructive',
  onConfirm,
  isPending = false,
  ...props
}: AlertDialogProps) => (
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
