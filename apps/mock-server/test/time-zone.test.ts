// A change of the organisation's time zone: existing jobs keep their date and wall-clock times,
// re-expressed in the new zone, so they stay editable and the calendar still reads them by date.
import { Temporal } from 'temporal-polyfill';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobRecord } from '../src/db/schema.ts';
import { fixtures, newJobBody, startTestApi, type TestApi } from './http.ts';

let t: TestApi;
let f: ReturnType<typeof fixtures>;
let master: string;

beforeEach(async () => {
  t = await startTestApi();
  f = fixtures(t.db);
  master = await t.tokenOf('master');
});

afterEach(async () => {
  await t.api.close();
});

type Job = Pick<JobRecord, 'id' | 'date' | 'scheduledStartTime' | 'scheduledEndTime'>;

/** `date HH:MM:SS–HH:MM:SS` on the zone's wall clock. */
function wallClock(job: Job, zone: string): string {
  const at = (timestamp: string | null) =>
    timestamp === null
      ? 'none'
      : Temporal.Instant.from(timestamp).toZonedDateTimeISO(zone).toPlainDateTime().toString();
  return `${job.date} ${at(job.scheduledStartTime)}–${at(job.scheduledEndTime)}`;
}

const changeZone = (timeZone: string) =>
  t.call('PATCH', '/organizations/current', { token: master, body: { timeZone } });

describe('changing the organisation time zone', () => {
  it('keeps every job on its date at the same wall-clock times, and editable', async () => {
    const before = new Map(
      t.db.jobs
        .list('organizationId', f.sparkle.id)
        .map((job) => [job.id, wallClock(job, 'America/New_York')]),
    );
    // New York to Auckland moves every instant 17 hours: a job kept at the same instants would
    // start on the next day there.
    const changed = await changeZone('Pacific/Auckland');
    expect(changed.status).toBe(200);
    expect((changed.body as { timeZone: string }).timeZone).toBe('Pacific/Auckland');

    // A BILLING user marks a timed job paid, as the app sends it: the job as it reads it now.
    const billing = await t.tokenOf('billing');
    const timed = f.jobOf(
      f.sparkle.id,
      (job) => job.status === 'COMPLETED' && !job.isPaid && job.scheduledStartTime !== null,
    );
    const read = await t.call('GET', `/jobs/${timed.id}`, { token: billing });
    const job = read.body as Record<string, unknown>;
    const saved = await t.call('PUT', `/jobs/${timed.id}`, {
      token: billing,
      body: {
        status: job.status,
        date: job.date,
        order: job.order,
        scheduledStartTime: job.scheduledStartTime,
        scheduledEndTime: job.scheduledEndTime,
        trackedStartTime: job.trackedStartTime,
        trackedEndTime: job.trackedEndTime,
        chargeAmount: job.chargeAmount,
        chargeBy: job.chargeBy,
        isPaid: true,
        cancelReason: job.cancelReason,
        otherInformation: job.otherInformation,
        jobTypeId: job.jobTypeId,
        clientId: job.clientId,
        addressId: job.addressId,
        teamId: job.teamId,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ isPaid: true });
    expect(wallClock(saved.body as Job, 'Pacific/Auckland')).toBe(before.get(timed.id));

    for (const job of t.db.jobs.list('organizationId', f.sparkle.id)) {
      expect(wallClock(job, 'Pacific/Auckland')).toBe(before.get(job.id));
      if (job.scheduledStartTime) {
        expect(job.scheduledStartTime).toMatch(/[+-]1[23]:00$/);
        const day = Temporal.Instant.from(job.scheduledStartTime)
          .toZonedDateTimeISO('Pacific/Auckland')
          .toPlainDate()
          .toString();
        expect(day).toBe(job.date);
      }
    }
    // The other organisation's jobs are not touched.
    for (const job of t.db.jobs.list('organizationId', f.fresh.id)) {
      if (job.scheduledStartTime) expect(job.scheduledStartTime).toMatch(/-0[56]:00$/);
    }
  });

  it('lists the same jobs by date as before', async () => {
    const from = '2026-03-16';
    const to = '2026-03-22';
    const ids = async () =>
      (
        (await t.call('GET', `/jobs?from=${from}&to=${to}&limit=5000`, { token: master }))
          .body as Job[]
      )
        .map((job) => `${job.date} ${job.id}`)
        .sort();
    const before = await ids();
    expect(before.length).toBeGreaterThan(0);
    expect((await changeZone('Europe/Lisbon')).status).toBe(200);
    expect(await ids()).toEqual(before);
  });

  it('moves a time the new zone skips forward by the gap, keeping the length of the job', async () => {
    // 02:30 on 2026-03-29 exists in New York (its clocks moved on 03-08) but not in Berlin,
    // whose clocks jump from 02:00 to 03:00 that night.
    const body = {
      ...newJobBody(t.db, f.sparkle.id, '2026-03-29'),
      scheduledStartTime: '2026-03-29T02:30:00-04:00',
      scheduledEndTime: '2026-03-29T03:15:00-04:00',
    };
    const created = await t.call('POST', '/jobs', { token: master, body });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;

    expect((await changeZone('Europe/Berlin')).status).toBe(200);
    const job = (await t.call('GET', `/jobs/${id}`, { token: master })).body as Job;
    expect(job.scheduledStartTime).toBe('2026-03-29T03:30:00+02:00');
    expect(job.scheduledEndTime).toBe('2026-03-29T04:15:00+02:00');
  });

  it('writes no job when the zone stays the same, however it is spelled', async () => {
    const jobs = t.db.jobs.list('organizationId', f.sparkle.id);
    const changed = await changeZone('america/new_york');
    expect(changed.status).toBe(200);
    expect((changed.body as { timeZone: string }).timeZone).toBe('America/New_York');
    const after = t.db.jobs.list('organizationId', f.sparkle.id);
    expect(after.every((job, i) => job === jobs[i])).toBe(true);
  });

  it('refuses an unknown zone and changes nothing', async () => {
    const version = t.db.state.version;
    for (const timeZone of ['Mars/Olympus_Mons', '+05:00', 'UTC+5', '']) {
      const answer = await changeZone(timeZone);
      expect(answer.status).toBe(400);
      expect((answer.body as { details: { field: string }[] }).details[0]?.field).toBe('timeZone');
    }
    expect(t.db.state.version).toBe(version);
  });
});
