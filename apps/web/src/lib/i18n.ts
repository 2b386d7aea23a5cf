import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json' with { type: 'json' };
import es from '../locales/es.json' with { type: 'json' };
import ptBR from '../locales/pt-BR.json' with { type: 'json' };

export const languages = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
  { code: 'pt-BR', label: 'Português (Brasil)' },
] as const;

export type LanguageCode = (typeof languages)[number]['code'];

export const resources = {
  en: { translation: en },
  es: { translation: es },
  'pt-BR': { translation: ptBR },
} as const;

/** Detection order: the cached choice (local storage), then the browser; English is the fallback. */
export function initI18n(lng?: string) {
  const instance = i18next.createInstance();
  void instance
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources,
      lng,
      fallbackLng: 'en',
      supportedLngs: ['en', 'es', 'pt-BR'],
      nonExplicitSupportedLngs: false,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      detection: { order: ['localStorage', 'navigator'], caches: ['localStorage'] },
      returnNull: false,
    });
  // `pt` from the browser means Brazilian Portuguese here.
  instance.on('languageChanged', (code) => {
    document.documentElement.lang = code;
  });
  return instance;
}
