import { describe, expect, it } from 'vitest';
import { layoutMonth } from './month.ts';
import { date, instant, makeJobs, type JobSpec } from './test/jobs.ts';

const ZONE = 'America/New_York';

describe('layoutMonth', () => {
  it.each([
    ['November 2026', '2026-11-17', 5, '2026-11-01', '2026-12-05', 0, 5],
    ['May 2026', '2026-05-10', 6, '2026-04-26', '2026-06-06', 5, 6],
    ['August 2026', '2026-08-31', 6, '2026-07-26', '2026-09-05', 6, 5],
    ['February 2026', '2026-02-01', 4, '2026-02-01', '2026-02-28', 0, 0],
    ['February 2028', '2028-02-29', 5, '2028-01-30', '2028-03-04', 2, 4],
  ])(
    '%s: %i weeks from %s to %s, %i + %i days outside',
    (_, on, rows, first, last, before, after) => {
      const layout = layoutMonth([], { timeZone: ZONE, date: date(on) });
      expect(layout.weeks).toHaveLength(rows);
      for (const row of layout.weeks) expect(row).toHaveLength(7);
      const days = layout.weeks.flat();
      expect(days[0]?.key).toBe(first);
      expect(days.at(-1)?.key).toBe(last);
      expect(days[0]?.date.dayOfWeek).toBe(7);
      const outside = days.map((day) => day.isOutsideMonth);
      expect(outside.indexOf(false)).toBe(before);
      expect(outside.length - 1 - outside.lastIndexOf(false)).toBe(after);
      expect(layout.month.toString()).toBe(on.slice(0, 7));
    },
  );

  it('shows 5 jobs a day in calendar order and returns the rest for +N more', () => {
    const specs: JobSpec[] = [
      { id: 'u2', date: '2026-11-10', order: 2 },
      { id: 'u1', date: '2026-11-10', order: 1 },
      { id: 'done', date: '2026-11-10', status: 'COMPLETED' },
      { id: 't3', date: '2026-11-10', start: '15:00', end: '16:00' },
      { id: 't1', date: '2026-11-10', start: '08:00', end: '09:00' },
      { id: 't2b', date: '2026-11-10', start: '09:00', end: '10:00' },
      { id: 't2a', date: '2026-11-10', start: '09:00', end: '09:30' },
    ];
    const layout = layoutMonth(makeJobs(specs, ZONE), { timeZone: ZONE, date: date('2026-11-01') });
    const cell = layout.weeks.flat().find((day) => day.key === '2026-11-10');
    expect(cell?.visible.map((entry) => entry.key)).toEqual(['t1', 't2a', 't2b', 't3', 'u1']);
    expect(cell?.hidden.map((entry) => entry.key)).toEqual(['u2', 'done']);
    expect(cell?.visible[0]).toMatchObject({ hasTime: true, startMinute: 480, endMinute: 540 });
    expect(cell?.hidden[0]).toMatchObject({ hasTime: false, startMinute: null, endMinute: null });
  });

  it('places jobs on the days outside the month, on 29 February, and flags today', () => {
    const jobs = makeJobs(
      [
        { id: 'january', date: '2028-01-31' },
        { id: 'leap', date: '2028-02-29', start: '10:00', end: '11:00' },
        { id: 'march', date: '2028-03-04' },
        { id: 'later', date: '2028-03-05' },
      ],
      ZONE,
    );
    const layout = layoutMonth(jobs, {
      timeZone: ZONE,
      date: date('2028-02-10'),
      now: instant('2028-02-29T15:30:00Z'),
    });
    const byKey = new Map(layout.weeks.flat().map((day) => [day.key, day]));
    expect(byKey.get('2028-01-31')?.visible.map((entry) => entry.key)).toEqual(['january']);
    expect(byKey.get('2028-01-31')?.isOutsideMonth).toBe(true);
    expect(byKey.get('2028-02-29')?.visible.map((entry) => entry.key)).toEqual(['leap']);
    expect(byKey.get('2028-02-29')?.isToday).toBe(true);
    expect(byKey.get('2028-02-29')?.visible[0]?.isPast).toBe(false);
    expect(byKey.get('2028-01-31')?.visible[0]?.isPast).toBe(true);
    expect(byKey.get('2028-03-04')?.visible.map((entry) => entry.key)).toEqual(['march']);
    expect(layout.weeks.flat().filter((day) => day.isToday)).toHaveLength(1);
    expect(layout.outsideRange.map((job) => job.id)).toEqual(['later']);
  });

  it('takes another cap', () => {
    const jobs = makeJobs(
      Array.from({ length: 4 }, (_, i) => ({ id: `job-${i}`, date: '2026-11-10', order: i })),
      ZONE,
    );
    const cell = layoutMonth(jobs, { timeZone: ZONE, date: date('2026-11-01'), maxVisible: 2 })
      .weeks.flat()
      .find((day) => day.key === '2026-11-10');
    expect([cell?.visible.length, cell?.hidden.length]).toEqual([2, 2]);
  });

  it('orders long runs of equal starts and unusual order values the same way', () => {
    const ids = Array.from(
      { length: 40 },
      (_, i) => `job-${String((i * 17) % 40).padStart(2, '0')}`,
    );
    const specs: JobSpec[] = [
      ...ids.map((id) => ({ id, date: '2026-11-10', start: '09:00', end: '10:00' })),
      { id: 'huge', date: '2026-11-10', order: 1e300 },
      { id: 'half', date: '2026-11-10', order: 2.5 },
      { id: 'negative', date: '2026-11-10', order: -1 },
      { id: 'none', date: '2026-11-10', order: Number.NaN },
      { id: 'two', date: '2026-11-10', order: 2 },
    ];
    const layout = layoutMonth(makeJobs(specs, ZONE), { timeZone: ZONE, date: date('2026-11-01') });
    const cell = layout.weeks.flat().find((day) => day.key === '2026-11-10');
    const order = [...(cell?.visible ?? []), ...(cell?.hidden ?? [])].map((entry) => entry.key);
    expect(order).toEqual([...[...ids].sort(), 'negative', 'two', 'half', 'huge', 'none']);
  });
});
