import { readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';

/** The public pages written as HTML files of their own (`dist/login/index.html`). */
export const prerenderedPages = [
  { path: '/login', source: 'src/features/auth/login-page.tsx' },
  { path: '/register', source: 'src/features/auth/register-page.tsx' },
  { path: '/forgot-password', source: 'src/features/auth/forgot-password-page.tsx' },
] as const;

/**
 * React DOM's set-up as an entry of its own, which a prerendered page runs before the app's entry
 * (`startSteps`).
 */
export const reactDomStartSource = 'src/react-dom-start.ts';

/** What every signed-in page needs first: the frame and its English texts. */
export const frameSources = ['src/components/app-shell/app-shell.tsx', 'src/lib/frame-texts.ts'];

/** The other signed-in pages' English texts, which every page but the cleaner's day needs. */
export const pageTextsSource = 'src/lib/page-texts.ts';

/**
 * Signed-in pages with an `index.html` of their own, which preloads their code with the frame's
 * (`dist/today/index.html`) and holds the frame's placeholders as drawn for `role` (the crumbs and
 * the heading depend on it): a CLEANER's for their day; for the schedule, none, so its crumbs and
 * the line under its title are written for both kinds of user and `theme-init.js` shows one by the
 * role it reads from the sign-in (`frameSkeletonProps`); every other signed-in page has the app's
 * `index.html`, which preloads the frame's code.
 */
export const preloadedPages = [
  {
    path: '/today',
    sources: ['src/features/today/today-page.tsx', 'src/features/today/today-data.ts'],
    role: 'CLEANER',
  },
  {
    path: '/schedule',
    sources: ['src/features/schedule/schedule-page.tsx', pageTextsSource],
    role: undefined,
  },
] as const;

interface PrerenderModule {
  prerenderLanguage: string;
  renderPublicPage: (path: string) => Promise<string>;
  renderFrameSkeleton: (path: string, role: 'CLEANER' | undefined) => Promise<string>;
}

const emptyRoot = '<div id="root"></div>';

/** Markup for `#root` must not style itself: the Content-Security-Policy would refuse it. */
function refuseInlineStyle(markup: string, page: string) {
  // The Content-Security-Policy allows no inline style (apps/mock-server/src/security-headers.ts):
  // a `style` attribute in the HTML would be refused, and the page drawn without it. React sets
  // the same styles through the DOM once it runs, which the policy allows.
  const styled = / style="[^"]*"/.exec(markup);
  if (styled)
    throw new Error(
      `The prerendered ${page} has an inline style, which the policy refuses: ${styled[0]}`,
    );
}

/** The JS and CSS files manifest entries load with them: themselves and their static imports. */
export function filesOf(manifest: Manifest, ...keys: string[]) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) {
    if (!manifest[key]) throw new Error(`The build has no chunk for ${key}.`);
    visit(key);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * What `theme-init.js` runs on a prerendered page before the app's entry, each in a task of its own
 * (`data-steps`): React DOM's set-up (`reactDomStartSource`), then each chunk the entry imports
 * that it has not run, those a chunk imports before it. Imported at once, the entry evaluates them
 * all in one task with itself: 40 to 60 ms on a 2-core machine, four times that on a slow phone,
 * during which the page on screen answers no tap. A chunk is evaluated once, so the entry then
 * runs only its own code.
 */
export function startSteps(manifest: Manifest, entryKey = 'index.html'): string[] {
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`The build has no chunk for ${entryKey}.`);
  const first = filesOf(manifest, reactDomStartSource).scripts;
  const steps = [first[0]!];
  const seen = new Set(first);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    steps.push(chunk.file);
  };
  for (const imported of entry.imports ?? []) visit(imported);
  return steps.map((file) => `/${file}`);
}

/**
 * Holds the page's first frame until `#root` is parsed to its end: a `<link rel="expect">`
 * (Chromium 124 and later; other browsers ignore it) names an empty element right after `#root`,
 * as Chromium lets the frame go once the element it names is in the document, before its end. A
 * busy browser may paint while it is still parsing the HTML: the sign-in card was once drawn with
 * its brand alone, centred, then grew and moved down as the rest came (a layout shift of 0.15 in a
 * Lighthouse run). The HTML is a few kilobytes, so nothing waits on the network for it.
 */
