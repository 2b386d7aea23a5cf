import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

export type Client = components['schemas']['Client'];
export type ClientAddress = components['schemas']['ClientAddress'];

/** How many matches the client picker lists: enough to choose from, small to send. */
export const CLIENT_SEARCH_LIMIT = 20;

/**
 * The client picker's cache. It sits under `'clients'`, so a client create, update or delete
 * (which refreshes every `['clients', …]` query, spec §7) refreshes the picker too.
 */
export const clientPickerKeys = {
  search: (q: string) => ['clients', 'picker', { q, limit: CLIENT_SEARCH_LIMIT }] as const,
  detail: (id: string) => ['clients', 'detail', id] as const,
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

/** One client with all its addresses (active or not). */
export async function getClient(id: string): Promise<Client> {
  return unwrap(api.GET('/clients/{id}', { params: { path: { id } } }));
}

export function getClientQueryOptions(id: string) {
  return queryOptions({ queryKey: clientPickerKeys.detail(id), queryFn: () => getClient(id) });
}

/** The chosen client with its addresses; nothing is fetched until there is one. */
export function useClient(id: string | null) {
  return useQuery({ ...getClientQueryOptions(id ?? ''), enabled: id != null && id !== '' });
}
