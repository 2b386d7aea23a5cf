import type { components } from '@spotless/api-client/schema';
import { formatTimeRange } from '@spotless/calendar/engine';
import { Temporal } from 'temporal-polyfill';

type Job = components['schemas']['Job'];

/** Minutes from the midnight of the job's date to an instant, on the wall clock of `timeZone`. */
export function wallMinutes(instant: string, date: string, timeZone: string): number {
  const zoned = Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone);
  const days = Temporal.PlainDate.from(date).until(zoned.toPlainDate()).days;
  return days * 1440 + zoned.hour * 60 + zoned.minute;
}

/** The client's full name as the job carries it. */
export const clientName = (job: Pick<Job, 'client'>) =>
  `${job.client.firstName} ${job.client.lastName}`.trim();

/** `9:00 – 11:30 AM` in the locale's words, or null for a job without times. */
export function jobTimeRange(job: Job, locale: string, timeZone: string): string | null {
  if (job.scheduledStartTime == null || job.scheduledEndTime == null) return null;
  return formatTimeRange(
    wallMinutes(job.scheduledStartTime, job.date, timeZone),
    wallMinutes(job.scheduledEndTime, job.date, timeZone),
    locale,
  );
}

/** `42 Willow Creek Lane, Apt 3B, Cambridge, MA 02139`. */
export const fullAddress = ({ address }: Pick<Job, 'address'>) =>
  `${[address.street, address.complement, address.city].filter(Boolean).join(', ')}, ${address.state} ${address.zipCode}`;
