import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

/** One entry of a client's reveal log. */
export type EntryCodeRevealEntry = components['schemas']['EntryCodeReveal'];

/**
 * Query keys of the reveal logs: every reveal adds an entry to its client's log, so a reveal
 * refreshes them all (`invalidateQueries({ queryKey: entryCodeRevealKeys.all })`).
 */
export const entryCodeRevealKeys = {
  all: ['entry-code-reveals'] as const,
  client: (clientId: string) => ['entry-code-reveals', clientId] as const,
};

export interface RevealEntryCodeInput {
  addressId: string;
  /** The visit the code is revealed from (a cleaner must give their team's visit today). */
  jobId?: string | null;
}

/**
 * Asks for an address's entry code. Every call is recorded in the client's reveal log, so the
 * answer is never cached: a second look asks (and is logged) again.
 */
export async function revealEntryCode({ addressId, jobId }: RevealEntryCodeInput) {
  return unwrap(
    api.POST('/addresses/{id}/entry-code-reveals', {
      params: { path: { id: addressId } },
      body: jobId ? { jobId } : {},
    }),
  );
}

export function useRevealEntryCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revealEntryCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entryCodeRevealKeys.all }),
  });
}
