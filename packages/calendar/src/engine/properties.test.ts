import fc from 'fast-check';
import { Temporal } from './temporal.ts';
import { describe, expect, it } from 'vitest';
import { layoutAgenda } from './agenda.ts';
import { layoutMonth } from './month.ts';
import { orderJobs } from './order.ts';
import { STATUS_ORDER } from './prepare.ts';
import type { CalendarEntry, JobStatus, WeekBlock } from './types.ts';
import { layoutWeek } from './week.ts';
import type { TestJob } from './test/jobs.ts';
import { weekArbitrary } from './test/weeks.ts';

const STATUSES: readonly JobStatus[] = STATUS_ORDER;
const EPSILON = 1e-9;

/** The spec's order written out with Temporal, independently of the engine. */
function referenceCompare(a: TestJob, b: TestJob): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const timedA = a.scheduledStartTime !== null && a.scheduledEndTime !== null;
  const timedB = b.scheduledStartTime !== null && b.scheduledEndTime !== null;
  if (timedA !== timedB) return timedA ? -1 : 1;
  if (timedA && timedB) {
    const byStart = Temporal.Instant.compare(
      Temporal.Instant.from(a.scheduledStartTime!),
      Temporal.Instant.from(b.scheduledStartTime!),
    );
    if (byStart !== 0) return byStart;
  } else {
    const byStatus = STATUSES.indexOf(a.status) - STATUSES.indexOf(b.status);
    if (byStatus !== 0) return byStatus;
    if (a.order !== b.order) return a.order - b.order;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Wall-clock minutes of a job's start from the midnight of its date, by Temporal. */
function referenceStartMinute(job: TestJob, timeZone: string): number {
  const start = Temporal.Instant.from(job.scheduledStartTime!).toZonedDateTimeISO(timeZone);
  const days = Temporal.PlainDate.from(job.date).until(start.toPlainDate()).days;
  return days * 1440 + start.hour * 60 + start.minute + start.second / 60;
}

const sortedIds = (items: readonly { id: string }[]) => items.map((job) => job.id).sort();
const entryIds = (entries: readonly CalendarEntry<TestJob>[]) => entries.map((entry) => entry.key);

function overlapVertically(a: WeekBlock<TestJob>, b: WeekBlock<TestJob>): boolean {
  return a.top < b.top + b.height - EPSILON && b.top < a.top + a.height - EPSILON;
}

describe('properties of generated weeks', () => {
  it('never lets overlapping blocks share a column or overlap side by side, and widens each fully', () => {
    fc.assert(
      fc.property(weekArbitrary, ({ timeZone, anchor, jobs }) => {
        const layout = layoutWeek(jobs, { timeZone, date: Temporal.PlainDate.from(anchor) });
        for (const day of layout.days) {
          for (const a of day.blocks) {
            const span = Math.round(a.width * a.columns);
            expect(a.left).toBeCloseTo(a.column / a.columns, 12);
            for (const b of day.blocks) {
              if (a === b || !overlapVertically(a, b)) continue;
              expect(a.column).not.toBe(b.column);
              const apart =
                a.left + a.width <= b.left + EPSILON || b.left + b.width <= a.left + EPSILON;
              expect(apart).toBe(true);
            }
            // As wide as it can be: the column after its span holds a block it overlaps.
            if (a.column + span < a.columns) {
              const blocker = day.blocks.some(
                (b) => b.column === a.column + span && b !== a && overlapVertically(a, b),
              );
              expect(blocker).toBe(true);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every block inside its day column and the 06:00–24:00 grid, at least 30 px tall', () => {
    fc.assert(
      fc.property(weekArbitrary, ({ timeZone, anchor, jobs }) => {
        const layout = layoutWeek(jobs, { timeZone, date: Temporal.PlainDate.from(anchor) });
        for (const day of layout.days) {
          for (const block of day.blocks) {
            expect(block.top).toBeGreaterThanOrEqual(0);
            expect(block.top + block.height).toBeLessThanOrEqual(layout.height + EPSILON);
            expect(block.height).toBeGreaterThanOrEqual(30 - EPSILON);
            expect(block.left).toBeGreaterThanOrEqual(0);
            expect(block.width).toBeGreaterThan(0);
            expect(block.left + block.width).toBeLessThanOrEqual(1 + EPSILON);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('draws exactly the timed jobs starting 06:00–24:00 on their date, at their wall-clock time', () => {
    fc.assert(
      fc.property(weekArbitrary, ({ timeZone, anchor, jobs }) => {
        const layout = layoutWeek(jobs, { timeZone, date: Temporal.PlainDate.from(anchor) });
        const blocks = new Map(layout.days.flatMap((day) => day.blocks.map((b) => [b.key, b])));
        const outOfRange = new Set(layout.days.flatMap((day) => entryIds(day.outOfRange)));
        const inWeek = new Set(layout.days.map((day) => day.key));
        for (const job of jobs) {
          if (
            !inWeek.has(job.date) ||
            job.scheduledStartTime === null ||
            job.scheduledEndTime === null
          ) {
            expect(blocks.has(job.id) || outOfRange.has(job.id)).toBe(false);
            continue;
          }
          const minute = referenceStartMinute(job, timeZone);
          const drawn = minute >= 360 && minute < 1440;
          expect(blocks.has(job.id)).toBe(drawn);
          expect(outOfRange.has(job.id)).toBe(!drawn);
          const block = blocks.get(job.id);
          if (block !== undefined) {
            expect(block.startMinute).toBeCloseTo(minute, 9);
            expect(block.top).toBeCloseTo(((Math.min(minute, 1440 - 22.5) - 360) * 4) / 3, 9);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('accounts for every job of the period: drawn, out of range, in the band or behind +N more', () => {
    fc.assert(
      fc.property(weekArbitrary, ({ timeZone, anchor, jobs }) => {
        const layout = layoutWeek(jobs, { timeZone, date: Temporal.PlainDate.from(anchor) });
        let untimed = 0;
        for (const day of layout.days) {
          const shown = [
            ...entryIds(day.blocks),
            ...entryIds(day.outOfRange),
            ...entryIds(day.untimed.visible),
            ...entryIds(day.untimed.hidden),
          ].sort();
          expect(shown).toEqual(sortedIds(jobs.filter((job) => job.date === day.key)));
          expect(day.untimed.visible.length).toBeLessThanOrEqual(6);
          if (day.untimed.hidden.length > 0) expect(day.untimed.visible).toHaveLength(6);
          untimed += day.untimed.visible.length + day.untimed.hidden.length;
        }
        expect(layout.hasUntimedBand).toBe(untimed > 0);
        const inWeek = new Set(layout.days.map((day) => day.key));
        expect(sortedIds(layout.outsideRange)).toEqual(
          sortedIds(jobs.filter((job) => !inWeek.has(job.date))),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('orders every list by the spec, then id: one total order whatever the input order', () => {
    fc.assert(
      fc.property(
        weekArbitrary.chain((week) =>
          fc.shuffledSubarray(week.jobs, { minLength: week.jobs.length }).map((shuffled) => ({
            ...week,
            shuffled,
          })),
        ),
        ({ timeZone, anchor, jobs, shuffled }) => {
          const reference = [...jobs].sort(referenceCompare).map((job) => job.id);
          expect(orderJobs(shuffled, timeZone).map((job) => job.id)).toEqual(reference);
          const options = { timeZone, date: Temporal.PlainDate.from(anchor) };
          const month = layoutMonth(shuffled, options);
          const cells = month.weeks
            .flat()
            .flatMap((day) => [...entryIds(day.visible), ...entryIds(day.hidden)]);
          const inMonth = new Set(month.weeks.flat().map((day) => day.key));
          expect(cells).toEqual(
            reference.filter((id) => inMonth.has(jobs.find((j) => j.id === id)!.date)),
          );

          const week = layoutWeek(shuffled, options);
          const again = layoutWeek(jobs, options);
          for (const [index, day] of week.days.entries()) {
            const order = reference.filter((id) => jobs.find((j) => j.id === id)!.date === day.key);
            const rank = new Map(order.map((id, position) => [id, position]));
            for (const list of [
              day.blocks,
              day.outOfRange,
              [...day.untimed.visible, ...day.untimed.hidden],
            ]) {
              const positions = list.map((entry) => rank.get(entry.key)!);
              expect(positions).toEqual([...positions].sort((a, b) => a - b));
            }
            // The same layout, to the pixel, from any input order.
            expect(day).toEqual(again.days[index]);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('caps month cells at 5 and accounts for every job of the grid and of the agenda', () => {
    fc.assert(
      fc.property(weekArbitrary, ({ timeZone, anchor, jobs }) => {
        const date = Temporal.PlainDate.from(anchor);
        const month = layoutMonth(jobs, { timeZone, date });
        for (const day of month.weeks.flat()) {
          expect(day.visible.length).toBeLessThanOrEqual(5);
          if (day.hidden.length > 0) expect(day.visible).toHaveLength(5);
          expect([...entryIds(day.visible), ...entryIds(day.hidden)].sort()).toEqual(
            sortedIds(jobs.filter((job) => job.date === day.key)),
          );
        }
        expect(
          month.outsideRange.length +
            month.weeks.flat().reduce((n, d) => n + d.visible.length + d.hidden.length, 0),
        ).toBe(jobs.length);

        const agenda = layoutAgenda(jobs, { timeZone, date });
        const listed = agenda.days.flatMap((day) => entryIds(day.entries)).sort();
        expect(listed).toHaveLength(agenda.jobCount);
        expect(listed.length + agenda.outsideRange.length).toBe(jobs.length);
        for (const day of agenda.days) expect(day.entries.length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });
});
