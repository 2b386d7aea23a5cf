import type { components } from '@spotless/api-client/schema';
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
