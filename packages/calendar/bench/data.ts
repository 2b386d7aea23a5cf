import { Temporal } from 'temporal-polyfill';
import type { CalendarJobInput, JobStatus } from '../src/engine/index.ts';

/** The organisation's zone of the data set: the week below has the autumn DST change. */
export const TIME_ZONE = 'America/New_York';
/** Sunday 1 November 2026, the day New York sets its clocks back; the week runs to 7 November. */
export const WEEK_START = Temporal.PlainDate.from('2026-11-01');
/** A moment in the middle of the week, so that past and future jobs both occur. */
export const NOW = Temporal.Instant.from('2026-11-04T17:30:00Z');

export interface BenchJob extends CalendarJobInput {
  readonly clientName: string;
}

const STATUSES: readonly JobStatus[] = ['SCHEDULED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'];

/** A small linear congruential generator: the same jobs on every machine and run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function isoWithOffset(zoned: Temporal.ZonedDateTime): string {
  return zoned.toString({ timeZoneName: 'never', smallestUnit: 'second' });
}

/**
 * `count` jobs in the DST week, as the API would send them but shuffled: 85 % with times (starts
 * from 05:00 to 23:45 wall clock, so some start before the grid; 15 minutes to 4 hours long, so
 * some run past midnight; a few short ones that the 30 px minimum makes collide), 15 % without.
 * The same jobs crowd one week of November's month grid.
 */
export function createJobs(count: number, seed = 2026): BenchJob[] {
  const random = seededRandom(seed + count);
  const jobs: BenchJob[] = [];
  for (let i = 0; i < count; i += 1) {
    const date = WEEK_START.add({ days: Math.floor(random() * 7) });
    const hasTime = random() < 0.85;
    let scheduledStartTime: string | null = null;
    let scheduledEndTime: string | null = null;
    if (hasTime) {
      const startMinute = 5 * 60 + Math.floor(random() * 76) * 15;
      const minutes = random() < 0.1 ? 15 : 30 + Math.floor(random() * 15) * 15;
      const start = date
        .toPlainDateTime({ hour: Math.floor(startMinute / 60), minute: startMinute % 60 })
        .toZonedDateTime(TIME_ZONE);
      scheduledStartTime = isoWithOffset(start);
      scheduledEndTime = isoWithOffset(start.add({ minutes }));
    }
    jobs.push({
      id: `job-${String(i).padStart(5, '0')}`,
      status: STATUSES[Math.floor(random() * STATUSES.length)]!,
      date: date.toString(),
      order: Math.floor(random() * 20),
      scheduledStartTime,
      scheduledEndTime,
      clientName: `Client ${i}`,
    });
  }
  // Fisher–Yates with the same generator: the engines get no help from a sorted input.
  for (let i = jobs.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [jobs[i], jobs[j]] = [jobs[j]!, jobs[i]!];
  }
  // Through JSON, as from the network: flat strings, plain objects.
  return JSON.parse(JSON.stringify(jobs)) as BenchJob[];
}
