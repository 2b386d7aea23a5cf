import i18next, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

export const languages = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
  { code: 'pt-BR', label: 'Português (Brasil)' },
] as const;

export type LanguageCode = (typeof languages)[number]['code'];

type Dictionary = Record<string, unknown>;
type Resources = Record<string, { translation: Dictionary }>;

// Each feature owns one file per language (locales/<lang>/<feature>.json), so features can grow
// their texts side by side; the files merge into one dictionary per language.
//
// English is part of the first load: it is the fallback, and the language most visitors read. The
// other languages load when detected or chosen, one chunk each (vite.config.ts groups their
// files), so nobody downloads three dictionaries to read one.
const englishFiles = import.meta.glob<Dictionary>('../locales/en/*.json', {
  eager: true,
  import: 'default',
});
const otherFiles = import.meta.glob<Dictionary>(['../locales/*/*.json', '!../locales/en/*.json'], {
  import: 'default',
});

const languageOf = (path: string) => path.split('/').at(-2);
const merge = (dictionaries: Dictionary[]): Dictionary => Object.assign({}, ...dictionaries);

/** The resources bundled with the app: English. */
export const bundledResources: Resources = {
  en: { translation: merge(Object.values(englishFiles)) },
};

/** One language's dictionary, from its chunk. */
async function loadDictionary(language: string): Promise<Dictionary> {
  const files = Object.entries(otherFiles).filter(([path]) => languageOf(path) === language);
  return merge(await Promise.all(files.map(([, load]) => load())));
}

/** i18next's hook for languages that are not bundled. */
const languageChunks: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    loadDictionary(language).then(
      (dictionary) => callback(null, dictionary),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

export interface InitI18nOptions {
  /**
   * Resources to start with instead of English alone. Stories pass every language, so that a
   * story in Spanish renders at once, like the app does once its chunk is loaded.
   */
  resources?: Resources;
}

/** Detection order: the cached choice (local storage), then the browser; English is the fallback. */
export function initI18n(lng?: string, { resources = bundledResources }: InitI18nOptions = {}) {
  const instance = i18next.createInstance();
  void instance
    .use(languageChunks)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources,
      // Languages missing from `resources` come from the backend above.
      partialBundledLanguages: true,
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
