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
import type { JobRecord, JobSeriesRecord, JobStatus, UserRecord } from '../db/schema.ts';
import { changedFields, cleanerSeesJob, ownRecord, requireRole } from './access.ts';
import { operation, requireUser, type ApiContext } from './context.ts';
import { conflict, forbidden, invalidFields, type ErrorDetail } from './errors.ts';
import {
  idParamSchema,
  jobInputSchema,
  jobSkipInputSchema,
  listJobsQuerySchema,
  seriesChangeRequestSchema,
  seriesScopeQuerySchema,
} from './request-schemas.ts';
import {
  changeSeries,
  clockOf,
  deleteVisit,
  emptyReport,
  extendOrganizationSeries,
  movedRule,
  normalizeRule,
  ownFieldsAfterEdit,
  ruleOf,
  sameRule,
  templateFields,
  templateOf,
  wallTime,
  type ChangeReport,
  type Scope,
  type SeriesDelta,
  type SeriesTemplate,
} from '../recurrence/series.ts';
import { ruleProblems } from './series-rules.ts';
import { rawJsonResponse } from './raw-body.ts';
import { jobListKey, ListCache } from './list-cache.ts';
import { jobJson } from './serializers.ts';
import { parseWith, readJsonBody, readQuery } from './validation.ts';

type JobInput = z.output<typeof jobInputSchema>;
type JobFields = Omit<
  JobRecord,
  | 'id'
  | 'organizationId'
  | 'createdById'
  | 'createdAt'
  | 'updatedAt'
  | 'seriesId'
  | 'originalDate'
  | 'overrides'
  | 'skip'
>;
type RecurrenceInput = NonNullable<JobInput['recurrence']>;

/** Thrown inside a write to take a previewed change back. */
class PreviewDone extends Error {}

