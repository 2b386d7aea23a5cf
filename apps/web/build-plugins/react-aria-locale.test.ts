import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, sep } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { patchReactAriaLocale, reactAriaLocale } from './react-aria-locale.ts';

const require = createRequire(import.meta.url);
// The package's folder, from its main file (`package.json` is not among its exports).
const packageDir = (name: string) => {
  const main = require.resolve(name);
  return main.slice(0, main.lastIndexOf(`${sep}dist${sep}`));
};
const files = {
  utils: join(packageDir('react-aria'), 'dist/private/i18n/utils.mjs'),
  defaultLocale: join(packageDir('react-aria'), 'dist/private/i18n/useDefaultLocale.mjs'),
  numberFormatter: join(
    packageDir('@internationalized/number'),
    'dist/private/NumberFormatter.mjs',
  ),
};
const published = (file: string) => readFileSync(file, 'utf8');
const patched = (file: string) => patchReactAriaLocale(file, published(file))!;

/**
 * Runs a library module's code as a function of the globals it reads: its `import {a as b} from
 * "m"` lines read `imports[m]`, and its `export {b as a}` is what it returns.
 */
function run(
  code: string,
  { imports = {}, globals = {} }: { imports?: Record<string, object>; globals?: object } = {},
) {
  const body = code
    .replace(
      /^import \{([^}]*)\} from "([^"]+)";$/gm,
      (_, names: string, from: string) =>
        `const {${names.replaceAll(' as ', ': ')}} = imports[${JSON.stringify(from)}];`,
    )
    .replace(
      /^export \{([^}]*)\};$/m,
      (_, names: string) =>
        `return {${names
          .split(',')
          .map((name) => name.trim().split(' as ').reverse().join(': '))
          .join(', ')}};`,
    );
  const names = Object.keys(globals);
  return new Function('imports', ...names, body)(
    imports,
    ...names.map((name) => globals[name as keyof typeof globals]),
  ) as Record<string, (...args: never[]) => unknown>;
}

const locales = [
  'en', 'en-US', 'en-GB', 'es', 'es-MX', 'pt-BR', 'de-DE', 'fr', 'ja', 'zh-Hant-TW', 'ru',
  'ar', 'ar-EG', 'ar-Latn', 'he', 'he-IL', 'iw', 'fa', 'fa-AF', 'ur', 'ur-PK', 'ps', 'sd',
  'ug', 'yi', 'dv', 'ckb', 'ku', 'ku-Arab', 'az', 'az-IR', 'az-Arab', 'pa', 'pa-PK', 'uz-AF',
  'uz-Arab', 'ms-Arab', 'sr-Latn', 'mn-Mong', 'syr', 'nqo', 'ha-Arab', 'ks', 'zz', 'und',
]; // prettier-ignore

