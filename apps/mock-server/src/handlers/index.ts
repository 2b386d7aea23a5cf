// Public API of `@spotless/mock-server/handlers`: MSW request handlers for the /v1 API, for the
// Node server, Storybook (in the browser) and Vitest (msw/node).
import type { HttpHandler } from 'msw';
import { devHandlers } from '../dev/handlers.ts';
import { addressTypesHandlers } from './address-types.ts';
import { authHandlers } from './auth.ts';
import { calendarFeedsHandlers } from './calendar-feeds.ts';
import { clientsHandlers } from './clients.ts';
import { entryCodeRevealsHandlers } from './entry-code-reveals.ts';
import { createApiContext, operationIds, type ApiContext, type MockApiOptions } from './context.ts';
import { healthHandlers } from './health.ts';
import { jobConflictsHandlers } from './job-conflicts.ts';
import { jobTypesHandlers } from './job-types.ts';
import { jobSeriesHandlers } from './job-series.ts';
import { jobsHandlers } from './jobs.ts';
import { organizationsHandlers } from './organizations.ts';
import { passwordResetsHandlers } from './password-resets.ts';
import { teamsHandlers } from './teams.ts';
import { usersHandlers } from './users.ts';

export type { MockApiOptions } from './context.ts';
export type { ErrorBody, ErrorCode } from './errors.ts';
export { DevControls, type RequestLogEntry } from '../dev/controls.ts';

/**
 * Handlers grouped by resource. Storybook takes them as is
 * (`parameters.msw.handlers = { ...groups, jobs: [override] }`), so a story replaces one group
 * and keeps the others.
 */
export interface HandlerGroups {
  health: HttpHandler[];
  auth: HttpHandler[];
  passwordResets: HttpHandler[];
  organizations: HttpHandler[];
  users: HttpHandler[];
  teams: HttpHandler[];
  jobTypes: HttpHandler[];
  addressTypes: HttpHandler[];
  clients: HttpHandler[];
  jobs: HttpHandler[];
  jobSeries: HttpHandler[];
  calendarFeeds: HttpHandler[];
  entryCodeReveals: HttpHandler[];
  /** The QA controls under `/__dev` (empty when `devRoutes` is false). */
  dev: HttpHandler[];
}

export type HandlerGroupName = keyof HandlerGroups;

/** The handlers and the context they share (the Node server needs both). */
export interface MockApi {
  context: ApiContext;
  groups: HandlerGroups;
}

export function createMockApi(options: MockApiOptions): MockApi {
  const context = createApiContext(options);
  const api: Omit<HandlerGroups, 'dev'> = {
    // The calendar's calls first: MSW tries handlers in order.
    // The conflicts check is a Jobs operation: a story that overrides `jobs` overrides it too.
    jobs: [...jobsHandlers(context), ...jobConflictsHandlers(context)],
    jobSeries: jobSeriesHandlers(context),
    calendarFeeds: calendarFeedsHandlers(context),
    entryCodeReveals: entryCodeRevealsHandlers(context),
    teams: teamsHandlers(context),
    jobTypes: jobTypesHandlers(context),
    addressTypes: addressTypesHandlers(context),
    clients: clientsHandlers(context),
    users: usersHandlers(context),
    organizations: organizationsHandlers(context),
    auth: authHandlers(context),
    passwordResets: passwordResetsHandlers(context),
    health: healthHandlers(context),
  };
  const ids = Object.values(api)
    .flat()
    .flatMap((handler) => operationIds.get(handler) ?? []);
  const groups: HandlerGroups = {
    ...api,
    dev: context.devRoutes ? devHandlers(context, ids) : [],
  };
  return { context, groups };
}

/** Every group, sharing one clock, signing key, sign-in rate limiter and QA controls. */
export function createHandlerGroups(options: MockApiOptions): HandlerGroups {
  return createMockApi(options).groups;
}

/** The same handlers as one list, for `setupServer(...)`, `setupWorker(...)` or `getResponse`. */
export function createHandlers(options: MockApiOptions): HttpHandler[] {
  return Object.values(createHandlerGroups(options)).flat();
}
