// Bad input derived from openapi.yaml: every operation's path, query and body, broken in the ways
// its schemas allow (wrong types, missing and extra fields, huge and empty strings, numbers and dates
// out of range, bad ids, bad query parameters) and sent over real HTTP, as a signed-in MASTER and,
// for the public operations, anonymously. Whatever the input: no 5xx, an answer within the
// timeout, and a refused request (4xx) leaves the data as it was.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tableNames } from '../src/db/index.ts';
import { contract, operations, resolveSchema, type Operation } from './contract.ts';
import {
  clientInputOf,
  fixtures,
  jobInputOf,
  newJobBody,
  PNG,
  startTestApi,
  type TestApi,
} from './http.ts';

type JsonSchema = Record<string, unknown>;

/** Fixed, so that every run sends the same requests and a failure can be replayed. */
const SEED = 20_260_316;
const TIMEOUT_MS = 5_000;
const MIN_REQUESTS = 500;

let t: TestApi;
let master: string;

beforeAll(async () => {
  t = await startTestApi();
  master = await t.tokenOf('master');
});

afterAll(async () => {
  await t.api.close();
});

// Values that break a field of each kind. Dates and times at and past the edges of what a calendar
// holds: year 0, year 10000, days that do not exist, a leap second, offsets past a day.
const badDates = [
  '0000-01-01',
  '0000-12-31',
  '0050-06-15',
  '10000-01-01',
  '+010000-01-01',
  '9999-12-31',
  '2026-02-30',
  '2026-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-1-1',
  '20260316',
  '2026-03-16T00:00:00Z',
  '-2026-03-16',
];
const badTimestamps = [
  '9999-12-31T23:59:60Z',
  '2026-03-16T23:59:60Z',
  '2026-03-16T24:00:00Z',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00+23:59',
  '9999-12-31T23:30:00-12:00',
  '10000-01-01T00:00:00Z',
  '2026-02-30T09:00:00-05:00',
  '2026-03-16T09:00:00+25:00',
  '2026-03-16T09:00:00',
  '2026-03-16T09:00:00.1234567890123Z',
  '2026-03-16 09:00:00Z',
  '2026-03-16',
];
const badIds = [
  'abc',
  '0',
  '-1',
  'null',
  'undefined',
  '00000000-0000-0000-0000-000000000000',
  '6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9',
  '6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9dd',
  'zzzzzzzz-zzzz-4zzz-8zzz-zzzzzzzzzzzz',
  "' OR 1=1 --",
  '../users',
  '%00',
  '%ff%fe',
  '%E2%82%AC',
  'x'.repeat(5000),
];
const badTimes = ['24:00', '23:60', '9:00', '09:00:60', '09:00:00.5', '-01:00', '0900'];
const badEmails = [
  'not-an-email',
  '@example.com',
  'a@',
  'a b@example.com',
  `${'x'.repeat(250)}@e.co`,
];
const badUrls = ['javascript:alert(1)', 'ftp://example.com/a.png', 'not a url', '//example.com'];
const huge = 'x'.repeat(1024 * 1024);

// Each field gets every value its format or bounds make interesting, plus a few of the generic
// ones (wrong types, odd text) in turn: all of them for every field would be thousands of requests
// that exercise the same code.
let turn = 0;
function some<T>(values: readonly T[], count: number): T[] {
  const start = turn++ % values.length;
  return Array.from(
    { length: Math.min(count, values.length) },
    (_, i) => values[(start + i) % values.length]!,
  );
}

/** Wrong JSON types for a field whose schema says `type`. */
function wrongTypes(type: unknown): unknown[] {
  const all: [string, unknown][] = [
    ['string', 'text'],
    ['number', 12.5],
    ['integer', 7],
    ['boolean', true],
    ['array', ['x']],
    ['object', { nested: { deeper: [1] } }],
  ];
  const types = new Set(Array.isArray(type) ? type : [type]);
  if (types.has('number')) types.add('integer');
  return all.filter(([name]) => !types.has(name)).map(([, value]) => value);
}

