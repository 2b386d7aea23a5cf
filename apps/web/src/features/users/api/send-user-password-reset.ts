import { isNetworkError, unwrap } from '@spotless/api-client';
import { showToast } from '@spotless/ui';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { userFacingMessage } from '../user-errors.ts';
import { fullName } from '../user-form-values.ts';
import type { User } from './get-users.ts';

/** E-mails the user a `/reset-password` link; their current password keeps working meanwhile. */
export async function sendUserPasswordReset(id: string): Promise<void> {
  await unwrap(api.POST('/users/{id}/reset-password', { params: { path: { id } } }));
}

export function useSendUserPasswordReset() {
  return useMutation({ mutationFn: sendUserPasswordReset });
}

/**
 * "Send password reset" of the user list and form: sends the link and says so in a toast, or why
 * it was not sent (the server's reason when it has one the user can act on).
 */
export function useSendPasswordResetWithToast() {
  const { t } = useTranslation();
  const mutation = useSendUserPasswordReset();
  const send = async (user: Pick<User, 'id' | 'email' | 'firstName' | 'lastName'>) => {
    try {
      await mutation.mutateAsync(user.id);
      showToast({
        title: t('users.reset.sentTitle'),
        description: t('users.reset.sent', { name: fullName(user), email: user.email }),
        variant: 'success',
      });
    } catch (error) {
      // No response at all: the app-wide network toast already says so.
      if (isNetworkError(error)) return;
      showToast({
        title: t('users.reset.failedTitle'),
        description: userFacingMessage(error, t('users.reset.failed')),
        variant: 'destructive',
      });
    }
  };
  return { send, isPending: mutation.isPending };
}
