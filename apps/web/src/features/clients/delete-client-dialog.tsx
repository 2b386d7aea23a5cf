import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { hasErrorCode } from '../../lib/api-errors.ts';
import { submitForm } from '../../lib/submit-form.ts';
import { useDeleteClient } from './api/delete-client.ts';
import type { Client } from '../../api/clients.ts';
import { useUpdateClient } from './api/update-client.ts';
import { fullName } from './client-display.ts';
import { storedClientUpdate } from './client-form-values.ts';

export interface DeleteClientDialogProps {
  /** The client to delete; `null` keeps the dialog closed. */
  client: Client | null;
  onClose: () => void;
}

/**
 * Confirms deleting a client. A client with jobs cannot be deleted (409): the dialog then says
 * so and offers to deactivate the client instead, which keeps their jobs and history.
 */
export function DeleteClientDialog({ client, onClose }: DeleteClientDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteClient();
  const update = useUpdateClient();
  const [blocked, setBlocked] = useState(false);
  // The dialog keeps showing the last client while it closes.
  const [shown, setShown] = useState(client);
  if (client != null && client !== shown) {
    setShown(client);
    setBlocked(false);
  }
  const name = shown ? fullName(shown) : '';

  const handleDelete = async () => {
    if (!shown) return;
    const result = await submitForm(() => remove.mutateAsync(shown.id), {
      success: () => ({
        title: t('clients.delete.deletedTitle'),
        description: t('clients.delete.deleted', { name }),
      }),
      title: t('clients.delete.failedTitle'),
      fallback: t('clients.delete.failed'),
      // The client has jobs: the dialog says so itself, and stays open.
      onError: (error) => hasErrorCode(error, 'CONFLICT'),
    });
    if (!result.ok && hasErrorCode(result.error, 'CONFLICT')) {
      setBlocked(true);
      return false;
    }
    return true;
  };

  const handleDeactivate = async () => {
    if (!shown) return;
    await submitForm(
      () =>
        update.mutateAsync({ id: shown.id, body: storedClientUpdate(shown, { isActive: false }) }),
      {
        success: () => ({
          title: t('clients.delete.deactivatedTitle'),
          description: t('clients.delete.deactivated', { name }),
        }),
        title: t('clients.delete.deactivateFailedTitle'),
        fallback: t('clients.delete.deactivateFailed'),
      },
    );
  };

  const addresses = shown?.addresses.length ?? 0;
  const alreadyInactive = shown != null && !shown.isActive;

  return (
    <ConfirmDialog
      isOpen={client != null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      {...(blocked
        ? {
            title: t('clients.delete.blockedTitle', { name }),
            confirmLabel: alreadyInactive
              ? t('clients.delete.understood')
              : t('clients.delete.deactivate'),
            cancelLabel: alreadyInactive ? t('clients.delete.close') : undefined,
            variant: 'primary' as const,
            onConfirm: alreadyInactive ? undefined : handleDeactivate,
            children: alreadyInactive
              ? t('clients.delete.blockedInactive')
              : t('clients.delete.blocked'),
          }
        : {
            title: t('clients.delete.title', { name }),
            confirmLabel: t('clients.delete.confirm'),
            onConfirm: handleDelete,
            children:
              addresses > 0
                ? t('clients.delete.messageWithAddresses', { count: addresses })
                : t('clients.delete.message'),
          })}
    />
  );
}