const rootEnd = '<template id="root-end"></template>';
const withRootEnd = (html: string, root: string) =>
  html
    .replace(
      /\n\s*<\/head>/,
      (head) => `\n    <link rel="expect" href="#root-end" blocking="render">${head}`,
    )
    .replace(emptyRoot, () => `${root}${rootEnd}`);

/**
 * `index.html` with a public page's `markup` in `#root` and its stylesheets linked: the page is
 * drawn before any script runs, so its styles must come with it. Its scripts only make the page
 * already on screen interactive, so they are not in the HTML: `theme-init.js` asks for them once
 * the page is on screen (`data-modules`, preloaded together so their imports are no chain of
 * round trips) and then runs what the entry imports (`data-steps`) and the entry (`data-entry`),
 * each in a task of its own. Fetched with the HTML, they shared a
 * phone's connections with the stylesheets, and the app's start and hydration held the first
 * frame back on a fast machine too.
 */
export function fillTemplate(
  template: string,
  {
    markup,
    page,
    language,
    scripts,
    styles,
    steps = [],
  }: {
    markup: string;
    page: string;
    language: string;
    scripts: string[];
    styles: string[];
    /** Run before the entry, each in a task of its own (`startSteps`). */
    steps?: string[];
  },
): string {
  if (!template.includes(emptyRoot)) throw new Error(`index.html has no empty ${emptyRoot}.`);
  refuseInlineStyle(markup, page);
  const entries = [
    ...template.matchAll(/\n\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g),
  ];
  if (entries.length !== 1) throw new Error('index.html must have exactly one module script.');
  const [entryTag, entry] = entries[0]!;
  const themeInit = /<script src="\/theme-init\.js"/;
  if (!themeInit.test(template)) throw new Error('index.html has no theme-init.js script.');
  const preloads = [
    ...template.matchAll(/\n\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g),
  ];
  const modules = [
    ...new Set([
      entry!,
      ...steps,
      ...preloads.map(([, href]) => href!),
      ...scripts.map((file) => `/${file}`),
    ]),
  ];
  const links = styles
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .filter((link) => !template.includes(/href="([^"]+)"/.exec(link)![1]!))
    .map((link) => `  ${link}\n  `)
    .join('');
  let html = template.replace(entryTag!, '');
  for (const [tag] of preloads) html = html.replace(tag, '');
  return withRootEnd(
    html
      .replace(/\n\s*<\/head>/, (head) => `\n  ${links.trim()}${head}`)
      .replace(
        themeInit,
        (tag) =>
          `${tag}${steps.length ? ` data-steps="${steps.join(' ')}"` : ''} data-entry="${entry}" data-modules="${modules.join(' ')}"`,
      ),
    `<div id="root" data-prerendered="${page}" data-language="${language}">${markup}</div>`,
  );
}

/**
 * A signed-in page's `index.html` (`/today`) with the frame's placeholders in `#root`
 * (`renderFrameSkeleton`): they are on screen with the HTML and its stylesheet, where the app
 * draws the same once its entry, React and the texts have run. The app renders over them rather
 * than hydrate them (`#root` is not marked `data-prerendered`), so that the session, the role and
 * the language, which the build can only guess, cannot make them disagree. `theme-init.js` is told
 * (`data-drawn`), so that work of its own waits for that first paint.
 */
export function withFrameSkeleton(html: string, markup: string, page: string): string {
  if (!html.includes(emptyRoot)) throw new Error(`index.html has no empty ${emptyRoot}.`);
  const themeInit = /<script src="\/theme-init\.js"/;
  if (!themeInit.test(html)) throw new Error('index.html has no theme-init.js script.');
  refuseInlineStyle(markup, page);
  return withRootEnd(
    html.replace(themeInit, (tag) => `${tag} data-drawn`),
    `<div id="root">${markup}</div>`,
  );
}

/**
 * `index.html` for pages that render in the browser (the signed-in ones), with their code
 * preloaded: it is fetched with the app's entry, rather than once the entry has run and asked for
 * it. They come after the entry's own files (low priority), which draw the frame's placeholders,
 * and stylesheets are preloaded, not linked, so that the first paint waits for none of them.
 */
export function withPreloads(
  template: string,
  { scripts, styles }: { scripts: string[]; styles: string[] },
): string {
  const links = [
    ...styles.map(
      (file) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="/${file}">`,
    ),
    ...scripts.map(
      (file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`,
    ),
  ]
    .filter((link) => !template.includes(/href="([^"]+)"/.exec(link)![1]!))
    .map((link) => `  ${link}\n  `)
    .join('');
  return template.replace(/\n\s*<\/head>/, (head) => `\n  ${links.trim()}${head}`);
}

