import { formatTimeRange } from '@spotless/calendar/engine';
import { wallMinutes } from '../../lib/job-text.ts';
import type { Job } from './dashboard-figures.ts';

/** `9:00 – 11:30 AM` in the locale's words, or null for a job without times. */
export function jobTimeRange(job: Job, locale: string, timeZone: string): string | null {
  if (job.scheduledStartTime == null || job.scheduledEndTime == null) return null;
  return formatTimeRange(
    wallMinutes(job.scheduledStartTime, job.date, timeZone),
    wallMinutes(job.scheduledEndTime, job.date, timeZone),
    locale,
  );
}

/** `42 Willow Creek Lane, Cambridge` (spec §3 writes addresses street, city, state, zip). */
export const shortAddress = (job: Job) => `${job.address.street}, ${job.address.city}`;
