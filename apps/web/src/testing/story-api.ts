import { createHandlerGroups, type HandlerGroups } from '@spotless/mock-server/handlers';
import { createDb, seed } from '@spotless/mock-server/db';
import { tokenStore } from '../lib/api.ts';
import { pinClock } from '../lib/clock.ts';

/** Screen stories show the seeded data of this day, so their screenshots never drift. */
export const STORY_TODAY = '2026-11-18';
/** 10:30 in New York on that day: some of today's jobs are done, some in progress. */
export const STORY_NOW = Date.parse('2026-11-18T10:30:00-05:00');

const db = createDb();

/**
 * The mock server's own handlers, grouped by resource, over one database that every screen story
 * re-seeds before it renders. A story overrides one group to show an error or an empty state:
 * `parameters: { msw: { handlers: { ...storyHandlers, clients: [http.get(...)] } } }`.
 */
export const storyHandlers: HandlerGroups = createHandlerGroups({
  db,
  baseUrl: '/v1',
  secret: 'storybook-signing-key',
  devRoutes: false,
});

export type StoryLogin = 'master' | 'admin' | 'cleaner' | 'billing' | 'fresh.master';

/**
 * Seeds the database afresh, pins the app's clock, and signs in as `signInAs` through the real
 * login call (or signs out), so each story starts from the same state.
 */
export async function prepareStoryApi({ signInAs }: { signInAs: StoryLogin | null }) {
  pinClock(STORY_NOW);
  await seed({ db, today: STORY_TODAY, now: STORY_NOW, passwordIterations: 1000 });
  tokenStore.clear();
  localStorage.removeItem('spotless-user');
  localStorage.removeItem('spotless-organization');
  if (!signInAs) return;
  const response = await fetch('/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: signInAs, password: 'Spotless123!' }),
  });
  if (!response.ok) throw new Error(`Story sign-in as ${signInAs} failed: ${response.status}`);
  const tokens = (await response.json()) as { access_token: string; refresh_token: string };
  tokenStore.set({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
}
