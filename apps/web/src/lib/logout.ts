import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, tokenStore } from './api.ts';

/**
 * Signs out (spec §4 "Logout"): tells the server to revoke the refresh token, ignoring any failure
 * (the user wants out either way), then forgets the tokens and every cached answer.
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
  tokenStore.clear();
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => queryClient.clear(),
  });
}
