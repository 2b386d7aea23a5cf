import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { currentUserKey, storedCurrentUser } from '../api/current-user.ts';
import { organizationKey, storedOrganization } from '../api/organization.ts';
import { tokenStore } from './api.ts';
import type { StoredValue } from './stored-value.ts';

/**
 * The answers of the session that outlive a reload: the signed-in user and their organisation
 * (spec §3, "persisted locally"). The query cache holds them; local storage keeps a copy.
 */
const persisted: { queryKey: QueryKey; stored: StoredValue<unknown> }[] = [
  { queryKey: currentUserKey, stored: storedCurrentUser },
  { queryKey: organizationKey, stored: storedOrganization },
];

/**
 * Puts the stored copies in the query cache. The spec skips automatic hydration: the cache starts
 * empty, and the session's start-up calls this once it knows someone is signed in. They go in as
 * old answers, so each is fetched again as soon as it is read, and shown meanwhile.
 */
export function restoreSession(queryClient: QueryClient) {
  for (const { queryKey, stored } of persisted) {
    const value = stored.read();
    if (value !== undefined && queryClient.getQueryData(queryKey) === undefined) {
      queryClient.setQueryData(queryKey, value, { updatedAt: 0 });
    }
  }
}

/**
 * Copies every new answer for the user or the organisation to local storage, starting with those
 * already in: a start-up's calls begin before the first render (`startSession`), so their answers
 * can come before this is called. Stored copies put back by `restoreSession` are not answers.
 */
export function persistSession(queryClient: QueryClient): () => void {
  for (const { queryKey, stored } of persisted) {
    const state = queryClient.getQueryState(queryKey);
    if (state?.status === 'success' && state.dataUpdatedAt > 0) stored.write(state.data);
  }
  const byHash = new Map(persisted.map((entry) => [hashKey(entry.queryKey), entry.stored]));
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    byHash.get(event.query.queryHash)?.write(event.query.state.data);
  });
}

/** Forgets the session in this browser: tokens, the user and the organisation, cached and stored. */
export function clearSession(queryClient: QueryClient) {
  tokenStore.clear();
  for (const { queryKey, stored } of persisted) {
    queryClient.removeQueries({ queryKey, exact: true });
    stored.remove();
  }
}
