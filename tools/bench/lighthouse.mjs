// `npm run bench:lighthouse`: Lighthouse (the npm package, in Debian's Chromium) on /login, /,
// /schedule and /today of `npm run serve` (the production build and the mock API on one origin), with the
// mobile and desktop presets, and a table of the category scores against the targets:
// Performance on the mobile preset >= 98 on /login, 95 on /today, 90 on / and 85 on /schedule, and
// >= 95 everywhere on desktop; Accessibility 100, Best Practices 100 (SEO is shown, without a
// target). Each run also prints its paint and blocking figures (FCP, LCP, TBT, CLS).
//
// Signed-in pages: the script signs in through the API as the seeded MASTER user (the seeded
// CLEANER for /today, whose day it is) and puts both
// tokens in the cookies the app reads (`access_token`, `refresh_token`), then Lighthouse loads
// the page without resetting storage. Every run gets a fresh browser profile, so caches are cold.
//
// Options: --url http://127.0.0.1:4010 (use a running `npm run serve` instead of starting one),
// --runs N (median of N runs per page and preset, taken in N rounds over the pages; 1 by default),
// --pages /login,/ (a subset), --presets mobile,desktop, --critical-path (after each run, what
// the simulated largest paint waited for: see printCriticalPath). Reports (HTML and JSON) are
// written to $TMPDIR/spotless-lighthouse.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
// Lighthouse's simulation of a slow phone and network (Lantern), the same module instance it uses.
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import puppeteer from 'puppeteer-core';
import {
  chromiumFlags,
  chromiumPath,
  cleanerCredentials,
  masterCredentials,
  signIn,
  startServe,
} from './served-app.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '../..');
const chromePath = chromiumPath;
const chromeFlags = ['--headless=new', ...chromiumFlags];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const targets = { accessibility: 100, 'best-practices': 100 };
/** Performance: a phone's first load (the mobile preset) per page, and 95 on desktop. */
const mobilePerformance = { '/login': 98, '/today': 95, '/': 90, '/schedule': 85 };
const targetsFor = (path, preset) => ({
  performance: preset === 'mobile' ? mobilePerformance[path] : 95,
  ...targets,
});
const paintAudits = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
];

/** A run Lighthouse itself could not complete (see auditWithRetries). */
class LighthouseRunError extends Error {}

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '1' },
    pages: { type: 'string', default: '/login,/,/schedule,/today' },
    presets: { type: 'string', default: 'mobile,desktop' },
    'critical-path': { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(values.runs) || 1);
const allPages = [
  { path: '/login', signedIn: null },
  { path: '/', signedIn: masterCredentials },
  { path: '/schedule', signedIn: masterCredentials },
  { path: '/today', signedIn: cleanerCredentials },
];
const asked = values.pages.split(',').filter(Boolean);
const askedPresets = values.presets.split(',').filter(Boolean);
const unknown = [
  ...asked.filter((path) => !allPages.some((page) => page.path === path)),
  ...askedPresets.filter((preset) => preset !== 'mobile' && preset !== 'desktop'),
];
if (unknown.length > 0 || asked.length === 0 || askedPresets.length === 0) {
  console.error(
    `Nothing measured: ${unknown.length > 0 ? `unknown ${unknown.join(', ')}` : 'no page or preset chosen'}. ` +
      `Pages: ${allPages.map((page) => page.path).join(',')}; presets: mobile,desktop.`,
  );
  process.exit(2);
}
const pages = allPages.filter(({ path }) => asked.includes(path));
const presets = askedPresets;
const reports = join(tmpdir(), 'spotless-lighthouse');
mkdirSync(reports, { recursive: true });

