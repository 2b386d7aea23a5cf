import { formatTimeRange } from '@spotless/calendar/engine';
import { Temporal } from 'temporal-polyfill';
import type { Job } from '../../../api/jobs.ts';
import { wallMinutes } from '../../../lib/job-text.ts';
import { jobInputOf, type JobInput } from '../api/update-job-status.ts';
import { longDate } from '../job-format.ts';
import type { JobConflictsQuery } from './api/job-conflicts.ts';

/**
 * Where a job is: its day, its wall-clock minutes from that day's midnight in the organisation's
 * zone (0 to 1440; null for a job without time, both or neither), and its team. What a move
 * changes, and nothing else: the calendar's drop and keys, and the `Move…` dialog, all give one.
 */
export interface JobPlace {
  date: string;
  startMinutes: number | null;
  endMinutes: number | null;
  teamId: string;
}

/** The job's place as it is stored. */
export function placeOf(job: Job, timeZone: string): JobPlace {
  const { scheduledStartTime: start, scheduledEndTime: end } = job;
  const timed = start != null && end != null;
  return {
    date: job.date,
    startMinutes: timed ? wallMinutes(start, job.date, timeZone) : null,
    endMinutes: timed ? wallMinutes(end, job.date, timeZone) : null,
    teamId: job.teamId,
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
  const day = Temporal.PlainDate.from(date).add({ days: Math.floor(minutes / 1440) });
  const inDay = minutes % 1440;
  return day
    .toZonedDateTime({
      timeZone,
      plainTime: Temporal.PlainTime.from({ hour: Math.floor(inDay / 60), minute: inDay % 60 }),
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
  return `${date}, ${formatTimeRange(place.startMinutes, place.endMinutes, locale, 'full')}`;
}

const clockTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

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
