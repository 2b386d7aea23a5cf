// `GET /job-conflicts` over real HTTP: overlaps on the organisation's wall clock (New York,
// daylight-saving days included), touching ends, cancelled jobs, the job being moved, other teams,
// jobs without times, the 06:00 grid, past dates, inactive teams, roles and bad input. Today is
// Monday 2026-03-16, 10:00 in New York. Also: only MASTER and ADMIN move jobs through PUT.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures, jobInputOf, newJobBody, startTestApi, type TestApi } from './http.ts';

let t: TestApi;
let master: string;
let f: ReturnType<typeof fixtures>;

/** A team of its own, so that the seed's jobs never get in the way; and its jobs on `DAY`. */
let team: string;
let inactiveTeam: string;
let clientName: string;
/** The test's jobs by name (see `conflictsOf`). */
const jobs: Record<string, string> = {};

/** A Tuesday ahead, on Eastern Daylight Time (-04:00). */
const DAY = '2026-04-14';

beforeAll(async () => {
  t = await startTestApi();
  master = await t.tokenOf('master');
  f = fixtures(t.db);
  // The Starter plan's six teams are all taken or nearly: room for two more.
  const upgraded = await t.call('PATCH', '/organizations/current', {
    token: master,
    body: { planCode: 'PRO' },
  });
  expect(upgraded.status).toBe(200);
  team = await createTeam('Conflict Team');
  const { client } = f.clientWithAddress(f.sparkle.id);
  clientName = `${client.firstName} ${client.lastName}`;

  jobs.morning = await createJob(team, DAY, `${DAY}T09:00:00-04:00`, `${DAY}T11:00:00-04:00`);
  jobs.afternoon = await createJob(team, DAY, `${DAY}T13:00:00-04:00`, `${DAY}T15:00:00-04:00`);
  jobs.cancelled = await createJob(team, DAY, `${DAY}T11:00:00-04:00`, `${DAY}T13:00:00-04:00`, {
    status: 'CANCELLED',
    cancelReason: 'Client is away.',
  });
  jobs.untimed = await createJob(team, DAY, null, null);
  // Until midnight: it ends on the next day, at minute 1440 of this one.
  jobs.evening = await createJob(team, DAY, `${DAY}T20:00:00-04:00`, '2026-04-15T00:00:00-04:00');
  // Another team, at the morning job's time.
  await createJob(
    f.activeTeam(f.sparkle.id).id,
    DAY,
    `${DAY}T09:00:00-04:00`,
    `${DAY}T11:00:00-04:00`,
  );

  inactiveTeam = await createTeam('Resting Team');
  // A job on a past date before the grid, then the team is deactivated: every kind at once.
  await createJob(
    inactiveTeam,
    '2026-03-10',
    '2026-03-10T05:00:00-04:00',
    '2026-03-10T07:00:00-04:00',
  );
  const deactivated = await t.call('PATCH', `/teams/${inactiveTeam}`, {
    token: master,
    body: { isActive: false },
  });
  expect(deactivated.status).toBe(200);
});

afterAll(async () => {
  await t.api.close();
});

async function createTeam(name: string): Promise<string> {
  const created = await t.call('POST', '/teams', { token: master, body: { name } });
  expect(created.status).toBe(201);
  return (created.body as { id: string }).id;
}

