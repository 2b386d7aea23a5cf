import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { bundledResources } from './i18n.ts';

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
