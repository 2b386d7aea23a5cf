import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageDetector } from './language-detector.ts';

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
// English is the fallback, and the language most visitors read: the texts of the public pages
// and of the app's frame (app, auth, shell) are part of the first load, and the signed-in pages'
// texts load with the signed-in frame (`loadSignedInTexts`), which the public pages never fetch.
// The other languages load when detected or chosen, one chunk each (vite.config.ts groups their
// files), so nobody downloads three dictionaries to read one.
const englishFiles = import.meta.glob<Dictionary>(
  ['../locales/en/app.json', '../locales/en/auth.json', '../locales/en/shell.json'],
  { eager: true, import: 'default' },
);
const otherFiles = import.meta.glob<Dictionary>(['../locales/*/*.json', '!../locales/en/*.json'], {
  import: 'default',
});

const languageOf = (path: string) => path.split('/').at(-2);
const merge = (dictionaries: Dictionary[]): Dictionary => Object.assign({}, ...dictionaries);

/** The resources bundled with the app: English, as the public pages and the frame need it. */
export const bundledResources: Resources = {
  en: { translation: merge(Object.values(englishFiles)) },
};

let signedInEnglish: Dictionary | undefined;

/** Starts loading the signed-in pages' English texts (for a visitor who arrives signed in). */
export const preloadSignedInTexts = () =>
  import('./english-texts.ts').then(({ englishTexts }) => {
    signedInEnglish = englishTexts;
  });

// By the instance's store: `useTranslation` hands out a new proxy of the instance at each render
// of a component that has not mounted yet, as a suspended one is.
const withSignedInTexts = new WeakSet<I18n['store']>();
const loadingSignedInTexts = new WeakMap<I18n['store'], Promise<void>>();

/**
 * Gives `instance` the signed-in pages' English texts. Returns the promise of their loading,
 * for React's `use` (the same promise each time for an instance that waited), or `undefined`
 * when they were there to add at once. The signed-in frame renders once they are there.
 */
export function loadSignedInTexts(instance: I18n): Promise<void> | undefined {
  const { store } = instance;
  const addLoaded = () => {
    if (!signedInEnglish || withSignedInTexts.has(store)) return;
    instance.addResourceBundle('en', 'translation', signedInEnglish, true, false);
    withSignedInTexts.add(store);
  };
  let loading = loadingSignedInTexts.get(store);
  if (!loading && signedInEnglish) {
    addLoaded();
    return undefined;
  }
  if (!loading) {
    loading = preloadSignedInTexts().then(addLoaded, (error: unknown) => {
      // Tried again on the next render (a new deployment, a dropped connection).
      loadingSignedInTexts.delete(store);
      throw error;
    });
    loadingSignedInTexts.set(store, loading);
  }
  return loading;
}

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
  /**
   * The app is about to hydrate a page prerendered in `lng`: the instance starts in that language,
   * whatever the visitor's, without storing it as their choice. `showVisitorLanguage` then
   * switches to the visitor's own, once the page is hydrated.
   */
  hydrating?: boolean;
}

/** Instances (by store) that wait for `showVisitorLanguage` to detect the visitor's language. */
const waitingForVisitorLanguage = new WeakMap<I18n['store'], () => void>();

/**
 * After hydrating a prerendered page (see `InitI18nOptions.hydrating`): shows it in the
 * visitor's language, their choice or else their browser's, as if the app had started in it.
 * Does nothing for an instance that started in the visitor's language.
 */
export function showVisitorLanguage(instance: I18n) {
  const release = waitingForVisitorLanguage.get(instance.store);
  if (!release) return;
  waitingForVisitorLanguage.delete(instance.store);
  release();
  void instance.changeLanguage();
}

/**
 * Detection (language-detector.ts): the stored choice, then the browser's languages; English is
 * the fallback.
 */
export function initI18n(
  lng?: string,
  { resources = bundledResources, hydrating = false }: InitI18nOptions = {},
) {
  const instance = i18next.createInstance();
  // While a prerendered page hydrates in its own language, that language is not the visitor's
  // choice: the detector stores nothing until `showVisitorLanguage`.
  let storing = !hydrating;
  const detector: typeof languageDetector = {
    ...languageDetector,
    cacheUserLanguage: (language) => {
      if (storing) languageDetector.cacheUserLanguage?.(language);
    },
  };
  void instance
    .use(languageChunks)
    .use(detector)
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
    });
  if (hydrating) waitingForVisitorLanguage.set(instance.store, () => (storing = true));
  const applyLang = (code: string) => {
    // The build's prerender has no document: its page is English, as `index.html` says.
    if (typeof document !== 'undefined') document.documentElement.lang = code;
  };
  instance.on('languageChanged', applyLang);
  if (instance.resolvedLanguage) applyLang(instance.resolvedLanguage);
  return instance;
}
