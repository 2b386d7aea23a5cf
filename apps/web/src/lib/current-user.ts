import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { createStore, useStore } from './store.ts';

export type CurrentUser = components['schemas']['CurrentUser'];

const isCurrentUser = (value: unknown): value is CurrentUser =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CurrentUser).id === 'string' &&
  typeof (value as CurrentUser).full_name === 'string';

/**
 * The signed-in user, kept in local storage (spec §3) so the shell can show the name and avatar
 * at once on the next visit, while /users/me refreshes it in the background.
 */
export const currentUserStore = createStore<CurrentUser | null>(null, {
  key: 'spotless-user',
  validate: isCurrentUser,
});

export const useCurrentUserValue = () => useStore(currentUserStore, (user) => user);

export async function getCurrentUser(): Promise<CurrentUser> {
  const user = await unwrap(api.GET('/users/me'));
  currentUserStore.set(user);
  return user;
}

export function getCurrentUserQueryOptions() {
  return queryOptions({ queryKey: ['users', 'me'], queryFn: getCurrentUser });
}

export function useCurrentUser() {
  return useQuery(getCurrentUserQueryOptions());
}
