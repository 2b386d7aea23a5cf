// `GET /job-conflicts`: what stands in the way of a job's date, time and team. The job form asks
// while it is filled in and the calendar while a job is dragged, so it reads one team's jobs of one
// day through the `teamDay` index, never the organisation's jobs.
import type { components } from '@spotless/api-client/schema';
import { HttpResponse } from 'msw';
import { Temporal } from 'temporal-polyfill';
import { instantOf, todayIn } from '../db/dates.ts';
import { dayKey } from '../db/db.ts';
import type { JobRecord } from '../db/schema.ts';
import { extendOrganizationSeries } from '../recurrence/series.ts';
import { requireRole } from './access.ts';
import { operation, requireUser, type ApiContext } from './context.ts';
import { invalidFields, type ErrorDetail } from './errors.ts';
import { endSecondsOfDay, listJobConflictsQuerySchema, secondsOfDay } from './request-schemas.ts';
import { readQuery } from './validation.ts';

type JobConflict = components['schemas']['JobConflict'];
type ConflictingJob = components['schemas']['ConflictingJob'];

const DAY = 24 * 60 * 60;
/** The calendar's grid starts at 06:00; a job before it is off the grid. */
const GRID_START = 6 * 60 * 60;

/**
 * A job's scheduled interval on the zone's wall clock, in seconds from midnight of `date`: the
 * calendar draws wall-clock times, so on a daylight-saving day a job from 01:00 to 03:00 covers
 * 01:00 to 03:00 whatever its length in hours. An end after midnight counts past 86,400.
 */
function wallInterval(
  job: JobRecord,
  date: Temporal.PlainDate,
  timeZone: string,
): { start: number; end: number } | null {
  if (job.scheduledStartTime === null || job.scheduledEndTime === null) return null;
  const startAt = instantOf(job.scheduledStartTime);
  const endAt = instantOf(job.scheduledEndTime);
  const seconds = (instant: Temporal.Instant) => {
    const zoned = instant.toZonedDateTimeISO(timeZone);
    const days = date.until(zoned.toPlainDate(), { largestUnit: 'days' }).days;
    return days * DAY + zoned.hour * 3600 + zoned.minute * 60 + zoned.second;
  };
  const start = seconds(startAt);
  let end = seconds(endAt);
  // Inside an hour that the clock repeats (daylight saving ends), a job can end before it starts
  // on the clock: it then covers its real length from its start.
  if (end <= start) end = start + Math.ceil(startAt.until(endAt).total('seconds'));
  return { start, end };
}

/** `HH:MM` on the clock, `HH:MM:SS` when the seconds are not zero; midnight is `00:00`. */
function clockText(seconds: number): string {
  const inDay = ((seconds % DAY) + DAY) % DAY;
  const pad = (value: number) => String(value).padStart(2, '0');
  const hhmm = `${pad(Math.floor(inDay / 3600))}:${pad(Math.floor(inDay / 60) % 60)}`;
  return inDay % 60 === 0 ? hhmm : `${hhmm}:${pad(inDay % 60)}`;
}

export function jobConflictsHandlers(context: ApiContext) {
  const { db } = context;

  return [
    operation(context, 'get', '/job-conflicts', 'listJobConflicts', async ({ request }) => {
      const user = await requireUser(context, request);
      // A CLEANER moves no jobs, so has nothing to check; BILLING reads the calendar as ADMIN does.
      requireRole(user, 'MASTER', 'ADMIN', 'BILLING');
      const query = readQuery(request, listJobConflictsQuerySchema);

      // The team and the job are the subject of the check, not filters: an id that names nothing
      // of the organisation is a mistake to report, as in a job's body.
      const problems: ErrorDetail[] = [];
      const team = db.teams.get(query.teamId);
      if (!team || team.organizationId !== user.organizationId) {
        problems.push({ field: 'teamId', message: 'No such team in your organisation' });
      }
      if (query.jobId !== undefined) {
        const job = db.jobs.get(query.jobId);
        if (!job || job.organizationId !== user.organizationId) {
          problems.push({ field: 'jobId', message: 'No such job in your organisation' });
        }
      }
      if (problems.length > 0 || !team) throw invalidFields(problems);

      // Visits appear as days pass: the series move up to their horizon first (once a day).
      await extendOrganizationSeries(db, user.organizationId, context.now());
      const timeZone = db.organizations.get(user.organizationId)?.timeZone ?? 'UTC';

      const conflicts: JobConflict[] = [];
      if (!team.isActive) conflicts.push({ kind: 'TEAM_INACTIVE' });
      // Both dates are four-digit `YYYY-MM-DD` (jobs' window), so text order is date order.
      if (query.date < todayIn(timeZone, context.now())) conflicts.push({ kind: 'PAST_DATE' });
      if (query.startTime !== undefined && query.endTime !== undefined) {
        const start = secondsOfDay(query.startTime);
        const end = endSecondsOfDay(query.endTime);
        if (start < GRID_START) conflicts.push({ kind: 'OUTSIDE_HOURS' });

        const date = Temporal.PlainDate.from(query.date);
        const busy: { start: number; end: number; job: ConflictingJob }[] = [];
        for (const job of db.jobs.list('teamDay', dayKey(team.id, query.date))) {
          if (job.id === query.jobId || job.status === 'CANCELLED') continue;
          if (job.organizationId !== user.organizationId) continue;
          const interval = wallInterval(job, date, timeZone);
          // Half-open intervals: a job that ends when the other starts does not overlap it.
          if (!interval || interval.start >= end || interval.end <= start) continue;
          const client = db.clients.get(job.clientId);
          busy.push({
            ...interval,
            job: {
              id: job.id,
              clientName: client ? `${client.firstName} ${client.lastName}` : '',
              startTime: clockText(interval.start),
              endTime: clockText(interval.end),
            },
          });
        }
        if (busy.length > 0) {
          busy.sort((a, b) => a.start - b.start || a.end - b.end || (a.job.id < b.job.id ? -1 : 1));
          conflicts.push({ kind: 'TEAM_BUSY', jobs: busy.map((entry) => entry.job) });
        }
      }
      return HttpResponse.json({ conflicts } satisfies components['schemas']['JobConflicts']);
    }),
  ];
}
