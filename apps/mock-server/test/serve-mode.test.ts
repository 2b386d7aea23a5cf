// `npm run serve` is Spotless as deployed: no QA back door unless asked for with `--qa`, and the
// QA routes, where on, answer only this server's own pages under its own names.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './http.ts';

const site = mkdtempSync(join(tmpdir(), 'spotless-serve-'));
writeFileSync(join(site, 'index.html'), '<!doctype html><title>Spotless</title>');

afterAll(() => rmSync(site, { recursive: true, force: true }));

interface Served {
  child: ChildProcess;
  origin: string;
  /** Everything the server printed so far. */
  output: () => string;
}

/** `src/server.ts --static <site>` as `npm run serve` starts it, on a free port. */
async function serve(...args: string[]): Promise<Served> {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('../src/server.ts', import.meta.url)), '--static', site, ...args],
    {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', NODE_ENV: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  while (!/on (http:\/\/127\.0\.0\.1:\d+)/.test(output)) {
    if (child.exitCode !== null) throw new Error(output);
    await once(child.stdout!, 'data');
  }
  const origin = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)![1]!;
  return { child, origin, output: () => output };
}

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

describe('serve mode without --qa', () => {
  it('answers 404 on every QA route and prints e-mails on the console instead', async () => {
    const served = await serve();
    running.push(served.child);
    const { origin } = served;

    // The takeover of today: ask for the owner's reset link, then read it in the mailbox.
    const requested = await fetch(`${origin}/v1/password-resets/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'rachel.kim@sparkleshine.example' }),
    });
    expect(requested.status).toBe(202);
    for (const [method, path, body] of [
      ['GET', '/__dev', undefined],
      ['GET', '/__dev/mailbox', undefined],
      ['GET', '/__dev/mailbox?format=json', undefined],
      ['GET', '/__dev/requests', undefined],
      ['GET', '/__dev/state', undefined],
      ['POST', '/__dev/reset', 'x=1'],
      ['POST', '/__dev/failures', JSON.stringify({ rate: 1 })],
      ['POST', '/__dev/expire-tokens', undefined],
      ['DELETE', '/__dev/mailbox', undefined],
    ] as const) {
      const response = await fetch(`${origin}${path}`, { method, body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    // The API still works for everyone (no failure was switched on).
    expect((await fetch(`${origin}/v1/health`)).status).toBe(200);
    // The e-mail went to the console, where the person running the demo reads it.
    await expect
      .poll(() => served.output(), { timeout: 10_000 })
      .toMatch(/E-mail to rachel.kim@sparkleshine\.example: Reset your Spotless password/);
    expect(served.output()).toMatch(/\/reset-password\?token=/);
  }, 30_000);

  it('turns them on with --qa, with a warning', async () => {
    const served = await serve('--qa');
    running.push(served.child);
    expect(served.output()).toMatch(/Warning: --qa is on/);
    expect((await fetch(`${served.origin}/__dev/state`)).status).toBe(200);
  }, 30_000);
});

describe('QA routes, where on', () => {
  let t: TestApi;

  beforeAll(async () => {
    t = await startTestApi();
  });

  afterAll(async () => {
    await t.api.close();
  });

  /** A raw request, so that `Host` can be anything (fetch always sends the URL's own). */
  const raw = (method: string, path: string, headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${t.api.origin}${path}`, { method, headers }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end();
    });

  const port = () => new URL(t.api.origin).port;

  it('answers only under the server’s own names (no DNS rebinding)', async () => {
    expect(await raw('GET', '/__dev/state', { host: `127.0.0.1:${port()}` })).toBe(200);
    expect(await raw('GET', '/__dev/state', { host: `localhost:${port()}` })).toBe(200);
    expect(await raw('GET', '/__dev/mailbox', { host: `rebound.example:${port()}` })).toBe(403);
    expect(await raw('GET', '/__dev/state', { host: `127.0.0.1.evil.example:${port()}` })).toBe(
      403,
    );
    expect(await raw('GET', '/__dev/state', { host: `[::2]:${port()}` })).toBe(403);
    expect(await raw('GET', '/__dev/state', { host: `192.168.1.20:${port()}` })).toBe(403);
    // The API itself is not tied to a name.
    expect(await raw('GET', '/v1/health', { host: `api.example:${port()}` })).toBe(200);
  });

  it('refuses cross-site requests, and a refused reset changes nothing', async () => {
    const token = await t.tokenOf('master');
    const created = await t.call('POST', '/teams', { token, body: { name: 'Kept Team' } });
    expect(created.status).toBe(201);
    const version = t.db.state.version;

    const host = `127.0.0.1:${port()}`;
    for (const headers of [
      { host, origin: 'https://attacker.example' } as Record<string, string>,
      { host, origin: `http://localhost:9999` },
      { host, origin: 'null' },
      { host, 'sec-fetch-site': 'cross-site' },
      { host, origin: `http://127.0.0.1:${port()}`, 'sec-fetch-site': 'cross-site' },
    ]) {
      expect(await raw('POST', '/__dev/reset', headers), JSON.stringify(headers)).toBe(403);
      expect(await raw('POST', '/__dev/failures', headers), JSON.stringify(headers)).toBe(403);
    }
    expect(t.db.state.version).toBe(version);
    const teams = (await t.call('GET', '/teams', { token })).body as { name: string }[];
    expect(teams.map((team) => team.name)).toContain('Kept Team');

    // The server's own pages, and the web app's, may.
    expect(
      await raw('GET', '/__dev/state', {
        host,
        origin: `http://127.0.0.1:${port()}`,
        'sec-fetch-site': 'same-origin',
      }),
    ).toBe(200);
    expect(await raw('GET', '/__dev/state', { host, origin: 'http://127.0.0.1:5173' })).toBe(200);
  });

  it('keeps no token, password or reset token in full in the request log', async () => {
    const secret = 'rt_SECRETSECRETSECRETSECRETSECRET';
    await t.call('GET', `/password-resets/validate?token=${secret}`, { unchecked: true });
    await t.call('GET', `/teams?access_token=${secret}&password=${secret}`, { unchecked: true });
    const log = await (await fetch(`${t.api.origin}/__dev/requests?limit=10`)).text();
    expect(log).toContain('/v1/password-resets/validate?token=');
    expect(log).not.toContain('SECRETSECRET');
  });
});
