import { dismissAllToasts } from '@spotless/ui';
import { createHandlerGroups, type HandlerGroups } from '@spotless/mock-server/handlers';
import { createDb, normalizeLogin, seedOnce } from '@spotless/mock-server/db';
import { tokenStore } from '../lib/api.ts';
import { pinClock } from '../lib/clock.ts';

/** Screen stories show the seeded data of this day, so their screenshots never drift. */
export const STORY_TODAY = '2026-11-18';
/** 10:30 in New York on that day: some of today's jobs are done, some in progress. */
export const STORY_NOW = Date.parse('2026-11-18T10:30:00-05:00');

const db = createDb();

/**
 * The mock server's own handlers, grouped by resource, over one database where every screen story
 * starts from the seeded data (`prepareStoryApi`). A story overrides one group to show an error
 * or an empty state:
 * `parameters: { msw: { handlers: { ...storyHandlers, clients: [http.get(...)] } } }`.
 */
export const storyHandlers: HandlerGroups = createHandlerGroups({
  db,
  baseUrl: '/v1',
  secret: 'storybook-signing-key',
  devRoutes: false,
  // The server's clock is the app's: a plan's next visit, the horizon of its visits and a link's
  // expiry are those of the seeded day, whatever day the stories run.
  now: () => STORY_NOW,
});

export type StoryLogin = 'master' | 'admin' | 'cleaner' | 'billing' | 'fresh.master';

/**
 * Puts the seeded data back, pins the app's clock, and signs in as `signInAs` through the real
 * login call (or signs out), so each story starts from the same state.
 */
export async function prepareStoryApi({ signInAs }: { signInAs: StoryLogin | null }) {
  pinClock(STORY_NOW);
  // The page seeds once; every later story gets a copy of those rows.
  await seedOnce({ db, today: STORY_TODAY, now: STORY_NOW, passwordIterations: 1000 });
  tokenStore.clear();
  localStorage.removeItem('spotless-user');
  localStorage.removeItem('spotless-organization');
  // The toolbar sets the theme; a choice left by another story must not change the switcher.
  localStorage.removeItem('ui-theme');
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

/** The token of the e-mailed link in password stories: `/reset-password?token=${...}`. */
export const STORY_RESET_TOKEN = 'prt_story-reset-link';
export const STORY_CREATE_TOKEN = 'prt_story-create-link';

const sha256Hex = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');

/**
 * Issues a usable reset (or create-password) link for a seeded user, stored the way the mock
 * server stores the ones it e-mails (hashed, single use, one hour). Its token is fixed, so a
 * story's route can carry it; call it from a story loader, which runs after the seeding.
 */
export async function issueStoryPasswordToken(login: StoryLogin, kind: 'reset' | 'create') {
  const user = db.users.findUnique('login', normalizeLogin(login));
  if (!user) throw new Error(`No seeded user ${login}`);
  const token = kind === 'reset' ? STORY_RESET_TOKEN : STORY_CREATE_TOKEN;
  // The handlers' clock is pinned to the story's day, so the link is valid then.
  const createdAt = STORY_NOW;
  const tokenHash = await sha256Hex(token);
  await db.state.write(() =>
    db.passwordTokens.insert({
      id: crypto.randomUUID(),
      userId: user.id,
      kind,
      tokenHash,
      createdAt,
      expiresAt: createdAt + 60 * 60 * 1000,
      usedAt: null,
    }),
  );
}

/**
 * Gives a seeded user a calendar feed made three days before the story's day, carrying the team
 * of `teamOf` (a seeded login; `null` for every team). Its address is never shown again, as with a
 * real feed. Call it from a story loader, after the seeding.
 */
export async function issueStoryCalendarFeed(login: StoryLogin, teamOf: StoryLogin | null) {
  const user = db.users.findUnique('login', normalizeLogin(login));
  const teamUser = teamOf ? db.users.findUnique('login', normalizeLogin(teamOf)) : null;
  if (!user || teamUser === undefined) throw new Error(`No seeded user ${login} or ${teamOf}`);
  const tokenHash = await sha256Hex(`cf_story-feed-${login}`);
  await db.state.write(() =>
    db.calendarFeeds.insert({
      id: crypto.randomUUID(),
      userId: user.id,
      organizationId: user.organizationId,
      teamId: teamUser ? teamUser.defaultTeamId : null,
      tokenHash,
      createdAt: new Date(STORY_NOW - 3 * 24 * 60 * 60 * 1000).toISOString(),
    }),
  );
}

/**
 * Books two timed jobs of one team at the same time on `date` (the seed never overlaps a team's
 * jobs), so a screen story shows a double booking. Call it from a story loader, after the seeding.
 */
export async function doubleBookStoryJobs(date = '2026-11-19') {
  const timed = db.jobs
    .all()
    .filter((job) => job.date === date && job.scheduledStartTime && job.status !== 'CANCELLED')
    .sort((a, b) => a.order - b.order);
  const first = timed.find((job) =>
    timed.some((other) => other !== job && other.teamId === job.teamId),
  );
  const second = timed.find((job) => job !== first && job.teamId === first?.teamId);
  if (!first || !second) throw new Error(`No team with two timed jobs on ${date}`);
  await db.state.write(() =>
    db.jobs.update(second.id, (draft) => {
      draft.scheduledStartTime = first.scheduledStartTime;
      draft.scheduledEndTime = first.scheduledEndTime;
    }),
  );
}

/**
 * A story loader that closes the toasts an earlier story of the same file left open (the toast
 * queue outlives a story), so that a screenshot shows only the story's own.
 */
export const closeLeftoverToasts = () => {
  dismissAllToasts();
  return {};
};
