import type { QueryClient } from '@tanstack/react-query';
import { getCurrentUserQueryOptions, type CurrentUser } from '../api/current-user.ts';
import { getOrganizationQueryOptions } from '../api/organization.ts';
import { restoreSession } from '../lib/session-cache.ts';

const started = new WeakMap<QueryClient, Promise<CurrentUser>>();

/**
 * The start of a signed-in visit: the stored user and organisation go in the cache as old answers,
 * and the profile and the organisation are asked for at once, in parallel (the organisation gives
 * every page its time zone, so a page's own data waits for it). Called before React first renders
 * (`main.tsx`, through `startFirstPage`) and by `SessionBootstrap`: once per query client, so both
 * wait for the same answers. Resolves with the profile; rejects as the profile call does.
 */
export function startSession(queryClient: QueryClient): Promise<CurrentUser> {
  let user = started.get(queryClient);
  if (user === undefined) {
    restoreSession(queryClient);
    user = queryClient.fetchQuery(getCurrentUserQueryOptions());
    // Its failure must not keep the user out: the sidebar shows the stored one, and each page
    // reading it asks again.
    void queryClient.prefetchQuery(getOrganizationQueryOptions());
    started.set(queryClient, user);
  }
  return user;
}
