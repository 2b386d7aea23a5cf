// Bad input: wrong types, missing fields, invalid uuids, over-long strings, unknown enum values,
// injection-looking strings. Each answers 400 VALIDATION_FAILED with details and writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures, jobInputOf, newJobBody, startTestApi, type TestApi } from './http.ts';

let t: TestApi;
let f: ReturnType<typeof fixtures>;
let token: string;

beforeAll(async () => {
  t = await startTestApi();
  f = fixtures(t.db);
  token = await t.tokenOf('master');
});

afterAll(async () => {
  await t.api.close();
});

const client = { firstName: 'Ida', lastName: 'Lind', phone1: '(617) 555-0150' };
const address = {
  tempId: '6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d',
  street: '1 Main St',
  city: 'Boston',
  state: 'MA',
  zipCode: '02110',
};
const long = (length: number) => 'x'.repeat(length);

type Case = [
  title: string,
  method: string,
  path: () => string,
  body: () => unknown,
  fields: string[],
];

const cases: Case[] = [
  // Wrong types
  [
    'client name as a number',
    'POST',
    () => '/clients',
    () => ({ ...client, firstName: 123 }),
    ['firstName'],
  ],
  [
    'job date as a number',
    'POST',
    () => '/jobs',
    () => ({ ...newJobBody(t.db, f.sparkle.id), date: 20260320 }),
    ['date'],
  ],
  ['team name as a boolean', 'POST', () => '/teams', () => ({ name: true }), ['name']],
  [
    'isActive as a string',
    'PATCH',
    () => `/teams/${f.activeTeam(f.sparkle.id).id}`,
    () => ({ isActive: 'yes' }),
    ['isActive'],
  ],
  [
    'addresses as an object',
    'POST',
    () => '/clients',
    () => ({ ...client, addresses: { street: 'x' } }),
    ['addresses'],
  ],
  ['a body that is an array', 'POST', () => '/teams', () => [{ name: 'x' }], ['body']],
  ['a body that is not JSON', 'POST', () => '/teams', () => '{"name":', ['body']],
  [
    'null for a required field',
    'POST',
    () => '/clients',
    () => ({ ...client, lastName: null }),
    ['lastName'],
  ],
  // Missing fields
  ['an empty client', 'POST', () => '/clients', () => ({}), ['firstName', 'lastName', 'phone1']],
  ['an empty job', 'POST', () => '/jobs', () => ({}), ['date', 'clientId', 'addressId', 'teamId']],
  [
    'an address without street and zip',
    'POST',
    () => '/clients',
    () => ({ ...client, addresses: [{ tempId: address.tempId, city: 'Boston', state: 'MA' }] }),
    ['addresses.0.street', 'addresses.0.zipCode'],
  ],
  ['an empty organisation update', 'PATCH', () => '/organizations/current', () => ({}), ['body']],
  // Invalid uuids
  [
    'a job id that is not a uuid',
    'PUT',
    () => '/jobs/123',
    () => newJobBody(t.db, f.sparkle.id),
    ['id'],
  ],
  [
    'a client id that is not a uuid',
    'POST',
    () => '/jobs',
    () => ({ ...newJobBody(t.db, f.sparkle.id), clientId: 'abc' }),
    ['clientId'],
  ],
  [
    'an unknown client id',
    'POST',
    () => '/jobs',
    () => ({ ...newJobBody(t.db, f.sparkle.id), clientId: crypto.randomUUID() }),
    ['clientId'],
  ],
  [
    'a team filter that is not a uuid',
    'GET',
    () => '/jobs?teamId=abc',
    () => undefined,
    ['teamId'],
  ],
  // Over-long strings
  ['a 101-character team name', 'POST', () => '/teams', () => ({ name: long(101) }), ['name']],
  [
    '2001 characters of notes',
    'POST',
    () => '/clients',
    () => ({ ...client, otherInformation: long(2001) }),
    ['otherInformation'],
  ],
  [
    'a 51-character login',
    'PUT',
    () => `/users/${f.user('admin').id}`,
    () => ({
      firstName: 'M',
      lastName: 'L',
      email: 'm@example.com',
      login: long(51),
      role: 'ADMIN',
    }),
    ['login'],
  ],
  ['a 101-character search', 'GET', () => `/clients?q=${long(101)}`, () => undefined, ['q']],
  // Unknown enum values
  [
    'status DONE',
    'POST',
    () => '/jobs',
    () => ({ ...newJobBody(t.db, f.sparkle.id), status: 'DONE' }),
    ['status'],
  ],
  [
    'payment by BITCOIN',
    'POST',
    () => '/clients',
    () => ({ ...client, paymentMethod: 'BITCOIN' }),
    ['paymentMethod'],
  ],
  [
    'role OWNER',
    'PUT',
    () => `/users/${f.user('admin').id}`,
    () => ({
      firstName: 'M',
      lastName: 'L',
      email: 'm@example.com',
      login: 'admin',
      role: 'OWNER',
    }),
    ['role'],
  ],
  ['sort by password', 'GET', () => '/users?sort=passwordHash', () => undefined, ['sort']],
  ['order sideways', 'GET', () => '/clients?order=sideways', () => undefined, ['order']],
  ['status filter LATE', 'GET', () => '/jobs?status=LATE', () => undefined, ['status.0']],
  [
    'plan ENTERPRISE',
    'PATCH',
    () => '/organizations/current',
    () => ({ planCode: 'ENTERPRISE' }),
    ['planCode'],
  ],
  // Numbers and dates in the query string
  ['limit 0', 'GET', () => '/users?limit=0', () => undefined, ['limit']],
  ['limit abc', 'GET', () => '/clients?limit=abc', () => undefined, ['limit']],
  ['offset 1.5', 'GET', () => '/clients?offset=1.5', () => undefined, ['offset']],
  ['isActive maybe', 'GET', () => '/teams?isActive=maybe', () => undefined, ['isActive']],
  ['February 30th', 'GET', () => '/jobs?from=2026-02-30', () => undefined, ['from']],
  // Injection-looking strings where the contract constrains the text
  [
    "a uuid of ' OR 1=1 --",
    'GET',
    () => `/jobs/${encodeURIComponent("' OR 1=1 --")}`,
    () => undefined,
    ['id'],
  ],
  [
    'a login with SQL in it',
    'PUT',
    () => `/users/${f.user('admin').id}`,
    () => ({
      firstName: 'M',
      lastName: 'L',
      email: 'm@example.com',
      login: "admin'--",
      role: 'ADMIN',
    }),
    ['login'],
  ],
  [
    'an e-mail with markup',
    'POST',
    () => '/clients',
    () => ({ ...client, email: 'a@b.com<script>alert(1)</script>' }),
    ['email'],
  ],
  [
    'a javascript: photo URL',
    'POST',
    () => '/clients',
    () => ({ ...client, photoUrl: 'javascript:alert(1)' }),
    ['photoUrl'],
  ],
  [
    'a colour with CSS in it',
    'POST',
    () => '/teams',
    () => ({ name: 'x', color: '#FFF;}*{' }),
    ['color'],
  ],
  [
    'a time with a command',
    'POST',
    () => '/jobs',
    () => ({ ...newJobBody(t.db, f.sparkle.id), trackedStartTime: '09:00; rm -rf /' }),
    ['trackedStartTime'],
  ],
  [
    'a date with SQL',
    'POST',
    () => '/jobs',
    () => ({ ...newJobBody(t.db, f.sparkle.id), date: "2026-03-20'; DROP TABLE jobs;--" }),
    ['date'],
  ],
  [
    'an amount with script',
    'POST',
    () => '/jobs',
    () => ({ ...newJobBody(t.db, f.sparkle.id), chargeAmount: '<b>1</b>' }),
    ['chargeAmount'],
  ],
  // Rules between fields
  [
    'an end before the start',
    'POST',
    () => '/jobs',
    () => ({ ...newJobBody(t.db, f.sparkle.id), scheduledEndTime: '2026-03-20T08:00:00-04:00' }),
    ['scheduledEndTime'],
  ],
  [
    'a start on another day',
    'POST',
    () => '/jobs',
    () => ({ ...newJobBody(t.db, f.sparkle.id), scheduledStartTime: '2026-03-19T09:00:00-04:00' }),
    ['scheduledStartTime'],
  ],
  [
    'a start without an end',
    'POST',
    () => '/jobs',
    () => ({ ...newJobBody(t.db, f.sparkle.id), scheduledEndTime: null }),
    ['scheduledEndTime'],
  ],
  [
    'a cancelled job without a reason',
    'POST',
    () => '/jobs',
    () => ({ ...newJobBody(t.db, f.sparkle.id), status: 'CANCELLED' }),
    ['cancelReason'],
  ],
  [
    'two default addresses',
    'POST',
    () => '/clients',
    () => ({
      ...client,
      addresses: [
        { ...address, isDefault: true },
        { ...address, tempId: crypto.randomUUID(), isDefault: true },
      ],
    }),
    ['addresses'],
  ],
  ['a to before from', 'GET', () => '/jobs?from=2026-03-10&to=2026-03-01', () => undefined, ['to']],
  [
    'a range of 367 days',
    'GET',
    () => '/jobs?from=2026-01-01&to=2027-01-02',
    () => undefined,
    ['to'],
  ],
  // Inputs that once crashed the server (500): each is a 400 on its field.
  ['a team name of spaces', 'POST', () => '/teams', () => ({ name: '   ' }), ['name']],
  [
    'a team renamed to spaces',
    'PATCH',
    () => `/teams/${f.activeTeam(f.sparkle.id).id}`,
    () => ({ name: ' \t ' }),
    ['name'],
  ],
  ['a job-type name of spaces', 'POST', () => '/job-types', () => ({ name: '   ' }), ['name']],
  [
    'a job type renamed to spaces',
    'PUT',
    () => `/job-types/${t.db.jobTypes.list('organizationId', f.sparkle.id)[0]!.id}`,
    () => ({ name: '  ' }),
    ['name'],
  ],
  [
    'an address-type name of spaces',
    'POST',
    () => '/address-types',
    () => ({ name: ' ' }),
    ['name'],
  ],
  [
    'an address type renamed to spaces',
    'PUT',
    () => `/address-types/${t.db.addressTypes.list('organizationId', f.sparkle.id)[0]!.id}`,
    () => ({ name: '\t' }),
    ['name'],
  ],
  [
    'an address type that is no uuid',
    'POST',
    () => '/clients',
    () => ({ ...client, addresses: [{ ...address, addressTypeId: 'house' }] }),
    ['addresses.0.addressTypeId'],
  ],
  [
    'a client name of spaces',
    'POST',
    () => '/clients',
    () => ({ ...client, lastName: ' ' }),
    ['lastName'],
  ],
  [
    'the last days of year 9999',
    'GET',
    () => '/jobs?from=9999-12-01&to=9999-12-31',
    () => undefined,
    ['from', 'to'],
  ],
  [
    'a job in year 0050, times included',
    'POST',
    () => '/jobs',
    () => newJobBody(t.db, f.sparkle.id, '0050-03-20'),
    ['date'],
  ],
  [
    'a job in year 0000',
    'POST',
    () => '/jobs',
    () => ({
      ...newJobBody(t.db, f.sparkle.id, '0000-03-20'),
      scheduledStartTime: null,
      scheduledEndTime: null,
    }),
    ['date'],
  ],
  [
    'an end time in year 10000',
    'POST',
    () => '/jobs',
    () => ({ ...newJobBody(t.db, f.sparkle.id), scheduledEndTime: '9999-12-31T23:30:00-12:00' }),
    ['scheduledEndTime'],
  ],
  [
    'a start in year 0000',
    'PUT',
    () => `/jobs/${f.jobOf(f.sparkle.id, (job) => job.scheduledStartTime !== null).id}`,
    () => ({
      ...jobInputOf(f.jobOf(f.sparkle.id, (job) => job.scheduledStartTime !== null)),
      scheduledStartTime: '0000-01-01T00:00:00Z',
    }),
    ['scheduledStartTime'],
  ],
  [
    'a leap second',
    'POST',
    () => '/jobs',
    () => ({ ...newJobBody(t.db, f.sparkle.id), scheduledEndTime: '2026-03-20T23:59:60Z' }),
    ['scheduledEndTime'],
  ],
  [
    'a birthday in year 0000',
    'POST',
    () => '/clients',
    () => ({ ...client, birthday: '0000-01-01' }),
    ['birthday'],
  ],
  [
    'a fixed offset as the time zone',
    'PATCH',
    () => '/organizations/current',
    () => ({ timeZone: '+05:00' }),
    ['timeZone'],
  ],
];

