// Public API of `@spotless/mock-server/handlers`: MSW request handlers for the /v1 API, for the
// Node server, Storybook (in the browser) and Vitest (msw/node).
import type { HttpHandler } from 'msw';
import { authHandlers } from './auth.ts';
import { createApiContext, type MockApiOptions } from './context.ts';
import { healthHandlers } from './health.ts';
import { organizationsHandlers } from './organizations.ts';
import { usersHandlers } from './users.ts';

export type { MockApiOptions } from './context.ts';
export type { ErrorBody, ErrorCode } from './errors.ts';

/**
 * Handlers grouped by resource. Storybook takes them as is
 * (`parameters.msw.handlers = { ...groups, users: [override] }`), so a story replaces one group
 * and keeps the others.
 */
export interface HandlerGroups {
  health: HttpHandler[];
  auth: HttpHandler[];
  users: HttpHandler[];
  organizations: HttpHandler[];
}

export type HandlerGroupName = keyof HandlerGroups;

/** Every group, sharing one clock, signing key and sign-in rate limiter. */
export function createHandlerGroups(options: MockApiOptions): HandlerGroups {
  const context = createApiContext(options);
  return {
    health: healthHandlers(context),
    auth: authHandlers(context),
    users: usersHandlers(context),
    organizations: organizationsHandlers(context),
  };
}

/** The same handlers as one list, for `setupServer(...)`, `setupWorker(...)` or `getResponse`. */
export function createHandlers(options: MockApiOptions): HttpHandler[] {
  return Object.values(createHandlerGroups(options)).flat();
}
