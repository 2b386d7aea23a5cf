import fc from 'fast-check';
import { Temporal } from './temporal.ts';
import { describe, expect, it } from 'vitest';

import { layoutAgenda } from './agenda.ts';
import { layoutMonth } from './month.ts';
import { date, type JobSpec, makeJobs, type TestJob } from './test/jobs.ts';
import type { CalendarEntry, JobStatus } from './types.ts';
import { layoutWeek } from './week.ts';

const NEW_YORK = 'America/New_York';
const SANTIAGO = 'America/Santiago';
const DAY = '2026-11-17';

/** The ids of the double-booked jobs, by the agenda of the 30 days from the first job's date. */
function doubleBooked(specs: readonly JobSpec[], timeZone = NEW_YORK, from = DAY): string[] {
  const layout = layoutAgenda(makeJobs(specs, timeZone), { timeZone, date: date(from) });
  return layout.days
    .flatMap((day) => day.entries)
    .filter((entry) => entry.isDoubleBooked)
    .map((entry) => entry.key)
    .sort();
}

const job = (id: string, start: string, end: string, extra: Partial<JobSpec> = {}): JobSpec => ({
  id,
  date: DAY,
  start,
  end,
  team: 'blue',
  ...extra,
});

describe('double-booked jobs', () => {
  it.each<[string, JobSpec[], string[]]>([
    [
      'two overlapping jobs of one team',
      [job('a', '09:00', '10:30'), job('b', '10:00', '11:00')],
      ['a', 'b'],
    ],
    [
      'one ending when the other starts',
      [job('a', '09:00', '10:00'), job('b', '10:00', '11:00')],
      [],
    ],
    ['the same start', [job('a', '09:00', '09:30'), job('b', '09:00', '12:00')], ['a', 'b']],
    ['one inside the other', [job('a', '08:00', '12:00'), job('b', '09:00', '09:15')], ['a', 'b']],
    [
      'two short jobs inside a long one, apart from each other',
      [job('long', '08:00', '17:00'), job('b', '09:00', '10:00'), job('c', '11:00', '12:00')],
      ['b', 'c', 'long'],
    ],
    [
      'a chain: each overlaps the next, the last one alone',
      [
        job('a', '09:00', '10:00'),
        job('b', '09:30', '11:00'),
        job('c', '10:30', '12:00'),
        job('d', '12:00', '13:00'),
      ],
      ['a', 'b', 'c'],
    ],
    [
      'an earlier job overlapped only by a later one that is not the longest',
      [job('a', '08:00', '09:00'), job('b', '08:30', '08:45'), job('c', '08:50', '10:00')],
      ['a', 'b', 'c'],
    ],
    ['two teams', [job('a', '09:00', '10:30'), job('b', '10:00', '11:00', { team: 'green' })], []],
    [
      'without a team',
      [
        job('a', '09:00', '10:30', { team: undefined }),
        job('b', '10:00', '11:00', { team: undefined }),
      ],
      [],
    ],
    [
      'one cancelled',
      [job('a', '09:00', '10:30'), job('b', '10:00', '11:00', { status: 'CANCELLED' })],
      [],
    ],
    [
      'in progress and completed count',
      [
        job('a', '09:00', '10:30', { status: 'IN_PROGRESS' }),
        job('b', '10:00', '11:00', { status: 'COMPLETED' }),
      ],
      ['a', 'b'],
    ],
    ['one without time', [job('a', '09:00', '10:30'), { id: 'b', date: DAY, team: 'blue' }], []],
    [
      'one with a start only',
      [job('a', '09:00', '10:30'), { id: 'b', date: DAY, start: '09:30', team: 'blue' }],
      [],
    ],
    [
      'the same hours on two days',
      [job('a', '09:00', '10:30'), job('b', '09:00', '10:30', { date: '2026-11-18' })],
      [],
    ],
    [
      'a moment (no length) inside another job',
      [job('a', '09:00', '10:30'), job('b', '10:00', '10:00')],
      [],
    ],
    ['one ending before it starts', [job('a', '09:00', '10:30'), job('b', '10:00', '09:30')], []],
    [
      'past midnight, with a late job',
      [job('a', '22:00', '01:00', { endDate: '2026-11-18' }), job('b', '23:30', '23:45')],
      ['a', 'b'],
    ],
    [
      'a job dated the next day does not meet one running past midnight',
      [
        job('a', '22:00', '01:00', { endDate: '2026-11-18' }),
        job('b', '00:30', '02:00', { date: '2026-11-18' }),
      ],
      [],
    ],
  ])('%s', (_, specs, expected) => {
    expect(doubleBooked(specs)).toEqual(expected);
  });

  it('reads the wall clock across a repeated hour (Santiago, 4 April 2026)', () => {
    // The first 23:10 comes an hour before the second 23:00, yet on the wall clock they overlap.
    const on = '2026-04-04';
    const specs: JobSpec[] = [
      { id: 'first', date: on, start: '23:10', end: '23:40', team: 'blue' },
      {
        id: 'second',
        date: on,
        start: '23:00',
        end: '23:20',
        startPass: 'later',
        endPass: 'later',
        team: 'blue',
      },
      { id: 'apart', date: on, start: '21:00', end: '22:00', team: 'blue' },
    ];
    expect(doubleBooked(specs, SANTIAGO, on)).toEqual(['first', 'second']);
  });

  it('marks the same jobs in every layout', () => {
    const jobs = makeJobs(
      [job('a', '09:00', '10:30'), job('b', '10:00', '11:00'), job('c', '11:00', '12:00')],
      NEW_YORK,
    );
    const marked = (entries: readonly CalendarEntry<TestJob>[]) =>
      entries.filter((entry) => entry.isDoubleBooked).map((entry) => entry.key);
    const week = layoutWeek(jobs, { timeZone: NEW_YORK, date: date(DAY) });
    const month = layoutMonth(jobs, { timeZone: NEW_YORK, date: date(DAY) });
    expect(marked(week.days.flatMap((day) => day.blocks))).toEqual(['a', 'b']);
    expect(marked(month.weeks.flat().flatMap((day) => day.visible))).toEqual(['a', 'b']);
  });

  it('agrees with every pair compared, on generated days', () => {
    const quarter = fc.integer({ min: 20, max: 95 });
    const draft = fc.record({
      day: fc.integer({ min: 0, max: 2 }),
      team: fc.constantFrom('blue', 'green', 'red', null),
      start: quarter,
      length: fc.integer({ min: -2, max: 16 }),
      status: fc.constantFrom<JobStatus>('SCHEDULED', 'SCHEDULED', 'COMPLETED', 'CANCELLED'),
      timed: fc.boolean(),
    });
    const clock = (quarters: number) =>
      Temporal.PlainTime.from({ hour: 0 })
        .add({ minutes: quarters * 15 })
        .toString()
        .slice(0, 5);
    fc.assert(
      fc.property(fc.array(draft, { maxLength: 40 }), (drafts) => {
        const specs: JobSpec[] = drafts.map((item, index) => {
          const on = date(DAY).add({ days: item.day }).toString();
          const end = Math.min(item.start + item.length, 95);
          return {
            id: `j${index}`,
            date: on,
            status: item.status,
            ...(item.team === null ? {} : { team: item.team }),
            ...(item.timed ? { start: clock(item.start), end: clock(end) } : {}),
          };
        });
        const expected = new Set<string>();
        for (const [i, a] of drafts.entries()) {
          for (const [j, b] of drafts.entries()) {
            if (i >= j || a.day !== b.day || a.team === null || a.team !== b.team) continue;
            if (!a.timed || !b.timed || a.status === 'CANCELLED' || b.status === 'CANCELLED') {
              continue;
            }
            const aEnd = Math.min(a.start + a.length, 95);
            const bEnd = Math.min(b.start + b.length, 95);
            if (aEnd <= a.start || bEnd <= b.start) continue;
            if (a.start < bEnd && b.start < aEnd) {
              expected.add(`j${i}`);
              expected.add(`j${j}`);
            }
          }
        }
        expect(doubleBooked(specs)).toEqual([...expected].sort());
      }),
      { numRuns: 300 },
    );
  });
});
