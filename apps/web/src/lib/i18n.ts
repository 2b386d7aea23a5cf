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
// and of the app's frame (app, auth, shell) are part of the first load. The signed-in pages' come
// in two chunks, which the public pages never fetch (`loadSignedInTexts`): the frame's and the
// cleaner's day's (frame-texts.ts), and every other page's (page-texts.ts), so that a phone's first
// load of its day carries no texts of the office's pages. The other languages load when detected
// or chosen, one chunk each (vite.config.ts groups their files), so nobody downloads three
// dictionaries to read one.
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

/**
 * Which signed-in texts a screen needs: `frame`, the frame's and the Today page's; `all`, every
 * signed-in page's (the frame's included).
 */
export type SignedInTexts = 'frame' | 'all';

type TextsPart = 'frame' | 'pages';

const partsOf: Record<SignedInTexts, readonly TextsPart[]> = {
  frame: ['frame'],
  all: ['frame', 'pages'],
};

const importPart: Record<TextsPart, () => Promise<Dictionary>> = {
  frame: () => import('./frame-texts.ts').then((module) => module.frameTexts),
  pages: () => import('./page-texts.ts').then((module) => module.pageTexts),
};

const loadedParts = new Map<TextsPart, Dictionary>();

const preloadPart = (part: TextsPart) =>
  importPart[part]().then((texts) => {
    loadedParts.set(part, texts);
  });

/** Starts loading the signed-in texts of `scope` (all by default), for the instance to add later. */
export const preloadSignedInTexts = (scope: SignedInTexts = 'all'): Promise<void> =>
  Promise.all(partsOf[scope].map(preloadPart)).then(() => undefined);

// By the instance's store: `useTranslation` hands out a new proxy of the instance at each render
// of a component that has not mounted yet, as a suspended one is.
const addedParts = new WeakMap<I18n['store'], Set<TextsPart>>();
const loadingTexts = new WeakMap<I18n['store'], Map<SignedInTexts, Promise<void>>>();

/**
 * Adds the signed-in texts of `scope` to `instance`: at once when their chunks are in (returns
 * `undefined`), else once they have loaded (returns the promise, the same one on every call, for
 * `use`). A failed load is tried again on the next call (a new deployment, a dropped connection).
 */
export function loadSignedInTexts(
  instance: I18n,
  scope: SignedInTexts = 'all',
): Promise<void> | undefined {
  const { store } = instance;
  const added = addedParts.get(store) ?? new Set<TextsPart>();
  addedParts.set(store, added);
  const addLoaded = () => {
    for (const part of partsOf[scope]) {
      const texts = loadedParts.get(part);
      if (!texts || added.has(part)) continue;
      instance.addResourceBundle('en', 'translation', texts, true, false);
      added.add(part);
    }
  };
  const loading = loadingTexts.get(store) ?? new Map<SignedInTexts, Promise<void>>();
  loadingTexts.set(store, loading);
  let pending = loading.get(scope);
  if (!pending && partsOf[scope].every((part) => loadedParts.has(part))) {
    addLoaded();
    return undefined;
  }
  if (!pending) {
    pending = preloadSignedInTexts(scope).then(addLoaded, (error: unknown) => {
      loading.delete(scope);
      throw error;
    });
    loading.set(scope, pending);
  }
  return pending;
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