/** A schema with its `$ref`, `oneOf` / `anyOf` (with null) resolved, and whether null is allowed. */
function unwrap(schema: JsonSchema | undefined): { schema: JsonSchema; nullable: boolean } {
  let current = resolveSchema(schema) ?? {};
  let nullable = Array.isArray(current.type) && current.type.includes('null');
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = current[key] as JsonSchema[] | undefined;
    if (!branches) continue;
    const resolved = branches.map((branch) => resolveSchema(branch) ?? branch);
    nullable ||= resolved.some((branch) => branch.type === 'null');
    current = { ...current, ...resolved.find((branch) => branch.type !== 'null') };
    delete current[key];
  }
  if (current.$ref) current = { ...resolveSchema(current), ...current, $ref: undefined };
  return { schema: current, nullable };
}

/** Values a field must refuse, from what its schema says: type, format, bounds, enum, pattern. */
function badValuesFor(property: JsonSchema | undefined): unknown[] {
  const { schema, nullable } = unwrap(property);
  const type = Array.isArray(schema.type)
    ? schema.type.find((name) => name !== 'null')
    : (schema.type ?? (schema.enum ? 'string' : undefined));
  // Generic breakage, a couple per field in turn; then what this field's schema singles out.
  const generic: unknown[] = [...wrongTypes(type), ...(nullable ? [] : [null])];
  if (type === 'string') generic.push('', '\u0000', '\u202e\u0301', '\ud83d', 'Ω'.repeat(64));
  const values = some(generic, 2);
  if (type === 'string') {
    if (typeof schema.minLength === 'number' && schema.minLength > 0) values.push('   ');
    if (typeof schema.maxLength === 'number') values.push('y'.repeat(schema.maxLength + 1));
    if (typeof schema.minLength === 'number' && schema.minLength > 1) {
      values.push('y'.repeat(schema.minLength - 1));
    }
    const allowed = schema.enum as unknown[] | undefined;
    if (allowed) values.push('NOT_A_VALUE', String(allowed[0]).toLowerCase());
    if (schema.pattern) values.push('<script>alert(1)</script>', ...some(badTimes, 3));
    switch (schema.format) {
      case 'date':
        values.push(...some(badDates, 6));
        break;
      case 'date-time':
        values.push(...badTimestamps);
        break;
      case 'uuid':
        values.push(...some(badIds, 3), uuid());
        break;
      case 'email':
        values.push(...some(badEmails, 2));
        break;
      case 'uri':
        values.push(...some(badUrls, 2));
        break;
    }
  }
  if (type === 'integer' || type === 'number') {
    const { minimum, maximum } = schema as { minimum?: number; maximum?: number };
    values.push(1e308, -1e308);
    if (minimum !== undefined) values.push(minimum - 1);
    if (maximum !== undefined) values.push(maximum + 1);
    if (type === 'integer') values.push(1.5, 2 ** 53 + 1);
  }
  if (type === 'array') {
    const maxItems = schema.maxItems as number | undefined;
    values.push([null], ['x'.repeat(300)]);
    if (maxItems !== undefined) values.push(Array.from({ length: maxItems + 1 }, () => ({})));
  }
  return values;
}

const uuids = fc.sample(fc.uuid({ version: 4 }), { seed: SEED + 2, numRuns: 100 });
let uuidTurn = 0;
/** An id that names nothing, the same ones on every run. */
const uuid = () => uuids[uuidTurn++ % uuids.length]!;

/** Deterministic junk of every JSON shape, from fast-check with a fixed seed. */
const junk = fc.sample(fc.jsonValue({ maxDepth: 3 }), { seed: SEED, numRuns: 12 });
const junkText = fc.sample(fc.string({ unit: 'binary', maxLength: 40 }), {
  seed: SEED + 1,
  numRuns: 12,
});

interface Case {
  title: string;
  method: string;
  /** Path and query string, after `/v1`. */
  path: string;
  body?: string | FormData | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  /** Send with the MASTER's token (otherwise none, or the given Authorization header). */
  signedIn: boolean;
  authorization?: string;
}

interface Baseline {
  /** The `id` path parameter for body and query cases: a real record, so the body is reached. */
  id?: string;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
}

// Ids go into the path as they are: a broken percent-encoding must reach the server broken.
const withId = (path: string, id: string) => path.replace(/\{[^}]+\}/, id);

