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
});
