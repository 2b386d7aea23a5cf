import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient, type ApiClientOptions } from './create-api-client.ts';
import { ApiError, NetworkError, unwrap } from './errors.ts';
import type { AvatarUpload, ClientCreate } from './generated/schema.ts';
import { createFakeLockManager } from './test/fake-lock-manager.ts';
import { makeJwt } from './test/jwt.ts';
import { createMemoryTokenStore, type Tokens, type TokenStore } from './token-store.ts';

const BASE = 'http://api.spotless.test/v1';

const currentUser = {
  id: '3f0c6f0e-2b1a-4c8e-9a51-6d7f2b0c1a10',
  first_name: 'Maria',
  last_name: 'Souza',
  full_name: 'Maria Souza',
  email: 'maria@brightnest.example',
  login: 'maria',
  role: 'ADMIN',
  avatar_url: null,
  photoUrl: null,
  phone: '+1 555 0100',
  organizationId: '8a2b4c6d-1e3f-4a5b-8c7d-9e0f1a2b3c4d',
  defaultTeamId: null,
  isDriver: false,
  isActive: true,
  lastLoginAt: '2026-11-20T14:05:00Z',
} as const;

interface Received {
  method: string;
  path: string;
  authorization: string | null;
  contentType: string | null;
  body: string;
}

/**
 * An auth server as the contract describes it: access tokens are accepted until revoked, and
 * refresh tokens are single use (each refresh rotates the pair and revokes the old one).
 */
function createBackend() {
  const acceptedAccess = new Set<string>();
  const liveRefresh = new Set<string>();
  const received: Received[] = [];
  let refreshCalls = 0;
  let refreshAnswer: number | null = null;

  const issue = ({ expiresInSeconds = 3600, accepted = true } = {}): Tokens => {
    const tokens = {
      accessToken: makeJwt({ expiresInSeconds }),
      refreshToken: `refresh-${crypto.randomUUID()}`,
    };
    if (accepted && expiresInSeconds > 0) acceptedAccess.add(tokens.accessToken);
    liveRefresh.add(tokens.refreshToken);
    return tokens;
  };

  const record = async (request: Request) => {
    const entry: Received = {
      method: request.method,
      path: new URL(request.url).pathname,
      authorization: request.headers.get('Authorization'),
      contentType: request.headers.get('Content-Type'),
      body: await request.text(),
    };
    received.push(entry);
    return entry;
  };

  const isAuthorised = (entry: Received) =>
    entry.authorization?.startsWith('Bearer ') === true &&
    acceptedAccess.has(entry.authorization.slice('Bearer '.length));

  const tokenExpired = () =>
    HttpResponse.json(
      { message: 'The access token has expired.', code: 'TOKEN_EXPIRED' },
      { status: 401 },
    );

  const handlers = [
    http.post(`${BASE}/auth/refresh`, async ({ request }) => {
      refreshCalls += 1;
      const entry = await record(request);
      const { refreshToken } = JSON.parse(entry.body) as { refreshToken: string };
      if (refreshAnswer !== null) {
        return HttpResponse.json(
          { message: 'The refresh token is no longer valid.', code: 'UNAUTHORIZED' },
          { status: refreshAnswer },
        );
      }
      if (!liveRefresh.delete(refreshToken)) {
        return HttpResponse.json(
          { message: 'The refresh token is no longer valid.', code: 'UNAUTHORIZED' },
          { status: 401 },
        );
      }
      const next = issue();
      return HttpResponse.json({
        access_token: next.accessToken,
        refresh_token: next.refreshToken,
      });
    }),
    http.post(`${BASE}/auth/login`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(
        { message: 'Invalid login or password.', code: 'UNAUTHORIZED' },
        { status: 401 },
      );
    }),
    http.get(`${BASE}/users/me`, async ({ request }) => {
      const entry = await record(request);
      return isAuthorised(entry) ? HttpResponse.json(currentUser) : tokenExpired();
    }),
    http.post(`${BASE}/clients`, async ({ request }) => {
      const entry = await record(request);
      if (!isAuthorised(entry)) return tokenExpired();
      const client = JSON.parse(entry.body) as Record<string, unknown>;
      return HttpResponse.json({ id: crypto.randomUUID(), ...client }, { status: 201 });
    }),
    http.post(`${BASE}/users/:id/avatar`, async ({ request }) => {
      const entry = await record(request);
      if (!isAuthorised(entry)) return tokenExpired();
      return HttpResponse.json({ ...currentUser, avatar_url: 'https://cdn.example/a.png' });
    }),
  ];

  return {
    handlers,
    issue,
    received,
    /** Requests to one path, in arrival order. */
    to: (path: string) => received.filter((entry) => entry.path === `/v1${path}`),
    get refreshCalls() {
      return refreshCalls;
    },
    /** Makes every refresh answer with this status. */
    answerRefreshWith(status: number) {
      refreshAnswer = status;
    },
    /** The server stops accepting an access token although its `exp` is still ahead. */
    revoke(accessToken: string) {
      acceptedAccess.delete(accessToken);
    },
  };
}