/** Valid requests of each operation, on the seeded data: what the broken ones start from. */
function baselines(api: TestApi): Record<string, Baseline> {
  const { db } = api;
  const f = fixtures(db);
  const org = f.sparkle.id;
  const admin = f.user('admin');
  const team = f.activeTeam(org);
  const jobType = db.jobTypes.list('organizationId', org)[0]!;
  const addressType = db.addressTypes.list('organizationId', org)[0]!;
  const { client } = f.clientWithAddress(org);
  const job = f.jobOf(org, (candidate) => candidate.scheduledStartTime !== null);
  const unique = 'generated';
  const example = (name: string) =>
    structuredClone((contract.components.schemas[name]?.examples as unknown[])[0]) as Record<
      string,
      unknown
    >;
  return {
    login: { body: { login: 'nobody.here', password: 'Wrong123!' } },
    refreshToken: { body: { refreshToken: 'x'.repeat(43) } },
    logout: { body: { refreshToken: 'x'.repeat(43) } },
    registerOrganization: {
      body: {
        ...example('OrganizationRegistration'),
        masterUser: {
          ...(example('OrganizationRegistration').masterUser as object),
          login: `${unique}.owner`,
          email: `${unique}@example.com`,
        },
      },
    },
    updateCurrentOrganization: { body: { name: f.sparkle.name } },
    requestPasswordReset: { body: { email: 'nobody@example.com' } },
    validatePasswordResetToken: { query: { token: 'x'.repeat(43) } },
    resetPassword: {
      body: {
        token: 'x'.repeat(43),
        password: 'Spotless123!',
        passwordConfirmation: 'Spotless123!',
      },
    },
    listUsers: { query: { limit: '10' } },
    createUser: {
      body: {
        firstName: 'Gen',
        lastName: 'Erated',
        email: `${unique}.user@example.com`,
        login: `${unique}.user`,
        role: 'CLEANER',
      },
    },
    getUser: { id: admin.id },
    updateUser: {
      id: admin.id,
      body: {
        firstName: admin.firstName,
        lastName: admin.lastName,
        email: admin.email,
        phone: admin.phone,
        login: admin.login,
        role: admin.role,
        isDriver: admin.isDriver,
        isActive: admin.isActive,
        defaultTeamId: admin.defaultTeamId,
      },
    },
    uploadUserAvatar: { id: admin.id },
    listClients: { query: { limit: '10' } },
    createClient: { body: { ...example('ClientCreate'), addresses: [] } },
    getClient: { id: client.id },
    updateClient: { id: client.id, body: clientInputOf(db, client.id) },
    listJobs: { query: { from: '2026-03-16', to: '2026-03-22' } },
    listJobConflicts: {
      query: {
        date: job.date,
        teamId: job.teamId,
        startTime: '09:00',
        endTime: '11:00',
        jobId: job.id,
      },
    },
    createJob: { body: newJobBody(db, org) },
    getJob: { id: job.id },
    updateJob: { id: job.id, body: jobInputOf(job) },
    createJobType: { body: { name: `${unique} type` } },
    updateJobType: { id: jobType.id, body: { name: jobType.name, isActive: jobType.isActive } },
    createAddressType: { body: { name: `${unique} address type` } },
    updateAddressType: {
      id: addressType.id,
      body: { name: addressType.name, isActive: addressType.isActive },
    },
    createTeam: { body: { name: `${unique} team` } },
    getTeam: { id: team.id },
    updateTeam: { id: team.id, body: { name: team.name } },
  };
}

function queryParameters(operation: Operation): JsonSchema[] {
  const pathItem = contract.paths[operation.path] as { parameters?: JsonSchema[] };
  return [...(pathItem.parameters ?? []), ...(operation.spec.parameters ?? [])]
    .map((parameter) =>
      typeof parameter.$ref === 'string'
        ? contract.components.parameters[parameter.$ref.replace('#/components/parameters/', '')]!
        : parameter,
    )
    .filter((parameter) => parameter.in === 'query');
}

// A lone surrogate has no UTF-8 form to percent-encode: it goes as U+FFFD, as a browser sends it.
const encode = (text: string) => encodeURIComponent(text.replace(/\p{Cs}/gu, '\ufffd'));
const queryString = (params: [string, string][]) =>
  params.length === 0
    ? ''
    : `?${params.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&')}`;

/**
 * Every field of an object body broken in turn (and the fields of objects and arrays of objects
 * one level down), then the body whole.
 */
