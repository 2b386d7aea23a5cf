import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { CurrentUser } from '../../../api/current-user.ts';
import { sessionStartKey } from '../../../lib/session.ts';
import { startSession } from './start-session.ts';

export type LoginInput = components['schemas']['LoginRequest'];

/** Signs in: stores both tokens and fetches the profile (spec §4 "Login"). */
export async function login(queryClient: QueryClient, input: LoginInput): Promise<CurrentUser> {
  const tokens = await unwrap(api.POST('/auth/login', { body: input }));
  return startSession(queryClient, tokens);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sessionStartKey,
    mutationFn: (input: LoginInput) => login(queryClient, input),
  });
}
