// `npm run bench:bundle`: builds the web app and a bare React 19 page with the same Vite, and
// prints what each costs over the wire (gzip -9 and brotli q11, kB = 1000 bytes):
//   - the JavaScript and CSS needed to show /login: the entry with its static imports, plus the
//     /login route's lazy chunk with its static imports (read from the Vite manifest);
//   - the chunk of each route, and what the route loads beyond the first load;
//   - the bare React page (react, react-dom/client, one component).
// Budgets: /login at most twice the bare React page; no chunk over 80 kB gzip. Each prints PASS
// or FAIL and a miss exits non-zero. `--explain` (automatic on a miss) lists the packages that
// weigh most in the /login first load.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '../..');
const web = join(repo, 'apps/web');
const loginModule = 'src/features/auth/login-page.tsx';
const ROUTE_CHUNK_BUDGET = 80_000;
const LOGIN_FACTOR = 2;

const out = mkdtempSync(join(tmpdir(), 'spotless-bench-bundle-'));
const appOut = join(out, 'app');
const bareOut = join(out, 'bare');

const sizeCache = new Map();

/** Keeps, for each output chunk, the modules it holds and their minified-ish sizes. */
const modulesByFile = new Map();
const recordModules = {
  name: 'bench:record-modules',
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      modulesByFile.set(
        output.fileName,
        Object.entries(output.modules).map(([id, info]) => [id, info.renderedLength]),
      );
    }
  },
};

