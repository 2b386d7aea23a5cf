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

export function useSession<S>(select: (state: SessionState) => S): S {
  return useSyncExternalStore(
    tokenStore.subscribe,
    () => select(read()),
    () => select(read()),
  );
}
