import '@spotless/ui/tokens.css';
import './preview.css';

import type { Decorator, Preview } from '@storybook/react-vite';
import { loadTemporal } from '@spotless/calendar/temporal';
import { I18nProvider } from '@spotless/ui';
import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';

import { unhandledApiRequests } from './unhandled-requests.ts';

// The stories read dates with `Temporal`, some as their files load (the calendar's fixtures): a
// browser without its own gets the polyfill before any story (at once where it has one).
await loadTemporal();

const themes = ['light', 'dark'] as const;
type StoryTheme = (typeof themes)[number];
const locales = ['en', 'es', 'pt-BR'] as const;
type StoryLocale = (typeof locales)[number];

/** A test run from the command line (`npm test`, CI), as opposed to Storybook's own test panel. */
const commandLineTestRun = import.meta.env.VITEST_STORYBOOK === 'false';

const isTheme = (value: unknown): value is StoryTheme => themes.includes(value as StoryTheme);
const isLocale = (value: unknown): value is StoryLocale => locales.includes(value as StoryLocale);

/**
 * Requests that only a mock can answer: the /v1 API wherever it lives, and any fetch to another
 * origin. Everything else (Vite modules, assets, Storybook's own files) goes to the dev server.
 */
const isApiRequest = (request: Request): boolean => {
  const url = new URL(request.url);
  return (
    /^\/v1(\/|$)/.test(url.pathname) ||
    (url.origin !== globalThis.location.origin &&
      request.destination === '' &&
      !isCommonAssetRequest(request))
  );
};

/**
 * msw 3 renamed `onUnhandledRequest` to `onUnhandledFrame`, and msw-storybook-addon's default
 * worker still passes the old name (silently ignored), so the worker is started here. An API
 * request without a handler is logged, answered with a 500, and fails the story (see afterEach).
 */
const startMockWorker = async () => {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // `defaults.error()` only prints; throwing is what stops the request reaching the dev server.
    onUnhandledFrame: async ({ frame, defaults }) => {
      const request =
        frame.protocol === 'http' ? (frame.data as { request: Request }).request : null;
      if (request && !isApiRequest(request)) return;
      const description = request ? `${request.method} ${request.url}` : `${frame.protocol} frame`;
      unhandledApiRequests.push(description);
      await defaults.error();
      throw new Error(`No MSW handler for ${description}`);
    },
  });
  return worker;
};

/**
 * Applies the toolbar's theme and locale the way the app does: `data-theme` and `lang` on <html>,
 * plus React Aria's locale for dates and numbers. The story root paints the theme's background so
 * that screenshots and the docs page show the story on the right surface.
 */
const withThemeAndLocale: Decorator = (Story, { globals, parameters }) => {
  const theme: StoryTheme = isTheme(globals.theme) ? globals.theme : 'light';
  const locale: StoryLocale = isLocale(globals.locale) ? globals.locale : 'en';
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.lang = locale;
  return (
    <I18nProvider locale={locale}>
      <div className="story-root" data-story-root="" data-padded={parameters.padded !== false}>
        <Story />
      </div>
    </I18nProvider>
  );
};

const preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language and formats',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'en' },
          { value: 'es', title: 'Español', right: 'es' },
          { value: 'pt-BR', title: 'Português (Brasil)', right: 'pt-BR' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  decorators: [withThemeAndLocale],
  loaders: [mswLoader(startMockWorker)],
  beforeEach: () => {
    unhandledApiRequests.length = 0;
  },
  // Runs before the addons' own afterEach, so before axe: a dialog makes the page inert, and gives
  // it back, in a task after its next frame (packages/ui, ADR 0017). While one is open or just
  // closed, wait out that frame and task twice, so axe checks the page as assistive technology
  // then finds it, whatever the machine's load.
  afterEach: async () => {
    if (document.querySelector('[role="dialog"], [role="alertdialog"], [inert]') !== null) {
      for (let round = 0; round < 2; round += 1) {
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      }
    }
    if (unhandledApiRequests.length > 0) {
      throw new Error(
        `Requests without an MSW handler (add one to parameters.msw.handlers):\n${unhandledApiRequests.join('\n')}`,
      );
    }
  },
  parameters: {
    // The decorator pads the story root itself, so the canvas looks the same in Storybook and in
    // the screenshots taken by the tests. Set `padded: false` for full-screen stories.
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i }, expanded: true },
    a11y: {
      // Any axe violation fails the story's test, in every theme.
      test: 'error',
      // React Aria's screen-reader announcer: a visually hidden log whose transient entries
      // point at elements of earlier stories.
      context: { exclude: ['[data-live-announcer]'] },
      // Every rule still runs on every element. From the command line nothing reads what passed,
      // so axe describes only the violations: describing each element that passed (its selector
      // and HTML), then sending that report from the page to the test runner, took a tenth of
      // a screen story's time. Storybook's own panel still lists every check that passed.
      ...(commandLineTestRun ? { options: { resultTypes: ['violations'] } } : {}),
    },
    docs: { toc: true },
    options: {
      storySort: { order: ['UI', ['Introduction', 'Tokens', '*'], 'Calendar', 'Web'] },
    },
  },
} satisfies Preview;

export default preview;
