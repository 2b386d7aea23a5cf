import { I18nProvider, RouterProvider, ThemeProvider } from '@spotless/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Router, useLocation, type BaseLocationHook, type BaseSearchHook } from 'wouter';
import { initI18n } from '../lib/i18n.ts';
import { DeferredToaster } from './deferred-toaster.tsx';
import { markHydrated } from './hydration.ts';
import { createAppQueryClient } from './query-client.ts';
import { AppRoutes } from './routes.tsx';
import { SessionBootstrap } from './session-bootstrap.tsx';

/** React Aria links (sidebar, breadcrumbs, menus) navigate through wouter, without reloads. */
function AriaRouter({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <RouterProvider navigate={(path) => navigate(path)}>{children}</RouterProvider>;
}

function LocalisedApp() {
  const { t, i18n } = useTranslation();
  return (
    <I18nProvider locale={i18n.resolvedLanguage ?? 'en'}>
      <AriaRouter>
        <SessionBootstrap>
          <AppRoutes />
        </SessionBootstrap>
      </AriaRouter>
      <DeferredToaster closeLabel={t('app.closeToast')} regionLabel={t('app.notifications')} />
    </I18nProvider>
  );
}

export interface AppProps {
  /** An i18next instance (stories pass one per locale); the app creates its own by default. */
  i18n?: I18n;
  /** Location hooks (stories use wouter's memory location); the browser's by default. */
  location?: { hook: BaseLocationHook; searchHook: BaseSearchHook };
  /**
   * The path and query a render without a browser shows (the build's prerender): the browser's
   * location hooks read them instead of `window.location`.
   */
  ssrLocation?: { path: string; search?: string };
  /**
   * Whether the theme choice is written on <html>. Storybook sets the theme itself.
   * @default true
   */
  applyTheme?: boolean;
  /**
   * The query client, when the first page's calls started before React rendered (`main.tsx`), or
   * a story's own (`app-story.tsx`); the app creates its own by default.
   */
  queryClient?: QueryClient;
  /**
   * Whether this render hydrates a prerendered public page (`main.tsx`): the page then tells when
   * it is hydrated, which can be after the app's shell.
   * @default false
   */
  hydrating?: boolean;
}

export function App({
  i18n: givenI18n,
  location,
  ssrLocation,
  applyTheme = true,
  queryClient: givenClient,
  hydrating = false,
}: AppProps) {
  const [i18n] = useState(() => givenI18n ?? initI18n());
  const [queryClient] = useState(() => givenClient ?? createAppQueryClient(i18n));
  // The app handles presses from now on (an effect of the whole tree, so after every child's
  // own). A prerendered page says so itself once it is hydrated (`HydratedPage`, routes.tsx).
  useEffect(() => {
    if (!hydrating) markHydrated();
  }, [hydrating]);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider applyToDocument={applyTheme}>
        <QueryClientProvider client={queryClient}>
          {/* Always a Router, so that a prerendered page and the app that hydrates it are one tree. */}
          <Router
            hook={location?.hook}
            searchHook={location?.searchHook}
            ssrPath={ssrLocation?.path}
            ssrSearch={ssrLocation?.search}
          >
            <LocalisedApp />
          </Router>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
