import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { noMockCode } from './build-checks/no-mock-code.ts';
import { directBarrelImports } from './build-plugins/direct-barrel-imports.ts';
import { reactNamedExports } from './build-plugins/react-named-exports.ts';
import { planFirstLoadChunks } from './build-plugins/first-load-chunks.ts';
import { idleLoadedChunks } from './build-plugins/idle-loaded-chunks.ts';
import { reactAriaLocale } from './build-plugins/react-aria-locale.ts';
import {
  frameSources,
  homeSources,
  preloadedPages,
  prerenderPages,
  prerenderedPages,
  reactDomStartSource,
} from './build-plugins/prerender.ts';

// The browser talks to its own origin (`/v1`); the dev server proxies it to the API, so no CORS
// is needed. SPOTLESS_API_ORIGIN points the proxy elsewhere (e2e runs use their own ports);
// VITE_API_URL, read in the browser, bypasses the proxy altogether.
const apiOrigin = process.env.SPOTLESS_API_ORIGIN ?? 'http://127.0.0.1:4010';

const nodeModule = (...names: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);

// A signed-in page's first load in a few chunks rather than forty (build-plugins/first-load-chunks.ts).
const firstLoad = planFirstLoadChunks({
  publicSources: prerenderedPages.map(({ source }) => source),
  frameSources,
  pages: [
    ...preloadedPages.map(({ path, sources }) => ({ name: path.slice(1), sources })),
    // The dashboard's data module apart from its page, so that what it needs (the figures' dates,
    // not the page's components) is a group of its own and its request waits for no more.
    { name: 'dashboard-data', sources: homeSources.office.slice(0, 1) },
    { name: 'dashboard', sources: homeSources.office.slice(1) },
  ],
});

// What loads while the browser is idle preloads none of its scripts
// (build-plugins/idle-loaded-chunks.ts).
const idleLoaded = idleLoadedChunks(import.meta.dirname);

/** `theme-init.js` starts the first reads at the API the app calls (`VITE_API_URL`, else `/v1`). */
function apiRootInHtml(): Plugin {
  let api = '/v1';
  return {
    name: 'spotless:api-root',
    configResolved(config) {
      api = (config.env.VITE_API_URL as string | undefined) ?? '/v1';
    },
    transformIndexHtml: (html) =>
      html.replace(
        'data-api="/v1"',
        `data-api="${api.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`,
      ),
  };
}

export default defineConfig({
  plugins: [
    // React Aria's own texts (screen-reader labels) only in the app's languages (src/lib/i18n.ts).
    optimizeLocales.vite({ locales: ['en-US', 'es', 'pt-BR'] }),
    react(),
    reactNamedExports(),
    // React Aria's language and direction without loading the browser's locale data
    // (build-plugins/react-aria-locale.ts).
    reactAriaLocale(),
    noMockCode(),
    apiRootInHtml(),
    firstLoad.plugin,
    idleLoaded.plugin,
    prerenderPages(),
    // The dev server imports each widget from its own file, not all of them through the entry
    // (build-plugins/direct-barrel-imports.ts, ADR 0011).
    directBarrelImports([
      '@spotless/ui',
      '@spotless/ui/form',
      '@spotless/calendar/views',
      '@spotless/calendar/engine',
    ]),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      '/v1': { target: apiOrigin, changeOrigin: false },
      '/__dev': { target: apiOrigin, changeOrigin: false },
      '/docs': { target: apiOrigin, changeOrigin: false },
    },
  },
  preview: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      '/v1': { target: apiOrigin, changeOrigin: false },
    },
  },
  build: {
    // Maps are written beside the files for error reports but not referenced from them, so
    // browsers never fetch them (and `npm run serve` does not serve them).
    sourcemap: 'hidden',
    target: 'es2023',
    // `.vite/manifest.json`: which files each route needs (`npm run bench:bundle` reads it).
    manifest: true,
    modulePreload: idleLoaded.modulePreload,
    rolldownOptions: {
      // The app, and React DOM's set-up on its own for the prerendered pages to run first
      // (src/react-dom-start.ts).
      input: { index: 'index.html', 'react-dom-start': reactDomStartSource },
      output: {
        codeSplitting: {
          // Libraries that every page runs get chunks of their own: they change less often than
          // the app, so a new deployment leaves them in the browser's cache. The rest is split
          // by route, so a page loads only the code it uses.
          groups: [
            { name: 'react', test: nodeModule('react', 'react-dom', 'scheduler'), priority: 3 },
            {
              name: 'i18n',
              test: nodeModule('i18next', 'react-i18next'),
              priority: 2,
            },
            { name: 'query', test: nodeModule('@tanstack'), priority: 2 },
            // One chunk per language that is not bundled (src/lib/i18n.ts loads it when chosen).
            {
              debugName: 'locales',
              name: (id) => {
                const language = /[\\/]src[\\/]locales[\\/]([^\\/]+)[\\/][^\\/]+\.json$/.exec(
                  id,
                )?.[1];
                return language && language !== 'en' ? `locale-${language}` : null;
              },
              priority: 1,
            },
            firstLoad.group,
          ],
        },
      },
    },
  },
});
