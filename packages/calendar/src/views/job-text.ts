import { type CalendarEntry, formatTime, formatTimeRange } from '../engine/index.ts';
import type { CalendarJob, CalendarLabels } from './types.ts';

/** `Olivia Hartley`, or an empty string when the job has no client. */
export function clientName(job: CalendarJob): string {
  const client = job.client;
  if (client == null) return '';
  return `${client.firstName} ${client.lastName}`.trim();
}

/** The spec's address line: street, city, state, zip code. */
export function addressLine(job: CalendarJob): string {
  const address = job.address;
  if (address == null) return '';
  return [address.street, address.city, address.state, address.zipCode]
    .filter((part) => part !== '')
    .join(', ');
}

/** The kind of place (`House`, `Office`…), or an empty string when the address has none. */
export const addressTypeName = (job: CalendarJob): string => job.address?.addressType?.name ?? '';

/**
 * `9:00 – 11:30 AM`, or the label for a job without times. `full` writes both ends whole
 * (`9:00 AM – 11:30 AM`).
 */
export function timeRangeText(
  entry: CalendarEntry<CalendarJob>,
  locale: string,
  labels: CalendarLabels,
  style: 'compact' | 'full' = 'compact',
): string {
  if (!entry.hasTime || entry.startMinute === null || entry.endMinute === null) {
    return labels.noTime;
  }
  return formatTimeRange(entry.startMinute, entry.endMinute, locale, style);
}

/** The start alone (`9:00 AM`), as the month cell shows it; empty for a job without times. */
export function startTimeText(entry: CalendarEntry<CalendarJob>, locale: string): string {
  if (!entry.hasTime || entry.startMinute === null) return '';
  return formatTime(entry.startMinute, locale);
}

/** The job's status in words: `Skipped` for a cancelled job that was skipped. */
export function statusText(job: CalendarJob, labels: CalendarLabels): string {
  if (job.status === 'CANCELLED' && job.skip != null) return labels.skipped;
  return labels.status[job.status] ?? '';
}

/** Whether the job is a visit of a series. */
export const isRecurring = (job: CalendarJob): boolean => job.seriesId != null;

/** The parts of a job a card can show, in the order its accessible name gives them. */
export type JobPart =
  | 'client'
  | 'time'
  | 'startTime'
  | 'team'
  | 'addressType'
  | 'address'
  | 'status'
  | 'doubleBooked'
  | 'past'
  | 'recurring';

const ALL_PARTS: readonly JobPart[] = [
  'client',
  'time',
  'team',
  'status',
  'doubleBooked',
  'past',
  'address',
  'recurring',
  'addressType',
];

/**
 * What a screen reader hears on a job: client, time, team, status (`Cancelled`, or `Skipped`),
 * whether it is double-booked, whether it is past, the address, whether it is a recurring visit and the address's type (`House`). The parts the card shows come first, in the order it shows them (WCAG 2.5.3: the
 * visible text starts the accessible name, so speech input can use it), then the others.
 */
export function jobLabel(
  entry: CalendarEntry<CalendarJob>,
  locale: string,
  labels: CalendarLabels,
  shown: readonly JobPart[],
): string {
  const { job } = entry;
  const text = (part: JobPart): string => {
    switch (part) {
      case 'client':
        return clientName(job);
      case 'time':
        return timeRangeText(entry, locale, labels);
      // A card showing only the start gets the whole range, which begins with that start.
      case 'startTime':
        return entry.hasTime ? timeRangeText(entry, locale, labels, 'full') : '';
      case 'team':
        return job.team?.name ?? '';
      case 'addressType':
        return addressTypeName(job);
      case 'address':
        return addressLine(job);
      case 'status':
        return statusText(job, labels);
      case 'doubleBooked':
        return entry.isDoubleBooked ? labels.doubleBooked : '';
      case 'past':
        return entry.isPast ? labels.past : '';
      case 'recurring':
        return isRecurring(job) ? labels.recurring : '';
    }
  };
  const showsTime = shown.includes('time') || shown.includes('startTime');
  const rest = ALL_PARTS.filter((part) => !shown.includes(part) && !(part === 'time' && showsTime));
  return [...shown, ...rest]
    .map(text)
    .filter((part) => part !== '')
    .join(', ');
}
