// The in-process variant for other test suites: msw/node intercepts fetch, no port involved.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHandlerGroups } from '../src/handlers/index.ts';
import { createTestDb, setupMockApiServer, type MockApiServer } from '../src/node.ts';

let mock: MockApiServer;

beforeAll(async () => {
  mock = await setupMockApiServer();
  mock.server.listen({ onUnhandledFrame: 'error' });
});

afterAll(() => {
  mock.server.close();
});

it('signs in and reads the profile through msw/node', async () => {
  const login = await fetch(`${mock.baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'master', password: 'Spotless123!' }),
  });
  expect(login.status).toBe(200);
  const { access_token } = (await login.json()) as { access_token: string };

  const me = await fetch(`${mock.baseUrl}/users/me`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(await me.json()).toMatchObject({ login: 'master', full_name: 'Rachel Kim' });
});

it('groups the handlers by resource, so one group can be replaced', async () => {
  const groups = createHandlerGroups({ db: await createTestDb(), baseUrl: '*/v1' });
  expect(Object.keys(groups).sort()).toEqual(
    [
      'addressTypes',
      'auth',
      'calendarFeeds',
      'clients',
      'dev',
      'entryCodeReveals',
      'health',
      'jobSeries',
      'jobTypes',
      'jobs',
      'organizations',
      'passwordResets',
      'teams',
      'users',
    ].sort(),
  );
  expect(groups.auth).toHaveLength(3);
});
