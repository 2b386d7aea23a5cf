// Public API of `@spotless/mock-server/node`: the mock API for tests in Node, either intercepted
// in-process (msw/node) or served over real HTTP on a free port.
import { setupServer, type SetupServer } from 'msw/node';
import type { Db } from './db/db.ts';
import type { SeedOptions } from './db/seed.ts';
import { seedOnce } from './db/seed-once.ts';
import { createHandlers, type MockApiOptions } from './handlers/index.ts';

export { startMockServer, type MockServer, type MockServerOptions } from './http-server.ts';

/** The date test data is relative to, so tests see the same data on any day. */
export const TEST_TODAY = '2026-03-16';
/** 10:00 in New York on `TEST_TODAY`: some of the day's jobs are done, some under way. */
export const TEST_NOW = Date.parse('2026-03-16T14:00:00Z');

/**
 * A freshly seeded database (seed 1, `TEST_TODAY` at `TEST_NOW` unless told otherwise). Its
 * password hashes use few PBKDF2 iterations, so that signing in costs tests next to nothing.
 *
 * A test process seeds once per set of options and gives every later database a copy of those
 * rows (`seedOnce`).
 */
export async function createTestDb(options: Omit<SeedOptions, 'db'> = {}): Promise<Db> {
  const today = options.today ?? TEST_TODAY;
  const resolved = {
    passwordIterations: 1000,
    ...options,
    today,
    now: options.now ?? (today === TEST_TODAY ? TEST_NOW : undefined),
  };
  return seedOnce(resolved);
}

export interface MockApiServerOptions extends Partial<MockApiOptions> {
  seed?: number;
  today?: string;
  scale?: number;
}

export interface MockApiServer {
  /** msw/node's server: call `listen({ onUnhandledFrame: 'error' })` before the tests. */
  server: SetupServer;
  db: Db;
  /** The base the handlers answer on, `http://localhost/v1` unless told otherwise. */
  baseUrl: string;
}

/**
 * The handlers over a fresh database, intercepted in-process by msw/node (no port, no HTTP).
 * Relative URLs mean nothing in Node, so the handlers get an absolute base.
 */
export async function setupMockApiServer(
  options: MockApiServerOptions = {},
): Promise<MockApiServer> {
  const { seed: seedValue, today, scale, ...apiOptions } = options;
  const db = apiOptions.db ?? (await createTestDb({ seed: seedValue, today, scale }));
  const baseUrl = apiOptions.baseUrl ?? 'http://localhost/v1';
  const server = setupServer(...createHandlers({ ...apiOptions, db, baseUrl }));
  return { server, db, baseUrl };
}
