import { HttpResponse } from 'msw';
import { nameKey } from '../db/db.ts';
import { plans } from '../db/plans.ts';
import type { TeamRecord } from '../db/schema.ts';
import { UniqueConstraintError } from '../db/table.ts';
import { ownRecord, requireRole } from './access.ts';
import { operation, requireUser, type ApiContext } from './context.ts';
import { conflict, forbidden, planLimitReached } from './errors.ts';
import {
  idParamSchema,
  isActiveQuerySchema,
  teamInputSchema,
  teamUpdateSchema,
} from './request-schemas.ts';
import { toTeam, type Team } from './serializers.ts';
import { parseWith, readJsonBody, readQuery } from './validation.ts';

const nameTaken = () => conflict('A team with this name already exists.', 'name');
const byName = (a: { name: string; id: string }, b: { name: string; id: string }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.id < b.id ? -1 : 1);

export function teamsHandlers(context: ApiContext) {
  const { db } = context;
  const answer = (team: TeamRecord, status = 200) =>
    HttpResponse.json<Team>(toTeam(team, db), { status });

  return [
    operation(context, 'get', '/teams', 'listTeams', async ({ request }) => {
      const user = await requireUser(context, request);
      const { isActive } = readQuery(request, isActiveQuerySchema);
      const teams = db.teams
        .list('organizationId', user.organizationId)
        .filter((team) => isActive === undefined || team.isActive === isActive)
        .sort(byName);
      return HttpResponse.json<Team[]>(teams.map((team) => toTeam(team, db)));
    }),

    operation(context, 'post', '/teams', 'createTeam', async ({ request }) => {
      const user = await requireUser(context, request);
      requireRole(user, 'MASTER', 'ADMIN');
      const input = await readJsonBody(request, teamInputSchema);
      const team = await db.state.write(async () => {
        const organization = db.organizations.get(user.organizationId);
        if (!organization) throw forbidden();
        if (
          db.teams.count('organizationId', organization.id) >= plans[organization.planCode].maxTeams
        ) {
          throw planLimitReached('teams');
        }
        if (db.teams.isTaken('name', nameKey(organization.id, input.name))) throw nameTaken();
        const time = new Date(context.now()).toISOString();
        return db.teams.insert({
          id: crypto.randomUUID(),
          organizationId: organization.id,
          name: input.name.trim(),
          description: input.description ?? null,
          color: input.color,
          isActive: input.isActive,
          createdAt: time,
          updatedAt: time,
        });
      });
      return answer(team, 201);
    }),

    operation<{ id: string }>(
      context,
      'get',
      '/teams/:id',
      'getTeam',
      async ({ request, params }) => {
        const user = await requireUser(context, request);
        const id = parseWith(idParamSchema, params.id, 'id');
        return answer(ownRecord(user, db.teams.get(id)));
      },
    ),

    operation<{ id: string }>(
      context,
      'patch',
      '/teams/:id',
      'updateTeam',
      async ({ request, params }) => {
        const user = await requireUser(context, request);
        requireRole(user, 'MASTER', 'ADMIN');
        const id = parseWith(idParamSchema, params.id, 'id');
        const update = await readJsonBody(request, teamUpdateSchema);
        const team = await db.state.write(async () => {
          const current = ownRecord(user, db.teams.get(id));
          if (
            update.name !== undefined &&
            db.teams.isTaken('name', nameKey(current.organizationId, update.name), current.id)
          ) {
            throw nameTaken();
          }
          return db.teams
            .update(current.id, (draft) => {
              if (update.name !== undefined) draft.name = update.name.trim();
              if (update.description !== undefined) draft.description = update.description;
              if (update.color !== undefined) draft.color = update.color;
              if (update.isActive !== undefined) draft.isActive = update.isActive;
              draft.updatedAt = new Date(context.now()).toISOString();
            })
            .catch((error: unknown) => {
              throw error instanceof UniqueConstraintError ? nameTaken() : error;
            });
        });
        if (!team) throw forbidden();
        return answer(team);
      },
    ),

    operation<{ id: string }>(
      context,
      'delete',
      '/teams/:id',
      'deleteTeam',
      async ({ request, params }) => {
        const user = await requireUser(context, request);
        requireRole(user, 'MASTER', 'ADMIN');
        const id = parseWith(idParamSchema, params.id, 'id');
        await db.state.write(async () => {
          const team = ownRecord(user, db.teams.get(id));
          if (db.jobs.count('teamId', team.id) > 0) {
            throw conflict('A team with jobs cannot be deleted; deactivate it instead.');
          }
          if (db.jobSeries.count('teamId', team.id) > 0) {
            throw conflict('A team with service plans cannot be deleted; deactivate it instead.');
          }
          for (const member of db.users.list('defaultTeamId', team.id)) {
            await db.users.update(member.id, (draft) => void (draft.defaultTeamId = null));
          }
          db.teams.delete(team.id);
        });
        return new HttpResponse(null, { status: 204 });
      },
    ),
  ];
}
