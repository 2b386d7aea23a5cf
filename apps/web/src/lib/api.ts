import { createApiClient, createCookieTokenStore } from '@spotless/api-client';
import { clock } from './clock.ts';
import { createFirstReadsFetch } from './first-reads.ts';
import { createSessionExpiry } from './session-expiry.ts';

/** Where the browser finds the API: its own origin by default (the dev server proxies /v1). */
export const apiBaseUrl: string = import.meta.env.VITE_API_URL ?? '/v1';

/** Both tokens live in first-party cookies (spec §9): 1 day and 15 days, SameSite=Strict. */
export const tokenStore = createCookieTokenStore();

const sessionExpiry = createSessionExpiry();
// A new session: an expiry found out before the app listened is no longer news.
tokenStore.subscribe(() => {
  if (tokenStore.getAccessToken()) sessionExpiry.forget();
});

/**
 * Runs `listener` when the server ends the session (refresh refused or no refresh token), and at
 * once if it ended before anything listened (see `createSessionExpiry`).
 */
export const onSessionExpired = (listener: () => void): (() => void) =>
  sessionExpiry.subscribe(listener);

export const api = createApiClient({
  baseUrl: apiBaseUrl,
  // The session's first reads, if `theme-init.js` started them before the app's code arrived.
  fetch: createFirstReadsFetch(apiBaseUrl),
  tokens: tokenStore,
  now: clock.now,
  onSessionExpired: sessionExpiry.notify,
});