/**
 * The signed-in home page, `/`: the office's dashboard, or a CLEANER's day (src/app/routes.tsx).
 * The dashboard's data module comes first: `theme-init.js` preloads the files in this order, and
 * the request for the dashboard's jobs (`prefetchDashboardJobs`) waits for that module and what it
 * imports (a chunk of their own, vite.config.ts), not for the page's components. After them, it
 * waited for ten files on a phone's six connections.
 */
export const homeSources = {
  office: ['src/features/dashboard/dashboard-data.ts', 'src/features/dashboard/dashboard-page.tsx'],
  cleaner: preloadedPages.find(({ path }) => path === '/today')!.sources,
} as const;

/**
 * The app's `index.html`, which every signed-in page without one of its own is served, tells
 * `theme-init.js` what `/` needs beyond the frame, for each kind of user (`data-home-office`,
 * `data-home-cleaner`). Which one is known only in the browser (the profile kept from the last
 * visit), so `theme-init.js` preloads it there, before the app's entry has run; other pages preload
 * none of it.
 */
export function withHomePreloads(
  html: string,
  homes: Record<keyof typeof homeSources, { scripts: string[]; styles: string[] }>,
): string {
  const themeInit = /<script src="\/theme-init\.js"/;
  if (!themeInit.test(html)) throw new Error('index.html has no theme-init.js script.');
  const attribute = ({ scripts, styles }: { scripts: string[]; styles: string[] }) =>
    [...scripts, ...styles]
      .filter((file) => !html.includes(`"/${file}"`))
      .map((file) => `/${file}`)
      .join(' ');
  return html.replace(
    themeInit,
    (tag) =>
      `${tag} data-home-office="${attribute(homes.office)}" data-home-cleaner="${attribute(homes.cleaner)}"`,
  );
}

/**
 * After the browser build: builds `src/prerender.tsx` for Node, renders the public pages with it
 * and writes each into `dist/` as an `index.html` of its own (`dist/login/index.html`), with its
 * stylesheets and scripts linked, so it is drawn before the JavaScript runs and the app then
 * hydrates it (ADR 0018). The signed-in pages render in the browser: the app's `index.html`
 * preloads the frame's code, and `/today` and `/schedule` get one of their own that also preloads
 * theirs and holds the frame's placeholders with the page's title.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'spotless:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // Nothing to render from when the build is not written (build-plugins/first-load-chunks.ts).
      if (config.build.ssr || !config.build.write) return;
      const outDir = resolve(config.root, config.build.outDir);
      // In Vite's cache folder, inside the project: the Node build imports the libraries it
      // leaves out (react-dom, React Aria) from the project's node_modules. Removed below.
      const serverDir = join(config.cacheDir, 'prerender');
      await build({
        root: config.root,
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: join(config.root, 'src/prerender.tsx'),
          outDir: serverDir,
          emptyOutDir: true,
          manifest: false,
          sourcemap: false,
          rolldownOptions: { output: { entryFileNames: 'prerender.js' } },
        },
      });
      try {
        const module = (await import(
          pathToFileURL(join(serverDir, 'prerender.js')).href
        )) as PrerenderModule;
        const manifest = JSON.parse(
          await readFile(join(outDir, '.vite/manifest.json'), 'utf8'),
        ) as Manifest;
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        const steps = startSteps(manifest);
        for (const { path, source } of prerenderedPages) {
          const html = fillTemplate(template, {
            markup: await module.renderPublicPage(path),
            page: path,
            language: module.prerenderLanguage,
            steps,
            ...filesOf(manifest, source),
          });
          const file = join(outDir, path, 'index.html');
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, html);
        }
        for (const { path, sources, role } of preloadedPages) {
          const file = join(outDir, path, 'index.html');
          await mkdir(dirname(file), { recursive: true });
          await writeFile(
            file,
            withFrameSkeleton(
              withPreloads(template, filesOf(manifest, ...frameSources, ...sources)),
              await module.renderFrameSkeleton(path, role),
              path,
            ),
          );
        }
        await writeFile(
          join(outDir, 'index.html'),
          withHomePreloads(withPreloads(template, filesOf(manifest, ...frameSources)), {
            office: filesOf(manifest, ...homeSources.office, pageTextsSource),
            cleaner: filesOf(manifest, ...homeSources.cleaner),
          }),
        );
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
