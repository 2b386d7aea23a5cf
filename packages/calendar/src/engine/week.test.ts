import { describe, expect, it } from 'vitest';
import type { CalendarEntry, WeekBlock, WeekLayout } from './types.ts';
import { layoutWeek, type WeekLayoutOptions } from './week.ts';
import { date, instant, makeJobs, type JobSpec, type TestJob } from './test/jobs.ts';

const NEW_YORK = 'America/New_York';
const SANTIAGO = 'America/Santiago';

function week(
  specs: readonly JobSpec[],
  on: string,
  timeZone = NEW_YORK,
  options: Partial<WeekLayoutOptions> = {},
): WeekLayout<TestJob> {
  return layoutWeek(makeJobs(specs, timeZone), { timeZone, date: date(on), ...options });
}

function blocksOf(layout: WeekLayout<TestJob>): Map<string, WeekBlock<TestJob>> {
  return new Map(layout.days.flatMap((day) => day.blocks).map((block) => [block.key, block]));
}

const keys = (entries: readonly CalendarEntry<TestJob>[]) => entries.map((entry) => entry.key);

/** top, height, left, width, column, columns */
type Geometry = [number, number, number, number, number, number];

function geometry(block: WeekBlock<TestJob> | undefined): Geometry {
  if (block === undefined) throw new Error('no block');
  return [block.top, block.height, block.left, block.width, block.column, block.columns];
}

describe('layoutWeek: one block', () => {
  it.each<[string, Omit<JobSpec, 'id' | 'date'>, Geometry, boolean]>([
    ['09:00 to 10:00', { start: '09:00', end: '10:00' }, [240, 80, 0, 1, 0, 1], false],
    ['at 06:00, the grid top', { start: '06:00', end: '08:30' }, [0, 200, 0, 1, 0, 1], false],
    ['ten minutes, grown to 30 px', { start: '12:00', end: '12:10' }, [480, 30, 0, 1, 0, 1], false],
    ['zero minutes', { start: '12:00', end: '12:00' }, [480, 30, 0, 1, 0, 1], false],
    ['ending before it starts', { start: '12:00', end: '11:00' }, [480, 30, 0, 1, 0, 1], false],
    ['with seconds', { start: '09:00:45', end: '09:45:00' }, [241, 59, 0, 1, 0, 1], false],
    [
      '23:00 to 01:00, clipped at 24:00',
      { start: '23:00', end: '01:00', endDate: '2026-11-04' },
      [1360, 80, 0, 1, 0, 1],
      true,
    ],
    [
      'ending at 24:00 exactly',
      { start: '23:00', end: '00:00', endDate: '2026-11-04' },
      [1360, 80, 0, 1, 0, 1],
      false,
    ],
    [
      'at 23:50, moved up to keep 30 px',
      { start: '23:50', end: '23:55' },
      [1410, 30, 0, 1, 0, 1],
      false,
    ],
  ])('%s', (_, times, expected, clipped) => {
    const layout = week([{ id: 'job', date: '2026-11-03', ...times }], '2026-11-03');
    const block = layout.days[2]?.blocks[0];
    expect(geometry(block)).toEqual(expected.map((value) => expect.closeTo(value, 9)));
    expect(block?.isClipped).toBe(clipped);
    expect(layout.height).toBe(1440);
    expect(layout.hours).toEqual([
      6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
    ]);
  });

  it.each<[string, JobSpec]>([
    ['starting at 05:59', { id: 'early', date: '2026-11-03', start: '05:59', end: '09:00' }],
    ['starting at 00:30', { id: 'night', date: '2026-11-03', start: '00:30', end: '01:30' }],
    [
      'starting on the next date',
      {
        id: 'next',
        date: '2026-11-03',
        start: '2026-11-04T10:00:00-05:00',
        end: '2026-11-04T11:00:00-05:00',
      },
    ],
    [
      'starting on the date before',
      {
        id: 'before',
        date: '2026-11-03',
        start: '2026-11-02T22:00:00-05:00',
        end: '2026-11-03T08:00:00-05:00',
      },
    ],
  ])('lists a job %s as out of range instead of drawing it', (_, spec) => {
    const layout = week([spec], '2026-11-03');
    const day = layout.days[2]!;
    expect(day.blocks).toEqual([]);
    expect(keys(day.outOfRange)).toEqual([spec.id]);
  });

  it('reads times in the organisation zone, whatever offset the API wrote', () => {
    // 02:00 UTC on the 4th is 21:00 on the 3rd in New York.
    const layout = week(
      [
        {
          id: 'utc',
          date: '2026-11-03',
          start: '2026-11-04T02:00:00Z',
          end: '2026-11-04T03:00:00Z',
        },
      ],
      '2026-11-03',
    );
    const block = layout.days[2]?.blocks[0];
    expect([block?.top, block?.height, block?.startMinute, block?.endMinute]).toEqual([
      1200, 80, 1260, 1320,
    ]);
  });

  it('keeps the wall-clock end of a job past midnight for its label', () => {
    const layout = week(
      [{ id: 'late', date: '2026-11-03', start: '23:00', end: '01:00', endDate: '2026-11-04' }],
      '2026-11-03',
    );
    const block = layout.days[2]?.blocks[0];
    expect([block?.startMinute, block?.endMinute]).toEqual([1380, 1500]);
  });
});

