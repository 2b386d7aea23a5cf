import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, tokenStore } from '../../../lib/api.ts';

export type LoginInput = components['schemas']['LoginRequest'];

/** Signs in and stores both tokens (spec §4 "Login"). */
export async function login(input: LoginInput): Promise<void> {
  const tokens = await unwrap(api.POST('/auth/login', { body: input }));
  tokenStore.set({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users', 'me'] }),
  });
}
