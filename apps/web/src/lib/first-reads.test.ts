import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFirstReadsFetch } from './first-reads.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const root = 'https://app.example/v1';
const get = (path: string, token = 'one') =>
  new Request(`${root}${path}`, { headers: { Authorization: `Bearer ${token}` } });

function setUp() {
  const network = vi.fn(async () => new Response('from the network'));
  vi.stubGlobal('fetch', network);
  const reads = {
    '/users/me': { authorization: 'Bearer one', response: Promise.resolve(new Response('early')) },
  };
  return { network, reads, fetch: createFirstReadsFetch(root, () => reads) };
}

describe('createFirstReadsFetch', () => {
  it('answers a read started early once, with its response; the next one goes to the network', async () => {
    const { network, fetch } = setUp();
    expect(await (await fetch(get('/users/me'))).text()).toBe('early');
    expect(network).not.toHaveBeenCalled();
    expect(await (await fetch(get('/users/me'))).text()).toBe('from the network');
  });

  it('does not use it for another token, another path or another method', async () => {
    const { network, reads, fetch } = setUp();
    await fetch(get('/organizations/current'));
    await fetch(new Request(`${root}/users/me`, { method: 'PATCH', body: '{}' }));
    expect(reads['/users/me']).toBeDefined();
    await fetch(get('/users/me', 'two'));
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('asks again when the early read failed', async () => {
    const { network, reads, fetch } = setUp();
    reads['/users/me'].response = Promise.reject(new TypeError('Failed to fetch'));
    expect(await (await fetch(get('/users/me'))).text()).toBe('from the network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('waits for the reads theme-init.js starts late, and takes the one it then started', async () => {
    const network = vi.fn(async () => new Response('from the network'));
    vi.stubGlobal('fetch', network);
    const reads: Record<string, { authorization: string; response: Promise<Response> }> = {};
    let startDay = () => {};
    const started = new Promise<void>((resolve) => (startDay = resolve));
    const fetch = createFirstReadsFetch(
      root,
      () => reads,
      () => started,
    );

    const answer = fetch(get('/jobs?from=2026-12-04&to=2026-12-04'));
    // The organisation's answer came: theme-init.js asks for the day's jobs, then settles.
    reads['/jobs?from=2026-12-04&to=2026-12-04'] = {
      authorization: 'Bearer one',
      response: Promise.resolve(new Response('early')),
    };
    startDay();
    expect(await (await answer).text()).toBe('early');
    expect(network).not.toHaveBeenCalled();
  });

  it('asks the network once theme-init.js gave up starting its reads', async () => {
    const network = vi.fn(async () => new Response('from the network'));
    vi.stubGlobal('fetch', network);
    const fetch = createFirstReadsFetch(
      root,
      () => ({}),
      () => Promise.reject(new Error('no')),
    );
    expect(await (await fetch(get('/jobs?from=2026-12-04&to=2026-12-04'))).text()).toBe(
      'from the network',
    );
  });
});