describe('layoutWeek: overlapping blocks', () => {
  it.each<[string, Omit<JobSpec, 'date'>[], Record<string, Geometry>]>([
    [
      'two overlapping jobs share the width',
      [
        { id: 'a', start: '09:00', end: '11:00' },
        { id: 'b', start: '10:00', end: '12:00' },
      ],
      { a: [240, 160, 0, 0.5, 0, 2], b: [320, 160, 0.5, 0.5, 1, 2] },
    ],
    [
      'short adjacent jobs collide once grown to 30 px',
      [
        { id: 'a', start: '09:00', end: '09:10' },
        { id: 'b', start: '09:10', end: '09:20' },
      ],
      { a: [240, 30, 0, 0.5, 0, 2], b: [253 + 1 / 3, 30, 0.5, 0.5, 1, 2] },
    ],
    [
      'a job starting where a grown block ends does not collide',
      [
        { id: 'a', start: '09:00', end: '09:10' },
        { id: 'b', start: '09:22:30', end: '09:40' },
      ],
      { a: [240, 30, 0, 1, 0, 1], b: [270, 30, 0, 1, 0, 1] },
    ],
    [
      'back-to-back hours do not collide',
      [
        { id: 'a', start: '09:00', end: '10:00' },
        { id: 'b', start: '10:00', end: '11:00' },
      ],
      { a: [240, 80, 0, 1, 0, 1], b: [320, 80, 0, 1, 0, 1] },
    ],
    [
      'identical start times go left to right by id',
      [
        { id: 'c', start: '09:00', end: '09:30' },
        { id: 'a', start: '09:00', end: '10:00' },
        { id: 'b', start: '09:00', end: '11:00' },
      ],
      {
        a: [240, 80, 0, 1 / 3, 0, 3],
        b: [240, 160, 1 / 3, 1 / 3, 1, 3],
        c: [240, 40, 2 / 3, 1 / 3, 2, 3],
      },
    ],
    [
      'a block widens into the free columns on its right',
      [
        { id: 'a', start: '09:00', end: '11:00' },
        { id: 'b', start: '09:00', end: '10:00' },
        { id: 'c', start: '09:00', end: '10:00' },
        { id: 'd', start: '10:00', end: '11:00' },
      ],
      {
        a: [240, 160, 0, 1 / 3, 0, 3],
        b: [240, 80, 1 / 3, 1 / 3, 1, 3],
        c: [240, 80, 2 / 3, 1 / 3, 2, 3],
        d: [320, 80, 1 / 3, 2 / 3, 1, 3],
      },
    ],
    [
      'a separate cluster later in the day keeps the full width',
      [
        { id: 'a', start: '09:00', end: '10:00' },
        { id: 'b', start: '09:30', end: '10:30' },
        { id: 'e', start: '13:00', end: '14:00' },
      ],
      { a: [240, 80, 0, 0.5, 0, 2], b: [280, 80, 0.5, 0.5, 1, 2], e: [560, 80, 0, 1, 0, 1] },
    ],
  ])('%s', (_, specs, expected) => {
    const layout = week(
      specs.map((spec) => ({ ...spec, date: '2026-11-03' })),
      '2026-11-03',
    );
    const blocks = blocksOf(layout);
    for (const [id, values] of Object.entries(expected)) {
      expect(geometry(blocks.get(id)), id).toEqual(values.map((value) => expect.closeTo(value, 9)));
    }
  });

  it('puts 50 mutually overlapping jobs side by side, none hidden, in id order', () => {
    const specs = Array.from({ length: 50 }, (_, i) => ({
      id: `job-${String(49 - i).padStart(2, '0')}`,
      date: '2026-11-03',
      start: `09:${String(i % 30).padStart(2, '0')}`,
      end: '12:00',
    }));
    // Reversed ids, so the order comes from the layout and not from the input.
    const blocks = week(specs, '2026-11-03').days[2]!.blocks;
    expect(blocks).toHaveLength(50);
    expect(new Set(blocks.map((block) => block.column)).size).toBe(50);
    for (const block of blocks) {
      expect(block.columns).toBe(50);
      expect(block.width).toBeCloseTo(1 / 50, 12);
      expect(block.left).toBeCloseTo(block.column / 50, 12);
    }
    // Calendar order: by start, then id; columns follow it.
    expect(blocks.map((block) => block.column)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(blocks[0]?.key).toBe('job-19');
    expect(blocks[1]?.key).toBe('job-49');
  });
});

describe('layoutWeek: days and the band of jobs without time', () => {
  it('caps the band at 6 a day in calendar order and returns the rest', () => {
    const specs: JobSpec[] = [
      { id: 'h', date: '2026-11-04', status: 'CANCELLED' },
      { id: 'g', date: '2026-11-04', status: 'COMPLETED' },
      { id: 'f', date: '2026-11-04', status: 'IN_PROGRESS', order: 1 },
      { id: 'e', date: '2026-11-04', status: 'IN_PROGRESS', order: 0 },
      { id: 'd', date: '2026-11-04', order: 3 },
      { id: 'c', date: '2026-11-04', order: 2 },
      { id: 'b', date: '2026-11-04', order: 1 },
      { id: 'a', date: '2026-11-04', order: 1 },
      { id: 'timed', date: '2026-11-04', start: '09:00', end: '10:00' },
    ];
    const layout = week(specs, '2026-11-04');
    expect(layout.hasUntimedBand).toBe(true);
    const day = layout.days[3]!;
    expect(keys(day.untimed.visible)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(keys(day.untimed.hidden)).toEqual(['g', 'h']);
    expect(keys(day.blocks)).toEqual(['timed']);
    expect(layout.days[0]?.untimed).toEqual({ visible: [], hidden: [] });
  });

  it('has no band when the week has no job without time', () => {
    const layout = week(
      [{ id: 'a', date: '2026-11-04', start: '09:00', end: '10:00' }],
      '2026-11-04',
    );
    expect(layout.hasUntimedBand).toBe(false);
  });

  it('gives seven days from Sunday with stable keys, today, past jobs and the now line', () => {
    const jobs = makeJobs(
      [
        { id: 'done', date: '2026-11-04', start: '08:00', end: '09:00' },
        { id: 'running', date: '2026-11-04', start: '10:00', end: '11:00' },
        { id: 'yesterday', date: '2026-11-03' },
        { id: 'today', date: '2026-11-04' },
        { id: 'next-week', date: '2026-11-08' },
      ],
      NEW_YORK,
    );
    const layout = layoutWeek(jobs, {
      timeZone: NEW_YORK,
      date: date('2026-11-06'),
      now: instant('2026-11-04T15:30:00Z'),
    });
    expect(layout.days.map((day) => day.key)).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    expect(layout.days.map((day) => day.isToday)).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
      false,
    ]);
    const blocks = blocksOf(layout);
    expect(blocks.get('done')?.isPast).toBe(true);
    expect(blocks.get('running')?.isPast).toBe(false);
    expect(layout.days[2]?.untimed.visible[0]?.isPast).toBe(true);
    expect(layout.days[3]?.untimed.visible[0]?.isPast).toBe(false);
    // 15:30 UTC is 10:30 in New York: 4.5 hours below 06:00.
    expect(layout.nowLine).toEqual({ dayIndex: 3, top: 360 });
    expect(layout.outsideRange.map((job) => job.id)).toEqual(['next-week']);
    expect(layout.range.from.toString()).toBe('2026-11-01');
    expect(layout.range.to.toString()).toBe('2026-11-07');
  });

  it('passes each job through untouched', () => {
    const jobs = makeJobs(
      [{ id: 'a', date: '2026-11-04', start: '09:00', end: '10:00' }],
      NEW_YORK,
    );
    const block = layoutWeek(jobs, { timeZone: NEW_YORK, date: date('2026-11-04') }).days[3]
      ?.blocks[0];
    expect(block?.job).toBe(jobs[0]);
  });

  it.each([
    ['the year-end week', '2026-12-30', ['2026-12-31', '2027-01-01'], [4, 5]],
    ['the week of 29 February', '2028-03-01', ['2028-02-29', '2028-03-01'], [2, 3]],
  ])('%s', (_, on, dates, indexes) => {
    const layout = week(
      dates.map((day, i) => ({ id: `job-${i}`, date: day, start: '09:00', end: '10:00' })),
      on,
    );
    const found = layout.days.flatMap((day, index) => day.blocks.map(() => index));
    expect(found).toEqual(indexes);
    expect(layout.days[indexes[0]!]?.key).toBe(dates[0]);
  });
});

