// `npm run screenshots`: pictures of Spotless's main screens, in light and dark, for the README
// (docs/screenshots/<screen>-<theme>.png).
//
// By default it builds the web app (as `npm run serve` does) and serves the production build with
// the mock API on one origin, on a free port, with the server's clock pinned to a Wednesday
// morning (2026-11-18 10:30 in Boston, the moment the stories use): the seed data is relative to
// the server's "today", so a pinned clock gives the same clients, jobs and figures on any day,
// and today's jobs are partly done, partly under way. The browser's clock is pinned to the same
// instant, so the dashboard and the schedule open on that day.
//
// Every shot: Chromium at 1440×900, device scale 1, reduced motion and no animations, signed in
// as the seeded MASTER user through the API (the two session cookies the app reads), the theme
// chosen the way the theme switcher stores it (local storage `ui-theme`), taken only once the
// screen has its data (no skeleton, spinner or busy region, no toast) and fonts are loaded.
//
// Options: --url http://127.0.0.1:4010 (a running `npm run serve`: its data follow its own day and
// the browser keeps the real clock), --only dashboard,schedule-week (a subset), --theme light|dark
// (one theme), --port N (the port of the server it starts; a free one by default).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { signIn } from '../tools/bench/served-app.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(repo, 'docs/screenshots');
/** 10:30 in New York on Wednesday 2026-11-18 (UTC-5 in November). */
const pinnedNow = Date.parse('2026-11-18T15:30:00Z');
const pinnedDay = '2026-11-18';
const themes = ['light', 'dark'];

/**
 * The screens, in the README's order. `path` may depend on ids looked up through the API;
 * `open` does what a person does to get there (open a dialog); `ready` waits for what must show.
 */
const screens = [
  { name: 'dashboard', path: () => '/' },
  { name: 'schedule-agenda', path: () => '/schedule?view=agenda' },
  { name: 'schedule-month', path: () => '/schedule?view=month' },
  { name: 'schedule-week', path: () => '/schedule?view=week' },
  {
    name: 'job-details',
    path: (ids) => `/schedule?view=week&date=${ids.jobDate}&job=${ids.jobId}`,
    ready: (page) => page.getByRole('dialog').waitFor(),
  },
  {
    name: 'job-form',
    path: (ids) => `/schedule?view=week&date=${ids.jobDate}&job=${ids.jobId}`,
    open: async (page) => {
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^Edit job$/i })
        .click();
    },
    ready: (page) => page.getByRole('dialog', { name: /^Edit job$/i }).waitFor(),
  },
  { name: 'clients', path: () => '/clients' },
  { name: 'client-form', path: (ids) => `/clients/edit/${ids.clientId}` },
  { name: 'users', path: () => '/users' },
  { name: 'user-form', path: (ids) => `/users/edit/${ids.userId}` },
  { name: 'teams', path: () => '/teams' },
  {
    name: 'team-dialog',
    path: () => '/teams',
    open: async (page) => {
      await page.getByRole('row', { name: /Blue Team/ }).click();
    },
    ready: (page) => page.getByRole('dialog').waitFor(),
  },
  { name: 'settings-organization', path: () => '/settings/organization' },
  { name: 'settings-job-types', path: () => '/settings/job-types' },
  { name: 'settings-plan', path: () => '/settings/plan' },
  { name: 'settings-account', path: () => '/settings/account' },
  { name: 'login', path: () => '/login', signedOut: true },
];

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    only: { type: 'string' },
    theme: { type: 'string' },
    port: { type: 'string', default: '0' },
  },
});
const only = values.only?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !screens.some((screen) => screen.name === name)) ?? [];
if (unknown.length > 0) {
  console.error(
    `Unknown screen: ${unknown.join(', ')}. Screens: ${screens.map((s) => s.name).join(', ')}.`,
  );
  process.exit(1);
}
if (values.theme && !themes.includes(values.theme)) {
  console.error('--theme is light or dark.');
  process.exit(1);
}
const selected = screens.filter((screen) => !only || only.includes(screen.name));
const selectedThemes = values.theme ? [values.theme] : themes;

