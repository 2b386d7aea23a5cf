// For the tests: a mock server on a free port with a clock the test moves, and small HTTP calls
// whose every answer is checked against openapi.yaml.
import { createTestDb, startMockServer, TEST_NOW, type MockServer } from '../src/node.ts';
import type { Db } from '../src/db/db.ts';
import { findOperation, responseProblems } from './contract.ts';

export interface TestApi {
  api: MockServer;
  db: Db;
  /** Moves the server's clock forward. */
  advance: (milliseconds: number) => void;
  call: (method: string, path: string, options?: CallOptions) => Promise<Answer>;
  signIn: (login: string, password?: string) => Promise<Tokens>;
  /** The access token of a seeded login (signed in once, then reused). */
  tokenOf: (login: string) => Promise<string>;
}

export interface CallOptions {
  /** JSON (an object, or a raw string), or a FormData for multipart calls. */
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Skip the contract check (for answers a QA control forced on purpose). */
  unchecked?: boolean;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

export const PASSWORD = 'Spotless123!';
export const START = TEST_NOW;

/** `operationId status` of every checked answer, so a suite can tell what it covered. */
export const seen = new Set<string>();

export async function startTestApi(
  options: { accessTokenTtl?: number; webOrigin?: string } = {},
): Promise<TestApi> {
  let clock = START;
  const db = await createTestDb();
  const api = await startMockServer({
    port: 0,
    db,
    now: () => clock,
    accessTokenTtl: options.accessTokenTtl,
    webOrigin: options.webOrigin,
  });

  const call = async (
    method: string,
    path: string,
    { body, token, headers, unchecked }: CallOptions = {},
  ): Promise<Answer> => {
    const isForm = body instanceof FormData;
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body:
        body === undefined
          ? undefined
          : isForm || typeof body === 'string'
            ? (body as BodyInit)
            : JSON.stringify(body),
    });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json');
    const answer = {
      status: response.status,
      headers: response.headers,
      body: text && isJson ? JSON.parse(text) : text,
    };
    const operation = findOperation(method, path);
    if (operation && !unchecked) {
      const problems = responseProblems(operation, answer.status, answer.headers, answer.body);
      if (problems.length > 0) {
        throw new Error(
          `${method} ${path} → ${answer.status} breaks the contract:\n  ${problems.join('\n  ')}\n${text.slice(0, 500)}`,
        );
      }
      seen.add(`${operation.operationId} ${answer.status}`);
    }
    return answer;
  };

  const signIn = async (login: string, password = PASSWORD) => {
    const answer = await call('POST', '/auth/login', { body: { login, password } });
    if (answer.status !== 200) throw new Error(`${login} could not sign in: ${answer.status}`);
    return answer.body as Tokens;
  };

  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (login: string) => {
    let token = tokens.get(login);
    if (!token) {
      token = signIn(login).then((pair) => pair.access_token);
      tokens.set(login, token);
    }
    return token;
  };

  return { api, db, advance: (ms) => (clock += ms), call, signIn, tokenOf };
}