let server;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server?.kill('SIGTERM');
    process.exit(1);
  });
}
let browserVersion = 'Chromium';
// Lighthouse measures the main thread of this machine: other work on it shows up as blocking time.
const loadBefore = loadavg()[0];
try {
  const origin = values.url?.replace(/\/+$/, '') ?? (await serve());
  await warmUp(origin);
  const routesSource = readFileSync(join(repo, 'apps/web/src/app/routes.tsx'), 'utf8');

  const rows = [];
  const misses = [];
  const measured = pages.filter((page) => {
    if (new RegExp(`path:\\s*'${page.path.replace('/', '\\/')}'`).test(routesSource)) return true;
    console.info(`${page.path}: not measured, the app has no ${page.path} route yet.`);
    rows.push([page.path, 'both', 'no such page yet', '', '', '']);
    return false;
  });
  // The runs go round the pages and presets (every page's first run, then every page's second),
  // not page by page: on a shared machine a slow minute then touches one run of several pages,
  // which their medians absorb, rather than every run of one page.
  const results = new Map(
    measured.flatMap((page) => presets.map((preset) => [`${page.path} ${preset}`, []])),
  );
  for (let run = 0; run < runs; run++) {
    for (const page of measured) {
      for (const preset of presets) {
        results
          .get(`${page.path} ${preset}`)
          .push(await auditWithRetries(origin, page, preset, run));
      }
    }
  }
  for (const page of measured) {
    for (const preset of presets) {
      const pageResults = results.get(`${page.path} ${preset}`);
      const scores = Object.fromEntries(
        categories.map((category) => [
          category,
          median(pageResults.map((r) => r.scores[category])),
        ]),
      );
      const pageTargets = targetsFor(page.path, preset);
      rows.push([
        page.path,
        preset,
        ...categories.map((category) => format(scores[category], pageTargets[category])),
      ]);
      for (const [category, target] of Object.entries(pageTargets)) {
        if (scores[category] < target) {
          misses.push({ page: page.path, preset, category, score: scores[category], target });
          // The audits of the run that gave the median score.
          const run = pageResults.find((r) => r.scores[category] === scores[category]);
          const audits = run?.failing[category] ?? [];
          console.info(
            `  ${page.path} ${preset} ${category} ${scores[category]} < ${target}: ${audits.join('; ') || 'no single failing audit'}`,
          );
        }
      }
    }
  }

  console.info(
    `\nLighthouse ${lighthouseVersion()} in ${browserVersion}, ${runs === 1 ? 'one run' : `median of ${runs} runs`} per page and preset`,
  );
  printTable(['page', 'preset', 'performance', 'accessibility', 'best practices', 'seo'], rows);
  console.info(
    `Targets: performance on mobile >= ${Object.entries(mobilePerformance)
      .map(([path, target]) => `${target} (${path})`)
      .join(
        ', ',
      )}, on desktop >= 95; accessibility ${targets.accessibility}, best practices ${targets['best-practices']} (* marks a miss).`,
  );
  console.info(
    `Machine: ${cpus().length} cores, load average ${loadBefore.toFixed(1)} before and ${loadavg()[0].toFixed(1)} after.`,
  );
  console.info(`Reports: ${reports}`);
  for (const { page, preset, category, score, target } of misses) {
    console.info(`FAIL  ${page} ${preset} ${category} ${score} (target ${target})`);
  }
  if (misses.length === 0) console.info('PASS  every measured page meets every target');
  process.exitCode = misses.length === 0 ? 0 : 1;
} finally {
  server?.kill('SIGTERM');
}

/** Starts `npm run serve` for this run; it stops with the script. */
async function serve() {
  const started = await startServe();
  server = started.child;
  return started.origin;
}

/** Fetches every file of the app once, so no run pays for the server's first compression. */
async function warmUp(origin) {
  const html = await (await fetch(`${origin}/`)).text();
  const manifest = JSON.parse(
    readFileSync(join(repo, 'apps/web/dist/.vite/manifest.json'), 'utf8'),
  );
  const files = new Set(
    Object.values(manifest).flatMap((entry) => [entry.file, ...(entry.css ?? [])]),
  );
  for (const match of html.matchAll(/(?:src|href)="\/([^"]+)"/g)) files.add(match[1]);
  for (const file of files) {
    await (
      await fetch(`${origin}/${file}`, { headers: { 'accept-encoding': 'br' } })
    ).arrayBuffer();
  }
}

/**
 * Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP): such a
 * run is repeated, twice at most.
 */
async function auditWithRetries(origin, page, preset, run) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(origin, page, preset, run);
    } catch (error) {
      if (attempt === 3 || !(error instanceof LighthouseRunError)) throw error;
      console.info(`${page.path} ${preset}: ${error.message}; running it again.`);
    }
  }
}

