import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { todayIn } from '../db/dates.ts';
import type { JobSeriesRecord, UserRecord } from '../db/schema.ts';
import { nextDates, ruleTotal } from '../recurrence/rules.ts';
import { changedFields, ownRecord, requireRole } from './access.ts';
import { operation, requireUser, type ApiContext } from './context.ts';
import { forbidden, invalidFields, conflict, type ErrorDetail } from './errors.ts';
import { referenceProblems } from './jobs.ts';
import {
  idParamSchema,
  jobSeriesEndSchema,
  jobSeriesInputSchema,
  listJobSeriesQuerySchema,
  recurrencePreviewRequestSchema,
} from './request-schemas.ts';
import {
  changeSeries,
  clockOf,
  emptyReport,
  endSeries,
  extendOrganizationSeries,
  extendSeries,
  finalDateOf,
  ruleOf,
  sameRule,
  templateOf,
  type SeriesTemplate,
} from '../recurrence/series.ts';
import { ruleFrom, ruleProblems } from './series-rules.ts';
import { toJobSeries } from './serializers.ts';
import { parseWith, readJsonBody, readQuery } from './validation.ts';

type SeriesInput = z.output<typeof jobSeriesInputSchema>;

const seconds = (time: string | null | undefined) =>
  time == null ? null : time.length > 5 ? time : `${time}:00`;

/** The template of an input: times as `HH:MM:SS`, omitted optional fields null. */
const templateFrom = (input: SeriesInput): SeriesTemplate => ({
  addressId: input.addressId,
  teamId: input.teamId,
  jobTypeId: input.jobTypeId ?? null,
  startTime: seconds(input.startTime),
  endTime: seconds(input.endTime),
  chargeAmount: input.chargeAmount ?? null,
  chargeBy: input.chargeBy ?? null,
  otherInformation: input.otherInformation ?? null,
});

/** The rules between the fields of a series that its schema cannot say. */
function seriesProblems(input: SeriesInput): ErrorDetail[] {
  const details = ruleProblems(ruleFrom(input));
  const start = seconds(input.startTime);
  const end = seconds(input.endTime);
  if ((start === null) !== (end === null)) {
    details.push({
      field: start === null ? 'startTime' : 'endTime',
      message: 'Set both the start and the end, or neither',
    });
  } else if (start !== null && end !== null && end <= start) {
    details.push({ field: 'endTime', message: 'The end must be after the start' });
  }
  return details;
}

const billingSeriesFields = new Set(['chargeAmount', 'chargeBy']);

