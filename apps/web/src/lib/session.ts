import { useSyncExternalStore } from 'react';
import { tokenStore } from './api.ts';

export interface SessionState {
  /** Signed in means both the access and the refresh cookie exist (spec §4). */
  signedIn: boolean;
}

// Read from the cookies each time: another tab, or a sign-in before this module's first render,
// may have changed them. Selectors return primitives, so the snapshot stays stable.
const read = (): SessionState => ({
  signedIn: Boolean(tokenStore.getAccessToken() && tokenStore.getRefreshToken()),
});

/** Whether someone is signed in now (outside React: start-up code). */
export const isSignedIn = (): boolean => read().signedIn;

export function useSession<S>(select: (state: SessionState) => S): S {
  return useSyncExternalStore(
    tokenStore.subscribe,
    () => select(read()),
    () => select(read()),
  );
}

/**
 * The mutation key of every call that starts a session (a sign-in). While one runs,
 * the tokens are already stored but the profile is still loading: public pages wait for it to
 * finish (its toast, its navigation) instead of redirecting at once.
 */
export const sessionStartKey = ['session', 'start'] as const;

/**
 * Where to go after signing in: the `?next=` the visitor was sent away from, if it is a path of
 * this app (`?next=https://evil.example` or `//evil.example` must not send anyone elsewhere).
 */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')
    ? next
    : '/';
}
