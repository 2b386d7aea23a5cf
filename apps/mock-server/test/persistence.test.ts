// `--data FILE`: writes under load, `kill -9` of the server process, restart: the file loads and
// every acknowledged write is there; tokens issued before the crash still work.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('../src/server.ts', import.meta.url));
let folder: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'spotless-mock-'));
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await rm(folder, { recursive: true, force: true });
});

async function start(file: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [entry, '--data', file], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.setEncoding('utf8');
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (text: string) => (output += text));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (text: string) => {
      output += text;
      const match = /Spotless mock API on (http:\/\/\S+\/v1)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
  return { child, url };
}

const json = { 'content-type': 'application/json' };

it('keeps every acknowledged write across kill -9 and restart', async () => {
  const file = join(folder, 'state.json');
  const first = await start(file);
  const login = await fetch(`${first.url}/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ login: 'master', password: 'Spotless123!' }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const auth = { ...json, authorization: `Bearer ${token}` };

  // Writes from 8 concurrent callers; the server is killed while they are still coming.
  const acknowledged: string[] = [];
  let stop = false;
  const writer = async (n: number) => {
    for (let i = 0; !stop; i++) {
      try {
        const response = await fetch(`${first.url}/clients`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({
            firstName: `Load${n}`,
            lastName: `Client${i}`,
            phone1: '(617) 555-0100',
          }),
        });
        if (response.status === 201)
          acknowledged.push(((await response.json()) as { id: string }).id);
      } catch {
        return; // The server is gone.
      }
    }
  };
  const writers = Array.from({ length: 8 }, (_, n) => writer(n));
  while (acknowledged.length < 60) await new Promise((resolve) => setTimeout(resolve, 5));
  first.child.kill('SIGKILL');
  await once(first.child, 'exit');
  stop = true;
  await Promise.all(writers);

  // The file is whole JSON, and no temporary file is left behind that matters.
  JSON.parse(await readFile(file, 'utf8'));
  expect((await readdir(folder)).filter((name) => !name.startsWith('.'))).toEqual(['state.json']);

  const second = await start(file);
  // The signing secret is in the file: the token from before the crash still works.
  const missing: string[] = [];
  for (const id of acknowledged) {
    const response = await fetch(`${second.url}/clients/${id}`, { headers: auth });
    if (response.status !== 200) missing.push(`${id}: ${response.status}`);
  }
  expect(missing).toEqual([]);

  // Writes after the restart are kept too, and a clean stop keeps the file loadable.
  const after = await fetch(`${second.url}/teams`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ name: 'After Restart' }),
  });
  expect(after.status).toBe(201);
  second.child.kill('SIGTERM');
  await once(second.child, 'exit');
  const third = await start(file);
  const teams = (await (await fetch(`${third.url}/teams`, { headers: auth })).json()) as {
    name: string;
  }[];
  expect(teams.map((team) => team.name)).toContain('After Restart');
  third.child.kill('SIGKILL');
}, 30_000);
