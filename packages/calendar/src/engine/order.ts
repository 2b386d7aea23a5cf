import { Temporal } from './temporal.ts';
import { parseIsoDate } from './civil.ts';
import { parseInstant } from './iso-instant.ts';
import { calendarOrder, statusRank } from './prepare.ts';
import type { CalendarJobInput } from './types.ts';

/**
 * Jobs in calendar order: by date, then as every view orders a day (spec §4): jobs with a start
 * and an end time first, by start; then jobs without times by status (SCHEDULED, IN_PROGRESS,
 * COMPLETED, CANCELLED) and `order`; then by id. Returns a new array.
 */
export function orderJobs<T extends CalendarJobInput>(jobs: readonly T[], timeZone: string): T[] {
  const count = jobs.length;
  const day = new Float64Array(count);
  const hasTime = new Uint8Array(count);
  const startMs = new Float64Array(count);
  const rank = new Uint8Array(count);
  const orderKey = new Float64Array(count);
  const ids = jobs.map((job) => job.id);
  jobs.forEach((job, i) => {
    const parsed = parseIsoDate(job.date);
    // Jobs without a readable date go last.
    day[i] = Number.isNaN(parsed) ? Number.MAX_VALUE : parsed;
    const start = parseInstant(job.scheduledStartTime, timeZone);
    const end = parseInstant(job.scheduledEndTime, timeZone);
    if (!Number.isNaN(start) && !Number.isNaN(end)) {
      hasTime[i] = 1;
      startMs[i] = start;
    } else {
      rank[i] = statusRank(job.status);
      orderKey[i] = Number.isFinite(job.order) ? job.order : Number.MAX_VALUE;
    }
  });
  const compareDay = calendarOrder(hasTime, startMs, rank, orderKey, ids);
  return Array.from(jobs.keys())
    .sort((a, b) => day[a]! - day[b]! || compareDay(a, b))
    .map((i) => jobs[i]!);
}

/**
 * The time of day of an entry's `startMinute` or `endMinute`, for formatting
 * (`toPlainTime(entry.startMinute).toLocaleString(locale, { timeStyle: 'short' })`). Minutes past
 * 1440 (an end after midnight) give the time on the later day.
 */
export function toPlainTime(minute: number): Temporal.PlainTime {
  const second = ((Math.round(minute * 60) % 86_400) + 86_400) % 86_400;
  return new Temporal.PlainTime(
    Math.floor(second / 3600),
    Math.floor(second / 60) % 60,
    second % 60,
  );
}