let server;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void server?.close();
    process.exit(1);
  });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    // Text is drawn the same way on every run.
    '--font-render-hinting=none',
  ],
});
try {
  const pinned = !values.url;
  const origin = values.url?.replace(/\/+$/, '') ?? (await startServer());
  const tokens = await signIn(origin);
  const ids = await lookUpIds(origin, tokens.access_token, pinned);
  mkdirSync(outDir, { recursive: true });

  for (const theme of selectedThemes) {
    const context = await browser.newContext({
      baseURL: origin,
      viewport: { width: 1440, height: 900 },
      deviceScaleFactor: 1,
      locale: 'en-US',
      timezoneId: 'America/New_York',
      colorScheme: theme,
      reducedMotion: 'reduce',
    });
    await context.addInitScript(
      ([theme]) => {
        localStorage.setItem('ui-theme', theme);
        localStorage.setItem('i18nextLng', 'en');
      },
      [theme],
    );
    const page = await context.newPage();
    if (pinned) await page.clock.setFixedTime(pinnedNow);

    for (const screen of selected) {
      await context.clearCookies();
      if (!screen.signedOut) await addSessionCookies(context, origin, tokens);
      await page.goto(screen.path(ids));
      await settled(page);
      if (screen.open) {
        await screen.open(page);
        await settled(page);
      }
      await screen.ready?.(page);
      await settled(page);
      await expectNoFailure(page, screen.name);
      const file = join(outDir, `${screen.name}-${theme}.png`);
      const png = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
      writeFileSync(file, recompressPng(png));
      console.info(`${screen.name}-${theme}.png  ${kilobytes(statSync(file).size)}`);
    }
    await context.close();
  }

  const files = readdirSync(outDir).filter((file) => file.endsWith('.png'));
  const total = files.reduce((sum, file) => sum + statSync(join(outDir, file)).size, 0);
  console.info(`${files.length} screenshots in docs/screenshots, ${kilobytes(total)} in all.`);
} finally {
  await browser.close();
  await server?.close();
}

/**
 * Builds the web app (turbo restores an unchanged build) and serves it with the mock API on one
 * origin, as `npm run serve` does, but with the server's clock pinned so the data never move.
 */