describe('the patched React Aria', () => {
  it('gives each locale the direction React Aria gives it', () => {
    const before = run(published(files.utils)).isRTL as (locale: string) => boolean;
    const after = run(patched(files.utils)).isRTL as (locale: string) => boolean;
    const directions = locales.map((locale) => [locale, before(locale)]);
    expect(locales.map((locale) => [locale, after(locale)])).toEqual(directions);
    expect(directions.filter(([, rtl]) => rtl).length).toBeGreaterThan(20);
  });

  it('asks no maximised locale where the browser gives the direction of any locale', () => {
    const maximize = vi.spyOn(Intl.Locale.prototype, 'maximize');
    try {
      const isRTL = run(patched(files.utils)).isRTL as (locale: string) => boolean;
      expect(isRTL('en-US')).toBe(false);
      expect(isRTL('ar')).toBe(true);
      expect(maximize).not.toHaveBeenCalled();
    } finally {
      maximize.mockRestore();
    }
  });

  it('runs React Aria’s own guess where the browser has no text info', () => {
    // As in a browser without `Intl.Locale#getTextInfo` or `textInfo`.
    class Locale extends Intl.Locale {
      declare getTextInfo: undefined;
      declare textInfo: undefined;
      constructor(tag: string) {
        super(tag);
        Object.defineProperty(this, 'getTextInfo', { value: undefined });
        Object.defineProperty(this, 'textInfo', { value: undefined });
      }
      override maximize() {
        return new Locale(super.maximize().toString());
      }
    }
    const isRTL = run(patched(files.utils), {
      globals: { Intl: Object.assign(Object.create(Intl) as object, { Locale }) },
    }).isRTL as (locale: string) => boolean;
    expect(['en', 'ar', 'he-IL', 'az-IR', 'ar-Latn'].map(isRTL)).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
  });

  it('takes the browser’s language, and en-US where the browser’s is no valid tag', () => {
    const locale = (language: string, code: string) => {
      const { getDefaultLocale } = run(code, {
        imports: {
          './utils.mjs': run(patched(files.utils)),
          '../ssr/SSRProvider.mjs': { useIsSSR: () => false },
          react: { useState: () => [], useEffect: () => {} },
        },
        globals: { window: {}, navigator: { language } },
      });
      return getDefaultLocale!();
    };
    for (const language of ['fr-CA', 'he', 'en_US', 'x', '', 'de-DE-u-co-phonebk']) {
      expect(locale(language, patched(files.defaultLocale))).toEqual(
        locale(language, published(files.defaultLocale)),
      );
    }
    expect(locale('en_US', patched(files.defaultLocale))).toEqual({
      locale: 'en-US',
      direction: 'ltr',
    });
    expect(locale('he', patched(files.defaultLocale))).toEqual({
      locale: 'he',
      direction: 'rtl',
    });
  });

  it('makes no number format until a number is formatted, then signs them as before', () => {
    let made = 0;
    const NumberFormat = new Proxy(Intl.NumberFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        made += 1;
        return new target(...args);
      },
    });
    const module = (code: string) =>
      run(code, {
        globals: { Intl: Object.assign(Object.create(Intl) as object, { NumberFormat }) },
      }) as unknown as {
        NumberFormatter: new (
          locale: string,
          options: Intl.NumberFormatOptions,
        ) => { format(value: number): string; resolvedOptions(): Intl.ResolvedNumberFormatOptions };
      };
    const { NumberFormatter } = module(patched(files.numberFormatter));
    expect(made).toBe(0);
    module(published(files.numberFormatter));
    expect(made).toBe(1);

    const signed = new NumberFormatter('en-US', { signDisplay: 'exceptZero' });
    expect([signed.format(5), signed.format(0), signed.format(-5)]).toEqual(['+5', '0', '-5']);
    expect(signed.resolvedOptions().signDisplay).toBe('exceptZero');
  });
});

describe('patchReactAriaLocale', () => {
  it('leaves other modules alone', () => {
    expect(patchReactAriaLocale('/app/src/main.tsx', 'Intl.Locale')).toBeNull();
  });

  it('fails the build where a new version changed the code it replaces', () => {
    const changed = published(files.utils).replace('.maximize()', '.minimize()');
    expect(() => patchReactAriaLocale(files.utils, changed)).toThrow(/0 of .* where 1/);
    const twice = published(files.numberFormatter) + '\nif (!$x$var$supportsSignDisplay && y) z();';
    expect(() => patchReactAriaLocale(files.numberFormatter, twice)).toThrow(/3 of .* where 2/);
  });

  it('fails the build that never loaded one of the modules', () => {
    const plugin = reactAriaLocale() as unknown as {
      transform: { handler(code: string, id: string): unknown };
      buildEnd(error?: Error): void;
    };
    plugin.transform.handler(published(files.utils), files.utils);
    plugin.transform.handler(published(files.defaultLocale), files.defaultLocale);
    expect(() => plugin.buildEnd()).toThrow(/NumberFormatter/);
    plugin.transform.handler(published(files.numberFormatter), files.numberFormatter);
    expect(() => plugin.buildEnd()).not.toThrow();
  });
});
