import type { components } from '@spotless/api-client/schema';
import { http, HttpResponse } from 'msw';
import type { UserRecord } from '../db/schema.ts';
import { requireUser, route, type ApiContext } from './context.ts';

type CurrentUser = components['schemas']['CurrentUser'];

/** The signed-in user's profile: snake_case names and avatar, as the contract says. */
export function toCurrentUser(user: UserRecord): CurrentUser {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: `${user.firstName} ${user.lastName}`,
    email: user.email,
    login: user.login,
    role: user.role,
    avatar_url: user.photoUrl,
    photoUrl: user.photoUrl,
    phone: user.phone,
    organizationId: user.organizationId,
    defaultTeamId: user.defaultTeamId,
    isDriver: user.isDriver,
    isActive: user.isActive,
    lastLoginAt: user.lastLoginAt,
  };
}

export function usersHandlers(context: ApiContext) {
  return [
    http.get(
      context.url('/users/me'),
      route(async ({ request }) => {
        const user = await requireUser(context, request);
        return HttpResponse.json<CurrentUser>(toCurrentUser(user));
      }),
    ),
  ];
}
