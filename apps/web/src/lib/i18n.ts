import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

export const languages = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
  { code: 'pt-BR', label: 'Português (Brasil)' },
] as const;

export type LanguageCode = (typeof languages)[number]['code'];

type Dictionary = Record<string, unknown>;

// Each feature owns one file per language (locales/<lang>/<feature>.json), so features can grow
// their texts side by side; the files merge into one dictionary per language.
const files = import.meta.glob<Dictionary>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function dictionaryOf(language: LanguageCode): Dictionary {
  const merged: Dictionary = {};
  for (const [path, content] of Object.entries(files)) {
    if (path.split('/').at(-2) === language) Object.assign(merged, content);
  }
  return merged;
}

export const resources = Object.fromEntries(
  languages.map(({ code }) => [code, { translation: dictionaryOf(code) }]),
);

/** Detection order: the cached choice (local storage), then the browser; English is the fallback. */
export function initI18n(lng?: string) {
  const instance = i18next.createInstance();
  void instance
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources,
      lng,
      fallbackLng: { pt: ['pt-BR', 'en'], default: ['en'] },
      supportedLngs: ['en', 'es', 'pt-BR', 'pt'],
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      detection: { order: ['localStorage', 'navigator'], caches: ['localStorage'] },
    });
  const applyLang = (code: string) => {
    document.documentElement.lang = code;
  };
  instance.on('languageChanged', applyLang);
  if (instance.resolvedLanguage) applyLang(instance.resolvedLanguage);
  return instance;
}