try {
  const started = performance.now();
  await build({
    root: web,
    configFile: join(web, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [recordModules],
    build: { outDir: appOut, emptyOutDir: true, manifest: true, sourcemap: false },
  });
  await build({
    root: join(here, 'bare-react'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: bareOut, emptyOutDir: true, manifest: true, target: 'es2023' },
  });
  console.info(
    `Built the app and the bare React page in ${Math.round(performance.now() - started)} ms.\n`,
  );

  const app = readManifest(appOut);
  const bare = readManifest(bareOut);

  const appEntry = entryKey(app);
  const initial = closure(app, [appEntry]);
  // Classic scripts of index.html (the theme bootstrap) run before the app: part of every load.
  const classic = classicScripts(appOut);
  // A prerendered page also runs React DOM's set-up as an entry of its own, before the app's.
  const reactDomStart = 'src/react-dom-start.ts';
  const login = closure(app, [
    appEntry,
    loginModule,
    ...(app[reactDomStart] ? [reactDomStart] : []),
  ]);
  const loginSize = measure(appOut, [...login.js, ...classic], login.css);
  const bareSize = measure(bareOut, ...Object.values(closure(bare, [entryKey(bare)])));

  const rows = [
    ['/login first load (JS + CSS)', loginSize],
    ['  of which JS', measure(appOut, [...login.js, ...classic], [])],
    ['  of which CSS', measure(appOut, [], login.css)],
    ['Bare React 19 page (JS + CSS)', bareSize],
  ];
  console.info('First load');
  printTable(
    ['', 'files', 'raw kB', 'gzip kB', 'brotli kB'],
    rows.map(([name, size]) => [name, size.files, kb(size.raw), kb(size.gzip), kb(size.brotli)]),
  );

  // Every lazily loaded page of src/app/routes.tsx, with the paths that show it.
  const routes = routeModules(readFileSync(join(web, 'src/app/routes.tsx'), 'utf8'));
  const routeRows = [];
  const checks = [];
  let largestRoute = 0;
  for (const [module, paths] of routes) {
    const entry = app[module];
    if (!entry) {
      routeRows.push([paths.join(' '), `${module}: not in the build`, '', '', '', '']);
      continue;
    }
    const own = measure(appOut, [entry.file], entry.css ?? []);
    const route = closure(app, [module]);
    const beyond = measure(
      appOut,
      route.js.filter((file) => !initial.js.includes(file)),
      route.css.filter((file) => !initial.css.includes(file)),
    );
    routeRows.push([
      paths.join(' '),
      posix.basename(module),
      kb(own.gzip),
      kb(own.brotli),
      kb(beyond.gzip),
      kb(beyond.brotli),
    ]);
    largestRoute = Math.max(largestRoute, own.gzip);
    checks.push({
      ok: own.gzip <= ROUTE_CHUNK_BUDGET,
      text: `route chunk ${posix.basename(entry.file)} (${paths[0]}): ${kb(own.gzip)} kB gzip (JS + CSS) <= ${kb(ROUTE_CHUNK_BUDGET)} kB`,
    });
  }
  console.info(
    '\nRoute chunks, kB (own: the lazy chunk with its CSS; beyond: all the route loads after the first load)',
  );
  printTable(
    ['route', 'page module', 'own gzip', 'own brotli', 'beyond gzip', 'beyond brotli'],
    routeRows,
    2,
  );
  if (!routes.some(([, paths]) => paths.includes('/schedule'))) {
    console.info('(No /schedule route in src/app/routes.tsx yet.)');
  }

  // Shared chunks count too: a route that pulls a 200 kB vendor chunk is as slow as its own.
  const allChunks = Object.values(app)
    .filter((entry) => entry.file.endsWith('.js'))
    .map((entry) => ({ file: entry.file, gzip: measure(appOut, [entry.file], []).gzip }))
    .sort((a, b) => b.gzip - a.gzip);
  const biggest = allChunks[0];

  const budgetLogin = bareSize.gzip * LOGIN_FACTOR;
  const budgets = [
    {
      ok: loginSize.gzip <= budgetLogin,
      text: `/login first load ${kb(loginSize.gzip)} kB gzip <= ${LOGIN_FACTOR} x bare React page ${kb(bareSize.gzip)} kB = ${kb(budgetLogin)} kB (${(loginSize.gzip / bareSize.gzip).toFixed(2)}x)`,
    },
    {
      ok: checks.every((check) => check.ok),
      text: `every route chunk <= ${kb(ROUTE_CHUNK_BUDGET)} kB gzip (largest: ${kb(largestRoute)} kB)`,
    },
    {
      ok: !biggest || biggest.gzip <= ROUTE_CHUNK_BUDGET,
      text: `every chunk, shared ones included, <= ${kb(ROUTE_CHUNK_BUDGET)} kB gzip (largest: ${biggest ? `${biggest.file} ${kb(biggest.gzip)} kB` : 'none'})`,
    },
  ];
  console.info('\nBudgets');
  for (const { ok, text } of budgets) console.info(`${ok ? 'PASS' : 'FAIL'}  ${text}`);
  for (const { ok, text } of checks) if (!ok) console.info(`FAIL  ${text}`);

  const failed = budgets.some((budget) => !budget.ok);
  if (failed || process.argv.includes('--explain')) {
    explain([...login.js], 'the /login first load');
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  rmSync(out, { recursive: true, force: true });
}

function readManifest(folder) {
  return JSON.parse(readFileSync(join(folder, '.vite/manifest.json'), 'utf8'));
}

function entryKey(manifest) {
  // The app's entry: `index.html`'s script (the build has a second entry, React DOM's set-up,
  // which a prerendered page runs first: src/react-dom-start.ts).
  const key = Object.keys(manifest).find(
    (name) => manifest[name].isEntry && name.endsWith('.html'),
  );
  if (!key) throw new Error('The build has no entry.');
  return key;
}

/** The files a set of manifest entries load before they run: themselves and static imports. */
function closure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the build manifest.`);
    seen.add(key);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  const entries = [...seen].map((key) => manifest[key]);
  return {
    js: [...new Set(entries.map((entry) => entry.file).filter((file) => file.endsWith('.js')))],
    css: [...new Set(entries.flatMap((entry) => entry.css ?? []))],
  };
}

function classicScripts(folder) {
  const html = readFileSync(join(folder, 'index.html'), 'utf8');
  return [...html.matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="\/([^"]+)"/g)].map(
    (match) => match[1],
  );
}

function sizesOf(path) {
  let size = sizeCache.get(path);
  if (!size) {
    const bytes = readFileSync(path);
    size = {
      raw: bytes.byteLength,
      gzip: gzipSync(bytes, { level: 9 }).byteLength,
      brotli: brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).byteLength,
    };
    sizeCache.set(path, size);
  }
  return size;
}

/** Sizes of files, each compressed on its own, as a browser fetches them. */
function measure(folder, js, css) {
  const files = [...js, ...css];
  const total = { files: files.length, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const size = sizesOf(join(folder, file));
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return total;
}

/**
 * Page modules of routes.tsx and the paths that show them: `path: '/x', page: page(() =>
 * import('../features/...'))`, or `page: someVariable` declared as `const someVariable = page(...)`.
 */
function routeModules(source) {
  const toKey = (specifier) => posix.join('src/app', specifier);
  const variables = new Map(
    [...source.matchAll(/const (\w+) = page\(\s*\(\) => import\('([^']+)'\)/g)].map((match) => [
      match[1],
      toKey(match[2]),
    ]),
  );
  const byModule = new Map();
  const pattern =
    /path:\s*(['`])(.*?)\1,\s*page:\s*(?:page\(\s*\(\) => import\('([^']+)'\)|(\w+))/g;
  for (const match of source.matchAll(pattern)) {
    const module = match[3] ? toKey(match[3]) : variables.get(match[4]);
    if (!module) continue;
    const path = match[2].replace(/\$\{(\w+)\}/g, ':$1');
    const paths = byModule.get(module) ?? [];
    if (!paths.includes(path)) paths.push(path);
    byModule.set(module, paths);
  }
  return [...byModule];
}

/** The packages and folders that weigh most in a set of chunks (rendered, before minifying). */
function explain(files, what) {
  const weights = new Map();
  for (const file of files) {
    for (const [id, length] of modulesByFile.get(file) ?? []) {
      const path = id.replace(/^\0/, '');
      const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
      const name = inModules
        ? inModules[1]
        : relative(repo, path).split('/').slice(0, 3).join('/') || path;
      weights.set(name, (weights.get(name) ?? 0) + length);
    }
  }
  const total = [...weights.values()].reduce((sum, value) => sum + value, 0);
  console.info(`\nWhat weighs most in ${what} (rendered code, before minifying):`);
  printTable(
    ['package or folder', 'kB', 'share'],
    [...weights]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 20)
      .map(([name, length]) => [name, kb(length), `${Math.round((100 * length) / total)}%`]),
  );
}

function kb(bytes) {
  return (bytes / 1000).toFixed(1);
}

/** A plain-text table: the first `textColumns` columns left-aligned, figures right-aligned. */
function printTable(header, rows, textColumns = 1) {
  const table = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, i) => Math.max(...table.map((row) => row[i]?.length ?? 0)));
  for (const [index, row] of table.entries()) {
    const line = row
      .map((cell, i) => (i < textColumns ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ');
    console.info(line.trimEnd());
    if (index === 0) console.info(widths.map((width) => '-'.repeat(width)).join('  '));
  }
}
