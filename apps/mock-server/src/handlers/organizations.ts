import type { components } from '@spotless/api-client/schema';
import { HttpResponse } from 'msw';
import { hashPassword } from '../auth/password.ts';
import { isTimeZone } from '../db/dates.ts';
import { normalizeEmail, normalizeLogin } from '../db/db.ts';
import { plans } from '../db/plans.ts';
import { UniqueConstraintError } from '../db/table.ts';
import { requireRole } from './access.ts';
import { operation, requireUser, type ApiContext } from './context.ts';
import {
  conflict,
  emailTaken,
  forbidden,
  invalidField,
  invalidFields,
  loginTaken,
  notFound,
} from './errors.ts';
import { confirmationProblems } from './password-resets.ts';
import { organizationRegistrationSchema, organizationUpdateSchema } from './request-schemas.ts';
import { toOrganization, type Organization } from './serializers.ts';
import { checkWith, readJson, readJsonBody } from './validation.ts';

type AuthTokens = components['schemas']['AuthTokens'];

export function organizationsHandlers(context: ApiContext) {
  const { db } = context;

  return [
    operation(context, 'post', '/organizations', 'registerOrganization', async ({ request }) => {
      const raw = await readJson(request);
      const checked = checkWith(organizationRegistrationSchema, raw);
      const details = checked.ok ? [] : checked.details;
      details.push(...confirmationProblems(raw, ['masterUser'], details));
      if (!checked.ok || details.length > 0) throw invalidFields(details);
      const registration = checked.data;
      if (!isTimeZone(registration.timeZone)) throw invalidField('timeZone', 'Unknown time zone');

      const { masterUser } = registration;
      if (db.users.isTaken('login', normalizeLogin(masterUser.login))) throw loginTaken();
      if (db.users.isTaken('email', normalizeEmail(masterUser.email))) throw emailTaken();
      const passwordHash = await hashPassword(masterUser.password);

      const tokens = await db.state.write(async () => {
        // Again under the lock: another registration may have taken them meanwhile.
        if (db.users.isTaken('login', normalizeLogin(masterUser.login))) throw loginTaken();
        if (db.users.isTaken('email', normalizeEmail(masterUser.email))) throw emailTaken();
        const time = new Date(context.now()).toISOString();
        const organization = await db.organizations.insert({
          id: crypto.randomUUID(),
          name: registration.name,
          logoUrl: null,
          email: registration.email,
          phone: registration.phone,
          address: registration.address,
          city: registration.city,
          state: registration.state,
          zipCode: registration.zipCode,
          country: registration.country,
          timeZone: registration.timeZone,
          planCode: 'STARTER',
          createdAt: time,
          updatedAt: time,
        });
        try {
          const user = await db.users.insert({
            id: crypto.randomUUID(),
            organizationId: organization.id,
            role: 'MASTER',
            firstName: masterUser.firstName,
            lastName: masterUser.lastName,
            email: masterUser.email.trim(),
            phone: masterUser.phone ?? null,
            login: masterUser.login,
            avatarId: null,
            isDriver: false,
            isActive: true,
            defaultTeamId: null,
            passwordHash,
            lastLoginAt: time,
            lastPasswordResetAt: null,
            createdAt: time,
            updatedAt: time,
          });
          return await context.auth.issueSession(user);
        } catch (error) {
          db.organizations.delete(organization.id);
          if (error instanceof UniqueConstraintError) {
            throw error.constraint === 'login' ? loginTaken() : emailTaken();
          }
          throw error;
        }
      });
      return HttpResponse.json<AuthTokens>(tokens, {
        status: 201,
        headers: { 'Cache-Control': 'no-store' },
      });
    }),

    operation(
      context,
      'get',
      '/organizations/current',
      'getCurrentOrganization',
      async ({ request }) => {
        const user = await requireUser(context, request);
        const organization = db.organizations.get(user.organizationId);
        if (!organization) throw notFound();
        return HttpResponse.json<Organization>(toOrganization(organization, db));
      },
    ),

    operation(
      context,
      'patch',
      '/organizations/current',
      'updateCurrentOrganization',
      async ({ request }) => {
        const user = await requireUser(context, request);
        requireRole(user, 'MASTER', 'ADMIN');
        const update = await readJsonBody(request, organizationUpdateSchema);
        if (update.timeZone !== undefined && !isTimeZone(update.timeZone)) {
          throw invalidField('timeZone', 'Unknown time zone');
        }
        const updated = await db.state.write(async () => {
          const organization = db.organizations.get(user.organizationId);
          if (!organization) throw notFound();
          const changesPlan =
            update.planCode !== undefined && update.planCode !== organization.planCode;
          if (changesPlan && user.role !== 'MASTER') throw forbidden();
          if (changesPlan && update.planCode) {
            const plan = plans[update.planCode];
            if (
              db.users.count('organizationId', organization.id) > plan.maxUsers ||
              db.teams.count('organizationId', organization.id) > plan.maxTeams
            ) {
              throw conflict('Your organisation uses more users or teams than this plan allows.');
            }
          }
          return db.organizations.update(organization.id, (draft) => {
            for (const [key, value] of Object.entries(update)) {
              if (value !== undefined) (draft as Record<string, unknown>)[key] = value;
            }
            draft.updatedAt = new Date(context.now()).toISOString();
          });
        });
        if (!updated) throw notFound();
        return HttpResponse.json<Organization>(toOrganization(updated, db));
      },
    ),
  ];
}
