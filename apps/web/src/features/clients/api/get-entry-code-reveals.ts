import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { unwrapPage, type PagedList } from '../../../lib/paged-list.ts';
import { entryCodeRevealKeys, type EntryCodeRevealEntry } from '../../../api/entry-codes.ts';

/** How many reveals a page of the log shows; `Show more` adds as many again. */
export const REVEALS_PAGE_SIZE = 20;

/** One page of a client's entry-code reveals, newest first (`GET /clients/{id}/entry-code-reveals`). */
export async function getEntryCodeReveals(
  clientId: string,
  offset: number,
): Promise<PagedList<EntryCodeRevealEntry>> {
  return unwrapPage(
    api.GET('/clients/{id}/entry-code-reveals', {
      params: { path: { id: clientId }, query: { offset, limit: REVEALS_PAGE_SIZE } },
    }),
  );
}

export function getEntryCodeRevealsQueryOptions(clientId: string) {
  return infiniteQueryOptions({
    queryKey: entryCodeRevealKeys.client(clientId),
    queryFn: ({ pageParam }) => getEntryCodeReveals(clientId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const read = pages.reduce((count, page) => count + page.items.length, 0);
      return last.items.length > 0 && read < last.total ? read : undefined;
    },
  });
}

/** The client's reveal log, a page at a time (MASTER and ADMIN only: others get 403). */
export function useEntryCodeReveals(clientId: string) {
  return useInfiniteQuery(getEntryCodeRevealsQueryOptions(clientId));
}