export function jobSeriesHandlers(context: ApiContext) {
  const { db } = context;
  const todayOf = (user: UserRecord) =>
    todayIn(db.organizations.get(user.organizationId)?.timeZone ?? 'UTC', context.now());
  const seriesResponse = (user: UserRecord, series: JobSeriesRecord, status = 200) =>
    HttpResponse.json(toJobSeries(series, db, todayOf(user)), { status });
  const cleanerSees = (user: UserRecord, series: JobSeriesRecord) =>
    user.defaultTeamId !== null && series.teamId === user.defaultTeamId;

  return [
    operation(context, 'get', '/job-series', 'listJobSeries', async ({ request }) => {
      const user = await requireUser(context, request);
      const query = readQuery(request, listJobSeriesQuerySchema);
      await extendOrganizationSeries(db, user.organizationId, context.now());
      const today = todayOf(user);
      let teamId = query.teamId;
      if (user.role === 'CLEANER') {
        if (
          user.defaultTeamId === null ||
          (teamId !== undefined && teamId !== user.defaultTeamId)
        ) {
          return HttpResponse.json([], { headers: { 'X-Total-Count': '0' } });
        }
        teamId = user.defaultTeamId;
      }
      const source =
        query.clientId !== undefined
          ? db.jobSeries.list('clientId', query.clientId)
          : teamId !== undefined
            ? db.jobSeries.list('teamId', teamId)
            : db.jobSeries.list('organizationId', user.organizationId);
      const matches = source
        .filter(
          (series) =>
            series.organizationId === user.organizationId &&
            (teamId === undefined || series.teamId === teamId) &&
            (query.clientId === undefined || series.clientId === query.clientId),
        )
        .map((series) => toJobSeries(series, db, today))
        .filter((series) => query.status === undefined || series.status === query.status)
        // Newest start first; the id breaks ties so pages never overlap.
        .sort((a, b) =>
          a.startDate === b.startDate ? (a.id < b.id ? -1 : 1) : a.startDate < b.startDate ? 1 : -1,
        );
      return HttpResponse.json(matches.slice(query.offset, query.offset + query.limit), {
        headers: { 'X-Total-Count': String(matches.length) },
      });
    }),

    operation(context, 'post', '/job-series/preview', 'previewJobSeries', async ({ request }) => {
      await requireUser(context, request);
      const input = await readJsonBody(request, recurrencePreviewRequestSchema);
      const rule = ruleFrom(input);
      const problems = ruleProblems(rule);
      if (problems.length > 0) throw invalidFields(problems);
      return HttpResponse.json({
        dates: nextDates(rule, input.from ?? rule.startDate, input.count),
        total: ruleTotal(rule),
      });
    }),

    operation(context, 'post', '/job-series', 'createJobSeries', async ({ request }) => {
      const user = await requireUser(context, request);
      requireRole(user, 'MASTER', 'ADMIN');
      const input = await readJsonBody(request, jobSeriesInputSchema);
      const problems = seriesProblems(input);
      if (problems.length > 0) throw invalidFields(problems);
      const series = await db.state.write(async () => {
        const references = referenceProblems(db, user, {
          ...input,
          jobTypeId: input.jobTypeId ?? null,
        });
        if (references.length > 0) throw invalidFields(references);
        const rule = ruleFrom(input);
        const time = new Date(context.now()).toISOString();
        const created = await db.jobSeries.insert({
          id: crypto.randomUUID(),
          organizationId: user.organizationId,
          clientId: input.clientId,
          ...templateFrom(input),
          ...rule,
          finalDate: finalDateOf(rule),
          exDates: [],
          materializedThrough: null,
          createdById: user.id,
          createdAt: time,
          updatedAt: time,
        });
        await extendSeries(db, created, clockOf(db, user.organizationId, context.now()));
        return db.jobSeries.get(created.id) ?? created;
      });
      return seriesResponse(user, series, 201);
    }),

    operation<{ id: string }>(
      context,
      'get',
      '/job-series/:id',
      'getJobSeries',
      async ({ request, params }) => {
        const user = await requireUser(context, request);
        const id = parseWith(idParamSchema, params.id, 'id');
        const series = ownRecord(user, db.jobSeries.get(id));
        if (user.role === 'CLEANER' && !cleanerSees(user, series)) throw forbidden();
        return seriesResponse(user, series);
      },
    ),

    operation<{ id: string }>(
      context,
      'put',
      '/job-series/:id',
      'updateJobSeries',
      async ({ request, params }) => {
        const user = await requireUser(context, request);
        requireRole(user, 'MASTER', 'ADMIN', 'BILLING');
        const id = parseWith(idParamSchema, params.id, 'id');
        const input = await readJsonBody(request, jobSeriesInputSchema);
        const problems = seriesProblems(input);
        if (problems.length > 0) throw invalidFields(problems);
        const series = await db.state.write(async () => {
          const current = ownRecord(user, db.jobSeries.get(id));
          const template = templateFrom(input);
          const stored = templateOf(current);
          const changed = changedFields(stored, template);
          const rule = ruleFrom(input);
          const ruleChanged = !sameRule(rule, ruleOf(current));
          if (
            user.role === 'BILLING' &&
            (ruleChanged ||
              input.clientId !== current.clientId ||
              changed.some((field) => !billingSeriesFields.has(field)))
          ) {
            throw forbidden();
          }
          if (input.clientId !== current.clientId) {
            throw conflict('The client of a series cannot change.', 'clientId');
          }
          const references = referenceProblems(
            db,
            user,
            { ...input, jobTypeId: input.jobTypeId ?? null },
            { ...current },
          );
          if (references.length > 0) throw invalidFields(references);
          const delta: Partial<SeriesTemplate> = {};
          for (const field of changed) Object.assign(delta, { [field]: template[field] });
          if ('startTime' in delta || 'endTime' in delta) {
            delta.startTime = template.startTime;
            delta.endTime = template.endTime;
          }
          return changeSeries(
            db,
            current,
            undefined,
            'all',
            { template: delta, rule: ruleChanged ? rule : null },
            clockOf(db, user.organizationId, context.now()),
            emptyReport(),
          );
        });
        return seriesResponse(user, series);
      },
    ),

    operation<{ id: string }>(
      context,
      'post',
      '/job-series/:id/end',
      'endJobSeries',
      async ({ request, params }) => {
        const user = await requireUser(context, request);
        requireRole(user, 'MASTER', 'ADMIN');
        const id = parseWith(idParamSchema, params.id, 'id');
        const input = await readJsonBody(request, jobSeriesEndSchema);
        const series = await db.state.write(async () => {
          const current = ownRecord(user, db.jobSeries.get(id));
          const clock = clockOf(db, user.organizationId, context.now());
          return endSeries(db, current, input.lastDate ?? clock.today, clock, emptyReport());
        });
        return seriesResponse(user, series);
      },
    ),
  ];
}
