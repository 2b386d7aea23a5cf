import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, languageDetector } from './language-detector.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('languageDetector', () => {
  it('puts the stored choice before the browser languages', () => {
    vi.stubGlobal('localStorage', memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'pt-BR' }));
    vi.stubGlobal('navigator', { languages: ['es-MX', 'en'], language: 'es-MX' });
    expect(languageDetector.detect()).toEqual(['pt-BR', 'es-MX', 'en', 'es-MX']);
  });

  it('uses the browser languages when nothing is stored, or storage is unavailable', () => {
    vi.stubGlobal('navigator', { languages: ['es'], language: 'es' });
    vi.stubGlobal('localStorage', memoryStorage());
    expect(languageDetector.detect()).toEqual(['es', 'es']);
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
    });
    expect(languageDetector.detect()).toEqual(['es', 'es']);
  });

  it('drops values that are not language codes', () => {
    vi.stubGlobal('localStorage', memoryStorage({ [LANGUAGE_STORAGE_KEY]: '"><b>x</b>' }));
    vi.stubGlobal('navigator', { languages: [], language: 'en-US' });
    expect(languageDetector.detect()).toEqual(['en-US']);
  });

  it('stores the chosen language, but not the debugging mode', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    languageDetector.cacheUserLanguage?.('es');
    expect(storage.values.get(LANGUAGE_STORAGE_KEY)).toBe('es');
    languageDetector.cacheUserLanguage?.('cimode');
    expect(storage.values.get(LANGUAGE_STORAGE_KEY)).toBe('es');
  });
});