export function claimsOf(accessToken: string): Record<string, unknown> {
  const payload = accessToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Seeded fixtures, looked up in the database the server serves. */
export function fixtures(db: Db) {
  const [sparkle, fresh] = db.organizations.all();
  if (!sparkle || !fresh) throw new Error('the seed has no organisations');
  const user = (login: string) => {
    const found = db.users.findUnique('login', login);
    if (!found) throw new Error(`no seeded user ${login}`);
    return found;
  };
  const teamsOf = (organizationId: string) => db.teams.list('organizationId', organizationId);
  const activeTeam = (organizationId: string) => {
    const team = teamsOf(organizationId).find((t) => t.isActive);
    if (!team) throw new Error('no active team');
    return team;
  };
  /** A client with an active address, of the organisation (and of a team's jobs, if given). */
  const clientWithAddress = (organizationId: string, teamId?: string) => {
    for (const client of db.clients.list('organizationId', organizationId)) {
      if (!client.isActive) continue;
      if (teamId && !db.jobs.list('clientId', client.id).some((job) => job.teamId === teamId)) {
        continue;
      }
      const address = db.addresses.list('clientId', client.id).find((a) => a.isActive);
      if (address) return { client, address };
    }
    throw new Error('no client with an active address');
  };
  const jobOf = (
    organizationId: string,
    filter: (job: ReturnType<Db['jobs']['all']>[number]) => boolean = () => true,
  ) => {
    const job = db.jobs.list('organizationId', organizationId).find(filter);
    if (!job) throw new Error('no such job');
    return job;
  };
  return { sparkle, fresh, user, teamsOf, activeTeam, clientWithAddress, jobOf };
}

/** A JobSeriesInput for a new series of the organisation's first active team and first client. */
export function newSeriesBody(
  db: Db,
  organizationId: string,
  values: Record<string, unknown> = {},
) {
  const f = fixtures(db);
  const team = f.activeTeam(organizationId);
  const { client, address } = f.clientWithAddress(organizationId);
  return {
    clientId: client.id,
    addressId: address.id,
    teamId: team.id,
    jobTypeId: db.jobTypes.list('organizationId', organizationId)[0]?.id ?? null,
    startTime: '09:00',
    endTime: '11:30',
    chargeAmount: '145.00',
    chargeBy: 'FIXED',
    otherInformation: null,
    frequency: 'WEEKLY',
    preferredDay: 'TUESDAY',
    startDate: '2026-03-17',
    endDate: null,
    visitCount: null,
    ...values,
  };
}

/** The JobSeriesInput of a stored series, as `PUT /job-series/{id}` takes it. */
export function seriesInputOf(series: ReturnType<Db['jobSeries']['all']>[number]) {
  return {
    clientId: series.clientId,
    addressId: series.addressId,
    teamId: series.teamId,
    jobTypeId: series.jobTypeId,
    startTime: series.startTime,
    endTime: series.endTime,
    chargeAmount: series.chargeAmount,
    chargeBy: series.chargeBy,
    otherInformation: series.otherInformation,
    frequency: series.frequency,
    preferredDay: series.preferredDay,
    startDate: series.startDate,
    endDate: series.endDate,
    visitCount: series.visitCount,
  };
}

/** A JobInput for a new job of the organisation's first active team, on the given date. */
export function newJobBody(db: Db, organizationId: string, date = '2026-03-20') {
  const f = fixtures(db);
  const team = f.activeTeam(organizationId);
  const { client, address } = f.clientWithAddress(organizationId);
  const jobType = db.jobTypes.list('organizationId', organizationId)[0];
  return {
    date,
    scheduledStartTime: `${date}T09:00:00-04:00`,
    scheduledEndTime: `${date}T11:00:00-04:00`,
    clientId: client.id,
    addressId: address.id,
    teamId: team.id,
    jobTypeId: jobType?.id ?? null,
    chargeAmount: '145.00',
    chargeBy: 'FIXED',
  };
}

/** The JobInput that says exactly what a stored job holds (a PUT that changes nothing). */
export function jobInputOf(job: ReturnType<Db['jobs']['all']>[number]) {
  return {
    status: job.status,
    date: job.date,
    order: job.order,
    scheduledStartTime: job.scheduledStartTime,
    scheduledEndTime: job.scheduledEndTime,
    trackedStartTime: job.trackedStartTime,
    trackedEndTime: job.trackedEndTime,
    chargeAmount: job.chargeAmount,
    chargeBy: job.chargeBy,
    isPaid: job.isPaid,
    cancelReason: job.cancelReason,
    otherInformation: job.otherInformation,
    jobTypeId: job.jobTypeId,
    clientId: job.clientId,
    addressId: job.addressId,
    teamId: job.teamId,
  };
}

/** The ClientUpdate that says exactly what a stored client holds. */
export function clientInputOf(db: Db, clientId: string) {
  const client = db.clients.get(clientId);
  if (!client) throw new Error('no such client');
  const { id: _id, organizationId: _org, createdAt: _c, updatedAt: _u, ...fields } = client;
  const addresses = db.addresses
    .list('clientId', clientId)
    .sort((a, b) => a.position - b.position)
    .map(
      // As a read gives it back: without the entry code, which a write then keeps.
      ({
        organizationId: _o,
        clientId: _c2,
        position: _p,
        createdAt: _c3,
        updatedAt: _u2,
        entryCode: _e,
        ...a
      }) => a,
    );
  return { ...fields, addresses };
}

/** A tiny valid PNG (1×1). */
export const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);
