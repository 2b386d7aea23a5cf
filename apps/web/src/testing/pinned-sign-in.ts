import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { STORY_NOW, storyHandlers } from './story-api.ts';

type WithLastLogin = { lastLoginAt?: string | null };

/** A sign-in stamped later than the story's pinned "now" reads as made at that moment. */
const pin = <T extends WithLastLogin>(record: T): T =>
  record.lastLoginAt != null && Date.parse(record.lastLoginAt) > STORY_NOW
    ? { ...record, lastLoginAt: new Date(STORY_NOW).toISOString() }
    : record;

async function pinned(request: Request) {
  const response = await getResponse(storyHandlers.users, request);
  if (!response?.ok || !response.headers.get('content-type')?.includes('json')) return response;
  const body = (await response.json()) as WithLastLogin | WithLastLogin[];
  return HttpResponse.json(Array.isArray(body) ? body.map(pin) : pin(body), {
    status: response.status,
    headers: response.headers,
  });
}

/**
 * The `users` handler group for screens that show last sign-ins. A story signs in through the
 * real login call, which stamps the real time on `lastLoginAt`; the story's clock is pinned to an
 * earlier day, so that stamp would show as a date in the future and change on every run. Here
 * it reads as the pinned "now" instead (the user is signing in at that moment, after all).
 */
export const usersWithPinnedSignIn: HttpHandler[] = [
  http.get('/v1/users', ({ request }) => pinned(request)),
  http.get('/v1/users/:id', ({ request }) => pinned(request)),
  ...storyHandlers.users,
];

/** `storyHandlers` with `usersWithPinnedSignIn`. */
export const pinnedStoryHandlers = { ...storyHandlers, users: usersWithPinnedSignIn };
