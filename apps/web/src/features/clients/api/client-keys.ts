import type { ClientsQuery } from './get-clients.ts';

/**
 * Query keys of the client caches. Everything starts with `'clients'`, so a create, update or
 * delete refreshes every client query at once (spec §7): `invalidateQueries({ queryKey: clientKeys.all })`.
 */
export const clientKeys = {
  all: ['clients'] as const,
  lists: ['clients', 'list'] as const,
  list: (query: ClientsQuery) => ['clients', 'list', query] as const,
  detail: (id: string) => ['clients', 'detail', id] as const,
};
