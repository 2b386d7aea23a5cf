import fc from 'fast-check';
import { Temporal } from './temporal.ts';
import { describe, expect, it } from 'vitest';

import { layoutAgenda } from './agenda.ts';
import { layoutMonth } from './month.ts';
import { date, type JobSpec, makeJobs, type TestJob } from './test/jobs.ts';
import { generatedWeeks } from './test/weeks.ts';
import type { CalendarEntry } from './types.ts';
import { layoutWeek } from './week.ts';

const NEW_YORK = 'America/New_York';
const THURSDAY = '2026-11-19';
const FRIDAY = '2026-11-20';

const job = (id: string, start: string, end: string, extra: Partial<JobSpec> = {}): JobSpec => ({
  id,
  date: THURSDAY,
  start,
  end,
  team: 'blue',
  ...extra,
});

/**
 * Thursday: two Blue Team jobs that overlap, a third that only touches the second, a Green Team
 * job at the same time, a cancelled Blue Team job over all of them and one without time. Friday:
 * a Red Team pair that overlaps. Outside the week: another overlapping pair.
 */
const jobs = makeJobs(
  [
    job('green', '09:30', '10:30', { team: 'green' }),
    job('first', '09:00', '10:30'),
    job('second', '10:00', '11:00'),
    job('touching', '11:00', '12:00'),
    job('cancelled', '08:00', '13:00', { status: 'CANCELLED' }),
    { id: 'untimed', date: THURSDAY, team: 'blue' },
    job('red-a', '14:00', '16:00', { date: FRIDAY, team: 'red' }),
    job('red-b', '15:00', '15:30', { date: FRIDAY, team: 'red' }),
    job('later-a', '09:00', '10:00', { date: '2026-12-10' }),
    job('later-b', '09:30', '10:30', { date: '2026-12-10' }),
  ],
  NEW_YORK,
);
const options = { timeZone: NEW_YORK, date: date(THURSDAY), onlyDoubleBooked: true };
const keys = (entries: readonly CalendarEntry<TestJob>[]) => entries.map((entry) => entry.key);

