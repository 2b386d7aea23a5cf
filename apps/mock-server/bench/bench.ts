// `npm run bench -w @spotless/mock-server`: requests per second and latency of the mock server
// at --scale 100, in memory and with `--data` (SQLite), against Stoplight Prism mocking the same
// openapi.yaml. 127.0.0.1 only; each run is bounded (10 seconds per measurement by default). Not a
// test: figures depend on the machine, so each row carries the load average it ran under; the
// README keeps the latest ones.
//   --duration S     seconds per measurement (10)
//   --connections N  concurrent connections (50)
//   --scale N        scale of the seed (100)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    scale: { type: 'string', default: '100' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const scale = Number(values.scale);

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const require = createRequire(import.meta.url);
const prismBin = require.resolve('@stoplight/prism-cli/dist/index.js');
const children: ChildProcess[] = [];
const dataFolder = mkdtempSync(join(tmpdir(), 'spotless-bench-'));
const dataFile = join(dataFolder, 'bench.db');

process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataFolder, { recursive: true, force: true });
});

/** Starts a child and waits for the line that tells it is listening. */
function startChild(
  command: string,
  args: string[],
  ready: RegExp,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; match: RegExpExecArray; output: () => string }> {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) resolve({ child, match, output: () => output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${command} exited (${code}):\n${output}`)));
    setTimeout(
      () => reject(new Error(`${command} did not start in 120 s:\n${output}`)),
      120_000,
    ).unref();
  });
}

/** Our server in its own process (the load generator must not share its event loop). */
async function startOurs(label: string, extraArgs: string[] = []) {
  console.info(`Starting the mock server at --scale ${scale}${label}...`);
  const startedAt = performance.now();
  const ours = await startChild(
    process.execPath,
    [
      here('../src/server.ts'),
      '--scale',
      String(scale),
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      ...extraArgs,
    ],
    /Spotless mock API on (http:\/\/127\.0\.0\.1:\d+\/v1)/,
    { MOCK_DEV_ROUTES: '0' },
  );
  const readyMs = Math.round(performance.now() - startedAt);
  await new Promise((resolve) => setTimeout(resolve, 200));
  console.info(`  ready in ${readyMs} ms; ${/data .*/.exec(ours.output())?.[0] ?? ''}`);
  return { child: ours.child, base: ours.match[1]!, readyMs };
}

const monthOf = (date: string) => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
};

/** Signs in and picks what the measured calls need: a team's month of jobs, a new job's body. */
async function prepare(base: string) {
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'master', password: 'Spotless123!' }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const auth = { authorization: `Bearer ${token}` };
  const teams = (await (await fetch(`${base}/teams?isActive=true`, { headers: auth })).json()) as {
    id: string;
  }[];
  const team = teams[0]!.id;
  const today = new Date().toISOString().slice(0, 10);
  const { from, to } = monthOf(today);
  const path = `/jobs?teamId=${team}&from=${from}&to=${to}`;
  const clients = (await (
    await fetch(`${base}/clients?isActive=true&limit=50`, { headers: auth })
  ).json()) as {
    id: string;
    addresses: { id: string; isActive: boolean }[];
  }[];
  const client = clients.find((c) => c.addresses.some((a) => a.isActive))!;
  const jobBody = JSON.stringify({
    date: today,
    clientId: client.id,
    addressId: client.addresses.find((a) => a.isActive)!.id,
    teamId: team,
    chargeAmount: '145.00',
    chargeBy: 'FIXED',
  });
  const post = {
    url: `${base}/jobs`,
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: jobBody,
  };
  return { auth, path, post };
}

interface Row {
  name: string;
  result: Result;
  /** The 1-minute load average when the measurement ended. */
  load: number;
  note?: string;
}

async function measure(
  name: string,
  options: Parameters<typeof autocannon>[0],
  note?: string,
): Promise<Row> {
  const result = await autocannon({ connections, duration, ...options });
  return { name, result, load: loadavg()[0]!, note };
}

const rows: Row[] = [];

// In memory.
const memory = await startOurs(' in memory');
const calls = await prepare(memory.base);
const sample = (await (
  await fetch(`${memory.base}${calls.path}`, { headers: calls.auth })
).json()) as unknown[];
console.info(
  `GET ${calls.path} answers ${sample.length} jobs; measuring ${duration} s at ${connections} connections...`,
);
const memoryGet = await measure(
  'ours  GET /v1/jobs (one team, one month)',
  { url: `${memory.base}${calls.path}`, headers: calls.auth },
  `${sample.length} jobs`,
);
const memoryPost = await measure('ours  POST /v1/jobs', calls.post);
const memoryPostOne = await measure('ours  POST /v1/jobs, 1 connection', {
  ...calls.post,
  connections: 1,
});
rows.push(memoryGet, memoryPost, memoryPostOne);
memory.child.kill('SIGKILL');

// With --data: a new file is seeded, then saved in one transaction; the second start loads it.
const seeded = await startOurs(' with --data (new file)', ['--data', dataFile]);
seeded.child.kill('SIGTERM');
await new Promise((resolve) => seeded.child.once('exit', resolve));
const fileMb = statSync(dataFile).size / 1024 / 1024;
const data = await startOurs(' with --data (loading the file)', ['--data', dataFile]);
const dataCalls = await prepare(data.base);
const dataPostOne = await measure('data  POST /v1/jobs, 1 connection', {
  ...dataCalls.post,
  connections: 1,
});
const dataPost = await measure('data  POST /v1/jobs', dataCalls.post);
rows.push(dataPostOne, dataPost);
data.child.kill('SIGKILL');

console.info('Starting Prism...');
const prism = await startChild(
  process.execPath,
  [prismBin, 'mock', '--host', '127.0.0.1', '--port', '4899', here('../../../openapi.yaml')],
  /Prism is listening on (http:\/\/127\.0\.0\.1:\d+)/,
);
const prismBase = prism.match[1]!;
const prismGet = await measure('prism GET /jobs (static example)', {
  url: `${prismBase}${calls.path}`,
  headers: calls.auth,
});
rows.push(prismGet);
prism.child.kill('SIGKILL');

const format = (value: number, digits = 0) => value.toFixed(digits).padStart(9);
console.info('');
console.info(
  `${'run'.padEnd(44)} ${'req/s'.padStart(9)} ${'mean ms'.padStart(9)} ${'p50 ms'.padStart(9)} ${'p99 ms'.padStart(9)} ${'non-2xx'.padStart(9)} ${'errors'.padStart(9)} ${'load'.padStart(6)}`,
);
for (const { name, result, load, note } of rows) {
  console.info(
    `${name.padEnd(44)} ${format(result.requests.average)} ${format(result.latency.average, 2)} ${format(result.latency.p50, 1)} ${format(result.latency.p99, 1)} ${format(result.non2xx)} ${format(result.errors + result.timeouts)} ${load.toFixed(2).padStart(6)}${note ? `  ${note}` : ''}`,
  );
}

const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
const getRatio = memoryGet.result.requests.average / prismGet.result.requests.average;
const writeP50 = dataPostOne.result.latency.p50;
const writeMean = dataPostOne.result.latency.average;
const writeRatio = dataPost.result.requests.average / memoryPost.result.requests.average;
console.info('');
console.info(
  `GET ours / Prism: ${getRatio.toFixed(2)} (target at least 1.5: ${verdict(getRatio >= 1.5)})`,
);
// One connection: the latency of a write itself. Under 50 connections the writes queue behind the
// write lock, so their p50 says more about the queue than about the disk.
console.info(
  `--data write latency p50, one connection: ${writeP50.toFixed(0)} ms in whole ms as autocannon counts, mean ${writeMean.toFixed(2)} ms (target under 20 ms: ${verdict(writeP50 < 20)})`,
);
console.info(
  `--data write throughput / in memory, ${connections} connections: ${writeRatio.toFixed(2)} (target at least 0.5: ${verdict(writeRatio >= 0.5)})`,
);
console.info(
  `--data at --scale ${scale}: new file seeded and saved in ${(seeded.readyMs / 1000).toFixed(1)} s, loaded in ${(data.readyMs / 1000).toFixed(1)} s (${fileMb.toFixed(0)} MB); in memory ready in ${(memory.readyMs / 1000).toFixed(1)} s`,
);
console.info(
  `Load average (1, 5, 15 min) at the end: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')} on ${navigator.hardwareConcurrency} cores`,
);
process.exit(0);
