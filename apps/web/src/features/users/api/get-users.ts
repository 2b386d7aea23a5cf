import type { components } from '@spotless/api-client/schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { unwrapPage, type PagedList } from '../../../lib/paged-list.ts';
import { userKeys, type UsersQuery } from './user-keys.ts';

export type User = components['schemas']['User'];
export type UserSort = NonNullable<UsersQuery['sort']>;

/** One page of users and how many match (`X-Total-Count`). */
export async function getUsers(query: UsersQuery): Promise<PagedList<User>> {
  return unwrapPage(api.GET('/users', { params: { query } }));
}

export function getUsersQueryOptions(query: UsersQuery) {
  return queryOptions({
    queryKey: userKeys.list(query),
    queryFn: () => getUsers(query),
    // The current rows stay (dimmed) while the next page, sort or search loads.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UsersQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getUsersQueryOptions(query), enabled });
}
