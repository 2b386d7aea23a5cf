import { unwrap } from '@spotless/api-client';
import type { components, operations } from '@spotless/api-client/schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import { unwrapPage, type PagedList } from '../lib/paged-list.ts';

export type Client = components['schemas']['Client'];
export type ClientAddress = components['schemas']['ClientAddress'];
export type ClientsQuery = NonNullable<operations['listClients']['parameters']['query']>;
export type ClientSort = NonNullable<ClientsQuery['sort']>;

/**
 * Query keys of the client caches. Everything starts with `'clients'` (the job form's client
 * picker too), so a create, update or delete refreshes every client query at once (spec §7):
 * `invalidateQueries({ queryKey: clientKeys.all })`.
 */
export const clientKeys = {
  all: ['clients'] as const,
  lists: ['clients', 'list'] as const,
  list: (query: ClientsQuery) => ['clients', 'list', query] as const,
  detail: (id: string) => ['clients', 'detail', id] as const,
};

/** One page of clients and how many match (`X-Total-Count`). */
export async function getClients(query: ClientsQuery): Promise<PagedList<Client>> {
  return unwrapPage(api.GET('/clients', { params: { query } }));
}

export function getClientsQueryOptions(query: ClientsQuery) {
  return queryOptions({
    queryKey: clientKeys.list(query),
    queryFn: () => getClients(query),
    // While the next page, sort or search loads, the current rows stay (dimmed) instead of
    // the table collapsing into a skeleton at every keystroke.
    placeholderData: keepPreviousData,
  });
}

export function useClients(query: ClientsQuery) {
  return useQuery(getClientsQueryOptions(query));
}

/** One client with all its addresses (active or not). */
export async function getClient(id: string): Promise<Client> {
  return unwrap(api.GET('/clients/{id}', { params: { path: { id } } }));
}

export function getClientQueryOptions(id: string) {
  return queryOptions({ queryKey: clientKeys.detail(id), queryFn: () => getClient(id) });
}

/** The client `id` with its addresses; nothing is fetched while there is no `id`. */
export function useClient(id: string | null | undefined) {
  return useQuery({ ...getClientQueryOptions(id ?? ''), enabled: id != null && id !== '' });
}
