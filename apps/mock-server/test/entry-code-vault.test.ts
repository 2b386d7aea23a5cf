// The entry-code vault: reads carry only `hasEntryCode`, the code is revealed one address at a time
// to those who may see it then, every reveal is logged, and only MASTER and ADMIN change codes. The
// clock is the tests' fixed 2026-03-16 10:00 in New York (the seeded organisation's zone).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientInputOf, fixtures, startTestApi, type TestApi } from './http.ts';

let t: TestApi;
let f: ReturnType<typeof fixtures>;
let master: string;

/** An address with a code, of a client the cleaner sees, and the cleaner's team. */
let addressId: string;
let clientId: string;
let code: string;
let ownTeamId: string;
let otherTeamId: string;

beforeAll(async () => {
  t = await startTestApi();
  f = fixtures(t.db);
  master = await t.tokenOf('master');
  ownTeamId = f.user('cleaner').defaultTeamId!;
  otherTeamId = f.teamsOf(f.sparkle.id).find((team) => team.isActive && team.id !== ownTeamId)!.id;
  const address = t.db.addresses.all().find(
    (candidate) =>
      candidate.organizationId === f.sparkle.id &&
      // A code that cannot turn up by chance in an id or a phone number.
      /[#*]|Lockbox/.test(candidate.entryCode ?? '') &&
      candidate.isActive &&
      t.db.clients.get(candidate.clientId)?.isActive,
  )!;
  addressId = address.id;
  clientId = address.clientId;
  code = address.entryCode!;
});

afterAll(async () => {
  await t.api.close();
});

/** A new job at the address, made by MASTER. */
async function visit(date: string, values: Record<string, unknown> = {}): Promise<string> {
  const answer = await t.call('POST', '/jobs', {
    token: master,
    body: {
      date,
      clientId,
      addressId,
      teamId: ownTeamId,
      chargeAmount: '145.00',
      chargeBy: 'FIXED',
      ...values,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body as { id: string }).id;
}

const reveal = async (token: string, body: Record<string, unknown> = {}, id = addressId) =>
  t.call('POST', `/addresses/${id}/entry-code-reveals`, { token, body });

const log = async (token = master, query = '') =>
  t.call('GET', `/clients/${clientId}/entry-code-reveals${query}`, { token });

interface Reveal {
  user: { id: string; name: string };
  revealedAt: string;
  addressId: string;
  address: { id: string; street: string } | null;
  job: { id: string; date: string } | null;
}

describe('reads', () => {
  it('carry no entry code anywhere, only whether one is stored', async () => {
    // A job at the address today, so the job reads below take it in.
    await visit('2026-03-16');
    for (const login of ['master', 'admin', 'billing', 'cleaner']) {
      const token = await t.tokenOf(login);
      const reads = [
        await t.call('GET', '/clients?limit=500', { token }),
        await t.call('GET', `/clients/${clientId}`, { token }),
        await t.call('GET', '/jobs?from=2026-03-01&to=2026-03-31', { token }),
        await t.call('GET', '/job-series', { token }),
      ];
      for (const answer of reads) {
        expect(answer.status).toBe(200);
        const text = JSON.stringify(answer.body);
        expect(text).not.toContain('"entryCode"');
        expect(text).not.toContain(JSON.stringify(code).slice(1, -1));
      }
      const client = reads[1]!.body as { addresses: { id: string; hasEntryCode: boolean }[] };
      expect(client.addresses.find((a) => a.id === addressId)?.hasEntryCode).toBe(true);
      // A job's address says so too, for the visit's `Show entry code`.
      const jobs = reads[2]!.body as { address: { id: string; hasEntryCode: boolean } }[];
      const atAddress = jobs.filter((job) => job.address.id === addressId);
      expect(atAddress.length).toBeGreaterThan(0);
      expect(atAddress.every((job) => job.address.hasEntryCode)).toBe(true);
    }
  });
});

describe('who may reveal a code', () => {
  it('answers MASTER and ADMIN at any time, with no-store', async () => {
    for (const login of ['master', 'admin']) {
      const answer = await reveal(await t.tokenOf(login));
      expect(answer).toMatchObject({ status: 200, body: { entryCode: code } });
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('never answers BILLING', async () => {
    const jobId = await visit('2026-03-16');
    for (const body of [{}, { jobId }]) {
      expect(await reveal(await t.tokenOf('billing'), body)).toMatchObject({
        status: 403,
        body: { code: 'FORBIDDEN', message: 'Billing users cannot see entry codes.' },
      });
    }
  });

  it("answers a cleaner only from their team's visit there today that goes ahead", async () => {
    const cleaner = await t.tokenOf('cleaner');
    const today = await visit('2026-03-16');
    const refused = [
      {},
      { jobId: null },
      { jobId: await visit('2026-03-15') },
      { jobId: await visit('2026-03-17') },
      { jobId: await visit('2026-03-16', { teamId: otherTeamId }) },
      {
        jobId: await visit('2026-03-16', { status: 'CANCELLED', cancelReason: 'Client away' }),
      },
      // A visit of their team today, at another address.
      {
        jobId: f.jobOf(
          f.sparkle.id,
          (job) => job.teamId === ownTeamId && job.addressId !== addressId,
        ).id,
      },
    ];
    for (const body of refused) {
      expect(await reveal(cleaner, body), JSON.stringify(body)).toMatchObject({
        status: 403,
        body: {
          code: 'FORBIDDEN',
          message:
            "A cleaner can see an entry code only on the day of their team's visit to the address.",
        },
      });
    }
    expect(await reveal(cleaner, { jobId: today })).toMatchObject({
      status: 200,
      body: { entryCode: code },
    });
  });

  it("answers 404 for another organisation's address and 400 for a visit elsewhere", async () => {
    const foreign = t.db.addresses.all().find((a) => a.organizationId === f.fresh.id);
    if (foreign) expect((await reveal(master, {}, foreign.id)).status).toBe(404);
    const elsewhere = f.jobOf(f.sparkle.id, (job) => job.addressId !== addressId);
    expect(await reveal(master, { jobId: elsewhere.id })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', details: [{ field: 'jobId' }] },
    });
    expect((await reveal(master, { jobId: 'nope' })).status).toBe(400);
  });
});

describe('the log', () => {
  it('records every reveal and lists them newest first, to MASTER and ADMIN only', async () => {
    const before = Number((await log()).headers.get('x-total-count'));
    const jobId = await visit('2026-03-16');
    t.advance(60_000);
    await reveal(await t.tokenOf('cleaner'), { jobId });
    t.advance(60_000);
    await reveal(await t.tokenOf('admin'));
    // A refused reveal is not a reveal.
    await reveal(await t.tokenOf('billing'));

    const answer = await log();
    expect(answer.status).toBe(200);
    expect(Number(answer.headers.get('x-total-count'))).toBe(before + 2);
    const [latest, previous] = answer.body as Reveal[];
    const admin = f.user('admin');
    const cleaner = f.user('cleaner');
    expect(latest).toMatchObject({
      user: { id: admin.id, name: `${admin.firstName} ${admin.lastName}` },
      addressId,
      address: { id: addressId },
      job: null,
    });
    expect(previous).toMatchObject({
      user: { id: cleaner.id, name: `${cleaner.firstName} ${cleaner.lastName}` },
      job: { id: jobId, date: '2026-03-16' },
    });
    // On the organisation's clock: 10:02 and 10:01 in New York.
    expect(latest!.revealedAt).toMatch(/^2026-03-16T10:02:00(\.000)?-04:00$/);
    expect(previous!.revealedAt).toMatch(/^2026-03-16T10:01:00(\.000)?-04:00$/);

    const page = await log(master, '?limit=1&offset=1');
    expect((page.body as Reveal[]).map((r) => r.revealedAt)).toEqual([previous!.revealedAt]);

    for (const login of ['billing', 'cleaner']) {
      expect((await log(await t.tokenOf(login))).status).toBe(403);
    }
    expect((await log((await t.signIn('admin')).access_token)).status).toBe(200);
  });
});

describe('writes', () => {
  const addressOf = (body: ReturnType<typeof clientInputOf>) =>
    body.addresses.find((a) => a.id === addressId)!;
  const storedCode = () => t.db.addresses.get(addressId)!.entryCode;

  it('keep the code when it is left out, set a text and clear on null', async () => {
    const body = clientInputOf(t.db, clientId);
    expect('entryCode' in addressOf(body)).toBe(false);
    const put = (value: typeof body) =>
      t.call('PUT', `/clients/${clientId}`, { token: master, body: value });

    expect((await put({ ...body, otherInformation: 'Kept the code.' })).status).toBe(200);
    expect(storedCode()).toBe(code);

    const set = structuredClone(body);
    Object.assign(addressOf(set), { entryCode: ' 7731* ' });
    const answer = await put(set);
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).not.toContain('7731*');
    expect(storedCode()).toBe('7731*');

    const cleared = structuredClone(body);
    Object.assign(addressOf(cleared), { entryCode: null });
    const after = await put(cleared);
    expect(storedCode()).toBeNull();
    const read = after.body as { addresses: { id: string; hasEntryCode: boolean }[] };
    expect(read.addresses.find((a) => a.id === addressId)?.hasEntryCode).toBe(false);

    // Bad input: 400 with the field, and nothing written.
    const bad = structuredClone(body);
    Object.assign(addressOf(bad), { entryCode: '   ' });
    bad.otherInformation = 'Not saved.';
    const refused = await put(bad);
    expect(refused).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(JSON.stringify(refused.body)).toContain('entryCode');
    expect(t.db.clients.get(clientId)!.otherInformation).toBe(body.otherInformation);
    expect(storedCode()).toBeNull();

    const restored = structuredClone(body);
    Object.assign(addressOf(restored), { entryCode: code });
    expect((await put(restored)).status).toBe(200);
    expect(storedCode()).toBe(code);
  });

  it('let only MASTER and ADMIN set or clear a code', async () => {
    const billing = await t.tokenOf('billing');
    const body = clientInputOf(t.db, clientId);
    for (const entryCode of ['1111', null]) {
      const change = structuredClone(body);
      Object.assign(addressOf(change), { entryCode });
      change.paymentInformation = 'Card on file.';
      expect(
        await t.call('PUT', `/clients/${clientId}`, { token: billing, body: change }),
      ).toMatchObject({
        status: 403,
        body: {
          code: 'FORBIDDEN',
          message:
            'Only MASTER and ADMIN users can set or clear an entry code; leave entryCode out to keep it.',
        },
      });
      expect(storedCode()).toBe(code);
    }
    // Leaving it out, BILLING still changes the payment fields, and the code stays.
    const payment = { ...body, paymentInformation: 'Card on file.' };
    expect(
      (await t.call('PUT', `/clients/${clientId}`, { token: billing, body: payment })).status,
    ).toBe(200);
    expect(storedCode()).toBe(code);

    const admin = await t.tokenOf('admin');
    const change = structuredClone(body);
    Object.assign(addressOf(change), { entryCode: '2468' });
    expect(
      (await t.call('PUT', `/clients/${clientId}`, { token: admin, body: change })).status,
    ).toBe(200);
    expect(storedCode()).toBe('2468');
  });
});

describe("the organisation's day", () => {
  it('still lets a cleaner in at 23:30 in New York, and not after midnight there', async () => {
    const jobId = await visit('2026-03-16');
    // 2026-03-17 03:30 UTC is 23:30 on the 16th in New York.
    t.advance(Date.parse('2026-03-17T03:30:00Z') - Date.parse('2026-03-16T14:02:00Z'));
    const late = (await t.signIn('cleaner')).access_token;
    expect((await reveal(late, { jobId })).status).toBe(200);
    t.advance(60 * 60_000);
    const after = (await t.signIn('cleaner')).access_token;
    expect((await reveal(after, { jobId })).status).toBe(403);
  });
});
