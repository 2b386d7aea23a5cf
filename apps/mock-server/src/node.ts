// Public API of `@spotless/mock-server/node`: the mock API for tests in Node, either intercepted
// in-process (msw/node) or served over real HTTP on a free port.
import { setupServer, type SetupServer } from 'msw/node';
import { createDb, restoreDb, snapshotDb, type Db, type DbSnapshot } from './db/db.ts';
import { seed, type SeedOptions } from './db/seed.ts';
import { createHandlers, type MockApiOptions } from './handlers/index.ts';

export { startMockServer, type MockServer, type MockServerOptions } from './http-server.ts';

/** The date test data is relative to, so tests see the same data on any day. */
export const TEST_TODAY = '2026-03-16';
/** 10:00 in New York on `TEST_TODAY`: some of the day's jobs are done, some under way. */
export const TEST_NOW = Date.parse('2026-03-16T14:00:00Z');

/** The seeded data of each set of seed options asked for so far, as it was right after seeding. */
const seeded = new Map<string, DbSnapshot>();

/**
 * A freshly seeded database (seed 1, `TEST_TODAY` at `TEST_NOW` unless told otherwise). Its
 * password hashes use few PBKDF2 iterations, so that signing in costs tests next to nothing.
 *
 * The seed is deterministic: the same options make the same rows. A test process seeds once per
 * set of options and gives every later database a copy of those rows (each checked again as it
 * goes in), which takes a third of the time of making a year of visits again for every test.
 */
export async function createTestDb(options: Omit<SeedOptions, 'db'> = {}): Promise<Db> {
  const today = options.today ?? TEST_TODAY;
  const resolved = {
    passwordIterations: 1000,
    ...options,
    today,
    now: options.now ?? (today === TEST_TODAY ? TEST_NOW : undefined),
  };
  const key = JSON.stringify(resolved, Object.keys(resolved).sort());
  const snapshot = seeded.get(key);
  if (snapshot) {
    const db = createDb();
    await restoreDb(db, structuredClone(snapshot));
    return db;
  }
  const db = await seed(resolved);
  seeded.set(key, structuredClone(snapshotDb(db)));
  return db;
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
