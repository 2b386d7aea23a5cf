import { formatDate } from '@spotless/calendar/engine';
import type { components } from '@spotless/api-client/schema';
import { Temporal } from '@spotless/calendar/temporal';

type VisitField = components['schemas']['VisitField'];

/** What a visit's own change is called in its details (`schedule.details.visitFields.<word>`). */
export type VisitChange =
  'date' | 'time' | 'address' | 'team' | 'jobType' | 'charge' | 'chargeBy' | 'notes';

/** Start and end are one `time`: a visit moved by an hour changed both. */
const changeOf: Record<VisitField, VisitChange> = {
  date: 'date',
  scheduledStartTime: 'time',
  scheduledEndTime: 'time',
  addressId: 'address',
  teamId: 'team',
  jobTypeId: 'jobType',
  chargeAmount: 'charge',
  chargeBy: 'chargeBy',
  otherInformation: 'notes',
};

/** Who, when, where, what, for how much, then the notes: the order the details list them in. */
const changeOrder: readonly VisitChange[] = [
  'team',
  'date',
  'time',
  'address',
  'jobType',
  'charge',
  'chargeBy',
  'notes',
];

/**
 * The fields a visit changed on its own (`overrides`), each once, in the details' order
 * (`team, time`). The date is left out when the details already say where the visit moved from.
 */
export function visitChanges(overrides: readonly VisitField[], isMoved: boolean): VisitChange[] {
  const changed = new Set(overrides.map((field) => changeOf[field]));
  if (isMoved) changed.delete('date');
  return changeOrder.filter((change) => changed.has(change));
}

/**
 * `Tuesday, December 15`: the day a visit was planned on (`originalDate`), with its year only
 * when it differs from the year of the day the visit moved to.
 */
export function plannedDate(date: string, movedTo: string, locale: string): string {
  const day = Temporal.PlainDate.from(date);
  return formatDate(day, locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: day.year === Temporal.PlainDate.from(movedTo).year ? undefined : 'numeric',
  });
}
