import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import { hasStringFields, storedValue } from '../lib/stored-value.ts';

export type CurrentUser = components['schemas']['CurrentUser'];

/** Under `'users'`, so that a change to any user (the signed-in one too) refreshes the profile. */
export const currentUserKey = ['users', 'me'] as const;

/** The signed-in user's profile (`GET /users/me`). */
export async function getCurrentUser(): Promise<CurrentUser> {
  return unwrap(api.GET('/users/me'));
}

export function getCurrentUserQueryOptions() {
  return queryOptions({ queryKey: currentUserKey, queryFn: getCurrentUser });
}

/**
 * The signed-in user: their name and avatar in the shell, their role for what the screens offer.
 * The session fetches it before the signed-in pages show (`app/session-bootstrap.tsx`).
 */
export function useCurrentUser() {
  return useQuery(getCurrentUserQueryOptions());
}

/**
 * The last profile the server sent, kept in local storage (spec §3) so that the shell still shows
 * who is signed in when the server cannot be reached at start-up.
 */
export const storedCurrentUser = storedValue(
  'spotless-user',
  hasStringFields<CurrentUser>('id', 'full_name'),
);
