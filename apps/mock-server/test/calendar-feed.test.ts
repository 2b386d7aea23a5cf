// Calendar feeds: who may have one, renewing and revoking, and the feed itself, read back with a
// real iCalendar parser (ical.js). The clock is the tests' fixed 2026-03-16 (New York), so the
// window runs from 2026-02-14 to 2026-09-12 and takes in the 2026-03-08 change to summer time.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures, newJobBody, startTestApi, type TestApi } from './http.ts';

let t: TestApi;
let f: ReturnType<typeof fixtures>;
let master: string;

beforeAll(async () => {
  t = await startTestApi();
  f = fixtures(t.db);
  master = await t.tokenOf('master');
});

afterAll(async () => {
  await t.api.close();
});

interface Created {
  teamId: string | null;
  url: string;
  webcalUrl: string;
}

async function createFeed(login: string, body: Record<string, unknown> = {}): Promise<Created> {
  const answer = await t.call('POST', '/users/me/calendar-feed', {
    token: await t.tokenOf(login),
    body,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as Created;
}

/** The feed's path after `/v1`. */
const feedPath = (feed: Created) => new URL(feed.url).pathname.replace(/^\/v1/, '');

async function readFeed(feed: Created): Promise<string> {
  const answer = await t.call('GET', feedPath(feed));
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  return answer.body as string;
}

const eventsOf = (text: string) =>
  new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component));

const jobIdOf = (uid: string) => uid.replace(/@spotless$/, '');

describe('who may have a feed', () => {
  it('gives a cleaner their own team, never another, and billing none', async () => {
    const cleaner = f.user('cleaner');
    const own = await createFeed('cleaner');
    expect(own.teamId).toBe(cleaner.defaultTeamId);
    expect(own.url).toMatch(/\/v1\/calendar-feeds\/cf_[A-Za-z0-9_-]{43}$/);
    expect(own.webcalUrl).toBe(own.url.replace(/^https?:/, 'webcal:'));

    const other = f.teamsOf(f.sparkle.id).find((team) => team.id !== cleaner.defaultTeamId)!;
    const token = await t.tokenOf('cleaner');
    for (const teamId of [other.id, null]) {
      expect(
        await t.call('POST', '/users/me/calendar-feed', { token, body: { teamId } }),
      ).toMatchObject({
        status: 403,
        body: {
          code: 'FORBIDDEN',
          message: "A cleaner's calendar feed can only show their own team's visits.",
        },
      });
    }
    // The refused calls left the feed as it was.
    expect((await t.call('GET', feedPath(own))).status).toBe(200);

    const billing = await t.tokenOf('billing');
    for (const method of ['GET', 'POST', 'DELETE']) {
      const answer = await t.call(method, '/users/me/calendar-feed', {
        token: billing,
        ...(method === 'POST' ? { body: {} } : {}),
      });
      expect(answer.status).toBe(403);
    }
  });

  it('lets a manager choose any team or every team, and reads back no address', async () => {
    const team = f.activeTeam(f.sparkle.id);
    expect((await createFeed('admin', { teamId: null })).teamId).toBeNull();
    await createFeed('master', { teamId: team.id });
    const read = await t.call('GET', '/users/me/calendar-feed', { token: master });
    expect(read).toMatchObject({ status: 200, body: { teamId: team.id } });
    expect(read.body).not.toHaveProperty('url');
    const foreign = f.activeTeam(f.fresh.id);
    expect(
      await t.call('POST', '/users/me/calendar-feed', {
        token: master,
        body: { teamId: foreign.id },
      }),
    ).toMatchObject({ status: 400, body: { details: [{ field: 'teamId' }] } });
  });
});

describe('tokens', () => {
  it('keeps only a hash; renewing kills the old address, revoking the new one', async () => {
    const first = await createFeed('admin', { teamId: null });
    const token = first.url.split('/').pop()!;
    expect(JSON.stringify(t.db.calendarFeeds.all())).not.toContain(token);

    const second = await createFeed('admin', { teamId: null });
    const gone = await t.call('GET', feedPath(first));
    expect(gone).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found.' } });
    expect((await t.call('GET', feedPath(second))).status).toBe(200);

    const admin = await t.tokenOf('admin');
    expect((await t.call('DELETE', '/users/me/calendar-feed', { token: admin })).status).toBe(204);
    const revoked = await t.call('GET', feedPath(second));
    expect((await t.call('GET', '/users/me/calendar-feed', { token: admin })).status).toBe(404);
    // Revoked, unknown and malformed tokens answer alike.
    const unknown = await t.call('GET', `/calendar-feeds/cf_${'A'.repeat(43)}`);
    const malformed = await t.call('GET', '/calendar-feeds/nope');
    for (const answer of [revoked, unknown, malformed]) {
      expect(answer).toMatchObject({ status: 404, body: gone.body });
    }
  });
});

