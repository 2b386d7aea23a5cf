import type { components } from '@spotless/api-client/schema';
import { http, HttpResponse } from 'msw';
import type { Db } from '../db/db.ts';
import { plans } from '../db/plans.ts';
import type { OrganizationRecord } from '../db/schema.ts';
import { requireUser, route, type ApiContext } from './context.ts';
import { ApiError, messages } from './errors.ts';

type Organization = components['schemas']['Organization'];

/** The organisation with its plan's limits and what it uses of them. */
export function toOrganization(organization: OrganizationRecord, db: Db): Organization {
  return {
    id: organization.id,
    name: organization.name,
    logoUrl: organization.logoUrl,
    email: organization.email,
    phone: organization.phone,
    address: organization.address,
    city: organization.city,
    state: organization.state,
    zipCode: organization.zipCode,
    country: organization.country,
    timeZone: organization.timeZone,
    plan: { ...plans[organization.planCode] },
    usage: {
      // Every user counts, active or not: deactivating someone does not free a seat.
      users: db.users.count('organizationId', organization.id),
      // Teams arrive with their own collection; until then an organisation has none.
      teams: 0,
    },
    createdAt: organization.createdAt,
    updatedAt: organization.updatedAt,
  };
}

export function organizationsHandlers(context: ApiContext) {
  return [
    http.get(
      context.url('/organizations/current'),
      route(async ({ request }) => {
        const user = await requireUser(context, request);
        const organization = context.db.organizations.get(user.organizationId);
        if (!organization) throw new ApiError(404, 'NOT_FOUND', messages.notFound);
        return HttpResponse.json<Organization>(toOrganization(organization, context.db));
      }),
    ),
  ];
}