const server = setupServer();
const clients: ApiClient[] = [];
const channels: BroadcastChannel[] = [];
let backend = createBackend();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
  for (const channel of channels.splice(0)) channel.close();
  server.resetHandlers();
  backend = createBackend();
});
afterAll(() => server.close());

function setup(
  tokens: Partial<Tokens>,
  options: Partial<ApiClientOptions> & { store?: TokenStore } = {},
) {
  server.use(...backend.handlers);
  const store = options.store ?? createMemoryTokenStore(tokens);
  const onSessionExpired = vi.fn();
  const client = createApiClient({
    baseUrl: BASE,
    tokens: store,
    onSessionExpired,
    crossTab: false,
    ...options,
  });
  clients.push(client);
  return { client, store, onSessionExpired };
}

const newClient = {
  firstName: 'Olivia',
  lastName: 'Bennett',
  phone1: '+1 555 0142',
  email: 'olivia.bennett@example.com',
  otherInformation: 'Two dogs; use the side gate. Ünïcödé ✓',
  isActive: true,
  addresses: [
    {
      tempId: 'address-1',
      street: '42 Maple Street',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
      isDefault: true,
      isBilling: true,
      chargeAmount: '120.00',
      chargeBy: 'FIXED',
      isActive: true,
    },
  ],
} satisfies ClientCreate;

