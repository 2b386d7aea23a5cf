import type { Decorator, Loader } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../app/app.tsx';
import { createQueryClient, retryDelay, showNetworkErrorToast } from '../app/query-client.ts';
import { initI18n } from '../lib/i18n.ts';
import { allLanguages } from './all-languages.ts';
import { prepareStoryApi, storyHandlers, type StoryLogin } from './story-api.ts';

/** What a screen story sets in `parameters.app`. */
export interface AppStoryParameters {
  /** The URL the app opens at, e.g. `/clients?q=ann`. */
  route: string;
  /** Who is signed in; `null` for the public pages. */
  signInAs: StoryLogin | null;
}

/**
 * A failed read is retried as in the app (three times for a server fault or no answer), with the
 * back-off a hundred times shorter: a story of a load error shows it after 70 ms, not 7 s.
 */
const storyRetryDelay = (attempt: number) => retryDelay(attempt) / 100;

/**
 * The story's query client, the app's own but for the retries' wait, and stopped when the story's
 * app unmounts (as the next story starts): a read still waiting then (the story of a load that
 * never ends) is cancelled, nothing is left cached, and a call that fails after its page has gone
 * shows no toast. Stories share their page with the ones after them, so a story leaves nothing
 * running for a later one to show: a reset-link check left waiting by one story once failed
 * later, when the mock worker let it go, and put a "Connection problem" toast on another story.
 */
function useStoryQueryClient(i18n: I18n) {
  const [story] = useState(() => {
    let open = true;
    const client = createQueryClient({
      retryDelay: storyRetryDelay,
      onNetworkError: () => {
        if (open) showNetworkErrorToast(i18n);
      },
    });
    const close = () => {
      open = false;
      void client.cancelQueries(undefined, { silent: true });
      client.clear();
    };
    return { client, close };
  });
  useEffect(() => story.close, [story]);
  return story.client;
}

function StoryApp({ route, locale }: { route: string; locale: string }) {
  const [location] = useState(() => memoryLocation({ path: route, record: true }));
  const [i18n] = useState(() => initI18n(locale, { resources: allLanguages }));
  const queryClient = useStoryQueryClient(i18n);
  return <App i18n={i18n} location={location} applyTheme={false} queryClient={queryClient} />;
}

/** Seeds the mock API and signs in before the story renders. */
export const appLoader: Loader<unknown> = async ({ parameters }) => {
  const { signInAs } = parameters.app as AppStoryParameters;
  await prepareStoryApi({ signInAs });
  return {};
};

/** Renders the whole app at the story's route, in the toolbar's locale. */
export const appDecorator: Decorator<unknown> = (_Story, { parameters, globals }) => {
  const { route } = parameters.app as AppStoryParameters;
  const locale = typeof globals.locale === 'string' ? globals.locale : 'en';
  return <StoryApp key={`${route}|${locale}`} route={route} locale={locale} />;
};

/** The meta fields every screen story shares: the real app over the mock server's handlers. */
export const appStoryMeta = {
  decorators: [appDecorator],
  loaders: [appLoader],
  parameters: {
    padded: false,
    msw: { handlers: storyHandlers },
  },
};
