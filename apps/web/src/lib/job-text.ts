import type { components } from '@spotless/api-client/schema';
import { formatTimeRange } from '@spotless/calendar/engine';
import { Temporal } from '@spotless/calendar/temporal';

type Job = components['schemas']['Job'];

/** One formatter per zone, giving the wall-clock date and 24-hour time of an instant. */
const wallClocks = new Map<string, Intl.DateTimeFormat>();
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

const MS_PER_DAY = 86_400_000;
/** Epoch day of a `YYYY-MM-DD` date. */
const epochDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY;

/**
 * Minutes from the midnight of the job's date to an instant, on the wall clock of `timeZone`.
 * Read through one cached `Intl.DateTimeFormat` per zone: Temporal's zone arithmetic (the
 * polyfill's) costs about a millisecond a call, and a job's details ask on every render.
 */
export function wallMinutes(instant: string, date: string, timeZone: string): number {
  const epochMs = Date.parse(instant);
  const fromDay = epochDay(date);
  if (Number.isNaN(epochMs) || Number.isNaN(fromDay))
    return temporalWallMinutes(instant, date, timeZone);
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of wallClock(timeZone).formatToParts(epochMs)) {
    if (type !== 'literal') part[type] = Number(value);
  }
  const { year, month, day, hour, minute } = part;
  if (year === undefined || month === undefined || day === undefined) {
    return temporalWallMinutes(instant, date, timeZone);
  }
  const days = Date.UTC(year, month - 1, day) / MS_PER_DAY - fromDay;
  return days * 1440 + (hour ?? 0) * 60 + (minute ?? 0);
}

/** The same through Temporal: for a shape `Date.parse` does not read (nanoseconds, a zone name). */
function temporalWallMinutes(instant: string, date: string, timeZone: string): number {
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
