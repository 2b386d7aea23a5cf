// Series over real HTTP: visits made up to 12 months ahead, the scopes this / following / all,
// per-visit changes that survive series edits, splits, deletes, skips and the preview, which must
// say exactly what the save then does. Today is Monday 2026-03-16, 10:00 in New York.
import { Temporal } from 'temporal-polyfill';
import { beforeEach, describe, expect, it } from 'vitest';
import { fixtures, jobInputOf, newSeriesBody, startTestApi, type TestApi } from './http.ts';

type Job = {
  id: string;
  date: string;
  status: string;
  seriesId: string | null;
  originalDate: string | null;
  overrides: string[];
  teamId: string;
  chargeAmount: string | null;
  otherInformation: string | null;
  scheduledStartTime: string | null;
  skip: { kind: string; isCharged: boolean } | null;
};
type Series = { id: string; endDate: string | null; preferredDay: string | null; status: string };

let t: TestApi;
let master: string;
let f: ReturnType<typeof fixtures>;

beforeEach(async () => {
  t = await startTestApi();
  master = await t.tokenOf('master');
  f = fixtures(t.db);
  return () => t.api.close();
});

async function createSeries(values: Record<string, unknown> = {}): Promise<Series> {
  const answer = await t.call('POST', '/job-series', {
    token: master,
    body: newSeriesBody(t.db, f.sparkle.id, values),
  });
  expect(answer.status).toBe(201);
  return answer.body as Series;
}

/** The series' visits as the API lists them, in date order. */
async function visitsOf(seriesId: string, from = '2026-03-01', to = '2027-02-28'): Promise<Job[]> {
  const answer = await t.call('GET', `/jobs?from=${from}&to=${to}&limit=5000`, { token: master });
  expect(answer.status).toBe(200);
  return (answer.body as Job[]).filter((job) => job.seriesId === seriesId);
}

const put = (job: Job, scope: string, changes: Record<string, unknown>) =>
  t.call('PUT', `/jobs/${job.id}?scope=${scope}`, {
    token: master,
    body: { ...jobInputOf(t.db.jobs.get(job.id)!), ...changes },
  });

const preview = (job: Job, scope: string, changes: Record<string, unknown>) =>
  t.call('POST', `/jobs/${job.id}/series-change-preview`, {
    token: master,
    body: { action: 'UPDATE', scope, job: { ...jobInputOf(t.db.jobs.get(job.id)!), ...changes } },
  });

/** Tuesdays from the start to the horizon (today + 12 months), counted without any rule library. */
function tuesdays(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = Temporal.PlainDate.from(from); day.toString() <= to; day = day.add({ days: 1 })) {
    if (day.dayOfWeek === 2) dates.push(day.toString());
  }
  return dates;
}

describe('a weekly series', () => {
  it('has a visit on every Tuesday up to 12 months ahead, at 09:00 on the clock all year', async () => {
    const series = await createSeries();
    const first = await visitsOf(series.id, '2026-03-01', '2026-12-31');
    const second = await visitsOf(series.id, '2027-01-01', '2027-12-31');
    const visits = [...first, ...second];
    expect(visits.map((visit) => visit.date)).toEqual(tuesdays('2026-03-17', '2027-03-16'));
    for (const visit of visits) {
      expect(visit.originalDate).toBe(visit.date);
      expect(visit.overrides).toEqual([]);
      // 09:00 in New York: -04:00 in summer time, -05:00 in winter.
      expect(visit.scheduledStartTime).toMatch(/T09:00:00-0[45]:00$/);
    }
    expect(visits.find((visit) => visit.date === '2026-11-03')?.scheduledStartTime).toBe(
      '2026-11-03T09:00:00-05:00',
    );
    const read = await t.call('GET', `/job-series/${series.id}`, { token: master });
    expect(read.body).toMatchObject({ status: 'ACTIVE', nextVisitDate: '2026-03-17' });
  });

  it('gets new visits as days pass, without anyone editing it', async () => {
    const series = await createSeries();
    const before = await visitsOf(series.id, '2027-03-01', '2027-03-31');
    expect(before.map((visit) => visit.date)).toEqual(['2027-03-02', '2027-03-09', '2027-03-16']);
    t.advance(8 * 24 * 60 * 60 * 1000);
    master = (await t.signIn('master')).access_token;
    const after = await visitsOf(series.id, '2027-03-01', '2027-03-31');
    expect(after.map((visit) => visit.date)).toEqual([
      '2027-03-02',
      '2027-03-09',
      '2027-03-16',
      '2027-03-23',
    ]);
  });
});

