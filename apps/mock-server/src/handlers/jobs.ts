import { HttpResponse } from 'msw';
import { Temporal } from 'temporal-polyfill';
import type { z } from 'zod';
import {
  addDays,
  dateIn,
  epochMillisecondsOf,
  instantOf,
  isJobDate,
  LAST_JOB_DATE,
  toZonedIso,
} from '../db/dates.ts';
import { dayKey, type Db } from '../db/db.ts';
import type { JobRecord, JobStatus, UserRecord } from '../db/schema.ts';
import { changedFields, cleanerSeesJob, ownRecord, requireRole } from './access.ts';
import { operation, requireUser, type ApiContext } from './context.ts';
import { conflict, forbidden, invalidFields, type ErrorDetail } from './errors.ts';
import { idParamSchema, jobInputSchema, listJobsQuerySchema } from './request-schemas.ts';
import { rawJsonResponse } from './raw-body.ts';
import { jobListKey, ListCache } from './list-cache.ts';
import { jobJson } from './serializers.ts';
import { parseWith, readJsonBody, readQuery } from './validation.ts';

type JobInput = z.output<typeof jobInputSchema>;
type JobFields = Omit<
  JobRecord,
  'id' | 'organizationId' | 'createdById' | 'createdAt' | 'updatedAt'
>;

/** Allowed status changes; COMPLETED and CANCELLED are final. */
const nextStatuses: Record<JobStatus, readonly JobStatus[]> = {
  SCHEDULED: ['IN_PROGRESS', 'CANCELLED'],
  IN_PROGRESS: ['COMPLETED', 'CANCELLED'],
  COMPLETED: [],
  CANCELLED: [],
};
const billingFields = new Set<string>(['chargeAmount', 'chargeBy', 'isPaid']);
const cleanerFields = new Set<string>(['status', 'trackedStartTime', 'trackedEndTime']);

const seconds = (time: string | null) => (time === null || time.length > 5 ? time : `${time}:00`);
const instant = (timestamp: string | null) =>
  timestamp === null ? null : epochMillisecondsOf(timestamp);

/** The stored fields of a job from the input; omitted optional fields take their defaults. */
function jobFields(input: JobInput, timeZone: string): JobFields {
  const zoned = (timestamp: string | null | undefined) =>
    timestamp == null ? null : toZonedIso(instantOf(timestamp), timeZone);
  return {
    status: input.status,
    date: input.date,
    order: input.order,
    scheduledStartTime: zoned(input.scheduledStartTime),
    scheduledEndTime: zoned(input.scheduledEndTime),
    trackedStartTime: input.trackedStartTime ?? null,
    trackedEndTime: input.trackedEndTime ?? null,
    chargeAmount: input.chargeAmount ?? null,
    chargeBy: input.chargeBy ?? null,
    otherInformation: input.otherInformation ?? null,
    isPaid: input.isPaid,
    cancelReason: input.cancelReason ?? null,
    jobTypeId: input.jobTypeId ?? null,
    clientId: input.clientId,
    addressId: input.addressId,
    teamId: input.teamId,
  };
}

/** What counts as a change: the same instant or time of day written differently is none. */
function comparable(fields: JobFields) {
  return {
    ...fields,
    scheduledStartTime: instant(fields.scheduledStartTime),
    scheduledEndTime: instant(fields.scheduledEndTime),
    trackedStartTime: seconds(fields.trackedStartTime),
    trackedEndTime: seconds(fields.trackedEndTime),
  };
}

/** The rules between fields of one job. */
function timeProblems(fields: JobFields, timeZone: string): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const { scheduledStartTime: start, scheduledEndTime: end } = fields;
  if ((start === null) !== (end === null)) {
    details.push({
      field: start === null ? 'scheduledStartTime' : 'scheduledEndTime',
      message: 'Set both the start and the end, or neither',
    });
  } else if (start !== null && end !== null) {
    const startAt = instantOf(start);
    const endAt = instantOf(end);
    if (dateIn(startAt, timeZone).toString() !== fields.date) {
      details.push({
        field: 'scheduledStartTime',
        message: "The start must fall on the job's date",
      });
    }
    if (Temporal.Instant.compare(endAt, startAt) <= 0) {
      details.push({ field: 'scheduledEndTime', message: 'The end must be after the start' });
    } else if (!isJobDate(dateIn(endAt, timeZone))) {
      // A start on the job's date is inside the window; an end may run past its last day.
      details.push({
        field: 'scheduledEndTime',
        message: `The end must fall on or before ${LAST_JOB_DATE}`,
      });
    }
  }
  const trackedStart = seconds(fields.trackedStartTime);
  const trackedEnd = seconds(fields.trackedEndTime);
  if (trackedStart !== null && trackedEnd !== null && trackedEnd <= trackedStart) {
    details.push({ field: 'trackedEndTime', message: 'The end must be after the start' });
  }
  if (fields.status === 'CANCELLED' && !fields.cancelReason?.trim()) {
    details.push({ field: 'cancelReason', message: 'A cancelled job needs a reason' });
  }
  return details;
}

