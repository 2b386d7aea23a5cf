// Tenant isolation: every operation that takes an id, called with another organisation's id,
// answers 404 exactly as for an id that does not exist, changes nothing and reveals nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from './contract.ts';
import {
  clientInputOf,
  fixtures,
  jobInputOf,
  newJobBody,
  newSeriesBody,
  PNG,
  seriesInputOf,
  startTestApi,
  type TestApi,
} from './http.ts';

let t: TestApi;
let f: ReturnType<typeof fixtures>;

/** A series of each organisation, made by its owner. */
const seriesIds = new Map<string, string>();

beforeAll(async () => {
  t = await startTestApi();
  f = fixtures(t.db);
  for (const [login, organizationId] of [
    ['master', f.sparkle.id],
    ['fresh.master', f.fresh.id],
  ] as const) {
    const created = await t.call('POST', '/job-series', {
      token: await t.tokenOf(login),
      body: newSeriesBody(t.db, organizationId),
    });
    seriesIds.set(organizationId, (created.body as { id: string }).id);
  }
});

afterAll(async () => {
  await t.api.close();
});

const avatarForm = () => {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'a.png');
  return form;
};

/** The ids of one organisation, and bodies that would be valid for them. */
function idsOf(organizationId: string) {
  const user = t.db.users.list('organizationId', organizationId).find((u) => u.role === 'CLEANER')!;
  const { client, address } = f.clientWithAddress(organizationId);
  const job = f.jobOf(organizationId);
  const jobType = t.db.jobTypes.list('organizationId', organizationId)[0]!;
  const addressType = t.db.addressTypes.list('organizationId', organizationId)[0]!;
  const team = f.activeTeam(organizationId);
  const series = t.db.jobSeries.get(seriesIds.get(organizationId)!)!;
  return { user, client, address, job, jobType, addressType, team, series };
}

const NOT_FOUND = { message: 'Not found.', code: 'NOT_FOUND' };

const idTakingOperations = [
  'getUser',
  'updateUser',
  'deleteUser',
  'uploadUserAvatar',
  'sendUserPasswordReset',
  'getClient',
  'updateClient',
  'deleteClient',
  'getJob',
  'updateJob',
  'deleteJob',
  'skipJob',
  'previewSeriesChange',
  'getJobSeries',
  'updateJobSeries',
  'endJobSeries',
  'updateJobType',
  'deleteJobType',
  'updateAddressType',
  'deleteAddressType',
  'getTeam',
  'updateTeam',
  'deleteTeam',
  'revealEntryCode',
  'listEntryCodeReveals',
];

