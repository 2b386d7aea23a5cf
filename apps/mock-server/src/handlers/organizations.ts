import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { hashPassword } from '../auth/password.ts';
import { createRateLimiter } from '../auth/rate-limit.ts';
import { canonicalTimeZone, isTimeZone } from '../db/dates.ts';
import { normalizeEmail, normalizeLogin } from '../db/db.ts';
import { plans } from '../db/plans.ts';
import { requireRole } from './access.ts';
import { clientAddress, operation, requireUser, type ApiContext } from './context.ts';
import {
  conflict,
  forbidden,
  invalidField,
  invalidFields,
  notFound,
  rateLimited,
} from './errors.ts';
import { confirmationProblems } from './password-resets.ts';
import { organizationRegistrationSchema, organizationUpdateSchema } from './request-schemas.ts';
import { toOrganization, type Organization } from './serializers.ts';
import { keepWallClockTimes } from './time-zone-change.ts';
import { checkWith, readJson, readJsonBody } from './validation.ts';

/** Well-formed registrations one client address may send per window; more answer 429. */
export const REGISTRATIONS_PER_ADDRESS = 20;
export const REGISTRATION_WINDOW_MS = 60 * 60 * 1000;

type Registration = z.output<typeof organizationRegistrationSchema>;

export function organizationsHandlers(context: ApiContext) {
  const { db } = context;
  const limiter = createRateLimiter({
    now: context.now,
    maxFailures: REGISTRATIONS_PER_ADDRESS,
    windowMs: REGISTRATION_WINDOW_MS,
  });

  /**
   * Inside the write lock. Creates the organisation and its MASTER user when both the login and
   * the e-mail are free; otherwise creates nothing. Either way the registrant learns the outcome
   * by e-mail only: the owner of a taken e-mail is reminded of their account, the address given
   * with a taken login is asked to choose another.
   */
  async function register(registration: Registration, passwordHash: string, webOrigin: string) {
    const { masterUser } = registration;
    const owner = db.users.findUnique('email', normalizeEmail(masterUser.email));
    if (owner) {
      await context.sendMail({
        to: owner.email,
        subject: 'You already have a Spotless account',
        text: [
          `Hello ${owner.firstName},`,
          '',
          `Someone tried to register a Spotless company with this e-mail address. You already have a Spotless account: your login is ${owner.login}.`,
          '',
          `Sign in at ${webOrigin}/login, or reset your password at ${webOrigin}/forgot-password.`,
          '',
          'If it was not you, ignore this e-mail: nothing was created and your account stays as it is.',
        ].join('\n'),
        link: `${webOrigin}/login`,
        kind: 'account-exists',
      });
      return;
    }
    if (db.users.isTaken('login', normalizeLogin(masterUser.login))) {
      await context.sendMail({
        to: masterUser.email.trim(),
        subject: 'Choose another login for Spotless',
        text: [
          `Hello ${masterUser.firstName},`,
          '',
          `The login ${masterUser.login} is already taken, so ${registration.name} was not registered. Register again with another login:`,
          '',
          `${webOrigin}/register`,
        ].join('\n'),
        link: `${webOrigin}/register`,
        kind: 'login-taken',
      });
      return;
    }

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
    const user = await db.users
      .insert({
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
        lastLoginAt: null,
        lastPasswordResetAt: null,
        createdAt: time,
        updatedAt: time,
      })
      .catch((error: unknown) => {
        // Nothing half made stays: the organisation goes with its user.
        db.organizations.delete(organization.id);
        throw error;
      });
    await context.sendMail({
      to: user.email,
      subject: `Welcome to Spotless: ${organization.name} is ready`,
      text: [
        `Hello ${user.firstName},`,
        '',
        `Welcome to Spotless! ${organization.name} is ready. Sign in as ${user.login} with the password you chose:`,
        '',
        `${webOrigin}/login`,
      ].join('\n'),
      link: `${webOrigin}/login`,
      kind: 'welcome',
    });
  }

  return [
    operation(context, 'post', '/organizations', 'registerOrganization', async ({ request }) => {
      const raw = await readJson(request);
      const checked = checkWith(organizationRegistrationSchema, raw);
      const details = checked.ok ? [] : checked.details;
      details.push(...confirmationProblems(raw, ['masterUser'], details));
      if (!checked.ok || details.length > 0) throw invalidFields(details);
      const registration = checked.data;
      if (!isTimeZone(registration.timeZone)) throw invalidField('timeZone', 'Unknown time zone');

      // Counted before the costly hash, in the same step as the check: a burst sent at once
      // cannot all get in before the first of them is counted.
      const limit = limiter.take(clientAddress(request));
      if (limit.limited) throw rateLimited(limit.retryAfterSeconds);

      // Every path hashes, takes the write lock once and sends one e-mail, so neither the answer
      // nor its timing tells whether the login or the e-mail belongs to someone.
      const passwordHash = await hashPassword(registration.masterUser.password);
      const webOrigin = context.webOrigin(request);
      await db.state.write(() => register(registration, passwordHash, webOrigin));
      return new HttpResponse(null, { status: 202, headers: { 'Cache-Control': 'no-store' } });
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
        if (update.timeZone !== undefined) {
          const zone = canonicalTimeZone(update.timeZone);
          if (zone === undefined) throw invalidField('timeZone', 'Unknown time zone');
          update.timeZone = zone;
        }
        const updated = await db.state.write(async () => {
          const organization = db.organizations.get(user.organizationId);
          if (!organization) throw notFound();
          const time = new Date(context.now()).toISOString();
          const changesPlan =
            update.planCode !== undefined && update.planCode !== organization.planCode;
          if (changesPlan && user.role !== 'MASTER') throw forbidden();
          if (changesPlan && update.planCode) {
            const plan = plans[update.planCode];
            if (
              db.users.count('organizationId', organization.id) > plan.maxUsers ||
              db.teams.count('organizationId', organization.id) > plan.maxTeams
            ) {
              throw conflict(
                'Your organisation uses more users or teams than this plan allows.',
                'planCode',
              );
            }
          }
          // In the same write: no one may read the new zone with times still in the old one.
          if (update.timeZone !== undefined && update.timeZone !== organization.timeZone) {
            await keepWallClockTimes(
              db,
              organization.id,
              organization.timeZone,
              update.timeZone,
              time,
            );
          }
          return db.organizations.update(organization.id, (draft) => {
            for (const [key, value] of Object.entries(update)) {
              if (value !== undefined) (draft as Record<string, unknown>)[key] = value;
            }
            draft.updatedAt = time;
          });
        });
        if (!updated) throw notFound();
        return HttpResponse.json<Organization>(toOrganization(updated, db));
      },
    ),
  ];
}
