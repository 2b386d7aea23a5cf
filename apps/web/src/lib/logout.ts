import { dismissAllToasts } from '@spotless/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, tokenStore } from './api.ts';
import { currentUserStore } from './current-user.ts';
import { clearOrganization } from './organization.ts';

/** Forgets everything of the session in this browser: tokens, user, organisation. */
export function clearSession() {
  tokenStore.clear();
  currentUserStore.set(null);
  clearOrganization();
}

/**
 * Signs out (spec §4 "Logout"): tells the server to revoke the refresh token, ignoring any failure
 * (the user wants out either way), then forgets the session and every cached answer.
 */
export async function logout(): Promise<void> {
  const refreshToken = tokenStore.getRefreshToken();
  if (refreshToken) {
    try {
      await api.POST('/auth/logout', { body: { refreshToken } });
    } catch {
      // Offline or server down: the local sign-out below still happens.
    }
  }
  dismissAllToasts();
  clearSession();
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => queryClient.clear(),
  });
}