const calls = (ids: ReturnType<typeof idsOf>) =>
  [
    ['getUser', 'GET', `/users/${ids.user.id}`, undefined],
    [
      'updateUser',
      'PUT',
      `/users/${ids.user.id}`,
      { firstName: 'X', lastName: 'Y', email: 'x.y@example.com', login: 'x.y.z', role: 'CLEANER' },
    ],
    ['deleteUser', 'DELETE', `/users/${ids.user.id}`, undefined],
    ['uploadUserAvatar', 'POST', `/users/${ids.user.id}/avatar`, 'avatar'],
    ['sendUserPasswordReset', 'POST', `/users/${ids.user.id}/reset-password`, undefined],
    ['getClient', 'GET', `/clients/${ids.client.id}`, undefined],
    [
      'updateClient',
      'PUT',
      `/clients/${ids.client.id}`,
      { ...clientInputOf(t.db, ids.client.id), addresses: [] },
    ],
    ['deleteClient', 'DELETE', `/clients/${ids.client.id}`, undefined],
    ['getJob', 'GET', `/jobs/${ids.job.id}`, undefined],
    [
      'updateJob',
      'PUT',
      `/jobs/${ids.job.id}`,
      { ...jobInputOf(ids.job), otherInformation: 'Mine now.' },
    ],
    ['deleteJob', 'DELETE', `/jobs/${ids.job.id}`, undefined],
    ['skipJob', 'POST', `/jobs/${ids.job.id}/skip`, { kind: 'HOLIDAY' }],
    [
      'previewSeriesChange',
      'POST',
      `/jobs/${ids.job.id}/series-change-preview`,
      { action: 'DELETE', scope: 'all' },
    ],
    ['getJobSeries', 'GET', `/job-series/${ids.series.id}`, undefined],
    ['updateJobSeries', 'PUT', `/job-series/${ids.series.id}`, seriesInputOf(ids.series)],
    ['endJobSeries', 'POST', `/job-series/${ids.series.id}/end`, {}],
    ['updateJobType', 'PUT', `/job-types/${ids.jobType.id}`, { name: 'Renamed' }],
    ['deleteJobType', 'DELETE', `/job-types/${ids.jobType.id}`, undefined],
    ['updateAddressType', 'PUT', `/address-types/${ids.addressType.id}`, { name: 'Renamed' }],
    ['deleteAddressType', 'DELETE', `/address-types/${ids.addressType.id}`, undefined],
    ['getTeam', 'GET', `/teams/${ids.team.id}`, undefined],
    ['updateTeam', 'PATCH', `/teams/${ids.team.id}`, { name: 'Renamed' }],
    ['deleteTeam', 'DELETE', `/teams/${ids.team.id}`, undefined],
    ['revealEntryCode', 'POST', `/addresses/${ids.address.id}/entry-code-reveals`, {}],
    ['listEntryCodeReveals', 'GET', `/clients/${ids.client.id}/entry-code-reveals`, undefined],
  ] as const;