const skipTexts: Record<NonNullable<JobRecord['skip']>['kind'], string> = {
  CLIENT_SKIPPED: 'Skipped by the client',
  COMPANY_MOVED: 'Moved by the company',
  LOCKOUT: 'Lockout: could not get in',
  HOLIDAY: 'Holiday',
  OTHER: 'Skipped',
};

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
  // A visit started and completed within the same second (a Start forgotten until the end) is
  // done in no time, not refused: only an end before the start is wrong.
  if (trackedStart !== null && trackedEnd !== null && trackedEnd < trackedStart) {
    details.push({ field: 'trackedEndTime', message: 'The end must not be before the start' });
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
type References = Pick<JobFields, 'clientId' | 'addressId' | 'teamId' | 'jobTypeId'>;

export function referenceProblems(
  db: Db,
  user: UserRecord,
  fields: References,
  current?: References,
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
      // Visits appear as days pass: the series move up to their horizon first (once a day).
      await extendOrganizationSeries(db, user.organizationId, context.now());

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
      if (input.recurrence) {
        problems.push({
          field: 'recurrence',
          message: 'A recurring job is created as a series (POST /job-series)',
        });
      }
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
          seriesId: null,
          originalDate: null,
          overrides: [],
          skip: null,
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
        const { scope } = readQuery(request, seriesScopeQuerySchema);
        const input = await readJsonBody(request, jobInputSchema);
        const job = await db.state.write(() => updateJob(user, id, input, scope, emptyReport()));
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
        const { scope } = readQuery(request, seriesScopeQuerySchema);
        await db.state.write(() => deleteJob(user, id, scope, emptyReport()));
        return new HttpResponse(null, { status: 204 });
      },
    ),

    operation<{ id: string }>(
      context,
      'post',
      '/jobs/:id/skip',
      'skipJob',
      async ({ request, params }) => {
        const user = await requireUser(context, request);
        requireRole(user, 'MASTER', 'ADMIN');
        const id = parseWith(idParamSchema, params.id, 'id');
        const input = await readJsonBody(request, jobSkipInputSchema);
        if (input.keepCharge && input.kind !== 'LOCKOUT') {
          throw invalidFields([
            { field: 'keepCharge', message: 'Only a lockout can keep its charge' },
          ]);
        }
        const note = input.note?.trim() ? input.note.trim() : null;
        const job = await db.state.write(async () => {
          const current = ownRecord(user, db.jobs.get(id));
          if (current.status !== 'SCHEDULED') {
            throw conflict('Only a scheduled job can be skipped.', 'status');
          }
          return (
            (await db.jobs.update(current.id, (draft) => {
              draft.status = 'CANCELLED';
              draft.cancelReason = note ?? skipTexts[input.kind];
              draft.skip = { kind: input.kind, note, isCharged: input.keepCharge };
              draft.updatedAt = new Date(context.now()).toISOString();
            })) ?? current
          );
        });
        return jobResponse(db, job);
      },
    ),

    operation<{ id: string }>(
      context,
      'post',
      '/jobs/:id/series-change-preview',
      'previewSeriesChange',
      async ({ request, params }) => {
        const user = await requireUser(context, request);
        const id = parseWith(idParamSchema, params.id, 'id');
        const body = await readJsonBody(request, seriesChangeRequestSchema);
        if (body.action === 'UPDATE' && !body.job) {
          throw invalidFields([{ field: 'job', message: 'Required to preview an update' }]);
        }
        if (body.action === 'DELETE') requireRole(user, 'MASTER', 'ADMIN');
        const report = emptyReport();
        // The change is made, measured and taken back: the preview is what saving would do.
        await db.state
          .write(async () => {
            if (body.action === 'UPDATE') await updateJob(user, id, body.job!, body.scope, report);
            else await deleteJob(user, id, body.scope, report);
            throw new PreviewDone();
          })
          .catch((error: unknown) => {
            if (!(error instanceof PreviewDone)) throw error;
          });
        return HttpResponse.json({
          action: body.action,
          scope: body.scope,
          split: report.split,
          changed: report.changed.size,
          created: report.created,
          removed: report.removed,
          untouched: report.untouched,
          keptOverrides: report.keptOverrides,
          seriesEndDate: report.seriesEndDate,
        });
      },
    ),
  ];

  /**
   * `PUT /jobs/{id}` inside the write lock. A visit of a series is changed alone (`this`), or with
   * the later visits or all of them (see `changeSeries`); `report` says what changed.
   */
  async function updateJob(
    user: UserRecord,
    id: string,
    input: JobInput,
    scope: Scope,
    report: ChangeReport,
  ): Promise<JobRecord> {
    const zone = zoneOf(user);
    const fields = jobFields(input, zone);
    const current = ownRecord(user, db.jobs.get(id));
    if (user.role === 'CLEANER' && !cleanerSeesJob(user, current)) throw forbidden();
    const series = current.seriesId ? db.jobSeries.get(current.seriesId) : undefined;
    const seriesScope = series !== undefined && scope !== 'this';
    const changed = changedFields(comparable(current), comparable(fields)).map(String);
    if (user.role === 'BILLING' && changed.some((field) => !billingFields.has(field))) {
      throw forbidden();
    }
    if (user.role === 'CLEANER') {
      const forward = fields.status === 'IN_PROGRESS' || fields.status === 'COMPLETED';
      if (changed.some((field) => !cleanerFields.has(field))) throw forbidden();
      if (changed.includes('status') && !forward) throw forbidden();
    }
    if ((user.role === 'BILLING' || user.role === 'CLEANER') && seriesScope) throw forbidden();
    if (fields.status !== current.status && !nextStatuses[current.status].includes(fields.status)) {
      throw conflict(`A job cannot move from ${current.status} to ${fields.status}.`, 'status');
    }
    const problems = [
      ...timeProblems(fields, zone),
      ...referenceProblems(db, user, fields, current),
    ];
    if (series && fields.clientId !== current.clientId) {
      problems.push({ field: 'clientId', message: "A visit keeps its series' client" });
    }
    const rule = series ? newRule(series, current, fields, input.recurrence ?? null, scope) : null;
    if (rule && !series) {
      problems.push({ field: 'recurrence', message: 'Only a visit of a series has a rule' });
    }
    if (rule && scope === 'this') {
      problems.push({
        field: 'recurrence',
        message: 'A new rule applies to this and following visits, or to all visits',
      });
    }
    if (rule) problems.push(...ruleProblems(rule, 'recurrence.'));
    if (problems.length > 0) throw invalidFields(problems);

    const timestamp = new Date(context.now()).toISOString();
    const updated =
      changed.length === 0
        ? current
        : ((await db.jobs.update(current.id, (draft) => {
            Object.assign(draft, fields);
            if (series) {
              draft.overrides = ownFieldsAfterEdit(
                current.overrides,
                draft,
                current,
                templateOf(series),
                zone,
              );
            }
            draft.updatedAt = timestamp;
          })) ?? current);
    if (changed.length > 0) report.changed.add(current.id);
    if (!series || !seriesScope) {
      report.visit = updated;
      return updated;
    }

    const delta: SeriesDelta = { template: templateDelta(current, fields, zone), rule };
    const clock = clockOf(db, user.organizationId, context.now());
    await changeSeries(db, series, updated, scope, delta, clock, report);
    const after = db.jobs.get(current.id);
    if (!after) {
      throw invalidFields([
        { field: 'recurrence', message: 'The new rule gives no visit from this date on' },
      ]);
    }
    return after;
  }

  /**
   * The rule a series edit sets: the request's `recurrence` when it differs from the series' rule,
   * and a moved date (with scope following or all) moves the rule with it. Null: the rule stays.
   */
  function newRule(
    series: JobSeriesRecord,
    current: JobRecord,
    fields: JobFields,
    recurrence: RecurrenceInput | null,
    scope: Scope,
  ) {
    const stored = ruleOf(series);
    const asked = recurrence
      ? normalizeRule({
          frequency: recurrence.frequency,
          preferredDay: recurrence.preferredDay ?? null,
          startDate: stored.startDate,
          endDate: recurrence.endDate ?? null,
          visitCount: recurrence.visitCount ?? null,
        })
      : stored;
    const moved = fields.date !== current.date && scope !== 'this';
    if (sameRule(asked, stored) && !moved) return null;
    if (scope === 'this') return asked;
    const from = [current.originalDate ?? current.date, fields.date].sort()[0]!;
    const base =
      scope === 'following' ? { ...asked, startDate: moved ? fields.date : from } : asked;
    return moved
      ? movedRule(
          base,
          current.date,
          fields.date,
          scope,
          recurrence !== null && asked.preferredDay !== stored.preferredDay,
        )
      : base;
  }

  /** `DELETE /jobs/{id}` inside the write lock. */
  async function deleteJob(
    user: UserRecord,
    id: string,
    scope: Scope,
    report: ChangeReport,
  ): Promise<void> {
    const job = ownRecord(user, db.jobs.get(id));
    const series = job.seriesId ? db.jobSeries.get(job.seriesId) : undefined;
    if (!series) {
      db.jobs.delete(job.id);
      report.removed++;
      return;
    }
    await deleteVisit(
      db,
      series,
      job,
      scope,
      clockOf(db, user.organizationId, context.now()),
      report,
    );
  }
}

/** The template fields a visit's new fields change (the series' clock times for its times). */
function templateDelta(
  current: JobRecord,
  fields: JobFields,
  timeZone: string,
): Partial<SeriesTemplate> {
  const delta: Partial<SeriesTemplate> = {};
  for (const key of templateFields) {
    if (fields[key] !== current[key]) Object.assign(delta, { [key]: fields[key] });
  }
  const start = wallTime(fields.scheduledStartTime, timeZone);
  const end = wallTime(fields.scheduledEndTime, timeZone);
  if (
    start !== wallTime(current.scheduledStartTime, timeZone) ||
    end !== wallTime(current.scheduledEndTime, timeZone)
  ) {
    delta.startTime = start;
    delta.endTime = end;
  }
  return delta;
}
