import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { CurrentUser } from '../../../lib/current-user.ts';
import { sessionStartKey } from '../../../lib/session.ts';
import { startSession } from './start-session.ts';

export type OrganizationRegistration = components['schemas']['OrganizationRegistration'];

/**
 * Registers an organisation and its MASTER user. The server signs that user in, so the session
 * starts like a sign-in: tokens stored, profile fetched (spec §4 "Register").
 */
export async function registerOrganization(
  queryClient: QueryClient,
  body: OrganizationRegistration,
): Promise<CurrentUser> {
  const tokens = await unwrap(api.POST('/organizations', { body }));
  return startSession(queryClient, tokens);
}

export function useRegisterOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sessionStartKey,
    mutationFn: (body: OrganizationRegistration) => registerOrganization(queryClient, body),
  });
}
