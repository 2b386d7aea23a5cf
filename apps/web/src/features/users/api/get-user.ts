import { unwrap } from '@spotless/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { User } from './get-users.ts';
import { userKeys } from './user-keys.ts';

export async function getUser(id: string): Promise<User> {
  return unwrap(api.GET('/users/{id}', { params: { path: { id } } }));
}

export function getUserQueryOptions(id: string) {
  return queryOptions({ queryKey: userKeys.detail(id), queryFn: () => getUser(id) });
}

export function useUser(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getUserQueryOptions(id), enabled });
}