describe('only double-booked jobs', () => {
  it('keeps the marked jobs of the week, in calendar order, and no band', () => {
    const layout = layoutWeek(jobs, options);
    const byDay = Object.fromEntries(layout.days.map((day) => [day.key, keys(day.blocks)]));
    expect(byDay[THURSDAY]).toEqual(['first', 'second']);
    expect(byDay[FRIDAY]).toEqual(['red-a', 'red-b']);
    expect(layout.days.flatMap((day) => day.blocks).every((block) => block.isDoubleBooked)).toBe(
      true,
    );
    expect(layout.hasUntimedBand).toBe(false);
    expect(layout.jobCount).toBe(4);
    // The two jobs of a day sit side by side, as they would among the others.
    const thursday = layout.days.find((day) => day.key === THURSDAY)!;
    expect(thursday.blocks.map((block) => block.columns)).toEqual([2, 2]);
    expect(layout.outsideRange.map((item) => item.id)).toEqual(['later-a', 'later-b']);
  });

  it('keeps the marked jobs of the month, capped at 5 a day', () => {
    const crowded = makeJobs(
      [
        ...Array.from({ length: 7 }, (_, index) => job(`pair-${index}`, '09:00', '10:00')),
        ...Array.from({ length: 4 }, (_, index) =>
          job(`alone-${index}`, '07:00', '08:00', { team: `team-${index}` }),
        ),
      ],
      NEW_YORK,
    );
    const layout = layoutMonth(crowded, options);
    const thursday = layout.weeks.flat().find((day) => day.key === THURSDAY)!;
    expect(keys(thursday.visible)).toEqual(['pair-0', 'pair-1', 'pair-2', 'pair-3', 'pair-4']);
    expect(keys(thursday.hidden)).toEqual(['pair-5', 'pair-6']);
    expect(layout.jobCount).toBe(7);
    const others = layout.weeks.flat().filter((day) => day.key !== THURSDAY);
    expect(others.every((day) => day.visible.length + day.hidden.length === 0)).toBe(true);
  });

  it('lists only the days of the agenda with a marked job', () => {
    const layout = layoutAgenda(jobs, options);
    expect(layout.days.map((day) => [day.key, keys(day.entries)])).toEqual([
      [THURSDAY, ['first', 'second']],
      [FRIDAY, ['red-a', 'red-b']],
      ['2026-12-10', ['later-a', 'later-b']],
    ]);
    expect(layout.jobCount).toBe(6);
  });

  it('leaves an empty period when no job is double-booked', () => {
    const calm = makeJobs([job('one', '09:00', '10:00'), job('two', '10:00', '11:00')], NEW_YORK);
    expect(layoutAgenda(calm, options).days).toEqual([]);
    expect(layoutMonth(calm, options).jobCount).toBe(0);
    const week = layoutWeek(calm, options);
    expect(week.jobCount).toBe(0);
    expect(week.days.every((day) => day.blocks.length === 0)).toBe(true);
  });

  it('changes nothing when off', () => {
    const off = { ...options, onlyDoubleBooked: false };
    const without = { timeZone: NEW_YORK, date: date(THURSDAY) };
    expect(layoutWeek(jobs, off)).toEqual(layoutWeek(jobs, without));
    expect(layoutMonth(jobs, off)).toEqual(layoutMonth(jobs, without));
    expect(layoutAgenda(jobs, off)).toEqual(layoutAgenda(jobs, without));
    expect(layoutWeek(jobs, without).jobCount).toBe(8);
  });

  // A crowded week (`medium`): about a third of the weeks generated have double-booked jobs.
  it('keeps exactly the marked jobs, which marked again on their own are all marked', () => {
    fc.assert(
      fc.property(generatedWeeks('medium'), ({ timeZone, anchor, jobs: generated }) => {
        const on = { timeZone, date: Temporal.PlainDate.from(anchor), onlyDoubleBooked: true };
        const all = layoutWeek(generated, { timeZone, date: on.date });
        const markedIds = new Set(
          all.days.flatMap((day) =>
            keys(
              [
                ...day.blocks,
                ...day.outOfRange,
                ...day.untimed.visible,
                ...day.untimed.hidden,
              ].filter((entry) => entry.isDoubleBooked),
            ),
          ),
        );

        const filtered = layoutWeek(generated, on);
        expect(filtered.jobCount).toBe(markedIds.size);
        for (const [index, day] of filtered.days.entries()) {
          const whole = all.days[index]!;
          const keep = (entries: readonly CalendarEntry<TestJob>[]) =>
            keys(entries).filter((key) => markedIds.has(key));
          expect(keys(day.blocks)).toEqual(keep(whole.blocks));
          expect(keys(day.outOfRange)).toEqual(keep(whole.outOfRange));
        }

        // The marked set is closed: each marked job overlaps another marked one, so the kept jobs
        // laid out alone are all marked again, and give the same days.
        const alone = layoutWeek(
          generated.filter((item) => markedIds.has(item.id)),
          { timeZone, date: on.date },
        );
        for (const day of alone.days) {
          for (const block of day.blocks) expect(block.isDoubleBooked).toBe(true);
          for (const entry of day.outOfRange) expect(entry.isDoubleBooked).toBe(true);
        }
        expect(alone.days).toEqual(filtered.days);

        const markedOf = (entries: readonly CalendarEntry<TestJob>[]) =>
          keys(entries.filter((entry) => entry.isDoubleBooked));
        const agenda = layoutAgenda(generated, { timeZone, date: on.date });
        expect(layoutAgenda(generated, on).days.flatMap((day) => keys(day.entries))).toEqual(
          markedOf(agenda.days.flatMap((day) => day.entries)),
        );
        const month = layoutMonth(generated, { timeZone, date: on.date });
        const cells = (layout: typeof month) =>
          layout.weeks.flat().flatMap((day) => [...day.visible, ...day.hidden]);
        expect(keys(cells(layoutMonth(generated, on)))).toEqual(markedOf(cells(month)));
      }),
      { numRuns: 300 },
    );
  });
});
