// `npm run bench -w @spotless/mock-server`: requests per second and latency of the mock server
// at --scale 100, against Stoplight Prism mocking the same openapi.yaml. 127.0.0.1 only; each
// run is bounded (10 seconds per measurement by default). Not a test: figures depend on the
// machine; the README keeps the latest ones.
//   --duration S     seconds per measurement (10)
//   --connections N  concurrent connections (50)
//   --scale N        scale of the seed (100)
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
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

process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
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

const monthOf = (date: string) => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
};

interface Row {
  name: string;
  result: Result;
  note?: string;
}

async function measure(
  name: string,
  options: Parameters<typeof autocannon>[0],
  note?: string,
): Promise<Row> {
  const result = await autocannon({ connections, duration, ...options });
  return { name, result, note };
}

// Our server, in its own process (the load generator must not share its event loop).
console.info(`Starting the mock server at --scale ${scale}...`);
const startedAt = performance.now();
const ours = await startChild(
  process.execPath,
  [here('../src/server.ts'), '--scale', String(scale), '--port', '0', '--host', '127.0.0.1'],
  /Spotless mock API on (http:\/\/127\.0\.0\.1:\d+\/v1)/,
  { MOCK_DEV_ROUTES: '0' },
);
const base = ours.match[1]!;
await new Promise((resolve) => setTimeout(resolve, 200));
console.info(
  `  ready in ${Math.round(performance.now() - startedAt)} ms; ${/data .*/.exec(ours.output())?.[0] ?? ''}`,
);

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
const sample = (await (await fetch(`${base}${path}`, { headers: auth })).json()) as unknown[];
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

const rows: Row[] = [];
console.info(
  `GET ${path} answers ${sample.length} jobs; measuring ${duration} s at ${connections} connections...`,
);
rows.push(
  await measure(
    'ours  GET /v1/jobs (one team, one month)',
    { url: `${base}${path}`, headers: auth },
    `${sample.length} jobs`,
  ),
);
rows.push(
  await measure('ours  POST /v1/jobs', {
    url: `${base}/jobs`,
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: jobBody,
  }),
);
ours.child.kill('SIGKILL');

console.info('Starting Prism...');
const prism = await startChild(
  process.execPath,
  [prismBin, 'mock', '--host', '127.0.0.1', '--port', '4899', here('../../../openapi.yaml')],
  /Prism is listening on (http:\/\/127\.0\.0\.1:\d+)/,
);
const prismBase = prism.match[1]!;
rows.push(
  await measure('prism GET /jobs (static example)', { url: `${prismBase}${path}`, headers: auth }),
);
prism.child.kill('SIGKILL');

const format = (value: number, digits = 0) => value.toFixed(digits).padStart(9);
console.info('');
console.info(
  `${'run'.padEnd(44)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(9)} ${'p99 ms'.padStart(9)} ${'non-2xx'.padStart(9)} ${'errors'.padStart(9)}`,
);
for (const { name, result, note } of rows) {
  console.info(
    `${name.padEnd(44)} ${format(result.requests.average)} ${format(result.latency.p50, 1)} ${format(result.latency.p99, 1)} ${format(result.non2xx)} ${format(result.errors + result.timeouts)}${note ? `  ${note}` : ''}`,
  );
}
const ratio = rows[0]!.result.requests.average / rows[2]!.result.requests.average;
console.info('');
console.info(`GET ours / Prism: ${ratio.toFixed(2)} (target at least 1.5)`);
process.exit(0);