describe('Bearer token', () => {
  it('sends the access token on authenticated calls', async () => {
    const tokens = backend.issue();
    const { client } = setup(tokens);

    const { data } = await client.GET('/users/me');

    expect(data?.full_name).toBe('Maria Souza');
    expect(backend.to('/users/me')[0]?.authorization).toBe(`Bearer ${tokens.accessToken}`);
  });

  it('sends no token on login, and a refused login does not trigger a refresh', async () => {
    const { client, store, onSessionExpired } = setup(backend.issue());

    const result = await client.POST('/auth/login', {
      body: { login: 'maria', password: 'wrong-password' },
    });

    expect(result.response.status).toBe(401);
    expect(backend.to('/auth/login')[0]?.authorization).toBeNull();
    expect(backend.refreshCalls).toBe(0);
    expect(store.getRefreshToken()).not.toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('proactive refresh', () => {
  it('refreshes before sending when the access token has under 5 minutes left', async () => {
    const { client, store } = setup(backend.issue({ expiresInSeconds: 4 * 60 }));

    await unwrap(client.GET('/users/me'));

    expect(backend.refreshCalls).toBe(1);
    expect(backend.to('/users/me')).toHaveLength(1);
    expect(backend.to('/users/me')[0]?.authorization).toBe(`Bearer ${store.getAccessToken()}`);
  });

  it('does not refresh a token with more than 5 minutes left', async () => {
    const { client } = setup(backend.issue({ expiresInSeconds: 6 * 60 }));

    await unwrap(client.GET('/users/me'));

    expect(backend.refreshCalls).toBe(0);
  });

  it('refreshes when only the refresh token is left (the access cookie lives 1 day)', async () => {
    const { refreshToken } = backend.issue();
    const { client } = setup({ refreshToken });

    await unwrap(client.GET('/users/me'));

    expect(backend.refreshCalls).toBe(1);
    expect(backend.to('/users/me')).toHaveLength(1);
  });

  it('10 concurrent requests with an expired access token make exactly 1 refresh call and all 10 succeed', async () => {
    const { client, onSessionExpired } = setup(backend.issue({ expiresInSeconds: -60 }));

    const results = await Promise.all(
      Array.from({ length: 10 }, () => unwrap(client.GET('/users/me'))),
    );

    expect(backend.refreshCalls).toBe(1);
    expect(results.map((user) => user.id)).toEqual(Array(10).fill(currentUser.id));
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('refresh and retry on 401', () => {
  it('refreshes once and retries once when the server refuses the token', async () => {
    const tokens = backend.issue();
    backend.revoke(tokens.accessToken);
    const { client, store } = setup(tokens);

    const user = await unwrap(client.GET('/users/me'));

    expect(user.id).toBe(currentUser.id);
    expect(backend.refreshCalls).toBe(1);
    expect(backend.to('/users/me').map((entry) => entry.authorization)).toEqual([
      `Bearer ${tokens.accessToken}`,
      `Bearer ${store.getAccessToken()}`,
    ]);
  });

  it('queues concurrent failures behind one refresh and replays them with the new token', async () => {
    const tokens = backend.issue();
    backend.revoke(tokens.accessToken);
    const { client, store } = setup(tokens);

    const results = await Promise.all(
      Array.from({ length: 5 }, () => unwrap(client.GET('/users/me'))),
    );

    expect(results).toHaveLength(5);
    expect(backend.refreshCalls).toBe(1);
    const replays = backend.to('/users/me').slice(5);
    expect(replays.map((entry) => entry.authorization)).toEqual(
      Array(5).fill(`Bearer ${store.getAccessToken()}`),
    );
  });

  it('replays a 401 that arrives after the refresh with the new token, without refreshing again', async () => {
    const tokens = backend.issue();
    backend.revoke(tokens.accessToken);
    const { client, store } = setup(tokens);
    let releaseSlowAnswer = () => {};
    const slowAnswer = new Promise<void>((resolve) => {
      releaseSlowAnswer = resolve;
    });
    server.use(
      http.post(
        `${BASE}/clients`,
        async () => {
          await slowAnswer;
          return HttpResponse.json(
            { message: 'The access token has expired.', code: 'TOKEN_EXPIRED' },
            { status: 401 },
          );
        },
        { once: true },
      ),
    );

    const slow = unwrap(client.POST('/clients', { body: newClient }));
    await unwrap(client.GET('/users/me'));
    releaseSlowAnswer();
    await slow;

    expect(backend.refreshCalls).toBe(1);
    expect(backend.to('/clients')[0]?.authorization).toBe(`Bearer ${store.getAccessToken()}`);
  });

  it('retries nothing twice: a replay answering 401 reaches the caller', async () => {
    const { client, onSessionExpired } = setup(backend.issue());
    server.use(
      http.get(`${BASE}/users/me`, () =>
        HttpResponse.json({ message: 'Not allowed.', code: 'UNAUTHORIZED' }, { status: 401 }),
      ),
    );

    const error = await unwrap(client.GET('/users/me')).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(backend.refreshCalls).toBe(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('sends the request exactly twice when the replay also fails', async () => {
    let attempts = 0;
    const { client } = setup(backend.issue());
    server.use(
      http.get(`${BASE}/users/me`, () => {
        attempts += 1;
        return HttpResponse.json(
          { message: 'Not allowed.', code: 'UNAUTHORIZED' },
          { status: 401 },
        );
      }),
    );

    await client.GET('/users/me');

    expect(attempts).toBe(2);
  });

  it('replays a POST with its JSON body intact', async () => {
    const tokens = backend.issue();
    backend.revoke(tokens.accessToken);
    const { client } = setup(tokens);

    const created = await unwrap(client.POST('/clients', { body: newClient }));

    expect(created).toMatchObject(newClient);
    const [first, replay] = backend.to('/clients');
    expect(first?.body).toBe(JSON.stringify(newClient));
    expect(replay?.body).toBe(first?.body);
    expect(replay?.contentType).toBe('application/json');
    expect(replay?.authorization).not.toBe(first?.authorization);
  });

  it('replays a multipart upload with its file intact', async () => {
    const tokens = backend.issue();
    backend.revoke(tokens.accessToken);
    const { client } = setup(tokens);
    const form = new FormData();
    form.append('file', new File(['avatar-bytes-ÿ'], 'avatar.png', { type: 'image/png' }));

    await unwrap(
      client.POST('/users/{id}/avatar', {
        params: { path: { id: currentUser.id } },
        // openapi-typescript types a binary field as a string; openapi-fetch sends FormData as is.
        body: form as unknown as AvatarUpload,
      }),
    );

    const [first, replay] = backend.to(`/users/${currentUser.id}/avatar`);
    expect(first?.body).toContain('avatar-bytes-ÿ');
    expect(replay?.body).toBe(first?.body);
    expect(replay?.contentType).toBe(first?.contentType);
  });
});

describe('end of the session', () => {
  it('a refresh that answers 401 clears the tokens and calls onSessionExpired exactly once', async () => {
    const { client, store, onSessionExpired } = setup(backend.issue({ expiresInSeconds: -60 }));
    backend.answerRefreshWith(401);

    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => unwrap(client.GET('/users/me'))),
    );

    expect(backend.refreshCalls).toBe(1);
    expect(store.getAccessToken()).toBeNull();
    expect(store.getRefreshToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect(result.status === 'rejected' && result.reason).toMatchObject({ status: 401 });
    }
  });

  it('a refresh after a 401 that answers 401 also ends the session once', async () => {
    const tokens = backend.issue();
    backend.revoke(tokens.accessToken);
    backend.answerRefreshWith(401);
    const { client, store, onSessionExpired } = setup(tokens);

    await Promise.allSettled(Array.from({ length: 3 }, () => client.GET('/users/me')));

    expect(backend.refreshCalls).toBe(1);
    expect(store.getRefreshToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('a refresh that answers 403 clears the tokens and calls onSessionExpired', async () => {
    const tokens = backend.issue();
    backend.revoke(tokens.accessToken);
    backend.answerRefreshWith(403);
    const { client, store, onSessionExpired } = setup(tokens);

    const { response } = await client.GET('/users/me');

    expect(response.status).toBe(401);
    expect(store.getAccessToken()).toBeNull();
    expect(store.getRefreshToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('without a refresh token, a 401 clears the tokens and calls onSessionExpired', async () => {
    const { accessToken } = backend.issue();
    backend.revoke(accessToken);
    const { client, store, onSessionExpired } = setup({ accessToken });

    const { response } = await client.GET('/users/me');

    expect(response.status).toBe(401);
    expect(backend.refreshCalls).toBe(0);
    expect(store.getAccessToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh fails for another reason', async () => {
    const tokens = backend.issue();
    backend.revoke(tokens.accessToken);
    backend.answerRefreshWith(503);
    const { client, store, onSessionExpired } = setup(tokens);

    const { response } = await client.GET('/users/me');

    expect(response.status).toBe(401);
    expect(store.getRefreshToken()).toBe(tokens.refreshToken);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('errors', () => {
  it('rejects with the product message when no response arrives', async () => {
    const { client } = setup(backend.issue());
    server.use(http.get(`${BASE}/users/me`, () => HttpResponse.error()));

    const error = await client.GET('/users/me').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('Network error. Please check your connection.');
  });

  it('rejects with a NetworkError when the refresh itself gets no response', async () => {
    const tokens = backend.issue();
    backend.revoke(tokens.accessToken);
    const { client, store } = setup(tokens);
    server.use(http.post(`${BASE}/auth/refresh`, () => HttpResponse.error()));

    await expect(client.GET('/users/me')).rejects.toBeInstanceOf(NetworkError);
    expect(store.getRefreshToken()).toBe(tokens.refreshToken);
  });

  it('rejects with a NetworkError when the replay gets no response', async () => {
    const tokens = backend.issue();
    backend.revoke(tokens.accessToken);
    const { client } = setup(tokens);
    let attempts = 0;
    server.use(
      http.get(`${BASE}/users/me`, () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.json({ message: 'Expired.', code: 'TOKEN_EXPIRED' }, { status: 401 })
          : HttpResponse.error();
      }),
    );

    const error = await client.GET('/users/me').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('Network error. Please check your connection.');
    expect(attempts).toBe(2);
  });

  it('turns an error answer into an ApiError carrying the server body', async () => {
    const { client } = setup(backend.issue());
    server.use(
      http.post(`${BASE}/clients`, () =>
        HttpResponse.json(
          {
            message: 'Some fields are invalid.',
            code: 'VALIDATION_FAILED',
            details: [{ field: 'email', message: 'Enter a valid email address.' }],
          },
          { status: 422 },
        ),
      ),
    );

    const error = await unwrap(client.POST('/clients', { body: newClient })).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are invalid.',
      details: [{ field: 'email', message: 'Enter a valid email address.' }],
    });
  });

  it('falls back on the status when the error answer is not JSON', async () => {
    const { client } = setup(backend.issue());
    server.use(
      http.get(`${BASE}/users/me`, () =>
        HttpResponse.text('<html>Bad gateway</html>', { status: 502 }),
      ),
    );

    const error = await unwrap(client.GET('/users/me')).catch((caught: unknown) => caught);

    expect(error).toMatchObject({
      status: 502,
      code: 'INTERNAL',
      message: 'Request failed with status 502.',
      details: [],
    });
  });
});

describe('across tabs', () => {
  /** Two tabs of one origin: one cookie jar, one lock manager, one BroadcastChannel name. */
  function openTabs(count: number, tokens: Tokens, sharedStore = true) {
    const locks = createFakeLockManager();
    const cookieJar = createMemoryTokenStore(tokens);
    return Array.from({ length: count }, () => {
      const channel = new BroadcastChannel('spotless-auth');
      channels.push(channel);
      const tab = setup(tokens, {
        store: sharedStore ? cookieJar : createMemoryTokenStore(tokens),
        crossTab: { locks, channel },
      });
      return tab;
    });
  }

  it('two tabs refreshing at once share one refresh, so rotation never ends the session', async () => {
    const [tabA, tabB] = openTabs(2, backend.issue({ expiresInSeconds: -60 }));

    const results = await Promise.all([
      unwrap(tabA!.client.GET('/users/me')),
      unwrap(tabB!.client.GET('/users/me')),
      unwrap(tabA!.client.GET('/users/me')),
      unwrap(tabB!.client.GET('/users/me')),
    ]);

    expect(results).toHaveLength(4);
    expect(backend.refreshCalls).toBe(1);
    expect(tabA!.onSessionExpired).not.toHaveBeenCalled();
    expect(tabB!.onSessionExpired).not.toHaveBeenCalled();
  });

  it('hands the new tokens over to the other tabs', async () => {
    const tokens = backend.issue({ expiresInSeconds: -60 });
    const [tabA, tabB] = openTabs(2, tokens, false);

    await unwrap(tabA!.client.GET('/users/me'));

    const rotated = tabA!.store.getRefreshToken();
    expect(rotated).not.toBe(tokens.refreshToken);
    await vi.waitFor(() => expect(tabB!.store.getRefreshToken()).toBe(rotated), {
      timeout: 500,
      interval: 5,
    });
    await unwrap(tabB!.client.GET('/users/me'));
    expect(backend.refreshCalls).toBe(1);
  });

  it('ends the session in every tab when the refresh is refused', async () => {
    const [tabA, tabB] = openTabs(2, backend.issue({ expiresInSeconds: -60 }), false);
    backend.answerRefreshWith(401);

    await tabA!.client.GET('/users/me');

    expect(tabA!.onSessionExpired).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(tabB!.onSessionExpired).toHaveBeenCalledTimes(1), {
      timeout: 500,
      interval: 5,
    });
    expect(tabB!.store.getRefreshToken()).toBeNull();
  });

  it('ignores a late message about tokens the tab no longer holds', async () => {
    const tokens = backend.issue();
    const [tab] = openTabs(1, tokens, false);
    const otherTab = new BroadcastChannel('spotless-auth');
    channels.push(otherTab);
    const pair = (name: string) => ({ accessToken: `access-${name}`, refreshToken: name });
    const seen: (string | null)[] = [];
    tab!.store.subscribe(() => seen.push(tab!.store.getRefreshToken()));

    otherTab.postMessage({ type: 'tokens', replaces: tokens.refreshToken, ...pair('r2') });
    // Late news about the first rotation, and about the end of a session the tab is not in.
    otherTab.postMessage({ type: 'tokens', replaces: tokens.refreshToken, ...pair('stale') });
    otherTab.postMessage({ type: 'expired', refreshToken: tokens.refreshToken });
    otherTab.postMessage({ type: 'tokens', replaces: 'r2', ...pair('r3') });

    // Messages arrive in order: reaching r3 means the two in between were ignored.
    await vi.waitFor(() => expect(tab!.store.getRefreshToken()).toBe('r3'), {
      timeout: 500,
      interval: 5,
    });
    expect(seen).toEqual(['r2', 'r3']);
    expect(tab!.store.getAccessToken()).toBe('access-r3');
    expect(tab!.onSessionExpired).not.toHaveBeenCalled();
  });

  it.runIf(globalThis.navigator?.locks !== undefined)(
    "uses the runtime's Web Locks and its own BroadcastChannel by default",
    async () => {
      const tokens = backend.issue({ expiresInSeconds: -60 });
      const cookieJar = createMemoryTokenStore(tokens);
      const tabs = [0, 1].map(() => {
        server.use(...backend.handlers);
        const onSessionExpired = vi.fn();
        const client = createApiClient({ baseUrl: BASE, tokens: cookieJar, onSessionExpired });
        clients.push(client);
        return { client, onSessionExpired };
      });

      await Promise.all(tabs.map(({ client }) => unwrap(client.GET('/users/me'))));

      expect(backend.refreshCalls).toBe(1);
      for (const { onSessionExpired } of tabs) expect(onSessionExpired).not.toHaveBeenCalled();
    },
  );

  it('without the lock, two tabs would both spend the same refresh token', async () => {
    const tokens = backend.issue({ expiresInSeconds: -60 });
    const cookieJar = createMemoryTokenStore(tokens);
    const [tabA, tabB] = [0, 1].map(() => setup(tokens, { store: cookieJar, crossTab: false }));

    await Promise.allSettled([tabA!.client.GET('/users/me'), tabB!.client.GET('/users/me')]);

    // The control case for the test above: the server sees the old refresh token twice.
    expect(backend.refreshCalls).toBe(2);
  });
});