/**
 * The client, address, team and job type must be the organisation's; the address must be the
 * client's; and what is newly assigned must be active (a job keeps one deactivated later).
 */
function referenceProblems(
  db: Db,
  user: UserRecord,
  fields: JobFields,
  current?: JobFields,
): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const assigned = (key: 'addressId' | 'teamId' | 'jobTypeId') =>
    current === undefined || current[key] !== fields[key];

  const client = db.clients.get(fields.clientId);
  if (!client || client.organizationId !== user.organizationId) {
    details.push({ field: 'clientId', message: 'No such client in your organisation' });
  }
  const address = db.addresses.get(fields.addressId);
  if (!address || address.organizationId !== user.organizationId) {
    details.push({ field: 'addressId', message: 'No such address in your organisation' });
  } else if (client && address.clientId !== client.id) {
    details.push({ field: 'addressId', message: 'The address does not belong to this client' });
  } else if (!address.isActive && assigned('addressId')) {
    details.push({ field: 'addressId', message: 'This address is inactive' });
  }
  const team = db.teams.get(fields.teamId);
  if (!team || team.organizationId !== user.organizationId) {
    details.push({ field: 'teamId', message: 'No such team in your organisation' });
  } else if (!team.isActive && assigned('teamId')) {
    details.push({ field: 'teamId', message: 'This team is inactive' });
  }
  if (fields.jobTypeId !== null) {
    const jobType = db.jobTypes.get(fields.jobTypeId);
    if (!jobType || jobType.organizationId !== user.organizationId) {
      details.push({ field: 'jobTypeId', message: 'No such job type in your organisation' });
    } else if (!jobType.isActive && assigned('jobTypeId')) {
      details.push({ field: 'jobTypeId', message: 'This job type is inactive' });
    }
  }
  return details;
}

/** Calendar order: by date, then timed jobs by start, then jobs without times by `order`. */
function sortKey(job: JobRecord): string {
  const start = job.scheduledStartTime === null ? null : Date.parse(job.scheduledStartTime);
  return `${job.date}|${start === null ? `1|${String(job.order).padStart(5, '0')}` : `0|${String(start).padStart(15, '0')}`}|${job.id}`;
}

function jobResponse(db: Db, job: JobRecord, status = 200): Response {
  return rawJsonResponse(jobJson(job, db), { status });
}

