// GET /jobs: a bounded range, pages with X-Total-Count, and a cache a caller cannot grow.
import type { Job } from '@spotless/api-client/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobListKey, ListCache } from '../src/handlers/list-cache.ts';
import { startTestApi, type TestApi } from './http.ts';

let t: TestApi;
let token: string;

beforeAll(async () => {
  t = await startTestApi();
  token = await t.tokenOf('master');
});

afterAll(async () => {
  await t.api.close();
});

describe('GET /jobs', () => {
  it('requires a range of at most 366 days', async () => {
    for (const [query, field, message] of [
      ['', 'from', undefined],
      ['from=2026-01-01', 'to', undefined],
      ['from=2026-01-01&to=2027-01-02', 'to', 'The range must be at most 366 days'],
      ['from=2026-03-01&to=2026-02-28', 'to', 'Must not be before from'],
      ['from=9999-12-01&to=9999-12-31&limit=0', 'limit', undefined],
      ['from=2026-01-01&to=2026-01-31&limit=5001', 'limit', undefined],
      ['from=2026-01-01&to=2026-01-31&offset=-1', 'offset', undefined],
    ] as const) {
      const answer = await t.call('GET', `/jobs?${query}`, { token });
      expect(answer.status, query).toBe(400);
      const details = (answer.body as { details: { field: string; message: string }[] }).details;
      const detail = details.find((candidate) => candidate.field === field);
      expect(detail, `${query}: ${JSON.stringify(details)}`).toBeDefined();
      if (message) expect(detail!.message).toBe(message);
    }
    // A leap year, both ends included, is allowed.
    expect((await t.call('GET', '/jobs?from=2028-01-01&to=2028-12-31', { token })).status).toBe(
      200,
    );
  });

  it('answers one page at a time, with the total in X-Total-Count', async () => {
    const range = 'from=2026-03-09&to=2026-03-22';
    const all = await t.call('GET', `/jobs?${range}`, { token });
    const jobs = all.body as Job[];
    const total = Number(all.headers.get('x-total-count'));
    expect(total).toBe(jobs.length);
    expect(total).toBeGreaterThan(40);

    const pages: Job[] = [];
    for (let offset = 0; offset < total; offset += 25) {
      const page = await t.call('GET', `/jobs?${range}&limit=25&offset=${offset}`, { token });
      expect(page.headers.get('x-total-count')).toBe(String(total));
      pages.push(...(page.body as Job[]));
    }
    expect(pages.map((job) => job.id)).toEqual(jobs.map((job) => job.id));
    const beyond = await t.call('GET', `/jobs?${range}&offset=${total}`, { token });
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get('x-total-count')).toBe(String(total));
  });

  it('gives a query with extra parameters, or in another order, the same answer', async () => {
    const plain = await t.call('GET', '/jobs?from=2026-03-16&to=2026-03-17&status=SCHEDULED', {
      token,
    });
    const busted = await t.call(
      'GET',
      `/jobs?status=SCHEDULED&cachebuster=${crypto.randomUUID()}&to=2026-03-17&from=2026-03-16`,
      { token },
    );
    expect(busted.body).toEqual(plain.body);
  });
});

describe('the job-list cache', () => {
  it('keys a list by what decides it, not by how the query was written', () => {
    const organization = crypto.randomUUID();
    const base = { from: '2026-03-01', to: '2026-03-31' };
    expect(
      jobListKey(organization, undefined, { ...base, status: ['COMPLETED', 'SCHEDULED'] }),
    ).toBe(
      jobListKey(organization, undefined, {
        ...base,
        status: ['SCHEDULED', 'COMPLETED', 'SCHEDULED'],
      }),
    );
    expect(jobListKey(organization, undefined, base)).not.toBe(
      jobListKey(organization, crypto.randomUUID(), base),
    );
  });

  it('holds at most its budget, dropping the least recently used lists first', () => {
    const cache = new ListCache<string>(1000);
    const list = (n: number) => Array.from({ length: 10 }, () => String(n).padStart(20, '0'));
    let built = 0;
    const get = (key: string, version = 1) =>
      cache.get(key, version, () => {
        built++;
        return list(Number(key));
      });
    for (let n = 0; n < 64; n++) get(String(n));
    expect(cache.size).toBeLessThanOrEqual(1000);
    expect(cache.entries).toBe(5);
    // The newest are kept; using one keeps it longer.
    built = 0;
    get('63');
    get('59');
    expect(built).toBe(0);
    get('0');
    expect(built).toBe(1);
    // A new version builds again.
    get('63', 2);
    expect(built).toBe(2);
    // A list over a quarter of the budget is served but not kept.
    const big = cache.get('big', 1, () => list(1).concat(list(2), list(3)));
    expect(big).toHaveLength(30);
    expect(cache.entries).toBe(5);
  });
});