describe('scopes', () => {
  it('this, following and all: a field changed on one visit survives edits of other fields', async () => {
    const series = await createSeries();
    const [, second, third, fourth] = await visitsOf(series.id);
    const otherTeam = f
      .teamsOf(f.sparkle.id)
      .find((team) => team.isActive && team.id !== second!.teamId)!;

    // This visit: another team on the 24th only; it remembers the change.
    const one = await put(second!, 'this', { teamId: otherTeam.id });
    expect(one.status).toBe(200);
    expect((one.body as Job).overrides).toEqual(['teamId']);
    let visits = await visitsOf(series.id);
    expect(visits.filter((visit) => visit.teamId === otherTeam.id).map((v) => v.date)).toEqual([
      '2026-03-24',
    ]);

    // This and following, from the 31st: a note; the 17th and the 24th keep none.
    const following = await put(third!, 'following', { otherInformation: 'Use the side door.' });
    expect(following.status).toBe(200);
    visits = await visitsOf(series.id);
    expect(visits.slice(0, 2).map((visit) => visit.otherInformation)).toEqual([null, null]);
    expect(visits.slice(2).every((visit) => visit.otherInformation === 'Use the side door.')).toBe(
      true,
    );

    // All, from another visit: a new price; the 24th keeps its own team.
    const preview1 = await preview(fourth!, 'all', { chargeAmount: '160.00' });
    expect(preview1.status).toBe(200);
    const planned = preview1.body as {
      changed: number;
      split: boolean;
      keptOverrides: { date: string; fields: string[] }[];
    };
    expect(planned.split).toBe(false);
    expect(planned.keptOverrides).toEqual([
      expect.objectContaining({ date: '2026-03-24', fields: ['teamId'] }),
    ]);
    const all = await put(fourth!, 'all', { chargeAmount: '160.00' });
    expect(all.status).toBe(200);
    visits = await visitsOf(series.id);
    expect(visits.every((visit) => visit.chargeAmount === '160.00')).toBe(true);
    // Every visit changed: the 50 listed and the three of March 2027.
    expect(planned.changed).toBe(t.db.jobs.list('seriesId', series.id).length);
    expect(planned.changed).toBe(visits.length + 3);
    expect(visits.find((visit) => visit.date === '2026-03-24')?.teamId).toBe(otherTeam.id);

    // All, changing the team itself: the 24th takes it too, and has no change of its own left.
    const team = await put(fourth!, 'all', { teamId: otherTeam.id });
    expect(team.status).toBe(200);
    visits = await visitsOf(series.id);
    expect(visits.every((visit) => visit.teamId === otherTeam.id)).toBe(true);
    expect(visits.every((visit) => visit.overrides.length === 0)).toBe(true);
  });

  it('never touches visits that have started, are done or are past', async () => {
    const series = await createSeries({ startDate: '2026-03-03' });
    const visits = await visitsOf(series.id);
    // The 3rd and the 10th are past (today is the 16th); the 17th is under way.
    const started = visits.find((visit) => visit.date === '2026-03-17')!;
    expect(
      (await put(started, 'this', { status: 'IN_PROGRESS', trackedStartTime: '09:01' })).status,
    ).toBe(200);
    const later = visits.find((visit) => visit.date === '2026-03-24')!;
    const answer = await put(later, 'all', { otherInformation: 'New alarm code.' });
    expect(answer.status).toBe(200);
    const after = await visitsOf(series.id);
    expect(
      after.filter((visit) => visit.otherInformation === 'New alarm code.').map((v) => v.date)[0],
    ).toBe('2026-03-24');
    for (const date of ['2026-03-03', '2026-03-10', '2026-03-17']) {
      expect(after.find((visit) => visit.date === date)?.otherInformation).toBeNull();
    }
  });

  it('splits the series at a visit when the time changes from it on, as the preview said', async () => {
    const series = await createSeries();
    const visits = await visitsOf(series.id);
    const third = visits[2]!;
    const changes = {
      scheduledStartTime: `${third.date}T13:00:00-04:00`,
      scheduledEndTime: `${third.date}T15:30:00-04:00`,
    };
    const planned = (await preview(third, 'following', changes)).body as {
      split: boolean;
      changed: number;
      seriesEndDate: string;
    };
    expect(planned).toMatchObject({ split: true, seriesEndDate: '2026-03-30' });
    // Nothing was saved by the preview.
    expect((await visitsOf(series.id)).length).toBe(visits.length);

    const answer = await put(third, 'following', changes);
    expect(answer.status).toBe(200);
    const moved = answer.body as Job;
    expect(moved.seriesId).not.toBe(series.id);
    const earlier = await visitsOf(series.id);
    expect(earlier.map((visit) => visit.date)).toEqual(['2026-03-17', '2026-03-24']);
    const later = [
      ...(await visitsOf(moved.seriesId!)),
      ...(await visitsOf(moved.seriesId!, '2027-03-01', '2027-03-31')),
    ];
    expect(later.length).toBe(visits.length - 2 + 3);
    expect(planned.changed).toBe(later.length);
    expect(later.every((visit) => visit.scheduledStartTime!.includes('T13:00:00'))).toBe(true);
    const old = (await t.call('GET', `/job-series/${series.id}`, { token: master })).body as Series;
    expect(old.endDate).toBe('2026-03-30');
  });

  it('moves the day of the week from a visit on when that visit moves (following)', async () => {
    const series = await createSeries();
    const visits = await visitsOf(series.id);
    const third = visits[2]!; // Tuesday 31 March → Thursday 2 April
    const answer = await put(third, 'following', {
      date: '2026-04-02',
      scheduledStartTime: '2026-04-02T09:00:00-04:00',
      scheduledEndTime: '2026-04-02T11:30:00-04:00',
    });
    expect(answer.status).toBe(200);
    const moved = answer.body as Job;
    expect(moved).toMatchObject({ id: third.id, date: '2026-04-02', originalDate: '2026-04-02' });
    const newSeries = (await t.call('GET', `/job-series/${moved.seriesId}`, { token: master }))
      .body as Series;
    expect(newSeries.preferredDay).toBe('THURSDAY');
    const later = await visitsOf(moved.seriesId!, '2026-03-01', '2026-04-30');
    expect(later.map((visit) => visit.date)).toEqual([
      '2026-04-02',
      '2026-04-09',
      '2026-04-16',
      '2026-04-23',
      '2026-04-30',
    ]);
  });

  it('refuses a new rule for this visit alone, and series scopes for BILLING', async () => {
    const series = await createSeries();
    const [first] = await visitsOf(series.id);
    const rule = await put(first!, 'this', {
      recurrence: { frequency: 'BI_WEEKLY', preferredDay: 'TUESDAY' },
    });
    expect(rule.status).toBe(400);
    const billing = await t.tokenOf('billing');
    const answer = await t.call('PUT', `/jobs/${first!.id}?scope=all`, {
      token: billing,
      body: { ...jobInputOf(t.db.jobs.get(first!.id)!), chargeAmount: '99.00' },
    });
    expect(answer.status).toBe(403);
  });

  it('changes the rule for all visits: visits on dates it no longer gives are removed', async () => {
    const series = await createSeries();
    const [first] = await visitsOf(series.id);
    const answer = await put(first!, 'all', {
      recurrence: { frequency: 'BI_WEEKLY', preferredDay: 'TUESDAY' },
    });
    expect(answer.status).toBe(200);
    const visits = await visitsOf(series.id, '2026-03-01', '2026-04-30');
    expect(visits.map((visit) => visit.date)).toEqual([
      '2026-03-17',
      '2026-03-31',
      '2026-04-14',
      '2026-04-28',
    ]);
  });
});