describe('bad input answers 400 and writes nothing', () => {
  it.each(cases)('%s', async (_title, method, path, body, fields) => {
    const before = t.db.state.version;
    const answer = await t.call(method, path(), { token, body: body() });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    const error = answer.body as { code: string; details: { field: string; message: string }[] };
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details.map((detail) => detail.field)).toEqual(expect.arrayContaining(fields));
    for (const detail of error.details) expect(detail.message.length).toBeGreaterThan(0);
    expect(t.db.state.version).toBe(before);
  });
});

describe('free text is data, never code', () => {
  it('stores injection-looking text verbatim and answers it as JSON', async () => {
    const text = `Robert'); DROP TABLE clients;-- <script>alert("x")</script> {{7*7}} \${7*7}`;
    const created = await t.call('POST', '/clients', {
      token,
      body: { ...client, firstName: text.slice(0, 100), otherInformation: text },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ firstName: text.slice(0, 100), otherInformation: text });
    const found = await t.call('GET', `/clients?q=${encodeURIComponent('DROP TABLE')}`, { token });
    expect((found.body as unknown[]).length).toBe(1);
  });

  it('drops unknown and server-owned fields (no mass assignment)', async () => {
    const created = await t.call('POST', '/teams', {
      token,
      body: JSON.parse(
        '{"name":"Sky Team","id":"00000000-0000-4000-8000-000000000000","organizationId":"00000000-0000-4000-8000-000000000001","createdAt":"2000-01-01T00:00:00Z","memberCount":99,"__proto__":{"polluted":true}}',
      ),
    });
    expect(created.status).toBe(201);
    const team = created.body as Record<string, unknown>;
    expect(team.id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(team.organizationId).toBe(f.sparkle.id);
    expect(team.createdAt).not.toBe('2000-01-01T00:00:00Z');
    expect(team.memberCount).toBe(0);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a body of another type with 415', async () => {
    const answer = await t.call('POST', '/teams', {
      token,
      body: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(415);
  });
});
