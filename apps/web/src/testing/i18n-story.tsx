import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../lib/i18n.ts';
import { allLanguages } from './all-languages.ts';

function StoryI18n({ locale, children }: { locale: string; children: ReactNode }) {
  const [i18n] = useState(() => initI18n(locale, { resources: allLanguages }));
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/**
 * For stories of the app's shared components (src/components), which read their texts through
 * i18next but need no API: provides the toolbar's locale, like the app does.
 */
export const withI18n: Decorator = (Story, { globals }) => {
  const locale = typeof globals.locale === 'string' ? globals.locale : 'en';
  return (
    <StoryI18n key={locale} locale={locale}>
      <Story />
    </StoryI18n>
  );
};