describe('layoutWeek: daylight saving time, by wall clock', () => {
  it('draws 09:00 at the 09:00 line on the day New York springs forward (23 hours)', () => {
    const layout = week(
      [
        { id: 'morning', date: '2026-03-08', start: '09:00', end: '10:00' },
        { id: 'gap', date: '2026-03-08', start: '01:30', end: '03:30' },
      ],
      '2026-03-08',
    );
    const day = layout.days[0]!;
    expect([day.startMinute, day.lengthMinutes]).toEqual([0, 1380]);
    expect(geometry(day.blocks[0])).toEqual([240, 80, 0, 1, 0, 1]);
    expect(keys(day.outOfRange)).toEqual(['gap']);
  });

  it('covers the skipped hour with a block across the gap (grid from 00:00)', () => {
    // 01:30 EST to 03:30 EDT is one hour of time and two hours of wall clock.
    const layout = week(
      [{ id: 'gap', date: '2026-03-08', start: '01:30', end: '03:30' }],
      '2026-03-08',
      NEW_YORK,
      { geometry: { startHour: 0 } },
    );
    expect(geometry(layout.days[0]?.blocks[0])).toEqual([120, 160, 0, 1, 0, 1]);
    expect(layout.height).toBe(1920);
  });

  it('draws 09:00 at the 09:00 line on the day New York falls back (25 hours)', () => {
    const layout = week(
      [{ id: 'morning', date: '2026-11-01', start: '09:00', end: '10:00' }],
      '2026-11-01',
    );
    const day = layout.days[0]!;
    expect([day.startMinute, day.lengthMinutes]).toEqual([0, 1500]);
    expect(geometry(day.blocks[0])).toEqual([240, 80, 0, 1, 0, 1]);
  });

  it('draws both passes of the repeated hour on the same pixels (grid from 00:00)', () => {
    const layout = week(
      [
        // 01:30 EDT to 01:15 EST: drawn from 01:30 to 02:00, the latest wall clock it reached.
        { id: 'across', date: '2026-11-01', start: '01:30', end: '01:15', endPass: 'later' },
        // 01:10 to 01:40 EST, an hour later in time, overlaps it on screen.
        {
          id: 'second',
          date: '2026-11-01',
          start: '01:10',
          end: '01:40',
          startPass: 'later',
          endPass: 'later',
        },
      ],
      '2026-11-01',
      NEW_YORK,
      { geometry: { startHour: 0 } },
    );
    const blocks = blocksOf(layout);
    // Columns go by position on screen: the block drawn higher takes the left column.
    expect(geometry(blocks.get('across'))).toEqual([120, 40, 0.5, 0.5, 1, 2]);
    expect(geometry(blocks.get('second'))).toEqual(
      [93 + 1 / 3, 40, 0, 0.5, 0, 2].map((value) => expect.closeTo(value, 9)),
    );
    // Calendar order is by real instant: the first pass comes first.
    expect(keys(layout.days[0]!.blocks)).toEqual(['across', 'second']);
  });

  it('handles a repeated 23:00–24:00 inside the grid (Santiago, 4 April 2026)', () => {
    const layout = week(
      [
        { id: 'first', date: '2026-04-04', start: '23:30', end: '23:15', endPass: 'later' },
        {
          id: 'second',
          date: '2026-04-04',
          start: '23:10',
          end: '23:50',
          startPass: 'later',
          endPass: 'later',
        },
      ],
      '2026-04-04',
      SANTIAGO,
    );
    const day = layout.days[6]!;
    expect([day.startMinute, day.lengthMinutes]).toEqual([0, 1500]);
    const blocks = blocksOf(layout);
    expect(geometry(blocks.get('first'))).toEqual([1400, 40, 0.5, 0.5, 1, 2]);
    expect(geometry(blocks.get('second'))).toEqual(
      [1373 + 1 / 3, 53 + 1 / 3, 0, 0.5, 0, 2].map((value) => expect.closeTo(value, 9)),
    );
    expect(keys(day.blocks)).toEqual(['first', 'second']);
    expect(blocks.get('first')?.isClipped).toBe(false);
  });

  it('starts a day at 01:00 when midnight is skipped, and clips the night before (Santiago)', () => {
    // 6 September 2026: Santiago's clocks jump from 00:00 to 01:00.
    const before = week(
      [{ id: 'night', date: '2026-09-05', start: '23:00', end: '2026-09-06T01:30:00-03:00' }],
      '2026-09-05',
      SANTIAGO,
    );
    const saturday = before.days[6]!;
    expect(geometry(saturday.blocks[0])).toEqual([1360, 80, 0, 1, 0, 1]);
    expect(saturday.blocks[0]?.isClipped).toBe(true);
    expect(saturday.blocks[0]?.endMinute).toBe(1440 + 90);

    const after = week(
      [{ id: 'day', date: '2026-09-06', start: '09:00', end: '10:00' }],
      '2026-09-06',
      SANTIAGO,
    );
    const sunday = after.days[0]!;
    expect([sunday.startMinute, sunday.lengthMinutes]).toEqual([60, 1380]);
    expect(geometry(sunday.blocks[0])).toEqual([240, 80, 0, 1, 0, 1]);
  });

  it('clips a job crossing midnight into a DST day at 24:00 of its own day', () => {
    const layout = week(
      [{ id: 'eve', date: '2026-10-31', start: '23:00', end: '01:30', endDate: '2026-11-01' }],
      '2026-10-31',
    );
    const block = layout.days[6]?.blocks[0];
    expect(geometry(block)).toEqual([1360, 80, 0, 1, 0, 1]);
    expect(block?.isClipped).toBe(true);
  });
});
