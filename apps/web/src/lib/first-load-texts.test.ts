import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { frameTexts } from './frame-texts.ts';
import { bundledResources } from './i18n.ts';
import { pageTexts } from './page-texts.ts';

// The first load carries only the English texts of the public pages and of the app's frame
// (i18n.ts); the rest loads with the signed-in frame. A text a public page shows must therefore
// be among them, or it would show its key until something else loaded the rest.

const src = join(import.meta.dirname, '..');

/** The code that runs before anyone signs in. */
const publicSources = [
  ...readdirSync(join(src, 'app')).map((name) => join(src, 'app', name)),
  ...readdirSync(join(src, 'features/auth')).map((name) => join(src, 'features/auth', name)),
  join(src, 'components/not-found.tsx'),
  join(src, 'components/app-shell/deferred-switchers.tsx'),
  join(src, 'components/app-shell/switcher-buttons.tsx'),
  join(src, 'components/app-shell/language-switcher.tsx'),
  join(src, 'components/app-shell/theme-switcher.tsx'),
].filter((path) => /\.tsx?$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path));

function has(dictionary: unknown, key: string): boolean {
  let node = dictionary;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return node !== undefined;
}

it('bundles every text the public pages and the frame use', () => {
  const english = bundledResources.en!.translation;
  const missing: string[] = [];
  for (const file of publicSources) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*'([A-Za-z0-9_.]+)'/g)) {
      const key = match[1]!;
      // The signed-in pages' breadcrumbs are declared in routes.tsx but shown in the frame.
      if (file.endsWith('routes.tsx') && !key.startsWith('nav.') && !key.startsWith('app.'))
        continue;
      if (!has(english, key)) missing.push(`${key} (${file.slice(file.indexOf('src/'))})`);
    }
  }
  expect(publicSources.length).toBeGreaterThan(10);
  expect(missing).toEqual([]);
});

it("leaves the signed-in pages' texts out", () => {
  const english = bundledResources.en!.translation;
  for (const feature of ['clients', 'dashboard', 'jobForm', 'schedule', 'settings', 'users'])
    expect(has(english, feature), feature).toBe(false);
});

/** The app's modules `entry` imports, itself included, following relative static imports. */
function staticImports(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']+)'/gm)) {
      const target = resolve(dirname(file), match[1]!);
      if (existsSync(target) && /\.tsx?$/.test(target)) visit(target);
    }
  };
  visit(entry);
  return [...seen];
}

it("gives the frame and the Today page every text they use without the other pages' texts", () => {
  // A cleaner's first load of their day carries the frame's texts alone (frame-texts.ts): what
  // the frame and the Today page show must be there, or it would show its key.
  const english = { ...bundledResources.en!.translation, ...frameTexts };
  // The frame's modules (its menus, loaded later, included) and the Today page's.
  const frame = readdirSync(join(src, 'components/app-shell'))
    .filter((name) => /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name))
    .map((name) => join(src, 'components/app-shell', name));
  const sources = [...frame, join(src, 'features/today/today-page.tsx')].flatMap(staticImports);
  const missing: string[] = [];
  for (const file of new Set(sources)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*'([A-Za-z0-9_.]+)'/g)) {
      // A count's text is in its plural forms (`today.progress_one`, `today.progress_other`).
      if (!has(english, match[1]!) && !has(english, `${match[1]}_other`))
        missing.push(`${match[1]} (${file.slice(file.indexOf('src/'))})`);
    }
    // Keys built from a value (`enums.${kind}.${value}`): none of another page's texts.
    for (const match of text.matchAll(/`([A-Za-z0-9_]+)\.[A-Za-z0-9_.]*\$\{/g)) {
      if (match[1]! in pageTexts) missing.push(`${match[1]} (${file.slice(file.indexOf('src/'))})`);
    }
  }
  expect(sources.some((file) => file.endsWith('visit-card.tsx'))).toBe(true);
  expect(missing).toEqual([]);
});

it('puts every English file in one of the three parts, and in one only', () => {
  const english = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', {
    eager: true,
    import: 'default',
  });
  const parts = [bundledResources.en!.translation, frameTexts, pageTexts];
  for (const [file, texts] of Object.entries(english)) {
    for (const key of Object.keys(texts)) {
      const holders = parts.filter((part) => key in part);
      expect(holders.length, `${key} of ${file}`).toBe(1);
    }
  }
  expect(Object.keys(pageTexts)).toEqual(expect.arrayContaining(['clients', 'settings']));
});
