import type { components, operations } from '@spotless/api-client/schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { unwrapPage, type PagedList } from '../../../lib/paged-list.ts';
import { clientKeys } from './client-keys.ts';

export type Client = components['schemas']['Client'];
export type ClientAddress = components['schemas']['ClientAddress'];
export type ClientsQuery = NonNullable<operations['listClients']['parameters']['query']>;
export type ClientSort = NonNullable<ClientsQuery['sort']>;

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
