import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider, ThemeProvider, Toaster } from '@spotless/ui';
import { useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { initI18n } from '../lib/i18n.ts';
import { createQueryClient } from './query-client.ts';
import { AppRoutes } from './routes.tsx';

function LocalisedApp() {
  const { t, i18n } = useTranslation();
  return (
    <I18nProvider locale={i18n.resolvedLanguage ?? 'en'}>
      <AppRoutes />
      <Toaster closeLabel={t('app.closeToast')} regionLabel={t('app.notifications')} />
    </I18nProvider>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [i18n] = useState(() => initI18n());
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <LocalisedApp />
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