async function audit(origin, page, preset, run) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    if (page.signedIn) {
      // The app keeps its session in two first-party cookies (packages/api-client).
      const tokens = await signIn(origin, page.signedIn);
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const { hostname } = new URL(origin);
      const cookie = { domain: hostname, path: '/', sameSite: 'Strict' };
      await browser.setCookie(
        { ...cookie, name: 'access_token', value: tokens.access_token },
        { ...cookie, name: 'refresh_token', value: tokens.refresh_token },
      );
      await browser.disconnect();
    }
    const result = await lighthouse(
      `${origin}${page.path}`,
      {
        port: chrome.port,
        output: ['html', 'json'],
        logLevel: 'error',
        onlyCategories: categories,
        // Keeps the session cookies; the profile is new, so nothing else is stored or cached.
        disableStorageReset: page.signedIn !== null,
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    const { lhr, report } = result;
    if (lhr.runtimeError) throw new LighthouseRunError(lhr.runtimeError.code);
    const name = `${page.path === '/' ? 'dashboard' : page.path.slice(1)}-${preset}-${run + 1}`;
    writeFileSync(join(reports, `${name}.report.html`), report[0]);
    writeFileSync(join(reports, `${name}.report.json`), report[1]);
    browserVersion = /Chrome\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? browserVersion;
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== page.path) {
      throw new Error(`${page.path} ended on ${landed}: is the session valid?`);
    }
    const scores = Object.fromEntries(
      categories.map((category) => [category, Math.round(lhr.categories[category].score * 100)]),
    );
    const failing = Object.fromEntries(
      categories.map((category) => [
        category,
        lhr.categories[category].auditRefs
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((item) => item.score !== null && item.score < 1)
          .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
          .slice(0, 6)
          .map((item) =>
            item.displayValue ? `${item.id} (${item.displayValue})` : `${item.id} (${item.score})`,
          ),
      ]),
    );
    const paint = paintAudits
      .map(([label, id]) => `${label} ${lhr.audits[id].displayValue.replace(/\s/g, ' ')}`)
      .join(', ');
    console.info(
      `${page.path} ${preset}${runs > 1 ? ` run ${run + 1}` : ''}: ${categories.map((c) => `${c} ${scores[c]}`).join(', ')}; ${paint} (benchmark index ${Math.round(lhr.environment.benchmarkIndex)})`,
    );
    if (values['critical-path']) printCriticalPath(origin);
    return { scores, failing };
  } finally {
    await chrome.kill();
  }
}

/**
 * The simulated largest paint of the run just made (Lantern's optimistic estimate, which the score
 * averages with a pessimistic one): each request it waited for, with when it started and ended in
 * the simulation (ms), and the main thread's tasks over 15 ms (4x slower than this machine). The
 * last line to end is what the largest paint waited for last.
 */
function printCriticalPath(origin) {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get(
    'optimisticLargestContentfulPaint',
  );
  if (!timings) return;
  const rows = [...timings]
    .map(([node, { startTime, endTime }]) => ({ node, startTime, endTime }))
    .filter(({ node, startTime, endTime }) => node.type === 'network' || endTime - startTime > 15)
    .sort((a, b) => a.startTime - b.startTime)
    .map(({ node, startTime, endTime }) =>
      [
        String(Math.round(startTime)).padStart(7),
        String(Math.round(endTime)).padStart(7),
        node.type === 'network' ? node.request.url.replace(origin, '') : 'main thread',
      ].join('  '),
    );
  console.info(`  Simulated largest paint (optimistic), ms:\n    start      end  request or task`);
  for (const row of rows) console.info(`  ${row}`);
}

function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function format(score, target) {
  return target !== undefined && score < target ? `${score} *` : String(score);
}

function lighthouseVersion() {
  return JSON.parse(readFileSync(join(repo, 'node_modules/lighthouse/package.json'), 'utf8'))
    .version;
}

function printTable(header, rows) {
  const table = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, i) => Math.max(...table.map((row) => row[i]?.length ?? 0)));
  for (const [index, row] of table.entries()) {
    console.info(
      row
        .map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join('  ')
        .trimEnd(),
    );
    if (index === 0) console.info(widths.map((width) => '-'.repeat(width)).join('  '));
  }
}
