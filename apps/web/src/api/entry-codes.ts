import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

export type EntryCodeReveal = components['schemas']['EntryCodeReveal'];

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
  return useMutation({ mutationFn: revealEntryCode });
}
