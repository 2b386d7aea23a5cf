import { AlertDialog } from '@spotless/ui';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The question, such as "Delete Olivia Hartley?". */
  title: ReactNode;
  /** The consequence, in a sentence or two. */
  children?: ReactNode;
  /** The confirming button, such as "Delete client". */
  confirmLabel: string;
  /**
   * The button that backs out.
   * @default t('common.cancel')
   */
  cancelLabel?: string;
  /**
   * `destructive` paints the confirming button red.
   * @default 'destructive'
   */
  variant?: 'destructive' | 'primary';
  /**
   * Runs when the user confirms. When it returns a promise, the dialog stays open with the
   * button busy until it settles; it closes when the promise resolves, unless it resolves to
   * `false`. A rejection (or a throw) keeps it open, so the caller can explain what went wrong
   * (or show a toast). Anything else closes it at once, except `false`.
   */
  onConfirm?: () => Promise<unknown> | unknown;
}

/**
 * Confirmation before an irreversible action (delete a client, a team, a user), on the ui
 * AlertDialog: focus starts on Cancel; the dialog waits for the server's answer instead of
 * closing at once, so a refusal (a 409 because jobs use the record) can be shown in place.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel,
  variant = 'destructive',
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [isPending, setPending] = useState(false);
  // AlertDialog closes itself right after onConfirm; while the call runs, or when onConfirm said
  // no, that close is ignored.
  const holdOpen = useRef(false);

  const handleConfirm = () => {
    let result: unknown;
    try {
      result = onConfirm?.();
    } catch {
      result = false;
    }
    if (!isPromiseLike(result)) {
      // Done at once: nothing to wait for, so the button never turns busy (a busy button is
      // announced to screen readers). `false` keeps the dialog open.
      if (result === false) {
        holdOpen.current = true;
        queueMicrotask(() => {
          holdOpen.current = false;
        });
      }
      return;
    }
    holdOpen.current = true;
    setPending(true);
    void Promise.resolve(result)
      .then(
        (value) => {
          holdOpen.current = false;
          if (value !== false) onOpenChange(false);
        },
        () => {
          holdOpen.current = false;
        },
      )
      .finally(() => setPending(false));
  };

  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && holdOpen.current) return;
        onOpenChange(open);
      }}
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel ?? t('common.cancel')}
      variant={variant}
      isPending={isPending}
      onConfirm={handleConfirm}
    >
      {children}
    </AlertDialog>
  );
}
