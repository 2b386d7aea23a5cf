import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { submitForm } from '../../lib/submit-form.ts';
import { userErrorCodes } from './user-errors.ts';
import { useDeleteUser } from './api/delete-user.ts';
import type { User } from './api/get-users.ts';
import { fullName } from './user-form-values.ts';

export interface DeleteUserDialogProps {
  /** The user to delete; `null` keeps the dialog closed. */
  user: User | null;
  onClose: () => void;
  /** Runs after the user was deleted (the edit page leaves for the list). */
  onDeleted?: () => void;
}

/** Confirms deleting a user: they lose access at once; the jobs they created stay. */
export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteUser();
  // The dialog keeps showing the last user while it closes.
  const [shown, setShown] = useState(user);
  if (user != null && user !== shown) setShown(user);
  const name = shown ? fullName(shown) : '';

  const handleDelete = async () => {
    if (!shown) return;
    const result = await submitForm(() => remove.mutateAsync(shown.id), {
      success: () => ({
        title: t('users.delete.deletedTitle'),
        description: t('users.delete.deleted', { name }),
      }),
      title: t('users.delete.failedTitle'),
      fallback: t('users.delete.failed'),
      codes: userErrorCodes,
    });
    if (result.ok) onDeleted?.();
  };

  return (
    <ConfirmDialog
      isOpen={user != null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('users.delete.title', { name })}
      confirmLabel={t('users.delete.confirm')}
      onConfirm={handleDelete}
    >
      {t('users.delete.message', { name })}
    </ConfirmDialog>
  );
}