async function createJob(
  teamId: string,
  date: string,
  start: string | null,
  end: string | null,
  values: Record<string, unknown> = {},
): Promise<string> {
  const created = await t.call('POST', '/jobs', {
    token: master,
    body: {
      ...newJobBody(t.db, f.sparkle.id, date),
      teamId,
      scheduledStartTime: start,
      scheduledEndTime: end,
      ...values,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (created.body as { id: string }).id;
}

type Query = Record<string, string | undefined>;

function check(query: Query, token = master) {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return t.call('GET', `/job-conflicts?${params}`, { token });
}

type Conflict = { kind: string; jobs?: { id: string; clientName?: string }[] };

/**
 * The conflicts of a check, each job's id replaced with its name in `jobs` (so the tables can be
 * written before the jobs exist), and its client's name checked and left out (every job of the
 * test is of the same client).
 */
async function conflictsOf(query: Query): Promise<Conflict[]> {
  const answer = await check(query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const names = new Map(Object.entries(jobs).map(([name, id]) => [id, name]));
  return (answer.body as { conflicts: Conflict[] }).conflicts.map((conflict) => {
    if (!conflict.jobs) return conflict;
    for (const job of conflict.jobs) expect(job.clientName).toBe(clientName);
    return {
      ...conflict,
      jobs: conflict.jobs.map(({ clientName: _name, ...job }) => ({
        ...job,
        id: names.get(job.id) ?? job.id,
      })),
    };
  });
}

/** The TEAM_BUSY conflict of these jobs: name, start, end. */
const busy = (...found: [string, string, string][]) => ({
  kind: 'TEAM_BUSY',
  jobs: found.map(([id, startTime, endTime]) => ({ id, startTime, endTime })),
});

describe('a team busy at the time asked', () => {
  it.each([
    ['ends when the morning job starts', '08:00', '09:00', []],
    ['starts when the morning job ends, ends when the afternoon one starts', '11:00', '13:00', []],
    ['takes a minute of the morning job', '08:00', '09:01', [busy(['morning', '09:00', '11:00'])]],
    ['lies inside the morning job', '09:30', '10:00', [busy(['morning', '09:00', '11:00'])]],
    ['covers the morning job', '08:00', '12:00', [busy(['morning', '09:00', '11:00'])]],
    [
      'spans two jobs, listed by start',
      '10:30',
      '13:30',
      [busy(['morning', '09:00', '11:00'], ['afternoon', '13:00', '15:00'])],
    ],
    [
      'takes the last minute of the afternoon job',
      '14:59',
      '16:00',
      [busy(['afternoon', '13:00', '15:00'])],
    ],
    [
      'meets the job that runs until midnight',
      '23:00',
      '00:00',
      [busy(['evening', '20:00', '00:00'])],
    ],
    ['ends when the midnight job starts', '18:00', '20:00', []],
    [
      'fills the whole day',
      '06:00',
      '00:00',
      [
        busy(
          ['morning', '09:00', '11:00'],
          ['afternoon', '13:00', '15:00'],
          ['evening', '20:00', '00:00'],
        ),
      ],
    ],
  ] as const)('%s (%s–%s)', async (_title, startTime, endTime, expected) => {
    expect(await conflictsOf({ date: DAY, teamId: team, startTime, endTime })).toEqual(expected);
  });

  it('ignores a cancelled job (a skipped visit is one)', async () => {
    // 11:00–13:00 is the cancelled job's own time.
    expect(
      await conflictsOf({ date: DAY, teamId: team, startTime: '11:30', endTime: '12:30' }),
    ).toEqual([]);
  });

  it('leaves out the job being moved, and only that one', async () => {
    expect(
      await conflictsOf({
        date: DAY,
        teamId: team,
        startTime: '09:00',
        endTime: '11:00',
        jobId: jobs.morning,
      }),
    ).toEqual([]);
    expect(
      await conflictsOf({
        date: DAY,
        teamId: team,
        startTime: '10:30',
        endTime: '13:30',
        jobId: jobs.morning,
      }),
    ).toEqual([busy(['afternoon', '13:00', '15:00'])]);
  });

  it("does not count another team's job at the same time", async () => {
    const [found] = await conflictsOf({
      date: DAY,
      teamId: team,
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(found?.jobs?.map((job) => job.id)).toEqual(['morning']);
  });

  it('asks nothing of the clock for a job without times, and a job without times takes none', async () => {
    expect(await conflictsOf({ date: DAY, teamId: team })).toEqual([]);
    const [allDay] = await conflictsOf({
      date: DAY,
      teamId: team,
      startTime: '06:00',
      endTime: '00:00',
    });
    expect(allDay?.jobs?.map((job) => job.id)).toEqual(['morning', 'afternoon', 'evening']);
  });
});

describe('the calendar grid, the date and the team', () => {
  it.each([
    ['starts at 06:00', '06:00', '07:00', []],
    ['starts before 06:00', '05:30', '06:30', [{ kind: 'OUTSIDE_HOURS' }]],
    ['starts at midnight', '00:00', '01:00', [{ kind: 'OUTSIDE_HOURS' }]],
    [
      'starts before 06:00 and meets a job',
      '05:00',
      '10:00',
      [{ kind: 'OUTSIDE_HOURS' }, busy(['morning', '09:00', '11:00'])],
    ],
  ] as const)('%s', async (_title, startTime, endTime, expected) => {
    expect(await conflictsOf({ date: DAY, teamId: team, startTime, endTime })).toEqual(expected);
  });

  it.each([
    ['yesterday is past', '2026-03-15', [{ kind: 'PAST_DATE' }]],
    ['today is not', '2026-03-16', []],
    ['tomorrow is not', '2026-03-17', []],
    ['the first job date is', '1900-01-01', [{ kind: 'PAST_DATE' }]],
  ] as const)('%s', async (_title, date, expected) => {
    expect(await conflictsOf({ date, teamId: team })).toEqual(expected);
  });

  it('says an inactive team is inactive', async () => {
    expect(await conflictsOf({ date: DAY, teamId: inactiveTeam })).toEqual([
      { kind: 'TEAM_INACTIVE' },
    ]);
  });

  it('lists the kinds in a fixed order: TEAM_INACTIVE, PAST_DATE, OUTSIDE_HOURS, TEAM_BUSY', async () => {
    const conflicts = await conflictsOf({
      date: '2026-03-10',
      teamId: inactiveTeam,
      startTime: '05:30',
      endTime: '06:30',
    });
    expect(conflicts.map((conflict) => conflict.kind)).toEqual([
      'TEAM_INACTIVE',
      'PAST_DATE',
      'OUTSIDE_HOURS',
      'TEAM_BUSY',
    ]);
  });
});

describe('daylight saving in New York: overlaps on the wall clock', () => {
  beforeAll(async () => {
    // 01:00 EST to 03:00 EDT: one hour long, two hours on the clock (02:00 is skipped).
    jobs.spring = await createJob(
      team,
      '2026-03-08',
      '2026-03-08T01:00:00-05:00',
      '2026-03-08T03:00:00-04:00',
    );
    // 01:30 to 02:30 EST: the second 01:30 of the day, after the clock went back.
    jobs.autumn = await createJob(
      team,
      '2026-11-01',
      '2026-11-01T01:30:00-05:00',
      '2026-11-01T02:30:00-05:00',
    );
  });

  it('on 2026-03-08, 02:30–04:00 meets the job of 01:00–03:00 (not an hour apart in real time)', async () => {
    const conflicts = await conflictsOf({
      date: '2026-03-08',
      teamId: team,
      startTime: '02:30',
      endTime: '04:00',
    });
    expect(conflicts).toEqual([
      { kind: 'PAST_DATE' },
      { kind: 'OUTSIDE_HOURS' },
      {
        kind: 'TEAM_BUSY',
        jobs: [{ id: 'spring', startTime: '01:00', endTime: '03:00' }],
      },
    ]);
    const after = await conflictsOf({
      date: '2026-03-08',
      teamId: team,
      startTime: '03:00',
      endTime: '04:00',
    });
    expect(after.map((conflict) => conflict.kind)).toEqual(['PAST_DATE', 'OUTSIDE_HOURS']);
  });

  it('on 2026-11-01, 00:30–01:45 meets the job of 01:30–02:30 EST (the first 01:45 is before it in real time)', async () => {
    expect(
      await conflictsOf({ date: '2026-11-01', teamId: team, startTime: '00:30', endTime: '01:45' }),
    ).toEqual([
      { kind: 'OUTSIDE_HOURS' },
      {
        kind: 'TEAM_BUSY',
        jobs: [{ id: 'autumn', startTime: '01:30', endTime: '02:30' }],
      },
    ]);
    expect(
      await conflictsOf({ date: '2026-11-01', teamId: team, startTime: '00:30', endTime: '01:30' }),
    ).toEqual([{ kind: 'OUTSIDE_HOURS' }]);
  });
});

describe('who may ask', () => {
  it.each([
    ['master', 200],
    ['admin', 200],
    ['billing', 200],
    ['cleaner', 403],
  ] as const)('%s: %i', async (login, status) => {
    const answer = await check(
      { date: DAY, teamId: team, startTime: '09:00', endTime: '10:00' },
      await t.tokenOf(login),
    );
    expect(answer.status).toBe(status);
    if (status === 403) {
      expect(answer.body).toEqual({
        message: 'You do not have permission to perform this action.',
        code: 'FORBIDDEN',
      });
    }
  });

  it('needs a token', async () => {
    expect((await t.call('GET', `/job-conflicts?date=${DAY}&teamId=${team}`)).status).toBe(401);
  });
});

describe('bad input', () => {
  const foreignTeam = () => f.activeTeam(f.fresh.id).id;
  const foreignJob = () => f.jobOf(f.fresh.id).id;

  it.each([
    ['no date', 'date', 'Required', (): Query => ({ teamId: team })],
    ['no team', 'teamId', 'Required', (): Query => ({ date: DAY })],
    [
      'a date that does not exist',
      'date',
      undefined,
      (): Query => ({ date: '2026-02-30', teamId: team }),
    ],
    ['a date before 1900', 'date', undefined, (): Query => ({ date: '1899-12-31', teamId: team })],
    [
      'a team id that is no uuid',
      'teamId',
      undefined,
      (): Query => ({ date: DAY, teamId: 'blue' }),
    ],
    [
      'an unknown team',
      'teamId',
      'No such team in your organisation',
      (): Query => ({ date: DAY, teamId: crypto.randomUUID() }),
    ],
    [
      "another organisation's team",
      'teamId',
      'No such team in your organisation',
      (): Query => ({ date: DAY, teamId: foreignTeam() }),
    ],
    [
      'an unknown job',
      'jobId',
      'No such job in your organisation',
      (): Query => ({ date: DAY, teamId: team, jobId: crypto.randomUUID() }),
    ],
    [
      "another organisation's job",
      'jobId',
      'No such job in your organisation',
      (): Query => ({ date: DAY, teamId: team, jobId: foreignJob() }),
    ],
    [
      'a start without a colon',
      'startTime',
      'Invalid time format',
      (): Query => ({ date: DAY, teamId: team, startTime: '900', endTime: '10:00' }),
    ],
    [
      'an end of 24:00 (midnight is 00:00)',
      'endTime',
      'Invalid time format',
      (): Query => ({ date: DAY, teamId: team, startTime: '09:00', endTime: '24:00' }),
    ],
    [
      'an end before the start',
      'endTime',
      'The end must be after the start',
      (): Query => ({ date: DAY, teamId: team, startTime: '10:00', endTime: '09:00' }),
    ],
    [
      'an end at the start',
      'endTime',
      'The end must be after the start',
      (): Query => ({ date: DAY, teamId: team, startTime: '10:00', endTime: '10:00' }),
    ],
    [
      'a start only',
      'endTime',
      'Set both the start and the end, or neither',
      (): Query => ({ date: DAY, teamId: team, startTime: '10:00' }),
    ],
    [
      'an end only',
      'startTime',
      'Set both the start and the end, or neither',
      (): Query => ({ date: DAY, teamId: team, endTime: '10:00' }),
    ],
  ] as const)('%s: 400 on %s', async (_title, field, message, query) => {
    const before = t.db.state.version;
    const answer = await check(query());
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    const details = (answer.body as { details: { field: string; message: string }[] }).details;
    // A date can break two rules at once (its shape and its range): both are on `date`.
    expect(new Set(details.map((detail) => detail.field))).toEqual(new Set([field]));
    if (message) expect(details[0]?.message).toBe(message);
    expect(t.db.state.version).toBe(before);
  });
});

describe('moving a job through PUT /jobs/{id}', () => {
  const cleanerTeam = () => f.user('cleaner').defaultTeamId!;
  const scheduledOf = (teamId: string) =>
    f.jobOf(
      f.sparkle.id,
      (job) =>
        job.teamId === teamId &&
        job.status === 'SCHEDULED' &&
        job.seriesId === null &&
        job.scheduledStartTime !== null &&
        job.date > '2026-03-16',
    );
  const moves = (job: ReturnType<typeof scheduledOf>, otherTeam: string) => {
    const shift = (timestamp: string) =>
      new Date(Date.parse(timestamp) + 60 * 60 * 1000).toISOString();
    const nextDay = new Date(Date.parse(`${job.date}T12:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    return {
      date: {
        date: nextDay,
        scheduledStartTime: new Date(
          Date.parse(job.scheduledStartTime!) + 86_400_000,
        ).toISOString(),
        scheduledEndTime: new Date(Date.parse(job.scheduledEndTime!) + 86_400_000).toISOString(),
      },
      time: {
        scheduledStartTime: shift(job.scheduledStartTime!),
        scheduledEndTime: shift(job.scheduledEndTime!),
      },
      team: { teamId: otherTeam },
    };
  };

  it.each([
    ['billing', 'date'],
    ['billing', 'time'],
    ['billing', 'team'],
    ['cleaner', 'date'],
    ['cleaner', 'time'],
    ['cleaner', 'team'],
  ] as const)('%s may not change the %s: 403, nothing written', async (login, what) => {
    // The cleaner's own team's job, so that only the move is refused, not the sight of the job.
    const job = scheduledOf(cleanerTeam());
    const body = { ...jobInputOf(job), ...moves(job, team)[what] };
    const before = t.db.state.version;
    const answer = await t.call('PUT', `/jobs/${job.id}`, { token: await t.tokenOf(login), body });
    expect(answer.status).toBe(403);
    expect(t.db.state.version).toBe(before);
    expect(t.db.jobs.get(job.id)).toEqual(job);
  });

  it('admin may', async () => {
    const job = scheduledOf(cleanerTeam());
    const answer = await t.call('PUT', `/jobs/${job.id}`, {
      token: await t.tokenOf('admin'),
      body: { ...jobInputOf(job), ...moves(job, team).time },
    });
    expect(answer.status).toBe(200);
  });
});