function bodyMutations(
  schema: JsonSchema,
  base: Record<string, unknown>,
): { title: string; value: unknown }[] {
  const out: { title: string; value: unknown }[] = [];
  const walk = (
    objectSchema: JsonSchema,
    value: Record<string, unknown>,
    set: (next: Record<string, unknown>) => unknown,
    prefix: string,
    depth: number,
  ) => {
    const properties = (objectSchema.properties ?? {}) as Record<string, JsonSchema>;
    const required = (objectSchema.required ?? []) as string[];
    for (const name of required) {
      const { [name]: _dropped, ...rest } = value;
      out.push({ title: `${prefix}${name} missing`, value: set(rest) });
    }
    for (const [name, property] of Object.entries(properties)) {
      for (const bad of badValuesFor(property)) {
        out.push({
          title: `${prefix}${name} = ${JSON.stringify(bad)?.slice(0, 40)}`,
          value: set({ ...value, [name]: bad }),
        });
      }
      if (depth > 0) continue;
      const inner = unwrap(property).schema;
      if (inner.type === 'object' && typeof value[name] === 'object' && value[name] !== null) {
        walk(
          inner,
          value[name] as Record<string, unknown>,
          (next) => set({ ...value, [name]: next }),
          `${prefix}${name}.`,
          depth + 1,
        );
      }
      const items = unwrap(inner.items as JsonSchema | undefined).schema;
      if (inner.type === 'array' && items.type === 'object') {
        const first = (Array.isArray(value[name]) && (value[name] as unknown[])[0]) || {};
        walk(
          items,
          first as Record<string, unknown>,
          (next) => set({ ...value, [name]: [next] }),
          `${prefix}${name}.0.`,
          depth + 1,
        );
      }
    }
  };
  walk(schema, base, (next) => next, '', 0);
  // A date with the times that go with it, moved together: a field broken alone is often refused
  // for disagreeing with another one before its own value is ever used.
  const fields = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
  const dateField = fields.find(([, property]) => unwrap(property).schema.format === 'date')?.[0];
  const timeFields = fields
    .filter(
      ([name, property]) =>
        unwrap(property).schema.format === 'date-time' && typeof base[name] === 'string',
    )
    .map(([name]) => name);
  if (dateField && timeFields.length > 0) {
    for (const date of badDates) {
      const moved: Record<string, unknown> = { ...base, [dateField]: date };
      for (const name of timeFields) moved[name] = `${date}${String(base[name]).slice(10)}`;
      out.push({ title: `${dateField} and times on ${date}`, value: moved });
    }
  }
  out.push(
    { title: 'extra fields', value: { ...base, unknownField: 1, id: uuid() } },
    {
      title: 'prototype keys',
      value: JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{}}'),
    },
    { title: 'a huge string field', value: { ...base, [Object.keys(base)[0] ?? 'x']: huge } },
    { title: 'an array body', value: [base] },
    { title: 'a string body', value: 'body' },
    { title: 'a number body', value: 42 },
    { title: 'a null body', value: null },
    { title: 'an empty body object', value: {} },
  );
  for (const [index, value] of junk.slice(0, 6).entries()) {
    out.push({ title: `junk body ${index}`, value });
  }
  const names = Object.keys((schema.properties ?? {}) as object);
  for (const [index, value] of junk.slice(6).entries()) {
    const name = names[index % Math.max(1, names.length)] ?? 'x';
    out.push({ title: `junk ${name} ${index}`, value: { ...base, [name]: value } });
  }
  return out;
}

