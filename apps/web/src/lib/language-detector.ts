import type { LanguageDetectorModule } from 'i18next';

/** Where the chosen language is kept: the key i18next's browser detector uses, so earlier choices hold. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Letters, digits and `-`/`_`: a stored or reported value cannot end up in `<html lang>` as markup. */
const languageCode = /^[A-Za-z0-9_-]{1,35}$/;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // Storage disabled by the browser's privacy settings.
    return undefined;
  }
}

/**
 * Which language to show: the visitor's choice (local storage), then the browser's languages in
 * order of preference; i18next takes the first it supports, else English. The choice is stored
 * whenever the language changes. It is what `i18next-browser-languagedetector` did with the two
 * sources the app uses, without the eight it does not (cookies, query string, path...), which
 * kept 3 kB out of every page's first load.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const found: string[] = [];
    try {
      const stored = storage()?.getItem(LANGUAGE_STORAGE_KEY);
      if (stored) found.push(stored);
    } catch {
      // Unreadable storage: the browser's languages decide.
    }
    if (typeof navigator !== 'undefined') {
      found.push(...(navigator.languages ?? []));
      if (navigator.language) found.push(navigator.language);
    }
    return found.filter((code) => languageCode.test(code));
  },
  cacheUserLanguage(language) {
    // i18next's `cimode` (keys instead of texts, for debugging) is never a choice to keep.
    if (language === 'cimode') return;
    try {
      storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Full or disabled storage: the choice lasts until the page is left.
    }
  },
};
