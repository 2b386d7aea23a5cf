import { AlertDialog } from '@spotless/ui';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
   * Runs when the user confirms. While its promise is pending the dialog stays open with the
   * button busy; it closes when the promise resolves, unless it resolves to `false`. A rejection
   * keeps it open, so the caller can explain what went wrong (or show a toast).
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
  // AlertDialog closes itself right after onConfirm; while the call runs, that close is ignored.
  const running = useRef(false);

  const handleConfirm = () => {
    running.current = true;
    setPending(true);
    void Promise.resolve()
      .then(onConfirm)
      .then(
        (result) => {
          running.current = false;
          if (result !== false) onOpenChange(false);
        },
        () => {
          running.current = false;
        },
      )
      .finally(() => setPending(false));
  };

  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && running.current) return;
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
