import { describe, expect, it } from 'vitest';
import { isPast } from './past.ts';
import { instant, makeJob, type JobSpec } from './test/jobs.ts';

const ZONE = 'America/New_York';

describe('isPast', () => {
  it.each<[string, JobSpec, string, boolean]>([
    [
      'ended an hour ago',
      { id: 'a', date: '2026-11-03', start: '08:00', end: '09:00' },
      '2026-11-03T10:00:00-05:00',
      true,
    ],
    [
      'ends right now',
      { id: 'a', date: '2026-11-03', start: '08:00', end: '09:00' },
      '2026-11-03T09:00:00-05:00',
      true,
    ],
    [
      'still running',
      { id: 'a', date: '2026-11-03', start: '08:00', end: '09:00' },
      '2026-11-03T08:59:59-05:00',
      false,
    ],
    [
      'not started',
      { id: 'a', date: '2026-11-03', start: '08:00', end: '09:00' },
      '2026-11-03T07:00:00-05:00',
      false,
    ],
    [
      'runs past midnight, still going',
      { id: 'a', date: '2026-11-03', start: '23:00', end: '01:00', endDate: '2026-11-04' },
      '2026-11-04T00:30:00-05:00',
      false,
    ],
    [
      'without time, during its day',
      { id: 'a', date: '2026-11-03' },
      '2026-11-03T23:59:59-05:00',
      false,
    ],
    [
      'without time, once its day is over',
      { id: 'a', date: '2026-11-03' },
      '2026-11-04T00:00:00-05:00',
      true,
    ],
    // 1 November 2026 lasts 25 hours in New York: it ends at 05:00 UTC on the 2nd.
    [
      'without time, on the 25-hour day',
      { id: 'a', date: '2026-11-01' },
      '2026-11-02T04:59:59Z',
      false,
    ],
    [
      'without time, after the 25-hour day',
      { id: 'a', date: '2026-11-01' },
      '2026-11-02T05:00:00Z',
      true,
    ],
    [
      'without time, on 29 February',
      { id: 'a', date: '2028-02-29' },
      '2028-03-01T04:59:59Z',
      false,
    ],
    [
      'with only an end time, that end',
      { id: 'a', date: '2026-11-03', end: '09:00' },
      '2026-11-03T09:30:00-05:00',
      true,
    ],
  ])('%s', (_, spec, now, expected) => {
    const job = makeJob(spec, ZONE);
    expect(isPast(job, instant(now), ZONE)).toBe(expected);
    expect(isPast(job, instant(now).toZonedDateTimeISO('Asia/Tokyo'), ZONE)).toBe(expected);
  });

  it('reads the end of a day in the organisation zone, not the machine one', () => {
    const job = makeJob({ id: 'a', date: '2026-11-03' }, 'Asia/Tokyo');
    // 2026-11-03 ends at 15:00 UTC in Tokyo.
    expect(isPast(job, instant('2026-11-03T15:00:00Z'), 'Asia/Tokyo')).toBe(true);
    expect(isPast(job, instant('2026-11-03T15:00:00Z'), ZONE)).toBe(false);
  });
});
