import type { components } from '@spotless/api-client/schema';
import type { QueryClient } from '@tanstack/react-query';
import { getCurrentUserQueryOptions, type CurrentUser } from '../../../api/current-user.ts';
import { getOrganizationQueryOptions } from '../../../api/organization.ts';
import { tokenStore } from '../../../lib/api.ts';
import { clearSession } from '../../../lib/session-cache.ts';

export type AuthTokens = components['schemas']['AuthTokens'];

/**
 * What every sign-in does once the server handed out tokens (spec §4 "Login"): store
 * both, fetch the profile, and start loading the organisation for the sidebar. A profile that
 * cannot be read leaves no half session behind.
 */
export async function startSession(
  queryClient: QueryClient,
  tokens: AuthTokens,
): Promise<CurrentUser> {
  tokenStore.set({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
  try {
    // Always from the server: a cached profile may belong to whoever used this tab before.
    const user = await queryClient.fetchQuery({ ...getCurrentUserQueryOptions(), staleTime: 0 });
    void queryClient.prefetchQuery({ ...getOrganizationQueryOptions(), staleTime: 0 });
    return user;
  } catch (error) {
    clearSession(queryClient);
    throw error;
  }
}
