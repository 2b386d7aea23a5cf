import { createApiClient, createCookieTokenStore } from '@spotless/api-client';
import { clock } from './clock.ts';
import { createFirstReadsFetch } from './first-reads.ts';

/** Where the browser finds the API: its own origin by default (the dev server proxies /v1). */
export const apiBaseUrl: string = import.meta.env.VITE_API_URL ?? '/v1';

/** Both tokens live in first-party cookies (spec §9): 1 day and 15 days, SameSite=Strict. */
export const tokenStore = createCookieTokenStore();

const expiredListeners = new Set<() => void>();

/** Runs `listener` when the server ends the session (refresh refused or no refresh token). */
export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

export const api = createApiClient({
  baseUrl: apiBaseUrl,
  // The session's first reads, if `theme-init.js` started them before the app's code arrived.
  fetch: createFirstReadsFetch(apiBaseUrl),
  tokens: tokenStore,
  now: clock.now,
  onSessionExpired: () => {
    for (const listener of expiredListeners) listener();
  },
});
