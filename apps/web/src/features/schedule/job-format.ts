import { formatDate, formatTime, formatTimeRange } from '@spotless/calendar/engine';
import { Temporal } from '@spotless/calendar/temporal';
import type { Job } from '../../api/jobs.ts';
import { wallMinutes } from '../../lib/job-text.ts';

/** `9:00 AM – 11:30 AM` in the locale's words, or null for a job without both times. */
export function scheduledTimeRange(job: Job, locale: string, timeZone: string): string | null {
  if (job.scheduledStartTime == null || job.scheduledEndTime == null) return null;
  try {
    return formatTimeRange(
      wallMinutes(job.scheduledStartTime, job.date, timeZone),
      wallMinutes(job.scheduledEndTime, job.date, timeZone),
      locale,
      'full',
    );
  } catch {
    return null;
  }
}

/** `HH:MM` or `HH:MM:SS` as minutes from midnight. */
const timeOfDayMinutes = (time: string) => {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
};

/** The tracked times: a range once the job ended, else the start alone; null before it started. */
export function trackedTimes(
  job: Pick<Job, 'trackedStartTime' | 'trackedEndTime'>,
  locale: string,
): { range: string } | { start: string } | null {
  if (job.trackedStartTime == null) return null;
  const start = timeOfDayMinutes(job.trackedStartTime);
  if (job.trackedEndTime == null) {
    return { start: formatTime(start, locale) };
  }
  return { range: formatTimeRange(start, timeOfDayMinutes(job.trackedEndTime), locale, 'full') };
}

/** `Wednesday, November 18, 2026` in the locale's words. */
export const longDate = (date: string, locale: string) =>
  formatDate(Temporal.PlainDate.from(date), locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

/** A phone number as a `tel:` link: digits and a leading `+` only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The address as one line: `42 Willow Creek Lane, Cambridge, MA 02139` (spec §3's order). */
export const addressLine = (address: Job['address']) =>
  `${address.street}, ${address.city}, ${address.state} ${address.zipCode}`.trim();

/** A Google Maps search for the address (the documented `api=1` URL, no key needed). */
export const mapHref = (address: Job['address']) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine(address))}`;
