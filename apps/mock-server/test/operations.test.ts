// Every operation of openapi.yaml over real HTTP, with its successes and its usual errors. Each
// answer is checked against the contract by `call` (status declared, body schema, headers, no
// undeclared fields); the last test makes sure every operation answered a success at least once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIds } from './contract.ts';
import {
  clientInputOf,
  fixtures,
  jobInputOf,
  newJobBody,
  newSeriesBody,
  PNG,
  seen,
  startTestApi,
  type TestApi,
  type Tokens,
} from './http.ts';

let t: TestApi;
let master: string;
let f: ReturnType<typeof fixtures>;

beforeAll(async () => {
  t = await startTestApi();
  master = await t.tokenOf('master');
  f = fixtures(t.db);
});

afterAll(async () => {
  await t.api.close();
});

const form = (
  fields: Record<string, string>,
  file?: { bytes: Uint8Array<ArrayBuffer>; type: string },
) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file) data.append('file', new Blob([file.bytes], { type: file.type }), 'avatar');
  return data;
};

describe('system and auth', () => {
  it('getHealth', async () => {
    expect((await t.call('GET', '/health')).status).toBe(200);
  });

  it('login, refreshToken, logout', async () => {
    const bad = await t.call('POST', '/auth/login', {
      body: { login: 'master', password: 'nope' },
    });
    expect(bad.status).toBe(401);
    expect((await t.call('POST', '/auth/login', { body: {} })).status).toBe(400);

    const pair = (await t.signIn('admin')) as Tokens;
    const refreshed = await t.call('POST', '/auth/refresh', {
      body: { refreshToken: pair.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    expect(
      (await t.call('POST', '/auth/refresh', { body: { refreshToken: 'rt_unknown' } })).status,
    ).toBe(401);

    const next = refreshed.body as Tokens;
    const logout = await t.call('POST', '/auth/logout', {
      token: next.access_token,
      body: { refreshToken: next.refresh_token },
    });
    expect(logout.status).toBe(204);
    expect(
      (await t.call('POST', '/auth/logout', { body: { refreshToken: next.refresh_token } })).status,
    ).toBe(401);
  });
});

describe('organisations', () => {
  const registration = (login: string, email: string) => ({
    name: 'Brightnest Home Cleaning',
    email: 'hello@brightnest.example',
    phone: '(512) 555-0160',
    address: '1800 Barton Springs Road',
    city: 'Austin',
    state: 'TX',
    zipCode: '78704',
    country: 'United States',
    timeZone: 'America/Chicago',
    masterUser: {
      firstName: 'Dana',
      lastName: 'Whitfield',
      email,
      login,
      password: 'Brightnest2026',
      passwordConfirmation: 'Brightnest2026',
    },
  });

  it('registerOrganization', async () => {
    const created = await t.call('POST', '/organizations', {
      body: registration('dana.whitfield', 'dana@brightnest.example'),
    });
    expect(created).toMatchObject({ status: 202, body: '' });
    const welcome = t.db.mails.all().find((m) => m.to === 'dana@brightnest.example');
    expect(welcome).toMatchObject({ kind: 'welcome', link: 'http://127.0.0.1:5173/login' });
    const tokens = await t.signIn('dana.whitfield', 'Brightnest2026');
    const me = await t.call('GET', '/users/me', { token: tokens.access_token });
    expect(me.body).toMatchObject({ login: 'dana.whitfield', role: 'MASTER' });
    const organization = await t.call('GET', '/organizations/current', {
      token: tokens.access_token,
    });
    expect(organization.body).toMatchObject({
      name: 'Brightnest Home Cleaning',
      plan: { code: 'STARTER' },
      usage: { users: 1, teams: 0 },
    });

    // Taken values answer the same; the registrant learns it by e-mail.
    const organizations = t.db.organizations.count();
    const taken = await t.call('POST', '/organizations', {
      body: registration('MASTER', 'new@brightnest.example'),
    });
    expect(taken).toMatchObject({ status: 202, body: '' });
    const emailTaken = await t.call('POST', '/organizations', {
      body: registration('someone.new', 'Dana@Brightnest.example'),
    });
    expect(emailTaken).toMatchObject({ status: 202, body: '' });
    expect(t.db.organizations.count()).toBe(organizations);
    expect((await t.call('POST', '/organizations', { body: { name: '' } })).status).toBe(400);
  });

  it('getCurrentOrganization and updateCurrentOrganization', async () => {
    expect((await t.call('GET', '/organizations/current')).status).toBe(401);
    const updated = await t.call('PATCH', '/organizations/current', {
      token: master,
      body: { name: 'Sparkle & Shine Cleaning Co.', logoUrl: 'https://cdn.example.com/logo.png' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Sparkle & Shine Cleaning Co.' });
    const billing = await t.call('PATCH', '/organizations/current', {
      token: await t.tokenOf('billing'),
      body: { name: 'Nope' },
    });
    expect(billing.status).toBe(403);
    expect(
      (await t.call('PATCH', '/organizations/current', { token: master, body: {} })).status,
    ).toBe(400);

    // Fresh Start (Pro, 20 teams) with 7 teams cannot move to Starter (6).
    const fresh = await t.tokenOf('fresh.master');
    for (let i = 0; i < 5; i++) {
      await t.call('POST', '/teams', { token: fresh, body: { name: `Crew ${i}` } });
    }
    const tooSmall = await t.call('PATCH', '/organizations/current', {
      token: fresh,
      body: { planCode: 'STARTER' },
    });
    expect(tooSmall).toMatchObject({
      status: 409,
      body: {
        code: 'CONFLICT',
        details: [
          {
            field: 'planCode',
            message: 'Your organisation uses more users or teams than this plan allows.',
          },
        ],
      },
    });
  });
});

describe('password resets', () => {
  it('requestPasswordReset, validatePasswordResetToken, resetPassword', async () => {
    const someone = t.db.users
      .list('organizationId', f.sparkle.id)
      .find((user) => user.role === 'CLEANER' && user.login !== 'cleaner' && user.isActive)!;
    const request = await t.call('POST', '/password-resets/request', {
      body: { email: someone.email },
    });
    expect(request.status).toBe(202);
    expect(
      (await t.call('POST', '/password-resets/request', { body: { email: 'not-an-email' } }))
        .status,
    ).toBe(400);

    // The e-mail is written after the answer: wait for the writes queued before this one.
    await t.db.state.write(() => {});
    const mail = t.db.mails.all().find((m) => m.to === someone.email);
    const token = new URL(mail!.link).searchParams.get('token')!;
    const valid = await t.call('GET', `/password-resets/validate?token=${token}`);
    expect(valid).toMatchObject({ status: 200, body: { valid: true } });
    expect((await t.call('GET', '/password-resets/validate')).status).toBe(400);

    const reset = await t.call('POST', '/password-resets/reset', {
      body: { token, password: 'Sunrise2026', passwordConfirmation: 'Sunrise2026' },
    });
    expect(reset.status).toBe(204);
    const again = await t.call('POST', '/password-resets/reset', {
      body: { token, password: 'Sunrise2026', passwordConfirmation: 'Sunrise2026' },
    });
    expect(again.body).toMatchObject({ code: 'INVALID_RESET_TOKEN' });
  });
});

describe('users', () => {
  it('getCurrentUser and listUsers', async () => {
    expect((await t.call('GET', '/users/me', { token: master })).status).toBe(200);
    const list = await t.call('GET', '/users?limit=3&sort=lastName&order=desc', { token: master });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(3);
    expect(Number(list.headers.get('x-total-count'))).toBeGreaterThanOrEqual(8);
    expect((await t.call('GET', '/users?limit=0', { token: master })).status).toBe(400);
    expect((await t.call('GET', '/users', { token: await t.tokenOf('cleaner') })).status).toBe(403);
  });

  it('createUser, getUser, updateUser, uploadUserAvatar, sendUserPasswordReset, deleteUser', async () => {
    const team = f.activeTeam(f.sparkle.id);
    const created = await t.call('POST', '/users', {
      token: master,
      body: form(
        {
          firstName: 'Jo',
          lastName: 'Park',
          email: 'jo.park@sparkleshine.example',
          login: 'jo.park',
          role: 'CLEANER',
          isDriver: 'true',
          defaultTeamId: team.id,
        },
        { bytes: PNG, type: 'image/png' },
      ),
    });
    expect(created.status).toBe(201);
    const user = created.body as { id: string; photoUrl: string };
    expect(user.photoUrl).toMatch(/\/v1\/avatars\//);
    const image = await fetch(user.photoUrl);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);

    const duplicate = await t.call('POST', '/users', {
      token: master,
      body: form({
        firstName: 'Jo',
        lastName: 'Park',
        email: 'x@y.example',
        login: 'JO.PARK',
        role: 'CLEANER',
      }),
    });
    expect(duplicate).toMatchObject({
      status: 409,
      body: {
        message: 'This login is already taken.',
        details: [{ field: 'login', message: 'This login is already taken.' }],
      },
    });
    expect(
      (await t.call('POST', '/users', { token: master, body: form({ firstName: '' }) })).status,
    ).toBe(400);
    const asJson = await t.call('POST', '/users', { token: master, body: { firstName: 'Jo' } });
    expect(asJson.status).toBe(415);

    expect((await t.call('GET', `/users/${user.id}`, { token: master })).status).toBe(200);
    expect((await t.call('GET', '/users/not-a-uuid', { token: master })).status).toBe(400);
    expect((await t.call('GET', `/users/${crypto.randomUUID()}`, { token: master })).status).toBe(
      404,
    );

    const updated = await t.call('PUT', `/users/${user.id}`, {
      token: master,
      body: {
        firstName: 'Joanna',
        lastName: 'Park',
        email: 'jo.park@sparkleshine.example',
        login: 'jo.park',
        role: 'CLEANER',
        defaultTeamId: team.id,
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ firstName: 'Joanna', isDriver: false, isActive: true });
    const taken = await t.call('PUT', `/users/${user.id}`, {
      token: master,
      body: {
        firstName: 'J',
        lastName: 'P',
        email: 'jo.park@sparkleshine.example',
        login: 'admin',
        role: 'CLEANER',
      },
    });
    expect(taken).toMatchObject({
      status: 409,
      body: { details: [{ field: 'login', message: 'This login is already taken.' }] },
    });
    const emailTaken = await t.call('PUT', `/users/${user.id}`, {
      token: master,
      body: {
        firstName: 'J',
        lastName: 'P',
        email: f.user('admin').email,
        login: 'jo.park',
        role: 'CLEANER',
      },
    });
    expect(emailTaken).toMatchObject({
      status: 409,
      body: { details: [{ field: 'email', message: 'This e-mail is already registered.' }] },
    });

    const avatar = await t.call('POST', `/users/${user.id}/avatar`, {
      token: master,
      body: form({}, { bytes: PNG, type: 'image/png' }),
    });
    expect(avatar.status).toBe(200);
    expect((avatar.body as { photoUrl: string }).photoUrl).not.toBe(user.photoUrl);
    const notImage = await t.call('POST', `/users/${user.id}/avatar`, {
      token: master,
      body: form({}, { bytes: new TextEncoder().encode('GIF89a fake'), type: 'image/gif' }),
    });
    expect(notImage.status).toBe(415);
    const tooBig = await t.call('POST', `/users/${user.id}/avatar`, {
      token: master,
      body: form(
        {},
        {
          bytes: new Uint8Array(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])),
          type: 'image/png',
        },
      ),
    });
    expect(tooBig.status).toBe(413);

    expect(
      (await t.call('POST', `/users/${user.id}/reset-password`, { token: master })).status,
    ).toBe(202);
    expect(
      (await t.call('POST', `/users/${crypto.randomUUID()}/reset-password`, { token: master }))
        .status,
    ).toBe(404);

    expect((await t.call('DELETE', `/users/${user.id}`, { token: master })).status).toBe(204);
    const self = await t.call('DELETE', `/users/${f.user('master').id}`, { token: master });
    expect(self).toMatchObject({
      status: 409,
      body: { message: 'You cannot delete your own account.' },
    });
    // Not about a field of a body: no details.
    expect(self.body).not.toHaveProperty('details');
  });

  it('answers PLAN_LIMIT_REACHED beyond the plan', async () => {
    // Starter: 10 users; the seed has 8.
    const results = [];
    for (let i = 0; i < 3; i++) {
      results.push(
        await t.call('POST', '/users', {
          token: master,
          body: form({
            firstName: 'New',
            lastName: `Person${i}`,
            email: `new${i}@sparkleshine.example`,
            login: `new.person${i}`,
            role: 'CLEANER',
          }),
        }),
      );
    }
    expect(results.map((r) => r.status)).toEqual([201, 201, 403]);
    expect(results[2]?.body).toEqual({
      message: "You've reached the maximum number of users allowed in your current plan.",
      code: 'PLAN_LIMIT_REACHED',
    });
  });
});

describe('clients', () => {
  it('listClients, createClient, getClient, updateClient, deleteClient', async () => {
    const list = await t.call('GET', '/clients?q=a&limit=5&sort=lastName', { token: master });
    expect(list.status).toBe(200);
    expect(Number(list.headers.get('x-total-count'))).toBeGreaterThan(5);

    const tempId = crypto.randomUUID();
    const created = await t.call('POST', '/clients', {
      token: master,
      body: {
        firstName: 'Olivia',
        lastName: 'Hartley',
        phone1: '(617) 555-0142',
        email: 'olivia.hartley@example.com',
        preferredFrequency: 'BI_WEEKLY',
        addresses: [
          {
            tempId,
            street: '42 Willow Creek Lane',
            city: 'Cambridge',
            state: 'MA',
            zipCode: '02139',
            isDefault: true,
            chargeAmount: '145.00',
            chargeBy: 'FIXED',
          },
        ],
      },
    });
    expect(created.status).toBe(201);
    const client = created.body as { id: string; addresses: { id: string; tempId?: string }[] };
    expect(client.addresses[0]?.tempId).toBe(tempId);

    const byPhone = async (q: string) => {
      const found = await t.call('GET', `/clients?q=${encodeURIComponent(q)}&limit=100`, {
        token: master,
      });
      return (found.body as { id: string }[]).map((c) => c.id);
    };
    expect(await byPhone('6175550142')).toContain(client.id);
    expect(await byPhone('(617) 555-0142')).toContain(client.id);
    expect(await byPhone('+1 617.555.0142')).toContain(client.id);
    // Digits inside a word are not a phone number: the name search alone decides.
    expect(await byPhone('Olivia6175550142')).not.toContain(client.id);
    expect(await byPhone('Quill5550142x')).toEqual([]);

    const read = await t.call('GET', `/clients/${client.id}`, { token: master });
    expect(read.status).toBe(200);
    expect((read.body as typeof client).addresses[0]?.tempId).toBeUndefined();
    expect((await t.call('GET', `/clients/${crypto.randomUUID()}`, { token: master })).status).toBe(
      404,
    );

    const input = clientInputOf(t.db, client.id);
    const newTempId = crypto.randomUUID();
    const updated = await t.call('PUT', `/clients/${client.id}`, {
      token: master,
      body: {
        ...input,
        lastName: 'Hartley-Jones',
        addresses: [
          ...input.addresses,
          {
            tempId: newTempId,
            street: '9 Birch Point Road',
            city: 'Wolfeboro',
            state: 'NH',
            zipCode: '03894',
          },
        ],
      },
    });
    expect(updated.status).toBe(200);
    expect((updated.body as typeof client).addresses.map((a) => a.tempId)).toEqual([
      undefined,
      newTempId,
    ]);

    expect((await t.call('DELETE', `/clients/${client.id}`, { token: master })).status).toBe(204);

    const busy = f.jobOf(f.sparkle.id).clientId;
    const inUse = await t.call('DELETE', `/clients/${busy}`, { token: master });
    expect(inUse.status).toBe(409);
    const busyInput = clientInputOf(t.db, busy);
    const dropAddresses = await t.call('PUT', `/clients/${busy}`, {
      token: master,
      body: { ...busyInput, addresses: [] },
    });
    expect(dropAddresses.status).toBe(409);
    expect(dropAddresses.body).not.toHaveProperty('details');
  });
});

describe('jobs', () => {
  it('listJobs, createJob, getJob, updateJob, deleteJob', async () => {
    const team = f.activeTeam(f.sparkle.id);
    const month = await t.call(
      'GET',
      `/jobs?from=2026-03-01&to=2026-03-31&teamId=${team.id}&status=SCHEDULED&status=COMPLETED`,
      { token: master },
    );
    expect(month.status).toBe(200);
    expect(
      (await t.call('GET', '/jobs?from=2026-03-31&to=2026-03-01', { token: master })).status,
    ).toBe(400);

    const created = await t.call('POST', '/jobs', {
      token: master,
      body: newJobBody(t.db, f.sparkle.id),
    });
    expect(created.status).toBe(201);
    const job = created.body as { id: string };
    expect((await t.call('GET', `/jobs/${job.id}`, { token: master })).status).toBe(200);
    expect((await t.call('POST', '/jobs', { token: master, body: { date: 'soon' } })).status).toBe(
      400,
    );

    const stored = t.db.jobs.get(job.id)!;
    const started = await t.call('PUT', `/jobs/${job.id}`, {
      token: master,
      body: { ...jobInputOf(stored), status: 'IN_PROGRESS', trackedStartTime: '09:02' },
    });
    expect(started).toMatchObject({ status: 200, body: { status: 'IN_PROGRESS' } });
    const backwards = await t.call('PUT', `/jobs/${job.id}`, {
      token: master,
      body: { ...jobInputOf(t.db.jobs.get(job.id)!), status: 'SCHEDULED' },
    });
    expect(backwards).toMatchObject({
      status: 409,
      body: { message: 'A job cannot move from IN_PROGRESS to SCHEDULED.' },
    });

    expect((await t.call('DELETE', `/jobs/${job.id}`, { token: master })).status).toBe(204);
    expect((await t.call('DELETE', `/jobs/${job.id}`, { token: master })).status).toBe(404);
  });

  it('listJobConflicts', async () => {
    const team = f.activeTeam(f.sparkle.id);
    const job = f.jobOf(
      f.sparkle.id,
      (candidate) =>
        candidate.teamId === team.id &&
        candidate.scheduledStartTime !== null &&
        candidate.date > '2026-03-16',
    );
    const clear = await t.call(
      'GET',
      `/job-conflicts?date=${job.date}&teamId=${team.id}&startTime=05:00&endTime=06:00`,
      { token: master },
    );
    expect(clear).toMatchObject({ status: 200, body: { conflicts: [{ kind: 'OUTSIDE_HOURS' }] } });
    const itself = await t.call(
      'GET',
      `/job-conflicts?date=${job.date}&teamId=${team.id}&startTime=06:00&endTime=00:00&jobId=${job.id}`,
      { token: master },
    );
    expect(itself.status).toBe(200);
    expect(JSON.stringify(itself.body)).not.toContain(job.id);
    expect((await t.call('GET', `/job-conflicts?date=${job.date}`, { token: master })).status).toBe(
      400,
    );
  });
});

describe('job series', () => {
  it('previewJobSeries, createJobSeries, listJobSeries, getJobSeries, updateJobSeries, skipJob, previewSeriesChange, endJobSeries', async () => {
    const draft = await t.call('POST', '/job-series/preview', {
      token: master,
      body: { frequency: 'BI_WEEKLY', preferredDay: 'TUESDAY', startDate: '2026-03-17' },
    });
    expect(draft).toMatchObject({ status: 200, body: { total: null } });
    expect(
      (await t.call('POST', '/job-series/preview', { token: master, body: { frequency: 'X' } }))
        .status,
    ).toBe(400);

    const body = newSeriesBody(t.db, f.sparkle.id);
    const created = await t.call('POST', '/job-series', { token: master, body });
    expect(created.status).toBe(201);
    const series = created.body as { id: string; clientId: string };
    expect(
      (await t.call('POST', '/job-series', { token: await t.tokenOf('cleaner'), body })).status,
    ).toBe(403);

    const list = await t.call('GET', `/job-series?clientId=${series.clientId}&status=ACTIVE`, {
      token: master,
    });
    expect(list.status).toBe(200);
    expect((await t.call('GET', `/job-series/${series.id}`, { token: master })).status).toBe(200);
    expect(
      (await t.call('GET', `/job-series/${crypto.randomUUID()}`, { token: master })).status,
    ).toBe(404);

    const updated = await t.call('PUT', `/job-series/${series.id}`, {
      token: master,
      body: { ...body, chargeAmount: '150.00' },
    });
    expect(updated).toMatchObject({ status: 200, body: { chargeAmount: '150.00' } });
    expect(
      (
        await t.call('PUT', `/job-series/${series.id}`, {
          token: master,
          body: { ...body, clientId: f.clientWithAddress(f.fresh.id).client.id },
        })
      ).status,
    ).toBe(409);

    const visit = t.db.jobs.list('seriesId', series.id)[0]!;
    const preview = await t.call('POST', `/jobs/${visit.id}/series-change-preview`, {
      token: master,
      body: { action: 'DELETE', scope: 'following' },
    });
    expect(preview).toMatchObject({ status: 200, body: { action: 'DELETE', scope: 'following' } });
    const skipped = await t.call('POST', `/jobs/${visit.id}/skip`, {
      token: master,
      body: { kind: 'HOLIDAY' },
    });
    expect(skipped).toMatchObject({ status: 200, body: { status: 'CANCELLED' } });
    expect(
      (await t.call('POST', `/jobs/${visit.id}/skip`, { token: master, body: { kind: 'HOLIDAY' } }))
        .status,
    ).toBe(409);

    const ended = await t.call('POST', `/job-series/${series.id}/end`, { token: master, body: {} });
    expect(ended).toMatchObject({ status: 200, body: { endDate: '2026-03-16' } });
  });
});

describe('job types', () => {
  it('listJobTypes, createJobType, updateJobType, deleteJobType', async () => {
    const list = await t.call('GET', '/job-types?isActive=true', { token: master });
    expect((list.body as { name: string }[]).map((j) => j.name)).toEqual([
      'Deep Clean',
      'Move-out Clean',
      'Office Clean',
      'Post-construction',
      'Standard Clean',
    ]);
    const created = await t.call('POST', '/job-types', {
      token: master,
      body: { name: 'Window Wash', short: 'WIN' },
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    expect(
      await t.call('POST', '/job-types', { token: master, body: { name: 'window wash' } }),
    ).toMatchObject({
      status: 409,
      body: {
        details: [{ field: 'name', message: 'A job type with this name already exists.' }],
      },
    });
    const updated = await t.call('PUT', `/job-types/${id}`, {
      token: master,
      body: { name: 'Window Washing', isActive: false },
    });
    expect(updated).toMatchObject({
      status: 200,
      body: { name: 'Window Washing', short: null, isActive: false },
    });
    expect((await t.call('DELETE', `/job-types/${id}`, { token: master })).status).toBe(204);
    const used = f.jobOf(f.sparkle.id, (job) => job.jobTypeId !== null).jobTypeId!;
    expect((await t.call('DELETE', `/job-types/${used}`, { token: master })).status).toBe(409);
  });
});

describe('address types', () => {
  it('listAddressTypes, createAddressType, updateAddressType, deleteAddressType', async () => {
    const list = await t.call('GET', '/address-types?isActive=true', { token: master });
    expect((list.body as { name: string }[]).map((type) => type.name)).toEqual([
      'Apartment',
      'House',
      'Office',
      'Vacation rental',
    ]);
    const created = await t.call('POST', '/address-types', {
      token: master,
      body: { name: 'Loft', description: 'Open plan; high shelves.' },
    });
    expect(created).toMatchObject({ status: 201, body: { name: 'Loft', isActive: true } });
    const id = (created.body as { id: string }).id;
    expect(
      (await t.call('POST', '/address-types', { token: master, body: { name: 'LOFT' } })).status,
    ).toBe(409);
    const updated = await t.call('PUT', `/address-types/${id}`, {
      token: master,
      body: { name: 'Lofts', isActive: false },
    });
    expect(updated).toMatchObject({
      status: 200,
      body: { name: 'Lofts', description: null, isActive: false },
    });
    expect((await t.call('DELETE', `/address-types/${id}`, { token: master })).status).toBe(204);
    const used = t.db.addresses.all().find((address) => address.addressTypeId !== null)!;
    expect(
      (await t.call('DELETE', `/address-types/${used.addressTypeId}`, { token: master })).status,
    ).toBe(409);
  });
});

describe('teams', () => {
  it('listTeams, createTeam, getTeam, updateTeam, deleteTeam', async () => {
    const list = await t.call('GET', '/teams', { token: master });
    expect(list.body).toHaveLength(5);
    const created = await t.call('POST', '/teams', {
      token: master,
      body: { name: 'Teal Team', color: '#0D9488' },
    });
    expect(created).toMatchObject({ status: 201, body: { memberCount: 0, isActive: true } });
    const id = (created.body as { id: string }).id;
    const full = await t.call('POST', '/teams', { token: master, body: { name: 'Seventh Team' } });
    expect(full.body).toEqual({
      message: "You've reached the maximum number of teams allowed in your current plan.",
      code: 'PLAN_LIMIT_REACHED',
    });
    expect(
      (await t.call('POST', '/teams', { token: master, body: { name: 'x', color: 'teal' } }))
        .status,
    ).toBe(400);
    expect((await t.call('GET', `/teams/${id}`, { token: master })).status).toBe(200);
    expect(
      await t.call('PATCH', `/teams/${id}`, { token: master, body: { name: 'blue team' } }),
    ).toMatchObject({
      status: 409,
      body: { details: [{ field: 'name', message: 'A team with this name already exists.' }] },
    });
    const renamed = await t.call('PATCH', `/teams/${id}`, {
      token: master,
      body: { isActive: false },
    });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Teal Team', isActive: false } });
    expect((await t.call('DELETE', `/teams/${id}`, { token: master })).status).toBe(204);
    const busy = f.activeTeam(f.sparkle.id).id;
    expect((await t.call('DELETE', `/teams/${busy}`, { token: master })).status).toBe(409);
  });
});

describe('calendar feeds', () => {
  it('createCalendarFeed, getCalendarFeed, getCalendarFeedEvents, revokeCalendarFeed', async () => {
    expect((await t.call('GET', '/users/me/calendar-feed', { token: master })).status).toBe(404);
    const created = await t.call('POST', '/users/me/calendar-feed', {
      token: master,
      body: { teamId: null },
    });
    expect(created).toMatchObject({ status: 201, body: { teamId: null } });
    const path = new URL((created.body as { url: string }).url).pathname.replace(/^\/v1/, '');
    expect((await t.call('GET', '/users/me/calendar-feed', { token: master })).status).toBe(200);
    expect((await t.call('GET', path)).status).toBe(200);
    expect((await t.call('DELETE', '/users/me/calendar-feed', { token: master })).status).toBe(204);
    expect((await t.call('GET', path)).status).toBe(404);
  });
});

describe('entry codes', () => {
  it('revealEntryCode, listEntryCodeReveals', async () => {
    const { client, address } = f.clientWithAddress(f.sparkle.id);
    const revealed = await t.call('POST', `/addresses/${address.id}/entry-code-reveals`, {
      token: master,
      body: {},
    });
    expect(revealed).toMatchObject({ status: 200, body: { entryCode: address.entryCode } });
    expect(revealed.headers.get('cache-control')).toBe('no-store');
    const log = await t.call('GET', `/clients/${client.id}/entry-code-reveals`, { token: master });
    expect(log).toMatchObject({ status: 200, body: [{ addressId: address.id, job: null }] });
    expect(log.headers.get('x-total-count')).toBe('1');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (
        await t.call('POST', `/addresses/${unknown}/entry-code-reveals`, {
          token: master,
          body: {},
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call('GET', `/clients/${unknown}/entry-code-reveals`, { token: master })).status,
    ).toBe(404);
  });
});

it('called every operation of the contract with a success', () => {
  const succeeded = new Set(
    [...seen].filter((entry) => /\s2\d\d$/.test(entry)).map((entry) => entry.split(' ')[0]),
  );
  expect(operationIds.filter((id) => !succeeded.has(id))).toEqual([]);
});
