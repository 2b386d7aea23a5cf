import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type PasswordReset = components['schemas']['PasswordReset'];

/** Sets the password of the token's user: a reset, or a new user's first password. */
export async function resetPassword(body: PasswordReset): Promise<void> {
  await unwrap(api.POST('/password-resets/reset', { body }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
