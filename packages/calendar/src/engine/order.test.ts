import { describe, expect, it } from 'vitest';
import { orderJobs, toPlainTime } from './order.ts';
import { makeJobs, type JobSpec } from './test/jobs.ts';

const ZONE = 'America/New_York';
const ids = (jobs: readonly { id: string }[]) => jobs.map((job) => job.id);

/** Deterministic shuffles: every rotation and the reverse. */
function shuffles<T>(items: readonly T[]): T[][] {
  const result = [[...items].reverse()];
  for (let r = 1; r < items.length; r += 1) result.push([...items.slice(r), ...items.slice(0, r)]);
  return result;
}

describe('orderJobs (spec §4, then id)', () => {
  it.each<[string, JobSpec[], string[]]>([
    [
      'timed jobs first, by start time',
      [
        { id: 'untimed', date: '2026-11-03' },
        { id: 'late', date: '2026-11-03', start: '15:00', end: '16:00' },
        { id: 'early', date: '2026-11-03', start: '08:00', end: '09:00' },
      ],
      ['early', 'late', 'untimed'],
    ],
    [
      'jobs without times by status, then order',
      [
        { id: 'a', date: '2026-11-03', status: 'CANCELLED', order: 0 },
        { id: 'b', date: '2026-11-03', status: 'COMPLETED', order: 0 },
        { id: 'c', date: '2026-11-03', status: 'SCHEDULED', order: 2 },
        { id: 'd', date: '2026-11-03', status: 'IN_PROGRESS', order: 0 },
        { id: 'e', date: '2026-11-03', status: 'SCHEDULED', order: 1 },
      ],
      ['e', 'c', 'd', 'b', 'a'],
    ],
    [
      'identical start times by id',
      [
        { id: 'job-c', date: '2026-11-03', start: '09:00', end: '10:00' },
        { id: 'job-a', date: '2026-11-03', start: '09:00', end: '12:00' },
        { id: 'job-b', date: '2026-11-03', start: '09:00', end: '09:30' },
      ],
      ['job-a', 'job-b', 'job-c'],
    ],
    [
      'the same status and order by id',
      [
        { id: 'y', date: '2026-11-03', order: 4 },
        { id: 'x', date: '2026-11-03', order: 4 },
      ],
      ['x', 'y'],
    ],
    [
      'a job with only a start counts as without times',
      [
        { id: 'half', date: '2026-11-03', start: '07:00' },
        { id: 'whole', date: '2026-11-03', start: '18:00', end: '19:00' },
      ],
      ['whole', 'half'],
    ],
    [
      'dates first, across a year end',
      [
        { id: 'new-year', date: '2027-01-01', start: '06:00', end: '07:00' },
        { id: 'eve-untimed', date: '2026-12-31' },
        { id: 'eve', date: '2026-12-31', start: '22:00', end: '23:00' },
      ],
      ['eve', 'eve-untimed', 'new-year'],
    ],
    [
      'the real instant across a repeated hour (01:30 EDT before 01:10 EST)',
      [
        {
          id: 'second-pass',
          date: '2026-11-01',
          start: '01:10',
          end: '01:40',
          startPass: 'later',
          endPass: 'later',
        },
        { id: 'first-pass', date: '2026-11-01', start: '01:30', end: '01:45' },
      ],
      ['first-pass', 'second-pass'],
    ],
  ])('%s', (_, specs, expected) => {
    const jobs = makeJobs(specs, ZONE);
    for (const input of [jobs, ...shuffles(jobs)])
      expect(ids(orderJobs(input, ZONE))).toEqual(expected);
  });

  it('passes jobs through untouched and leaves the input as it was', () => {
    const jobs = makeJobs(
      [
        { id: 'b', date: '2026-11-03' },
        { id: 'a', date: '2026-11-03' },
      ],
      ZONE,
    );
    const before = [...jobs];
    const ordered = orderJobs(jobs, ZONE);
    expect(ordered[0]).toBe(jobs[1]);
    expect(ordered[0]?.clientName).toBe('Client a');
    expect(jobs).toEqual(before);
  });
});

describe('toPlainTime', () => {
  it.each([
    [0, '00:00:00'],
    [540, '09:00:00'],
    [540.5, '09:00:30'],
    [1439 + 59 / 60, '23:59:59'],
    [1500, '01:00:00'],
    [-60, '23:00:00'],
  ])('minute %s is %s', (minute, time) => {
    expect(toPlainTime(minute).toString()).toBe(time);
  });
});