describe('the feed', () => {
  it('carries the team’s visits of the window, cancelled ones marked, no codes or phones', async () => {
    const team = f.activeTeam(f.sparkle.id);
    // Visits without a time on the window's edges and just outside it.
    const edges = ['2026-02-13', '2026-02-14', '2026-09-12', '2026-09-13'];
    const created: Record<string, string> = {};
    for (const date of edges) {
      const answer = await t.call('POST', '/jobs', {
        token: master,
        body: {
          ...newJobBody(t.db, f.sparkle.id, date),
          scheduledStartTime: null,
          scheduledEndTime: null,
        },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      created[date] = (answer.body as { id: string }).id;
    }
    const toCancel = f.jobOf(
      f.sparkle.id,
      (job) => job.teamId === team.id && job.status === 'SCHEDULED' && job.date >= '2026-03-17',
    );
    expect(
      (
        await t.call('POST', `/jobs/${toCancel.id}/skip`, {
          token: master,
          body: { kind: 'CLIENT_SKIPPED' },
        })
      ).status,
    ).toBe(200);

    const text = await readFeed(await createFeed('master', { teamId: team.id }));
    const events = eventsOf(text);
    const expected = t.db.jobs
      .list('teamId', team.id)
      .filter((job) => job.date >= '2026-02-14' && job.date <= '2026-09-12');
    expect(events.map((event) => jobIdOf(event.uid)).sort()).toEqual(
      expected.map((job) => job.id).sort(),
    );
    const ids = new Set(events.map((event) => jobIdOf(event.uid)));
    expect(ids.has(created['2026-02-14']!) && ids.has(created['2026-09-12']!)).toBe(true);
    expect(ids.has(created['2026-02-13']!) || ids.has(created['2026-09-13']!)).toBe(false);

    const byId = new Map(events.map((event) => [jobIdOf(event.uid), event]));
    const allDay = byId.get(created['2026-02-14']!)!;
    expect(allDay.startDate.isDate).toBe(true);
    expect(allDay.startDate.toString()).toBe('2026-02-14');
    const cancelled = byId.get(toCancel.id)!;
    expect(cancelled.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(
      events.filter((event) => event.component.getFirstPropertyValue('status') === 'CANCELLED')
        .length,
    ).toBe(expected.filter((job) => job.status === 'CANCELLED').length);

    const client = t.db.clients.get(toCancel.clientId)!;
    expect(cancelled.summary).toContain(`${client.firstName} ${client.lastName}`);
    expect(cancelled.location).toContain(t.db.addresses.get(toCancel.addressId)!.street);

    const unfolded = text.replace(/\r\n[ \t]/g, '');
    for (const job of expected) {
      const jobClient = t.db.clients.get(job.clientId)!;
      const address = t.db.addresses.get(job.addressId)!;
      for (const secret of [
        jobClient.phone1,
        jobClient.phone2,
        address.entryCode,
        jobClient.email,
      ]) {
        if (secret) expect(unfolded).not.toContain(secret);
      }
    }
  });

  it('keeps a weekly 09:00 visit at 09:00 New York time across the change to summer time', async () => {
    const team = f.activeTeam(f.sparkle.id);
    const ids: string[] = [];
    // Saturdays either side of Sunday 2026-03-08, when New York moves from -05:00 to -04:00.
    for (const [date, offset] of [
      ['2026-03-07', '-05:00'],
      ['2026-03-14', '-04:00'],
    ] as const) {
      const answer = await t.call('POST', '/jobs', {
        token: master,
        body: {
          ...newJobBody(t.db, f.sparkle.id, date),
          scheduledStartTime: `${date}T09:00:00${offset}`,
          scheduledEndTime: `${date}T11:30:00${offset}`,
        },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      ids.push((answer.body as { id: string }).id);
    }
    const text = await readFeed(await createFeed('master', { teamId: team.id }));
    const calendar = new ICAL.Component(ICAL.parse(text));
    const vtimezone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(vtimezone.getFirstPropertyValue('tzid')).toBe('America/New_York');
    const zone = new ICAL.Timezone(vtimezone);
    ICAL.TimezoneService.register(zone, 'America/New_York');

    const events = new Map(eventsOf(text).map((event) => [jobIdOf(event.uid), event]));
    const utc = ['2026-03-07T14:00:00Z', '2026-03-14T13:00:00Z'];
    ids.forEach((id, index) => {
      const event = events.get(id)!;
      const property = event.component.getFirstProperty('dtstart')!;
      expect(property.getParameter('tzid')).toBe('America/New_York');
      expect([event.startDate.hour, event.startDate.minute]).toEqual([9, 0]);
      expect([event.endDate.hour, event.endDate.minute]).toEqual([11, 30]);
      expect(event.startDate.toUnixTime()).toBe(Date.parse(utc[index]!) / 1000);
    });
  });
});