describe.each([
  ['Fresh Start calling with Sparkle & Shine ids', 'fresh.master', () => f.sparkle.id],
  ['Sparkle & Shine calling with Fresh Start ids', 'master', () => f.fresh.id],
])('%s', (_title, login, victim) => {
  it.each(idTakingOperations)('%s answers 404 and changes nothing', async (operationId) => {
    const token = await t.tokenOf(login);
    const ids = idsOf(victim());
    const [, method, path, body] = calls(ids).find(([id]) => id === operationId)!;
    const before = t.db.state.version;
    const answer = await t.call(method, path, {
      token,
      body: body === 'avatar' ? avatarForm() : body,
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(NOT_FOUND);
    expect(t.db.state.version).toBe(before);

    // The same answer as for an id that exists nowhere: nothing tells them apart.
    const unknown = path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, crypto.randomUUID());
    const ghost = await t.call(method, unknown, {
      token,
      body: body === 'avatar' ? avatarForm() : body,
    });
    expect(ghost.status).toBe(404);
    expect(ghost.body).toEqual(answer.body);
  });
});

it('covers every operation of the contract that takes an id', () => {
  const withId = operations.filter((operation) => operation.path.includes('{id}'));
  expect(withId.map((operation) => operation.operationId).sort()).toEqual(
    [...idTakingOperations].sort(),
  );
});

describe('lists and references', () => {
  it("filters another organisation's ids out of lists", async () => {
    const token = await t.tokenOf('fresh.master');
    const sparkle = idsOf(f.sparkle.id);
    const byTeam = await t.call(
      'GET',
      `/jobs?teamId=${sparkle.team.id}&from=2026-01-01&to=2026-06-30`,
      { token },
    );
    expect(byTeam.body).toEqual([]);
    const byClient = await t.call(
      'GET',
      `/jobs?clientId=${sparkle.client.id}&from=2026-01-01&to=2026-06-30`,
      { token },
    );
    expect(byClient.body).toEqual([]);
    const everything = JSON.stringify([
      (await t.call('GET', '/jobs?from=2026-01-01&to=2026-06-30', { token })).body,
      (await t.call('GET', '/clients?limit=500', { token })).body,
      (await t.call('GET', '/users?limit=500', { token })).body,
      (await t.call('GET', '/teams', { token })).body,
      (await t.call('GET', '/job-types', { token })).body,
      (await t.call('GET', '/address-types', { token })).body,
    ]);
    expect(everything).not.toContain(f.sparkle.id);
    for (const id of [
      sparkle.user.id,
      sparkle.client.id,
      sparkle.job.id,
      sparkle.team.id,
      sparkle.jobType.id,
      sparkle.addressType.id,
    ]) {
      expect(everything).not.toContain(id);
    }
  });

  it("refuses another organisation's ids inside a body, on that field", async () => {
    const token = await t.tokenOf('fresh.master');
    const before = t.db.state.version;
    const sparkleJob = newJobBody(t.db, f.sparkle.id);
    const freshJob = newJobBody(t.db, f.fresh.id);

    for (const field of ['clientId', 'teamId', 'jobTypeId'] as const) {
      const answer = await t.call('POST', '/jobs', {
        token,
        body: { ...freshJob, [field]: sparkleJob[field] },
      });
      expect(answer.status).toBe(400);
      const fields = (answer.body as { details: { field: string }[] }).details.map((d) => d.field);
      expect(fields).toContain(field);
    }
    const foreignTeam = await t.call('PUT', `/users/${idsOf(f.fresh.id).user.id}`, {
      token,
      body: {
        ...(({ firstName, lastName, email, login }) => ({ firstName, lastName, email, login }))(
          idsOf(f.fresh.id).user,
        ),
        role: 'CLEANER',
        defaultTeamId: idsOf(f.sparkle.id).team.id,
      },
    });
    expect(foreignTeam.status).toBe(400);
    // The conflicts check takes its team and job in the query, and refuses them the same way.
    for (const [field, id] of [
      ['teamId', sparkleJob.teamId],
      ['jobId', idsOf(f.sparkle.id).job.id],
    ] as const) {
      const query = new URLSearchParams({ date: '2026-03-20', teamId: freshJob.teamId });
      query.set(field, id);
      const answer = await t.call('GET', `/job-conflicts?${query}`, { token });
      expect(answer.status).toBe(400);
      expect((answer.body as { details: { field: string }[] }).details).toEqual([
        { field, message: expect.any(String) },
      ]);
    }
    // An address type of the other organisation is no type of theirs.
    const freshClient = idsOf(f.fresh.id).client;
    const input = clientInputOf(t.db, freshClient.id);
    const typed = await t.call('PUT', `/clients/${freshClient.id}`, {
      token,
      body: {
        ...input,
        addresses: input.addresses.map((address, index) =>
          index === 0 ? { ...address, addressTypeId: idsOf(f.sparkle.id).addressType.id } : address,
        ),
      },
    });
    expect(typed).toMatchObject({
      status: 400,
      body: { details: [{ field: 'addresses.0.addressTypeId', message: 'Unknown address type' }] },
    });
    expect(t.db.state.version).toBe(before);
  });

  it("keeps another organisation's names free: team, job-type and address-type names clash only within one", async () => {
    const token = await t.tokenOf('fresh.master');
    const team = await t.call('POST', '/teams', { token, body: { name: 'Blue Team' } });
    expect(team.status).toBe(201);
    const jobType = await t.call('POST', '/job-types', { token, body: { name: 'Office Clean' } });
    expect(jobType.status).toBe(201);
    // Fresh Start has its own House; a new name of Sparkle & Shine's is free to it.
    const addressType = await t.call('POST', '/address-types', { token, body: { name: 'Duplex' } });
    expect(addressType.status).toBe(201);
    const other = await t.call('POST', '/address-types', {
      token: await t.tokenOf('master'),
      body: { name: 'duplex' },
    });
    expect(other.status).toBe(201);
  });

  it("does not let a token of one organisation act as another's user", async () => {
    const token = await t.tokenOf('fresh.master');
    const me = await t.call('GET', '/users/me', { token });
    expect(me.body).toMatchObject({ organizationId: f.fresh.id, login: 'fresh.master' });
    const organization = await t.call('GET', '/organizations/current', { token });
    expect(organization.body).toMatchObject({ id: f.fresh.id });
  });
});
