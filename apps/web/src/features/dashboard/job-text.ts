import { formatTimeRange } from '@spotless/calendar/engine';
import { Temporal } from 'temporal-polyfill';
import type { Job } from './dashboard-figures.ts';

/** Minutes from the midnight of the job's date to an instant, on the wall clock of `timeZone`. */
function wallMinutes(instant: string, date: string, timeZone: string): number {
  const zoned = Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone);
  const days = Temporal.PlainDate.from(date).until(zoned.toPlainDate()).days;
  return days * 1440 + zoned.hour * 60 + zoned.minute;
}

/** `9:00 – 11:30 AM` in the locale's words, or null for a job without times. */
export function jobTimeRange(job: Job, locale: string, timeZone: string): string | null {
  if (job.scheduledStartTime == null || job.scheduledEndTime == null) return null;
  return formatTimeRange(
    wallMinutes(job.scheduledStartTime, job.date, timeZone),
    wallMinutes(job.scheduledEndTime, job.date, timeZone),
    locale,
  );
}

export const clientName = (job: Job) => `${job.client.firstName} ${job.client.lastName}`.trim();

/** `42 Willow Creek Lane, Cambridge` (spec §3 writes addresses street, city, state, zip). */
export const shortAddress = (job: Job) => `${job.address.street}, ${job.address.city}`;