describe('deleting, ending and skipping', () => {
  it('deletes one visit for good, then the following ones, then all', async () => {
    const series = await createSeries();
    const visits = await visitsOf(series.id);
    expect((await t.call('DELETE', `/jobs/${visits[1]!.id}`, { token: master })).status).toBe(204);
    // Days later the horizon moves on, but the deleted date does not come back.
    t.advance(3 * 24 * 60 * 60 * 1000);
    master = (await t.signIn('master')).access_token;
    let after = await visitsOf(series.id);
    expect(after.map((visit) => visit.date)).not.toContain('2026-03-24');

    const fifth = after.find((visit) => visit.date === '2026-04-21')!;
    expect(
      (await t.call('DELETE', `/jobs/${fifth.id}?scope=following`, { token: master })).status,
    ).toBe(204);
    after = await visitsOf(series.id);
    expect(after.map((visit) => visit.date)).toEqual([
      '2026-03-17',
      '2026-03-31',
      '2026-04-07',
      '2026-04-14',
    ]);
    const ended = (await t.call('GET', `/job-series/${series.id}`, { token: master }))
      .body as Series;
    expect(ended.endDate).toBe('2026-04-20');

    expect(
      (await t.call('DELETE', `/jobs/${after[2]!.id}?scope=all`, { token: master })).status,
    ).toBe(204);
    // The 17th is past by now (the clock moved 3 days): it stays.
    expect((await visitsOf(series.id)).map((visit) => visit.date)).toEqual(['2026-03-17']);
  });

  it('skips a visit with a kind; a lockout may keep its charge; the series goes on', async () => {
    const series = await createSeries();
    const [first, second] = await visitsOf(series.id);
    const skip = (job: Job, body: unknown) =>
      t.call('POST', `/jobs/${job.id}/skip`, { token: master, body });
    expect((await skip(first!, { kind: 'HOLIDAY', keepCharge: true })).status).toBe(400);
    const answer = await skip(first!, { kind: 'LOCKOUT', note: 'No key.', keepCharge: true });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'No key.',
      skip: { kind: 'LOCKOUT', note: 'No key.', isCharged: true },
      chargeAmount: '145.00',
    });
    expect((await skip(first!, { kind: 'OTHER' })).status).toBe(409);
    const client = await skip(second!, { kind: 'CLIENT_SKIPPED' });
    expect(client.body).toMatchObject({
      cancelReason: 'Skipped by the client',
      skip: { isCharged: false },
    });
    expect((await visitsOf(series.id)).length).toBe(50);
  });

  it('ends a series: visits after the last date go, the status follows', async () => {
    const series = await createSeries();
    const answer = await t.call('POST', `/job-series/${series.id}/end`, {
      token: master,
      body: { lastDate: '2026-04-01' },
    });
    expect(answer.status).toBe(200);
    expect((await visitsOf(series.id)).map((visit) => visit.date)).toEqual([
      '2026-03-17',
      '2026-03-24',
      '2026-03-31',
    ]);
    const list = await t.call(
      'GET',
      `/job-series?clientId=${newSeriesBody(t.db, f.sparkle.id).clientId}`,
      {
        token: master,
      },
    );
    expect((list.body as Series[]).map((item) => item.id)).toContain(series.id);
  });
});

