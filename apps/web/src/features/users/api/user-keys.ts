import type { operations } from '@spotless/api-client/schema';

export type UsersQuery = NonNullable<operations['listUsers']['parameters']['query']>;

/**
 * Query keys of the user caches. Everything starts with `'users'` (the signed-in user's profile
 * too, `['users', 'me']`), so a create, update or delete refreshes every user query at once:
 * `invalidateQueries({ queryKey: userKeys.all })`.
 */
export const userKeys = {
  all: ['users'] as const,
  lists: ['users', 'list'] as const,
  list: (query: UsersQuery) => ['users', 'list', query] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
};
