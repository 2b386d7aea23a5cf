import type { components } from '@spotless/api-client/schema';
import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { storyHandlers } from './story-api.ts';

type Organization = components['schemas']['Organization'];

/**
 * The `organizations` handler group with `GET /organizations/current` answering the seeded
 * organisation as changed by `change` (other calls go to the real handlers). For plan-limit
 * stories: `organizations: organizationHandlers((o) => ({ ...o, usage: { ...o.usage, users: 10 } }))`.
 */
export function organizationHandlers(
  change: (organization: Organization) => Organization,
): HttpHandler[] {
  return [
    http.get('/v1/organizations/current', async ({ request }) => {
      const response = await getResponse(storyHandlers.organizations, request);
      if (!response?.ok) return response ?? HttpResponse.error();
      return HttpResponse.json(change((await response.json()) as Organization));
    }),
    ...storyHandlers.organizations,
  ];
}

/** The seeded organisation with every user slot of its plan taken. */
export const usersAtLimit = organizationHandlers((organization) => ({
  ...organization,
  usage: { ...organization.usage, users: organization.plan.maxUsers },
}));
