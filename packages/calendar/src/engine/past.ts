import { parseIsoDate, plainDateOf } from './civil.ts';
import { parseInstant } from './iso-instant.ts';
import type { CalendarJobInput, Now } from './types.ts';

/**
 * Whether a job is past: its end time is at or before `now`; for a job without an end time, the end
 * of its date in the organisation's zone (the next day's start, which is not always midnight).
 */
export function isPast(job: CalendarJobInput, now: Now, timeZone: string): boolean {
  const nowMs = now.epochMilliseconds;
  const end = parseInstant(job.scheduledEndTime, timeZone);
  if (!Number.isNaN(end)) return end <= nowMs;
  const day = parseIsoDate(job.date);
  if (Number.isNaN(day)) return false;
  return plainDateOf(day + 1).toZonedDateTime(timeZone).epochMilliseconds <= nowMs;
}