function casesOf(operation: Operation, baseline: Baseline): Case[] {
  const cases: Case[] = [];
  const { method, operationId } = operation;
  const isPublic = Array.isArray(operation.spec.security) && operation.spec.security.length === 0;
  const hasId = operation.path.includes('{');
  const validPath = hasId ? withId(operation.path, baseline.id ?? uuid()) : operation.path;
  const baseQuery = Object.entries(baseline.query ?? {});
  // A public operation reads no token: its cases go anonymously and signed in, in turn.
  const add = (title: string, request: Omit<Case, 'title' | 'method' | 'signedIn'>) => {
    const signedIn = !isPublic || cases.length % 2 === 1;
    const who = signedIn ? '' : ' (anonymous)';
    cases.push({ title: `${operationId}${who}: ${title}`, method, signedIn, ...request });
  };
  const json = (value: unknown) => ({
    body: JSON.stringify(value),
    headers: { 'content-type': 'application/json' },
  });
  const content = operation.spec.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  const formSchema = content['multipart/form-data']?.schema;
  const validBody = jsonSchema && baseline.body ? json(baseline.body) : {};

  // Bad ids in the path.
  if (hasId) {
    for (const id of [...some(badIds, 8), uuid()]) {
      add(`id ${id.slice(0, 40)}`, {
        path: withId(operation.path, id) + queryString(baseQuery),
        ...validBody,
      });
    }
  }

  // Bad query parameters, one at a time on top of a valid query; unknown and repeated ones.
  const parameters = queryParameters(operation);
  for (const parameter of parameters) {
    const name = parameter.name as string;
    const rest = baseQuery.filter(([key]) => key !== name);
    const values = badValuesFor(parameter.schema as JsonSchema)
      .filter((value) => value !== null && typeof value !== 'object')
      .map(String);
    values.push('', 'x'.repeat(10_000), ...some(junkText, 3));
    for (const value of values) {
      add(`query ${name}=${value.slice(0, 30)}`, {
        path: validPath + queryString([...rest, [name, value]]),
      });
    }
    add(`query ${name} repeated`, {
      path:
        validPath +
        queryString([
          ...rest,
          ...Array.from({ length: 20 }, () => [name, 'x'] as [string, string]),
        ]),
    });
    if (parameter.required) add(`query ${name} missing`, { path: validPath + queryString(rest) });
  }
  if (operationId === 'listJobs') {
    for (const [from, to] of [
      ['9999-12-01', '9999-12-31'],
      ['2026-03-10', '2026-03-01'],
      ['2026-01-01', '2027-01-02'],
      ['0001-01-01', '9999-12-31'],
      ['1899-12-31', '1900-01-01'],
    ] as const) {
      add(`range ${from}..${to}`, { path: `${validPath}?from=${from}&to=${to}` });
    }
  }
  add('unknown query parameters', {
    path: validPath + queryString([...baseQuery, ['nope', '1'], ['__proto__', 'x']]),
    ...validBody,
  });
  add('a broken percent-encoding in the query', {
    path: `${validPath}?q=%E0%A4%A&from=%ff`,
    ...validBody,
  });

  // Bad JSON bodies.
  if (jsonSchema) {
    const schema = unwrap(jsonSchema).schema;
    for (const { title, value } of bodyMutations(schema, baseline.body ?? {})) {
      add(title, { path: validPath, ...json(value) });
    }
    for (const [title, body, type] of [
      ['JSON cut short', '{"name":', 'application/json'],
      ['an empty body', '', 'application/json'],
      ['deep nesting', '['.repeat(100_000), 'application/json'],
      ['a body as text', JSON.stringify(baseline.body ?? {}), 'text/plain'],
      ['a body as a form', 'name=x', 'application/x-www-form-urlencoded'],
    ] as const) {
      add(title, { path: validPath, body, headers: { 'content-type': type } });
    }
    add('invalid UTF-8', {
      path: validPath,
      body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d]),
      headers: { 'content-type': 'application/json' },
    });
  }

  // Bad multipart bodies: text fields broken in turn, files of the wrong kind.
  if (formSchema) {
    const schema = unwrap(formSchema).schema;
    const fields = Object.entries(baseline.body ?? {}).map(([name, value]): [string, string] => [
      name,
      String(value),
    ]);
    const form = (entries: [string, string | Blob][]) => {
      const data = new FormData();
      for (const [name, value] of entries) data.append(name, value);
      return data;
    };
    for (const [name, property] of Object.entries(
      (schema.properties ?? {}) as Record<string, JsonSchema>,
    )) {
      if (name === 'file') continue;
      const values = badValuesFor(property)
        .filter((value) => value !== null && typeof value !== 'object')
        .map(String);
      for (const value of [...values, '']) {
        add(`form ${name}=${value.slice(0, 30)}`, {
          path: validPath,
          body: form([...fields.filter(([key]) => key !== name), [name, value]]),
        });
      }
      if ((schema.required as string[] | undefined)?.includes(name)) {
        add(`form ${name} missing`, {
          path: validPath,
          body: form(fields.filter(([key]) => key !== name)),
        });
      }
    }
    const files: [string, Blob][] = [
      ['an empty file', new Blob([])],
      ['a text file as PNG', new Blob(['not an image'], { type: 'image/png' })],
      ['a PNG as GIF', new Blob([PNG], { type: 'image/gif' })],
      ['a truncated PNG', new Blob([PNG.slice(0, 12)], { type: 'image/png' })],
      ['3 MB', new Blob([new Uint8Array(3 * 1024 * 1024)], { type: 'image/png' })],
    ];
    for (const [title, file] of files) {
      add(`file: ${title}`, { path: validPath, body: form([...fields, ['file', file]]) });
    }
    add('a file as a text field', { path: validPath, body: form([...fields, ['file', 'text']]) });
    add('JSON instead of a form', { path: validPath, ...json(baseline.body ?? {}) });
    add('a broken multipart body', {
      path: validPath,
      body: '--x\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nA',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
  }

  // Tokens that are not the MASTER's.
  if (!isPublic) {
    for (const authorization of [
      '',
      'Bearer',
      'Bearer x.y.z',
      'Basic bWFzdGVyOng=',
      `Bearer ${'a'.repeat(10_000)}`,
    ]) {
      cases.push({
        title: `${operationId}: Authorization ${authorization.slice(0, 20) || '(empty)'}`,
        method,
        path: validPath + queryString(baseQuery),
        signedIn: false,
        authorization,
        ...validBody,
      });
    }
  }
  return cases;
}

/** What a refused request must not move: the version every change bumps and each table's size. */
function fingerprint(api: TestApi): string {
  const { db } = api;
  return [db.state.version, ...tableNames(db).map((name) => `${name}:${db[name].count()}`)].join(
    ' ',
  );
}

type Rows = readonly (readonly unknown[])[];

/** Every table's rows, to tell a write that was taken back from one that stayed. */
const rowsOf = (api: TestApi): Rows => tableNames(api.db).map((name) => [...api.db[name].all()]);

/** Whether two snapshots hold the same data (a row taken back may be an equal copy). */
function sameRows(before: Rows, after: Rows): boolean {
  return before.every((rows, table) => {
    const now = after[table] ?? [];
    return (
      rows.length === now.length &&
      rows.every((row, i) => row === now[i] || JSON.stringify(row) === JSON.stringify(now[i]))
    );
  });
}

it(`answers ${MIN_REQUESTS} or more generated bad requests without a 5xx, a hang or a write`, async () => {
  const all = baselines(t);
  const cases = operations.flatMap((operation) =>
    casesOf(operation, all[operation.operationId] ?? {}),
  );
  console.info(`generated ${cases.length} bad requests from openapi.yaml`);
  expect(cases.length).toBeGreaterThanOrEqual(MIN_REQUESTS);

  const problems: string[] = [];
  const statuses = new Map<number, number>();
  let snapshot: { version: number; rows: Rows } = { version: -1, rows: [] };
  const started = performance.now();
  for (const request of cases) {
    if (snapshot.version !== t.db.state.version) {
      snapshot = { version: t.db.state.version, rows: rowsOf(t) };
    }
    const before = fingerprint(t);
    const authorization = request.signedIn ? `Bearer ${master}` : request.authorization;
    const sentAt = performance.now();
    let status: number;
    try {
      const response = await fetch(`${t.api.url}${request.path}`, {
        method: request.method,
        headers: {
          ...(authorization === undefined ? {} : { authorization }),
          ...request.headers,
        },
        body: request.body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch (error) {
      problems.push(`${request.title}: no answer within ${TIMEOUT_MS} ms (${String(error)})`);
      continue;
    }
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const took = performance.now() - sentAt;
    if (status >= 500) problems.push(`${request.title}: ${status}`);
    if (took > TIMEOUT_MS) problems.push(`${request.title}: answered after ${Math.round(took)} ms`);
    if (status >= 400 && status < 500 && fingerprint(t) !== before) {
      // The version also moves when a write is taken back whole; only a difference counts.
      if (!sameRows(snapshot.rows, rowsOf(t))) {
        problems.push(`${request.title}: ${status} but wrote`);
      }
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(
    `sent ${cases.length} in ${seconds} s; statuses ${[...statuses]
      .sort()
      .map(([status, count]) => `${status}×${count}`)
      .join(', ')}`,
  );
  expect(problems.slice(0, 40)).toEqual([]);
}, 120_000);
