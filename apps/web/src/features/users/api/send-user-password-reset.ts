import { unwrap } from '@spotless/api-client';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { submitForm } from '../../../lib/submit-form.ts';
import { userErrorCodes } from '../user-errors.ts';
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
    await submitForm(() => mutation.mutateAsync(user.id), {
      success: () => ({
        title: t('users.reset.sentTitle'),
        description: t('users.reset.sent', { name: fullName(user), email: user.email }),
      }),
      title: t('users.reset.failedTitle'),
      fallback: t('users.reset.failed'),
      codes: userErrorCodes,
    });
  };
  return { send, isPending: mutation.isPending };
}
