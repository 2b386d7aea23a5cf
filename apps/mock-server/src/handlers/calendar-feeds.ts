// The signed-in user's calendar feed (make, renew, read, revoke) and the public feed itself.
import { HttpResponse } from 'msw';
import { randomBytes, sha256Hex, toBase64Url } from '../auth/encoding.ts';
import { instantOf, toZonedIso } from '../db/dates.ts';
import type { CalendarFeedRecord, Role, UserRecord } from '../db/schema.ts';
import { extendOrganizationSeries } from '../recurrence/series.ts';
import { requireRole } from './access.ts';
import { calendarFeedIcs } from './calendar-feed-ics.ts';
import { operation, requireUser, type ApiContext } from './context.ts';
import { ApiError, conflict, invalidField, notFound } from './errors.ts';
import { calendarFeedRequestSchema, calendarFeedTokenParamSchema } from './request-schemas.ts';
import type { CalendarFeed, CalendarFeedCreated } from './serializers.ts';
import { readJsonBody } from './validation.ts';

/**
 * Billing staff do not go to visits, and a feed address works without signing in: it is given
 * only to the roles that need the schedule away from the app.
 */
const FEED_ROLES: readonly Role[] = ['MASTER', 'ADMIN', 'CLEANER'];

const TOKEN_PREFIX = 'cf_';
/** 32 random bytes (256 bits), base64url: 43 characters after the prefix. */
const tokenPattern = /^cf_[A-Za-z0-9_-]{43}$/;

const otherTeam = () =>
  new ApiError(
    403,
    'FORBIDDEN',
    "A cleaner's calendar feed can only show their own team's visits.",
  );

export function calendarFeedsHandlers(context: ApiContext) {
  const { db } = context;
  const zoneOf = (organizationId: string) =>
    db.organizations.get(organizationId)?.timeZone ?? 'UTC';
  const feedOf = (user: UserRecord) => db.calendarFeeds.list('userId', user.id)[0];
  /** A CLEANER's feed follows their current team. */
  const teamIdOf = (feed: CalendarFeedRecord, owner: UserRecord) =>
    owner.role === 'CLEANER' ? owner.defaultTeamId : feed.teamId;
  const describe = (feed: CalendarFeedRecord, owner: UserRecord): CalendarFeed => ({
    teamId: teamIdOf(feed, owner),
    createdAt: toZonedIso(instantOf(feed.createdAt), zoneOf(owner.organizationId)),
  });

  return [
    operation(context, 'get', '/users/me/calendar-feed', 'getCalendarFeed', async ({ request }) => {
      const user = await requireUser(context, request);
      requireRole(user, ...FEED_ROLES);
      const feed = feedOf(user);
      if (!feed) throw notFound();
      return HttpResponse.json<CalendarFeed>(describe(feed, user), {
        headers: { 'Cache-Control': 'no-store' },
      });
    }),

    operation(
      context,
      'post',
      '/users/me/calendar-feed',
      'createCalendarFeed',
      async ({ request }) => {
        const user = await requireUser(context, request);
        requireRole(user, ...FEED_ROLES);
        const input = await readJsonBody(request, calendarFeedRequestSchema);
        const token = `${TOKEN_PREFIX}${toBase64Url(randomBytes(32))}`;
        const tokenHash = await sha256Hex(token);
        const feed = await db.state.write(async () => {
          let teamId: string | null;
          if (input.teamId === undefined) {
            teamId = user.defaultTeamId;
            if (teamId === null) {
              if (user.role === 'CLEANER') {
                throw conflict('You are not on a team yet, so there are no visits to show.');
              }
              throw invalidField('teamId', 'Choose a team, or null for every team');
            }
          } else if (user.role === 'CLEANER') {
            if (input.teamId === null || input.teamId !== user.defaultTeamId) throw otherTeam();
            teamId = input.teamId;
          } else {
            teamId = input.teamId;
            const team = teamId === null ? undefined : db.teams.get(teamId);
            if (teamId !== null && (!team || team.organizationId !== user.organizationId)) {
              throw invalidField('teamId', 'No such team in your organisation');
            }
          }
          // One feed a user: the earlier address stops working in the same write.
          for (const old of db.calendarFeeds.list('userId', user.id)) {
            db.calendarFeeds.delete(old.id);
          }
          return db.calendarFeeds.insert({
            id: crypto.randomUUID(),
            userId: user.id,
            organizationId: user.organizationId,
            teamId,
            tokenHash,
            createdAt: new Date(context.now()).toISOString(),
          });
        });
        const url = `${context.apiBase(request)}/calendar-feeds/${token}`;
        return HttpResponse.json<CalendarFeedCreated>(
          { ...describe(feed, user), url, webcalUrl: url.replace(/^https?:/, 'webcal:') },
          { status: 201, headers: { 'Cache-Control': 'no-store' } },
        );
      },
    ),

    operation(
      context,
      'delete',
      '/users/me/calendar-feed',
      'revokeCalendarFeed',
      async ({ request }) => {
        const user = await requireUser(context, request);
        requireRole(user, ...FEED_ROLES);
        await db.state.write(async () => {
          for (const feed of db.calendarFeeds.list('userId', user.id)) {
            db.calendarFeeds.delete(feed.id);
          }
        });
        return new HttpResponse(null, { status: 204 });
      },
    ),

    operation<{ token: string }>(
      context,
      'get',
      '/calendar-feeds/:token',
      'getCalendarFeedEvents',
      async ({ params }) => {
        // Every way a token can fail answers the same 404: the answer tells nothing about why.
        const token = calendarFeedTokenParamSchema.safeParse(params.token);
        if (!token.success || !tokenPattern.test(token.data)) throw notFound();
        const feed = db.calendarFeeds.findUnique('tokenHash', await sha256Hex(token.data));
        const owner = feed ? db.users.get(feed.userId) : undefined;
        const organization = owner ? db.organizations.get(owner.organizationId) : undefined;
        if (
          !feed ||
          !owner ||
          !organization ||
          !owner.isActive ||
          !FEED_ROLES.includes(owner.role) ||
          owner.organizationId !== feed.organizationId
        ) {
          throw notFound();
        }
        await extendOrganizationSeries(db, organization.id, context.now());
        const teamId = teamIdOf(feed, owner);
        const teams = db.teams.list('organizationId', organization.id);
        const chosen =
          teamId === null && owner.role !== 'CLEANER'
            ? teams
            : teams.filter((team) => team.id === teamId);
        const name =
          chosen.length === 1 ? `${organization.name} · ${chosen[0]!.name}` : organization.name;
        const ics = calendarFeedIcs({
          db,
          organization,
          teamIds: chosen.map((team) => team.id),
          now: context.now(),
          name,
        });
        return new HttpResponse(ics, {
          headers: {
            'Content-Type': 'text/calendar; charset=utf-8',
            'Content-Disposition': 'inline; filename="spotless.ics"',
            // The feed is one user's: shared caches must not keep it.
            'Cache-Control': 'private, no-cache',
          },
        });
      },
    ),
  ];
}
