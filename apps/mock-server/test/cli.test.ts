// `npm start` runs src/server.ts with Node's type stripping: check the real entry point.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { claimsOf } from './http.ts';

it('starts from the environment, logs its URL and stops on SIGTERM', async () => {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('../src/server.ts', import.meta.url))],
    {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ACCESS_TOKEN_TTL: '42' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  try {
    const [output] = (await once(child.stdout, 'data')) as [Buffer];
    const [line = ''] = output.toString().split('\n');
    const match = /^Spotless mock API on (http:\/\/127\.0\.0\.1:\d+\/v1)$/.exec(line.trim());
    expect(match).not.toBeNull();
    const url = match![1]!;

    const login = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'admin', password: 'Spotless123!' }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const claims = claimsOf(access_token);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(42);

    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
  } finally {
    child.kill('SIGKILL');
  }
});
