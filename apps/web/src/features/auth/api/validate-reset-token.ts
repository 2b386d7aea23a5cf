import { isApiError, unwrap } from '@spotless/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Resolves when the reset or create-password token can still be used; rejects (400) if not. */
export async function getResetTokenValidity(token: string): Promise<{ valid: true }> {
  return unwrap(api.GET('/password-resets/validate', { params: { query: { token } } }));
}

export function getResetTokenValidityQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['password-resets', 'validate', token],
    queryFn: () => getResetTokenValidity(token),
    // A token gets used up: each visit asks the server again rather than trusting a cached yes.
    staleTime: 0,
    gcTime: 0,
    // The visitor waits on this before seeing anything: a refused token is final, an outage gets
    // one quick retry, then the page offers "Try again".
    retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 1,
  });
}

export function useResetTokenValidity(token: string) {
  return useQuery({ ...getResetTokenValidityQueryOptions(token), enabled: token !== '' });
}
