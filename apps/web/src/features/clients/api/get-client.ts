import { unwrap } from '@spotless/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { clientKeys } from './client-keys.ts';
import type { Client } from './get-clients.ts';

export async function getClient(id: string): Promise<Client> {
  return unwrap(api.GET('/clients/{id}', { params: { path: { id } } }));
}

export function getClientQueryOptions(id: string) {
  return queryOptions({ queryKey: clientKeys.detail(id), queryFn: () => getClient(id) });
}

export function useClient(id: string) {
  return useQuery(getClientQueryOptions(id));
}
