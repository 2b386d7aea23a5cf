import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractProblems } from './contract.ts';
import { startTestApi, type TestApi } from './http.ts';

let t: TestApi;

beforeAll(async () => {
  t = await startTestApi();
});

afterAll(async () => {
  await t.api.close();
});

describe('GET /health', () => {
  it('answers ok without a token', async () => {
    const answer = await t.call('GET', '/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok' });
    expect(contractProblems('HealthStatus', answer.body)).toEqual([]);
  });
});

describe('GET /users/me', () => {
  it('answers the current-user shape of the contract, and nothing more', async () => {
    const tokens = await t.signIn('cleaner');
    const answer = await t.call('GET', '/users/me', { token: tokens.access_token });

    expect(answer.status).toBe(200);
    expect(contractProblems('CurrentUser', answer.body)).toEqual([]);
    expect(answer.body).toMatchObject({
      first_name: 'Marcus',
      last_name: 'Delgado',
      full_name: 'Marcus Delgado',
      email: 'marcus.delgado@sparkleshine.example',
      login: 'cleaner',
      role: 'CLEANER',
      avatar_url: null,
      photoUrl: null,
      isActive: true,
      isDriver: true,
    });
  });

  it('needs a token', async () => {
    const answer = await t.call('GET', '/users/me');
    expect(answer.status).toBe(401);
    expect(contractProblems('Error', answer.body)).toEqual([]);
  });
});

describe('GET /organizations/current', () => {
  it("answers the caller's own organisation, with its plan and usage", async () => {
    const sparkle = await t.call('GET', '/organizations/current', {
      token: (await t.signIn('billing')).access_token,
    });
    const fresh = await t.call('GET', '/organizations/current', {
      token: (await t.signIn('fresh.master')).access_token,
    });

    expect(sparkle.status).toBe(200);
    expect(contractProblems('Organization', sparkle.body)).toEqual([]);
    expect(sparkle.body).toMatchObject({
      name: 'Sparkle & Shine Cleaning',
      timeZone: 'America/New_York',
      plan: { code: 'STARTER', name: 'Starter', maxUsers: 10, maxTeams: 6 },
      usage: { users: 8, teams: 5 },
    });

    expect(fresh.status).toBe(200);
    expect(contractProblems('Organization', fresh.body)).toEqual([]);
    expect(fresh.body).toMatchObject({
      name: 'Fresh Start Maids',
      plan: { code: 'PRO', maxUsers: 50, maxTeams: 20 },
      usage: { users: 3, teams: 2 },
    });
    expect((fresh.body as { id: string }).id).not.toBe((sparkle.body as { id: string }).id);
  });
});

describe('the HTTP server', () => {
  it('answers unknown routes with a JSON 404', async () => {
    const answer = await t.call('GET', '/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      message: 'No such endpoint: GET /v1/nothing-here.',
      code: 'NOT_FOUND',
    });
    expect(contractProblems('Error', answer.body)).toEqual([]);
  });

  it('serves the contract', async () => {
    const answer = await t.call('GET', '/openapi.yaml');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/yaml');
    expect(answer.body).toMatch(/^openapi: 3\.1/);
  });

  it('answers CORS preflights from local origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${t.api.url}/users/me`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-headers': 'authorization' },
      });

    const local = await preflight('http://localhost:6006');
    expect(local.status).toBe(204);
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:6006');

    const remote = await preflight('https://evil.example');
    expect(remote.headers.get('access-control-allow-origin')).toBeNull();
  });
});
