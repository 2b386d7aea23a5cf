// `npm run bench:dev-start`: how soon a developer sees the signed-in dashboard after `npm start`.
//
// Each round starts `npm start` (scripts/start.mjs: the mock API and the Vite dev server) on free
// ports, opens /login in a fresh Debian Chromium profile as soon as Vite says it is ready, signs in
// through the form as the seeded MASTER and waits until the dashboard is on screen (its heading
// shown and no `Loading...` left). It prints, from the first page load: the sign-in form shown,
// the dashboard shown, and how many times Vite re-optimised dependencies and reloaded the page
// (each reload throws away what the browser had loaded). Target: the dashboard within 5 s.
//
// Rounds: `cold` first removes Vite's dependency cache (apps/web/node_modules/.vite/deps), as on a
// fresh clone's first `npm start`; `warm` keeps the cache of the round before, as on every later
// start. Both run by default.
//
// Options: --rounds cold,warm (which rounds, in order), --timeout SECONDS (per round; 120),
// --screenshot PATH (the dashboard as measured, in PATH-cold.png and PATH-warm.png).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { chromiumFlags, chromiumPath, masterCredentials } from './served-app.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
const targetMs = 5000;
const kinds = ['cold', 'warm'];

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: kinds.join(',') },
    timeout: { type: 'string', default: '120' },
    screenshot: { type: 'string' },
  },
});
const rounds = values.rounds.split(',').filter(Boolean);
const unknown = rounds.filter((round) => !kinds.includes(round));
if (rounds.length === 0 || unknown.length > 0) {
  console.error(`Unknown round: ${unknown.join(', ') || '(none)'}. Rounds: ${kinds.join(', ')}.`);
  process.exit(2);
}
const timeoutMs = Number(values.timeout) * 1000;
if (!(timeoutMs > 0)) {
  console.error('--timeout takes a number of seconds above 0.');
  process.exit(2);
}

/** A port nothing listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts `npm start` on free ports; resolves once both servers answer. */
async function start() {
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, [join(repo, 'scripts/start.mjs')], {
    cwd: repo,
    env: { ...process.env, API_PORT: String(apiPort), WEB_PORT: String(webPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const log = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => log.push(chunk));
  }
  const started = Date.now();
  const web = `http://127.0.0.1:${webPort}`;
  const api = `http://127.0.0.1:${apiPort}/v1/health`;
  for (;;) {
    if (child.exitCode != null) throw new Error(`npm start stopped:\n${log.join('')}`);
    if (Date.now() - started > timeoutMs) throw new Error(`npm start not ready:\n${log.join('')}`);
    const answers = await Promise.all(
      [web, api].map((url) =>
        fetch(url).then(
          (response) => response.ok,
          () => false,
        ),
      ),
    );
    if (answers.every(Boolean)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, web, log, readyMs: Date.now() - started };
}

function stop(child) {
  // The whole group: npm start, the API and Vite.
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  return new Promise((resolve) => {
    if (child.exitCode != null) resolve();
    else child.once('exit', resolve);
  });
}

async function round(kind) {
  if (kind === 'cold')
    rmSync(join(repo, 'apps/web/node_modules/.vite/deps'), { recursive: true, force: true });
  const server = await start();
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
    headless: true,
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1366, height: 768 });
    page.setDefaultTimeout(timeoutMs);
    let loads = 0;
    page.on('load', () => loads++);
    const begun = Date.now();
    await page.goto(`${server.web}/login`, { waitUntil: 'domcontentloaded' });
    const login = await page.waitForSelector('input[name="login"]', { visible: true });
    const loginMs = Date.now() - begun;
    await login.type(masterCredentials.login);
    await (await page.waitForSelector('input[name="password"]')).type(masterCredentials.password);
    await (await page.waitForSelector('button[type="submit"]')).click();
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('h1')].some((h) => h.textContent?.trim() === 'Dashboard') &&
        !document.body.innerText.includes('Loading...'),
      { polling: 50 },
    );
    const dashboardMs = Date.now() - begun;
    if (values.screenshot) await page.screenshot({ path: `${values.screenshot}-${kind}.png` });
    const log = server.log.join('');
    const reloads = (log.match(/optimized dependencies changed\. reloading/gi) ?? []).length;
    return { kind, readyMs: server.readyMs, loginMs, dashboardMs, reloads, loads };
  } finally {
    await browser.close();
    await stop(server.child);
  }
}

const before = loadavg();
const results = [];
for (const kind of rounds) {
  const result = await round(kind);
  results.push(result);
  console.info(
    `${kind}: servers ready ${ms(result.readyMs)}, sign-in form ${ms(result.loginMs)}, dashboard ${ms(result.dashboardMs)}, dependency reloads ${result.reloads}`,
  );
}
const after = loadavg();

function ms(value) {
  return `${(value / 1000).toFixed(1)} s`;
}

console.info('\n`npm start`, then /login, sign-in and the dashboard, from the first page load:');
console.info('round  servers ready  sign-in form  dashboard  dependency reloads');
console.info('-----  -------------  ------------  ---------  ------------------');
for (const r of results) {
  console.info(
    `${r.kind.padEnd(5)}  ${ms(r.readyMs).padStart(13)}  ${ms(r.loginMs).padStart(12)}  ${ms(r.dashboardMs).padStart(9)}  ${String(r.reloads).padStart(18)}`,
  );
}
const format = (load) => load.map((value) => value.toFixed(1)).join(' ');
console.info(
  `Machine: ${cpus().length} cores, load average ${format(before)} before and ${format(after)} after.`,
);
let missed = false;
for (const r of results) {
  const ok = r.dashboardMs < targetMs;
  missed ||= !ok;
  console.info(
    `${ok ? 'PASS' : 'FAIL'}  ${r.kind}: dashboard ${ms(r.dashboardMs)} (target under ${ms(targetMs)})`,
  );
}
process.exit(missed ? 1 : 0);
