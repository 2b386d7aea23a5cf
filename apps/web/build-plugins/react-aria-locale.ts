import type { Plugin } from 'vite';

type Replacement = { from: string | RegExp; to: string; count: number };
type Patch = { file: RegExp; replacements: readonly Replacement[] };

const inNodeModules = (path: string) =>
  new RegExp(
    `[\\\\/]node_modules[\\\\/]${path.replaceAll('/', '[\\\\/]').replaceAll('.', '\\.')}$`,
  );

/**
 * React Aria asks the browser's `Intl` three questions as its modules are first run, before the
 * first render: the browser's language (checked with `Intl.DateTimeFormat.supportedLocalesOf`),
 * its direction (from `Intl.Locale#maximize()`), and whether number formats take `signDisplay`
 * (a German `Intl.NumberFormat` that every `Button` loads, through its `ProgressBar`). The first
 * of each loads a part of the browser's locale data: 25 to 50 ms each on a 2-core machine, four
 * times that on a slow phone, all in the task that starts the app. `/login` formats neither a
 * date nor a number, so nothing else there needs that data.
 *
 * The same answers without it: `Intl.getCanonicalLocales` throws for the same tags (both
 * canonicalise the list first, and nothing else in the check throws); `Intl.Locale#getTextInfo()`
 * gives the direction of a locale that is not maximised (the browser looks up the script itself
 * when the language alone does not tell), and where it is missing React Aria's own code runs as
 * before; the `signDisplay` check runs when a number is first formatted instead. Written for
 * react-aria 3.53.1 (pinned in `packages/ui`) and the @internationalized/number 3.6.9 it brings:
 * if their code changes, the build fails here rather than ship the slow path unnoticed. The tests
 * run the published code and the patched code on the same locales and compare.
 */
export const reactAriaLocalePatches: readonly Patch[] = [
  {
    file: inNodeModules('react-aria/dist/private/i18n/useDefaultLocale.mjs'),
    replacements: [
      {
        from: 'Intl.DateTimeFormat.supportedLocalesOf([',
        to: 'Intl.getCanonicalLocales([',
        count: 1,
      },
    ],
  },
  {
    file: inNodeModules('react-aria/dist/private/i18n/utils.mjs'),
    replacements: [
      {
        from: 'let locale = new Intl.Locale(localeString).maximize();',
        to: [
          'let given = new Intl.Locale(localeString);',
          "let givenInfo = typeof given.getTextInfo === 'function' ? given.getTextInfo() : given.textInfo;",
          "if (givenInfo) return givenInfo.direction === 'rtl';",
          'let locale = given.maximize();',
        ].join(' '),
        count: 1,
      },
    ],
  },
  {
    file: inNodeModules('@internationalized/number/dist/private/NumberFormatter.mjs'),
    replacements: [
      {
        // `let supportsSignDisplay = false; try { supportsSignDisplay = new Intl.NumberFormat(…)
        // … } catch {}` becomes a function that does the same once, when first called.
        from: /let (\$\w+\$var\$supportsSignDisplay) = false;\s*try \{\s*\1 = (new Intl\.NumberFormat\('de-DE', \{\s*signDisplay: 'exceptZero'\s*\}\)\.resolvedOptions\(\)\.signDisplay === 'exceptZero');\s*(?:\/\/[^\n]*\n\s*)?\} catch\s*\{\}/,
        to: 'let $1_known; function $1() { if ($1_known === undefined) { $1_known = false; try { $1_known = $2; } catch {} } return $1_known; }',
        count: 1,
      },
      {
        from: /!(\$\w+\$var\$supportsSignDisplay) &&/g,
        to: '!$1() &&',
        count: 2,
      },
    ],
  },
];

const occurrences = (code: string, from: string | RegExp) =>
  typeof from === 'string'
    ? code.split(from).length - 1
    : [...code.matchAll(new RegExp(from.source, 'g'))].length;

/**
 * `code` of the module `id` with its patch applied, `null` if none is for it; throws if the code
 * a replacement expects is not there as many times as it expects.
 */
export function patchReactAriaLocale(id: string, code: string): string | null {
  const patch = reactAriaLocalePatches.find(({ file }) => file.test(id));
  if (!patch) return null;
  let patched = code;
  for (const { from, to, count } of patch.replacements) {
    const found = occurrences(patched, from);
    if (found !== count) {
      throw new Error(
        `${id} has ${found} of \`${String(from)}\` where ${count} were expected: check build-plugins/react-aria-locale.ts against the new version.`,
      );
    }
    patched =
      typeof from === 'string' ? patched.replace(from, () => to) : patched.replace(from, to);
  }
  return patched;
}

/**
 * The browser's build; the dev server runs the libraries as published, and the prerendering's
 * build leaves them out (it imports them from `node_modules`).
 */
export function reactAriaLocale(): Plugin {
  const patched = new Set<Patch>();
  return {
    name: 'spotless:react-aria-locale',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    transform: {
      filter: { id: /[\\/]node_modules[\\/](react-aria|@internationalized[\\/]number)[\\/]/ },
      handler(code, id) {
        const result = patchReactAriaLocale(id, code);
        if (result === null) return null;
        patched.add(reactAriaLocalePatches.find(({ file }) => file.test(id))!);
        return { code: result, map: null };
      },
    },
    buildEnd(error) {
      if (error) return;
      const missing = reactAriaLocalePatches.filter((patch) => !patched.has(patch));
      if (missing.length > 0) {
        throw new Error(
          `The build never loaded ${missing.map(({ file }) => String(file)).join(', ')}: check build-plugins/react-aria-locale.ts.`,
        );
      }
    },
  };
}
