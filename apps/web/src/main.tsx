import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadTemporal } from '@spotless/calendar/temporal';
import '@spotless/ui/tokens.css';
import './app/global.css';
import { App } from './app/app.tsx';
import { createAppQueryClient } from './app/query-client.ts';
import { firstScreenTexts, startFirstPage } from './app/routes.tsx';
import { initI18n, preloadSignedInTexts } from './lib/i18n.ts';
import { isSignedIn } from './lib/session.ts';
import { holdUntilFirstScreen } from './lib/when-idle.ts';
import { preventZodEval } from './lib/zod-config.ts';

preventZodEval();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// A public page built with its HTML (build-plugins/prerender.ts) is hydrated: the form already on
// screen comes to life as it is, with whatever was typed in it. It was written for a signed-out
// visitor, in English: the app starts in that language and switches to the visitor's once the
// page is hydrated (`showVisitorLanguage`). A signed-in visitor is sent on from it, and every
// other page is rendered afresh.
const path = window.location.pathname.replace(/(.)\/$/, '$1');
const { prerendered, language } = root.dataset;
const hydrate = prerendered === path && language != null && !isSignedIn();
const i18n = hydrate ? initI18n(language, { hydrating: true }) : initI18n();

const queryClient = createAppQueryClient(i18n);
const app = (
  <StrictMode>
    <App i18n={i18n} queryClient={queryClient} hydrating={hydrate} />
  </StrictMode>
);

function start(root: HTMLElement) {
  // The first page's code and data are asked for now, before React's first render.
  startFirstPage(queryClient, window.location);
  if (isSignedIn()) holdUntilFirstScreen();
  // Rendered (or hydrated) in slices that give the main thread back every few milliseconds: on a
  // slow phone the first render is no long task that a tap or the page's data would wait behind.
  // A press on the prerendered form meanwhile hydrates what it pressed first.
  if (hydrate) startTransition(() => void hydrateRoot(root, app));
  else {
    const reactRoot = createRoot(root);
    const render = () => startTransition(() => reactRoot.render(app));
    // A signed-in visitor's first screen is the frame's placeholders with the page's title
    // (`RouteSkeleton`), a text of the signed-in pages: the first render waits for the texts that
    // screen needs (`firstScreenTexts`: the frame's alone for a cleaner's day), so that the title
    // is in the first paint rather than a second.
    if (isSignedIn()) {
      void preloadSignedInTexts(firstScreenTexts(window.location.pathname)).then(render, render);
    } else render();
  }
}

// The pages read dates with `Temporal`: a browser without its own gets the polyfill first (at once
// where it has one). Should it fail to load, the app starts all the same, and a page that reads a
// date says it could not load, as it does for its own code.
const begin = () =>
  void loadTemporal().then(
    () => start(root),
    () => start(root),
  );
// A prerendered page is already on screen: its start (the first page's code asked for, the
// hydration begun) runs in a task after the texts', so that neither is a long task a tap would
// wait behind (ADR 0018). A page the app draws itself starts at once: its first paint waits for it.
if (hydrate) setTimeout(begin, 0);
else begin();
