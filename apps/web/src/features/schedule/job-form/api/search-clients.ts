import { unwrap } from '@spotless/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { clientKeys, type Client } from '../../../../api/clients.ts';
import { api } from '../../../../lib/api.ts';

/** How many matches the client picker lists: enough to choose from, small to send. */
export const CLIENT_SEARCH_LIMIT = 20;

/**
 * The client picker's cache. It sits under `'clients'`, so a client create, update or delete
 * (which refreshes every `['clients', …]` query, spec §7) refreshes the picker too.
 */
export const clientPickerKeys = {
  search: (q: string) => [...clientKeys.all, 'picker', { q, limit: CLIENT_SEARCH_LIMIT }] as const,
};

/**
 * Active clients whose name, e-mail or phone matches `q` (all when empty), first names first.
 * The server searches, so the picker works the same with 100 clients or 10,000.
 */
export async function searchClients(q: string): Promise<Client[]> {
  const text = q.trim();
  return unwrap(
    api.GET('/clients', {
      params: {
        query: {
          q: text || undefined,
          limit: CLIENT_SEARCH_LIMIT,
          isActive: true,
          sort: 'firstName',
          order: 'asc',
        },
      },
    }),
  );
}

export function searchClientsQueryOptions(q: string) {
  const text = q.trim();
  return queryOptions({
    queryKey: clientPickerKeys.search(text),
    queryFn: () => searchClients(text),
    // The earlier matches stay listed while the next search runs, instead of the list emptying
    // at every keystroke.
    placeholderData: keepPreviousData,
  });
}

export function useClientSearch(q: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...searchClientsQueryOptions(q), enabled: options.enabled ?? true });
}
