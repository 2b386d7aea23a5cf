import { formatTimeRange } from '@spotless/calendar/engine';
import { Temporal } from '@spotless/calendar/temporal';
import type { Job } from '../../../api/jobs.ts';
import { wallMinutes } from '../../../lib/job-text.ts';
import { jobInputOf, type JobInput } from '../../../lib/job-status.ts';
import { longDate } from '../job-format.ts';
import type { JobConflictsQuery } from './api/job-conflicts.ts';

/**
 * Where a job is: its day, its wall-clock minutes from that day's midnight in the organisation's
 * zone (0 to 1440; null for a job without time, both or neither), and its team. What a move
 * changes, and nothing else: the calendar's drop and keys, and the `Move…` dialog, all give one.
 * A stored time's seconds are a fraction of its minute (09:00:30 is 540.5), so a move that leaves
 * a time's minute as it was, and an undo, save it to the second.
 */
export interface JobPlace {
  date: string;
  startMinutes: number | null;
  endMinutes: number | null;
  teamId: string;
}

/** Wall-clock minutes from `date`'s midnight, the seconds as a fraction. */
const exactMinutes = (instant: string, date: string, timeZone: string) =>
  wallMinutes(instant, date, timeZone) +
  Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone).second / 60;

/** The job's place as it is stored. */
export function placeOf(job: Job, timeZone: string): JobPlace {
  const { scheduledStartTime: start, scheduledEndTime: end } = job;
  const timed = start != null && end != null;
  return {
    date: job.date,
    startMinutes: timed ? exactMinutes(start, job.date, timeZone) : null,
    endMinutes: timed ? exactMinutes(end, job.date, timeZone) : null,
    teamId: job.teamId,
  };
}

/**
 * `place` with the stored seconds of each time whose minute it leaves as it was: the calendar
 * moves in whole minutes, and a drop on another day at the same time keeps 09:00:30.
 */
export function withStoredSeconds(place: JobPlace, stored: JobPlace): JobPlace {
  const keep = (minutes: number | null, was: number | null) =>
    minutes != null && was != null && Math.floor(minutes) === Math.floor(was) ? was : minutes;
  return {
    ...place,
    startMinutes: keep(place.startMinutes, stored.startMinutes),
    endMinutes: keep(place.endMinutes, stored.endMinutes),
  };
}

export const isSamePlace = (a: JobPlace, b: JobPlace): boolean =>
  a.date === b.date &&
  a.startMinutes === b.startMinutes &&
  a.endMinutes === b.endMinutes &&
  a.teamId === b.teamId;

/**
 * Minutes from `date`'s midnight as a timestamp with its offset in the zone. 1440 is the next
 * midnight, which ends a job at the end of its day; a time the clocks skip moves forward by the
 * gap, as the job form's times do.
 */
function timestampAt(date: string, minutes: number, timeZone: string): string {
  const seconds = Math.round(minutes * 60);
  const day = Temporal.PlainDate.from(date).add({ days: Math.floor(seconds / 86_400) });
  const inDay = seconds % 86_400;
  return day
    .toZonedDateTime({
      timeZone,
      plainTime: Temporal.PlainTime.from({
        hour: Math.floor(inDay / 3600),
        minute: Math.floor(inDay / 60) % 60,
        second: inDay % 60,
      }),
    })
    .toString({ timeZoneName: 'never', smallestUnit: 'second' });
}

/** The `PUT /jobs/{id}` body of the job at `place`: every other field as stored. */
export function placeInput(job: Job, place: JobPlace, timeZone: string): JobInput {
  const { date, startMinutes: start, endMinutes: end } = place;
  const timed = start != null && end != null;
  return {
    ...jobInputOf(job),
    date,
    teamId: place.teamId,
    scheduledStartTime: timed ? timestampAt(date, start, timeZone) : null,
    scheduledEndTime: timed ? timestampAt(date, end, timeZone) : null,
  };
}

/**
 * The job as the calendar shows it at once, before the server answers: the new place, and the
 * new team's name and colour when the team changes (`team`, from the teams the caller lists).
 */
export function movedJob(
  job: Job,
  place: JobPlace,
  timeZone: string,
  team: Job['team'] = job.team,
): Job {
  const input = placeInput(job, place, timeZone);
  return {
    ...job,
    date: place.date,
    teamId: place.teamId,
    team: place.teamId === job.teamId ? job.team : team,
    scheduledStartTime: input.scheduledStartTime ?? null,
    scheduledEndTime: input.scheduledEndTime ?? null,
  };
}

/** `Thursday, December 3, 2026, 9:00 AM – 11:00 AM` (the date alone for a job without time). */
export function placeText(place: JobPlace, locale: string): string {
  const date = longDate(place.date, locale);
  if (place.startMinutes == null || place.endMinutes == null) return date;
  const [start, end] = [Math.floor(place.startMinutes), Math.floor(place.endMinutes)];
  return `${date}, ${formatTimeRange(start, end, locale, 'full')}`;
}

const clockTime = (exact: number) => {
  const minutes = Math.floor(exact);
  return `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/** The conflicts check of a job at `place` (the job itself left out). */
export function conflictsQuery(place: JobPlace, jobId?: string): JobConflictsQuery {
  const { startMinutes: start, endMinutes: end } = place;
  return {
    date: place.date,
    teamId: place.teamId,
    ...(start != null && end != null
      ? { startTime: clockTime(start), endTime: clockTime(end) }
      : {}),
    ...(jobId ? { jobId } : {}),
  };
}
