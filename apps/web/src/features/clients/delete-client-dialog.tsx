import { isNetworkError } from '@spotless/api-client';
import { showToast } from '@spotless/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { hasErrorCode, serverMessage } from '../../lib/api-errors.ts';
import { useDeleteClient } from './api/delete-client.ts';
import type { Client } from './api/get-clients.ts';
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
    try {
      await remove.mutateAsync(shown.id);
      showToast({
        title: t('clients.delete.deletedTitle'),
        description: t('clients.delete.deleted', { name }),
        variant: 'success',
      });
    } catch (error) {
      if (hasErrorCode(error, 'CONFLICT')) {
        setBlocked(true);
        return false;
      }
      // No response at all: the app-wide network toast already says so.
      if (!isNetworkError(error)) {
        showToast({
          title: t('clients.delete.failedTitle'),
          description: serverMessage(error, t('clients.delete.failed')),
          variant: 'destructive',
        });
      }
    }
    return true;
  };

  const handleDeactivate = async () => {
    if (!shown) return;
    try {
      await update.mutateAsync({
        id: shown.id,
        body: storedClientUpdate(shown, { isActive: false }),
      });
      showToast({
        title: t('clients.delete.deactivatedTitle'),
        description: t('clients.delete.deactivated', { name }),
        variant: 'success',
      });
    } catch (error) {
      if (!isNetworkError(error)) {
        showToast({
          title: t('clients.delete.deactivateFailedTitle'),
          description: serverMessage(error, t('clients.delete.deactivateFailed')),
          variant: 'destructive',
        });
      }
    }
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