async function startServer() {
  if (process.env.SERVE_SKIP_BUILD !== '1') {
    const build = spawnSync(
      'npx',
      ['turbo', 'run', 'build', '--filter=@spotless/web', '--output-logs=errors-only'],
      { cwd: repo, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
    );
    if (build.status !== 0) throw new Error('The web app did not build.');
  }
  const { startMockServer } = await import('@spotless/mock-server/node');
  server = await startMockServer({
    port: Number(values.port),
    staticDir: join(repo, 'apps/web/dist'),
    now: () => pinnedNow,
  });
  console.info(`Spotless on ${server.origin}, the clock at ${new Date(pinnedNow).toISOString()}`);
  return server.origin;
}

/** The app keeps its session in two first-party cookies (packages/api-client). */
async function addSessionCookies(context, origin, tokens) {
  const url = `${origin}/`;
  await context.addCookies(
    ['access_token', 'refresh_token'].map((name) => ({
      name,
      value: encodeURIComponent(tokens[name]),
      url,
      sameSite: 'Strict',
    })),
  );
}

/**
 * The records the detail screens show: a job of today that is under way (else the first of the
 * day), its client, and the seeded cleaner Marcus Delgado (a user with a team).
 */
async function lookUpIds(origin, accessToken, pinned) {
  const get = async (path) => {
    const response = await fetch(`${origin}/v1${path}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return response.json();
  };
  const day = pinned ? pinnedDay : await organizationToday(get);
  // The week from that day: a running server's "today" may be a Sunday, when nobody works.
  const weekLater = new Date(Date.parse(`${day}T12:00:00Z`) + 6 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const jobs = (await get(`/jobs?from=${day}&to=${weekLater}`)).filter(
    (candidate) => candidate.status !== 'CANCELLED',
  );
  const job = jobs.find((candidate) => candidate.status === 'IN_PROGRESS') ?? jobs[0];
  if (!job) throw new Error(`The server has no jobs from ${day} to ${weekLater}.`);
  const users = await get('/users?limit=100');
  const user = users.find((candidate) => candidate.login === 'cleaner') ?? users[0];
  return { jobId: job.id, jobDate: job.date, clientId: job.clientId, userId: user.id };
}

/** Today in the organisation's time zone, as a running server sees it. */
async function organizationToday(get) {
  const organization = await get('/organizations/current');
  return new Intl.DateTimeFormat('en-CA', { timeZone: organization.timeZone }).format(new Date());
}

/**
 * Waits until the screen is whole: the app has rendered, nothing is loading (no `Loading...`,
 * skeleton, spinner or busy region), no overlay is sliding in or out, fonts are in, and a frame
 * has been painted since.
 */
async function settled(page) {
  await page.locator('#root > *').first().waitFor();
  const busy =
    '[data-shape], [aria-busy="true"], [role="progressbar"]:not([aria-valuenow]), [data-entering], [data-exiting]';
  try {
    await page.waitForFunction(
      (busy) =>
        !/^\s*Loading\.\.\.\s*$/m.test(document.body.innerText) &&
        document.querySelector(busy) === null,
      busy,
      { timeout: 20_000 },
    );
  } catch (error) {
    const still = await page.evaluate(
      (busy) => document.querySelector(busy)?.outerHTML.slice(0, 300) ?? 'the text "Loading..."',
      busy,
    );
    throw new Error(`${page.url()} did not settle in 20 s: ${still}`, { cause: error });
  }
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * A toast on screen means something failed (or a message would hide part of the screen), and a
 * list or form that could not load says "Couldn't load…": neither belongs in a picture.
 */
async function expectNoFailure(page, name) {
  const toasts = page.locator('[role="alertdialog"]');
  if ((await toasts.count()) > 0) {
    throw new Error(`${name}: a toast is showing: ${await toasts.first().innerText()}`);
  }
  const failed = page.getByText(/^Couldn't load/);
  if ((await failed.count()) > 0) {
    throw new Error(`${name}: ${await failed.first().innerText()}`);
  }
}

function kilobytes(bytes) {
  return `${(bytes / 1024).toFixed(0)} KB`;
}

/**
 * Chromium writes PNGs for speed, not size. This re-encodes one losslessly: each row gets the
 * filter that leaves the smallest sum of bytes (the usual heuristic) and the data is deflated at
 * level 9. Only 8-bit RGB/RGBA, non-interlaced images are re-encoded (Chromium's screenshots are);
 * anything else is kept as it is.
 */
function recompressPng(png) {
  const chunks = readChunks(png);
  const header = chunks.find((chunk) => chunk.type === 'IHDR')?.data;
  if (!header) return png;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const [bitDepth, colorType, , , interlace] = header.subarray(8, 13);
  const channels = colorType === 6 ? 4 : colorType === 2 ? 3 : 0;
  if (bitDepth !== 8 || channels === 0 || interlace !== 0) return png;

  const raw = unfilter(
    inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data))),
    width,
    height,
    channels,
  );
  // An opaque RGBA image (screenshots always are) loses nothing as RGB.
  let pixels = raw;
  let outChannels = channels;
  if (channels === 4 && isOpaque(raw)) {
    pixels = Buffer.alloc(width * height * 3);
    for (let source = 0, target = 0; source < raw.length; source += 4, target += 3) {
      pixels[target] = raw[source];
      pixels[target + 1] = raw[source + 1];
      pixels[target + 2] = raw[source + 2];
    }
    outChannels = 3;
  }
  const filtered = filterRows(pixels, width, height, outChannels);
  const newHeader = Buffer.from(header);
  newHeader[9] = outChannels === 3 ? 2 : 6;
  const smaller = Buffer.concat([
    png.subarray(0, 8),
    chunk('IHDR', newHeader),
    chunk('IDAT', deflateSync(filtered, { level: 9, memLevel: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return smaller.length < png.length ? smaller : png;
}

function readChunks(png) {
  const chunks = [];
  for (let offset = 8; offset + 12 <= png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    chunks.push({ type, data: png.subarray(offset + 8, offset + 8 + length) });
    offset += 12 + length;
  }
  return chunks;
}

function isOpaque(rgba) {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return false;
  return true;
}

function paeth(a, b, c) {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Undoes the PNG row filters: the bare pixels, row after row. */
function unfilter(data, width, height, channels) {
  const stride = width * channels;
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = data[y * (stride + 1)];
    const row = y * (stride + 1) + 1;
    const at = y * stride;
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? out[at + x - channels] : 0;
      const up = y > 0 ? out[at - stride + x] : 0;
      const upLeft = y > 0 && x >= channels ? out[at - stride + x - channels] : 0;
      const value = data[row + x];
      const predictor =
        filter === 1
          ? left
          : filter === 2
            ? up
            : filter === 3
              ? (left + up) >> 1
              : filter === 4
                ? paeth(left, up, upLeft)
                : 0;
      out[at + x] = (value + predictor) & 0xff;
    }
  }
  return out;
}

/** Filters each row with the filter whose output has the smallest sum of absolute values. */
function filterRows(pixels, width, height, channels) {
  const stride = width * channels;
  const out = Buffer.alloc((stride + 1) * height);
  const candidate = Buffer.alloc(stride);
  const best = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const at = y * stride;
    let bestScore = Infinity;
    let bestFilter = 0;
    for (let filter = 0; filter <= 4; filter++) {
      let score = 0;
      for (let x = 0; x < stride; x++) {
        const left = x >= channels ? pixels[at + x - channels] : 0;
        const up = y > 0 ? pixels[at - stride + x] : 0;
        const upLeft = y > 0 && x >= channels ? pixels[at - stride + x - channels] : 0;
        const predictor =
          filter === 1
            ? left
            : filter === 2
              ? up
              : filter === 3
                ? (left + up) >> 1
                : filter === 4
                  ? paeth(left, up, upLeft)
                  : 0;
        const value = (pixels[at + x] - predictor) & 0xff;
        candidate[x] = value;
        score += value < 128 ? value : 256 - value;
      }
      if (score < bestScore) {
        bestScore = score;
        bestFilter = filter;
        candidate.copy(best);
      }
    }
    out[y * (stride + 1)] = bestFilter;
    best.copy(out, y * (stride + 1) + 1);
  }
  return out;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
