// The build's prerender (`build-plugins/prerender.ts` runs it in Node after the browser build):
// the public pages as a signed-out visitor first sees them, rendered from the app's own
// components, so that what shows before the JavaScript has run is what the app then hydrates;
// and the frame's placeholders of the signed-in pages that have an HTML file of their own.
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './app/app.tsx';
import { FrameSkeleton } from './app/frame-skeleton.tsx';
import { frameSkeletonProps } from './app/routes.tsx';
import { bundledResources, initI18n } from './lib/i18n.ts';
import type { Role } from './lib/permissions.ts';

/** The language the built pages are written in; the app hydrates them only in this language. */
export const prerenderLanguage = 'en';

async function toHtml(node: ReactNode): Promise<string> {
  // `prerender` waits for every lazy page and Suspense boundary: the whole page, not a fallback.
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

/** A public page (`/login`) as a signed-out visitor first sees it, in English. */
export function renderPublicPage(path: string): Promise<string> {
  const i18n = initI18n(prerenderLanguage);
  return toHtml(<App i18n={i18n} ssrLocation={{ path }} />);
}

/**
 * A signed-in page's frame in placeholders, with the page's title (`/today`), as the app draws it
 * for a user of `role` before its code and the session's answers are in (`RouteSkeleton`). The
 * app renders its own over it rather than hydrate it; in English, as the visitor's language
 * follows with the app.
 */
export async function renderFrameSkeleton(path: string, role: Role | undefined): Promise<string> {
  // Imported as the app imports them (src/lib/i18n.ts), so that they stay modules of their own.
  const [{ frameTexts }, { pageTexts }] = await Promise.all([
    import('./lib/frame-texts.ts'),
    import('./lib/page-texts.ts'),
  ]);
  const i18n = initI18n(prerenderLanguage, {
    resources: {
      [prerenderLanguage]: {
        translation: { ...bundledResources.en?.translation, ...frameTexts, ...pageTexts },
      },
    },
  });
  return toHtml(<FrameSkeleton {...frameSkeletonProps(i18n, i18n.t, path, role)} built />);
}
