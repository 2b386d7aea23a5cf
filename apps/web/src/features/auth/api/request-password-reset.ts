import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type PasswordResetRequest = components['schemas']['PasswordResetRequest'];

/** Asks for a reset e-mail. The answer is the same whether or not the address is known. */
export async function requestPasswordReset(body: PasswordResetRequest): Promise<void> {
  await unwrap(api.POST('/password-resets/request', { body }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
