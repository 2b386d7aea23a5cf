import { dismissAllToasts } from '@spotless/ui';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, tokenStore } from './api.ts';
import { clearSession } from './session-cache.ts';

/**
 * Signs out (spec §4 "Logout"): tells the server to revoke the refresh token, ignoring any failure
 * (the user wants out either way), then forgets the session.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  const refreshToken = tokenStore.getRefreshToken();
  if (refreshToken) {
    try {
      await api.POST('/auth/logout', { body: { refreshToken } });
    } catch {
      // Offline or server down: the local sign-out below still happens.
    }
  }
  dismissAllToasts();
  clearSession(queryClient);
}

/** Signs out, then drops every cached answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(queryClient),
    onSettled: () => queryClient.clear(),
  });
}
