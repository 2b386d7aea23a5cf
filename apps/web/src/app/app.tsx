import { I18nProvider, RouterProvider, ThemeProvider, showToast } from '@spotless/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Router, useLocation, type BaseLocationHook, type BaseSearchHook } from 'wouter';
import { initI18n } from '../lib/i18n.ts';
import { DeferredToaster } from './deferred-toaster.tsx';
import { createQueryClient } from './query-client.ts';
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
   * Whether the theme choice is written on <html>. Storybook sets the theme itself.
   * @default true
   */
  applyTheme?: boolean;
  /** The wait before each retry of a failed read (stories shorten it); see `createQueryClient`. */
  retryDelay?: (attempt: number) => number;
}

export function App({ i18n: given, location, applyTheme = true, retryDelay }: AppProps) {
  const [i18n] = useState(() => given ?? initI18n());
  const [queryClient] = useState(() =>
    createQueryClient({
      // No response at all: one toast with the product's text, whatever the call was.
      onNetworkError: () =>
        showToast({
          title: i18n.t('errors.networkTitle'),
          description: i18n.t('errors.network'),
          variant: 'destructive',
        }),
      retryDelay,
    }),
  );
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider applyToDocument={applyTheme}>
        <QueryClientProvider client={queryClient}>
          {location ? (
            <Router hook={location.hook} searchHook={location.searchHook}>
              <LocalisedApp />
            </Router>
          ) : (
            <LocalisedApp />
          )}
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
