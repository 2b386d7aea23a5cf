import { HttpResponse } from 'msw';
import { nameKey } from '../db/db.ts';
import type { JobTypeRecord } from '../db/schema.ts';
import { UniqueConstraintError } from '../db/table.ts';
import { ownRecord, requireRole } from './access.ts';
import { operation, requireUser, type ApiContext } from './context.ts';
import { conflict, forbidden } from './errors.ts';
import { idParamSchema, isActiveQuerySchema, jobTypeInputSchema } from './request-schemas.ts';
import { toJobType, type JobType } from './serializers.ts';
import { parseWith, readJsonBody, readQuery } from './validation.ts';

const nameTaken = () => conflict('A job type with this name already exists.', 'name');

export function jobTypesHandlers(context: ApiContext) {
  const { db } = context;
  const answer = (jobType: JobTypeRecord, status = 200) =>
    HttpResponse.json<JobType>(toJobType(jobType), { status });

  return [
    operation(context, 'get', '/job-types', 'listJobTypes', async ({ request }) => {
      const user = await requireUser(context, request);
      const { isActive } = readQuery(request, isActiveQuerySchema);
      const jobTypes = db.jobTypes
        .list('organizationId', user.organizationId)
        .filter((jobType) => isActive === undefined || jobType.isActive === isActive)
        .sort(
          (a, b) =>
            a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.id < b.id ? -1 : 1),
        );
      return HttpResponse.json<JobType[]>(jobTypes.map(toJobType));
    }),

    operation(context, 'post', '/job-types', 'createJobType', async ({ request }) => {
      const user = await requireUser(context, request);
      requireRole(user, 'MASTER', 'ADMIN');
      const input = await readJsonBody(request, jobTypeInputSchema);
      const jobType = await db.state.write(async () => {
        if (db.jobTypes.isTaken('name', nameKey(user.organizationId, input.name)))
          throw nameTaken();
        const time = new Date(context.now()).toISOString();
        return db.jobTypes.insert({
          id: crypto.randomUUID(),
          organizationId: user.organizationId,
          name: input.name.trim(),
          short: input.short ?? null,
          description: input.description ?? null,
          isActive: input.isActive,
          createdAt: time,
          updatedAt: time,
        });
      });
      return answer(jobType, 201);
    }),

    operation<{ id: string }>(
      context,
      'put',
      '/job-types/:id',
      'updateJobType',
      async ({ request, params }) => {
        const user = await requireUser(context, request);
        requireRole(user, 'MASTER', 'ADMIN');
        const id = parseWith(idParamSchema, params.id, 'id');
        const input = await readJsonBody(request, jobTypeInputSchema);
        const jobType = await db.state.write(async () => {
          const current = ownRecord(user, db.jobTypes.get(id));
          if (
            db.jobTypes.isTaken('name', nameKey(current.organizationId, input.name), current.id)
          ) {
            throw nameTaken();
          }
          return db.jobTypes
            .update(current.id, (draft) => {
              draft.name = input.name.trim();
              draft.short = input.short ?? null;
              draft.description = input.description ?? null;
              draft.isActive = input.isActive;
              draft.updatedAt = new Date(context.now()).toISOString();
            })
            .catch((error: unknown) => {
              throw error instanceof UniqueConstraintError ? nameTaken() : error;
            });
        });
        if (!jobType) throw forbidden();
        return answer(jobType);
      },
    ),

    operation<{ id: string }>(
      context,
      'delete',
      '/job-types/:id',
      'deleteJobType',
      async ({ request, params }) => {
        const user = await requireUser(context, request);
        requireRole(user, 'MASTER', 'ADMIN');
        const id = parseWith(idParamSchema, params.id, 'id');
        await db.state.write(() => {
          const jobType = ownRecord(user, db.jobTypes.get(id));
          if (db.jobs.count('jobTypeId', jobType.id) > 0) {
            throw conflict('A job type that jobs use cannot be deleted; deactivate it instead.');
          }
          if (db.jobSeries.count('jobTypeId', jobType.id) > 0) {
            throw conflict(
              'A job type that service plans use cannot be deleted; deactivate it instead.',
            );
          }
          db.jobTypes.delete(jobType.id);
        });
        return new HttpResponse(null, { status: 204 });
      },
    ),
  ];
}
