// `--data FILE` through the real entry point: writes under load, `kill -9` of the server process,
// restart: every acknowledged write is there and tokens issued before the crash still work. An old
// JSON state file is migrated with one line saying so; a file of anything else stops the server
// with one line.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { statSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { randomBytes, toBase64Url } from '../src/auth/encoding.ts';
import { snapshotDb } from '../src/db/db.ts';
import { createTestDb } from '../src/node.ts';

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

async function start(
  file: string,
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
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
  return { child, url, output: () => output };
}

const modeOf = (path: string) => statSync(path).mode & 0o777;

const json = { 'content-type': 'application/json' };

it('keeps every acknowledged write across kill -9 and restart', async () => {
  const file = join(folder, 'state.db');
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

  // The database and its WAL, both private (they hold the signing secret and password hashes).
  const files = (await readdir(folder)).filter((name) => name.startsWith('state.db')).sort();
  expect(files).toEqual(['state.db', 'state.db-wal']);
  expect(modeOf(file)).toBe(0o600);
  expect(modeOf(`${file}-wal`)).toBe(0o600);

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
  // A clean stop folds the WAL into the file.
  expect((await readFile(file)).subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
  const third = await start(file);
  const teams = (await (await fetch(`${third.url}/teams`, { headers: auth })).json()) as {
    name: string;
  }[];
  expect(teams.map((team) => team.name)).toContain('After Restart');
  third.child.kill('SIGKILL');
}, 30_000);

it('migrates an old JSON state file once, saying so in one line', async () => {
  const file = join(folder, 'old-state.json');
  const db = await createTestDb();
  await writeFile(
    file,
    JSON.stringify({
      format: 'spotless-mock-state/1',
      savedAt: new Date().toISOString(),
      secret: toBase64Url(randomBytes(32)),
      snapshot: snapshotDb(db),
    }),
  );
  const server = await start(file);
  try {
    const notes = server
      .output()
      .split('\n')
      .filter((line) => line.includes('JSON state file'));
    expect(notes).toEqual([
      `${file} was a JSON state file: now SQLite, the old file kept as ${file}.json-backup`,
    ]);
    const login = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ login: 'master', password: 'Spotless123!' }),
    });
    expect(login.status).toBe(200);
  } finally {
    server.child.kill('SIGKILL');
  }
  expect(modeOf(`${file}.json-backup`)).toBe(0o600);
}, 30_000);

it('stops with one line when the file is neither its database nor an old state file', async () => {
  const file = join(folder, 'notes.txt');
  await writeFile(file, 'Remember to water the plants.\n');
  const child = spawn(process.execPath, [entry, '--data', file], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  expect(code).toBe(1);
  expect(stdout).not.toContain('Spotless mock API on');
  expect(stderr).toBe(
    `${file} is not a Spotless mock-server data file (neither its SQLite database nor an old JSON state file).\n`,
  );
  // Left as it was.
  expect(await readFile(file, 'utf8')).toBe('Remember to water the plants.\n');
});
