import fc from 'fast-check';
import { Temporal } from '../temporal.ts';

import { STATUS_ORDER } from '../prepare.ts';
import type { JobStatus } from '../types.ts';
import type { TestJob } from './jobs.ts';

// Generated weeks for the property tests: jobs of every kind (with times, without, with a start
// only, past midnight, from either pass of a repeated hour, written with an offset or in UTC) in
// weeks whose clocks change.

// Weeks chosen for their traps: both New York DST changes, a year end, Santiago's repeated
// 23:00 hour and skipped midnight, São Paulo's skipped midnight, Lord Howe's half-hour change,
// 29 February, and a plain UTC week.
export const WEEKS: readonly (readonly [string, string])[] = [
  ['America/New_York', '2026-03-08'],
  ['America/New_York', '2026-11-01'],
  ['America/New_York', '2026-12-30'],
  ['America/Santiago', '2026-04-04'],
  ['America/Santiago', '2026-09-06'],
  ['America/Sao_Paulo', '2018-11-04'],
  ['Australia/Lord_Howe', '2026-10-04'],
  ['Asia/Kolkata', '2028-02-29'],
  ['UTC', '2026-06-10'],
];

interface JobDraft {
  readonly day: number;
  readonly kind: 'timed' | 'untimed' | 'start-only';
  readonly startSecond: number;
  readonly durationSeconds: number;
  readonly pass: 'earlier' | 'later';
  readonly utc: boolean;
  readonly status: JobStatus;
  readonly order: number;
  readonly idPrefix: string;
  /** The team's id; without one a job is never double-booked. */
  readonly team: string | null;
}

const draftArbitrary: fc.Arbitrary<JobDraft> = fc.record({
  // -1 and 7 fall outside the week.
  day: fc.integer({ min: -1, max: 7 }),
  kind: fc.constantFrom('timed', 'timed', 'timed', 'untimed', 'start-only'),
  // Quarter hours make ties and touching blocks; any second makes everything else.
  startSecond: fc.oneof(
    fc.integer({ min: 0, max: 95 }).map((quarter) => quarter * 900),
    fc.integer({ min: 0, max: 86_399 }),
  ),
  durationSeconds: fc.oneof(
    fc.integer({ min: 0, max: 1800 }),
    fc.integer({ min: 0, max: 6 }).map((hours) => hours * 3600),
    fc.integer({ min: 0, max: 30 * 3600 }),
  ),
  pass: fc.constantFrom('earlier', 'later'),
  utc: fc.boolean(),
  status: fc.constantFrom(...STATUS_ORDER),
  order: fc.integer({ min: 0, max: 4 }),
  idPrefix: fc.constantFrom('a', 'b', 'c', 'd'),
  // Few teams, so that jobs of one team often overlap (double-booked).
  team: fc.constantFrom(null, 'blue', 'green', 'red'),
});

function buildJobs(timeZone: string, anchor: string, drafts: readonly JobDraft[]): TestJob[] {
  const sunday = Temporal.PlainDate.from(anchor).subtract({
    days: Temporal.PlainDate.from(anchor).dayOfWeek % 7,
  });
  return drafts.map((draft, index) => {
    const date = sunday.add({ days: draft.day });
    let scheduledStartTime: string | null = null;
    let scheduledEndTime: string | null = null;
    if (draft.kind !== 'untimed') {
      const start = date
        .toPlainDateTime(
          Temporal.PlainTime.from({
            hour: Math.floor(draft.startSecond / 3600),
            minute: Math.floor(draft.startSecond / 60) % 60,
            second: draft.startSecond % 60,
          }),
        )
        .toZonedDateTime(timeZone, { disambiguation: draft.pass });
      const end = start.add({ seconds: draft.durationSeconds });
      const write = (zoned: Temporal.ZonedDateTime) =>
        draft.utc ? zoned.toInstant().toString() : zoned.toString({ timeZoneName: 'never' });
      scheduledStartTime = write(start);
      if (draft.kind === 'timed') scheduledEndTime = write(end);
    }
    return {
      // Unique ids whose order is unrelated to the input order.
      id: `${draft.idPrefix}-${String((index * 7919) % 1000).padStart(3, '0')}-${index}`,
      status: draft.status,
      date: date.toString(),
      order: draft.order,
      scheduledStartTime,
      scheduledEndTime,
      clientName: `Client ${index}`,
      ...(draft.team === null ? {} : { team: { id: draft.team } }),
    };
  });
}

/**
 * A week of the list above with up to 60 generated jobs, in any order. `size` is fast-check's
 * size of the job list: the default (`small`) gives about ten jobs, `large` crowds the week.
 */
export function generatedWeeks(size?: fc.SizeForArbitrary) {
  return fc
    .tuple(fc.constantFrom(...WEEKS), fc.array(draftArbitrary, { maxLength: 60, size }))
    .map(([[timeZone, anchor], drafts]) => ({
      timeZone,
      anchor,
      jobs: buildJobs(timeZone, anchor, drafts),
    }));
}

export const weekArbitrary = generatedWeeks();