export function jobsHandlers(context: ApiContext) {
  const { db } = context;
  const listCache = new ListCache<string>();
  const zoneOf = (user: UserRecord) => db.organizations.get(user.organizationId)?.timeZone ?? 'UTC';

  return [
    operation(context, 'get', '/jobs', 'listJobs', async ({ request }) => {
      const user = await requireUser(context, request);
      const query = readQuery(request, listJobsQuerySchema);

      let teamId = query.teamId;
      if (user.role === 'CLEANER') {
        // A cleaner sees their own team's jobs only, whatever they ask for.
        if (
          user.defaultTeamId === null ||
          (teamId !== undefined && teamId !== user.defaultTeamId)
        ) {
          return rawJsonResponse('[]', { headers: { 'X-Total-Count': '0' } });
        }
        teamId = user.defaultTeamId;
      }
      const { from, to } = query;
      const key = jobListKey(user.organizationId, teamId, query);
      const list = listCache.get(key, db.state.version, () => {
        // The range is at most a year (the schema says so): read it day by day from the index.
        const candidates: JobRecord[] = [];
        for (let date = from; date <= to; date = addDays(date, 1)) {
          const day = teamId
            ? db.jobs.list('teamDay', dayKey(teamId, date))
            : db.jobs.list('organizationDay', dayKey(user.organizationId, date));
          for (const job of day) candidates.push(job);
        }
        const wanted = query.status ? new Set(query.status) : null;
        const jobs = candidates.filter(
          (job) =>
            job.organizationId === user.organizationId &&
            (teamId === undefined || job.teamId === teamId) &&
            (query.clientId === undefined || job.clientId === query.clientId) &&
            (wanted === null || wanted.has(job.status)),
        );
        const keyed = jobs.map((job) => [sortKey(job), job] as const);
        keyed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        return keyed.map(([, job]) => jobJson(job, db));
      });
      const page = list.slice(query.offset, query.offset + query.limit);
      return rawJsonResponse(`[${page.join(',')}]`, {
        headers: { 'X-Total-Count': String(list.length) },
      });
    }),

    operation(context, 'post', '/jobs', 'createJob', async ({ request }) => {
      const user = await requireUser(context, request);
      requireRole(user, 'MASTER', 'ADMIN');
      const input = await readJsonBody(request, jobInputSchema);
      const zone = zoneOf(user);
      const fields = jobFields(input, zone);
      const problems = timeProblems(fields, zone);
      if (problems.length > 0) throw invalidFields(problems);

      const job = await db.state.write(async () => {
        const references = referenceProblems(db, user, fields);
        if (references.length > 0) throw invalidFields(references);
        const time = new Date(context.now()).toISOString();
        return db.jobs.insert({
          id: crypto.randomUUID(),
          organizationId: user.organizationId,
          ...fields,
          createdById: user.id,
          createdAt: time,
          updatedAt: time,
        });
      });
      return jobResponse(db, job, 201);
    }),

    operation<{ id: string }>(
      context,
      'get',
      '/jobs/:id',
      'getJob',
      async ({ request, params }) => {
        const user = await requireUser(context, request);
        const id = parseWith(idParamSchema, params.id, 'id');
        const job = ownRecord(user, db.jobs.get(id));
        if (user.role === 'CLEANER' && !cleanerSeesJob(user, job)) throw forbidden();
        return jobResponse(db, job);
      },
    ),

    operation<{ id: string }>(
      context,
      'put',
      '/jobs/:id',
      'updateJob',
      async ({ request, params }) => {
        const user = await requireUser(context, request);
        const id = parseWith(idParamSchema, params.id, 'id');
        const input = await readJsonBody(request, jobInputSchema);
        const zone = zoneOf(user);
        const fields = jobFields(input, zone);

        const job = await db.state.write(async () => {
          const current = ownRecord(user, db.jobs.get(id));
          if (user.role === 'CLEANER' && !cleanerSeesJob(user, current)) throw forbidden();
          const changed = changedFields(comparable(current), comparable(fields)).map(String);
          if (user.role === 'BILLING' && changed.some((field) => !billingFields.has(field))) {
            throw forbidden();
          }
          if (user.role === 'CLEANER') {
            const forward = fields.status === 'IN_PROGRESS' || fields.status === 'COMPLETED';
            if (changed.some((field) => !cleanerFields.has(field))) throw forbidden();
            if (changed.includes('status') && !forward) throw forbidden();
          }
          if (
            fields.status !== current.status &&
            !nextStatuses[current.status].includes(fields.status)
          ) {
            throw conflict(
              `A job cannot move from ${current.status} to ${fields.status}.`,
              'status',
            );
          }
          const problems = [
            ...timeProblems(fields, zone),
            ...referenceProblems(db, user, fields, current),
          ];
          if (problems.length > 0) throw invalidFields(problems);
          if (changed.length === 0) return current;
          return (
            (await db.jobs.update(current.id, (draft) => {
              Object.assign(draft, fields);
              draft.updatedAt = new Date(context.now()).toISOString();
            })) ?? current
          );
        });
        return jobResponse(db, job);
      },
    ),

    operation<{ id: string }>(
      context,
      'delete',
      '/jobs/:id',
      'deleteJob',
      async ({ request, params }) => {
        const user = await requireUser(context, request);
        requireRole(user, 'MASTER', 'ADMIN');
        const id = parseWith(idParamSchema, params.id, 'id');
        await db.state.write(() => {
          const job = ownRecord(user, db.jobs.get(id));
          db.jobs.delete(job.id);
        });
        return new HttpResponse(null, { status: 204 });
      },
    ),
  ];
}
