import { useSyncExternalStore } from 'react';
import { tokenStore } from './api.ts';

export interface SessionState {
  /** Signed in means both the access and the refresh cookie exist (spec §4). */
  signedIn: boolean;
}

function read(): SessionState {
  return { signedIn: Boolean(tokenStore.getAccessToken() && tokenStore.getRefreshToken()) };
}

let snapshot = read();
function subscribe(listener: () => void) {
  return tokenStore.subscribe(() => {
    snapshot = read();
    listener();
  });
}

export function useSession<S>(select: (state: SessionState) => S): S {
  return useSyncExternalStore(
    subscribe,
    () => select(snapshot),
    () => select(snapshot),
  );
}