describe('the preview of a draft rule', () => {
  it.each([
    [
      { frequency: 'MONTHLY', startDate: '2027-01-31' },
      ['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31'],
    ],
    [
      { frequency: 'BI_WEEKLY', preferredDay: 'TUESDAY', startDate: '2026-12-01', count: 3 },
      ['2026-12-01', '2026-12-15', '2026-12-29'],
    ],
    [
      {
        frequency: 'LAST_OF_MONTH',
        preferredDay: 'FRIDAY',
        startDate: '2026-12-01',
        visitCount: 2,
      },
      ['2026-12-25', '2027-01-29'],
    ],
  ])('%o gives %o', async (draft, dates) => {
    const answer = await t.call('POST', '/job-series/preview', { token: master, body: draft });
    expect(answer.status).toBe(200);
    expect((answer.body as { dates: string[] }).dates).toEqual(dates);
  });

  it('says what is wrong with a draft', async () => {
    const answer = await t.call('POST', '/job-series/preview', {
      token: master,
      body: { frequency: 'WEEKLY', startDate: '2026-12-01', endDate: '2026-11-01', visitCount: 3 },
    });
    expect(answer.status).toBe(400);
    expect(
      (answer.body as { details: { field: string }[] }).details.map((d) => d.field).sort(),
    ).toEqual(['endDate', 'preferredDay', 'visitCount']);
  });
});
