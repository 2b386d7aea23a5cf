import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { idleLoadedChunks, idleLoadedFiles, idleLoadedSources } from './idle-loaded-chunks.ts';

type Bundle = Parameters<typeof idleLoadedFiles>[0];

const chunk = (fileName: string, facade: string | null, isDynamicEntry = true) => ({
  type: 'chunk' as const,
  fileName,
  isDynamicEntry,
  facadeModuleId: facade,
});

const bundle: Bundle = {
  'assets/index-1.js': chunk('assets/index-1.js', '/app/src/main.tsx', false),
  'assets/menu-1.js': chunk('assets/menu-1.js', '/app/src/menu.tsx'),
  'assets/dialog-1.js': chunk('assets/dialog-1.js', '/app/src/dialog.tsx'),
  'assets/shared-1.js': chunk('assets/shared-1.js', null, false),
  'assets/menu-1.css': { type: 'asset' },
};

describe('idleLoadedFiles', () => {
  it('finds the chunk each idle-loaded module starts', () => {
    expect(idleLoadedFiles(bundle, ['/app/src/menu.tsx', '/app/src/dialog.tsx'])).toEqual(
      new Set(['assets/menu-1.js', 'assets/dialog-1.js']),
    );
  });

  it('fails the build for a module that starts no dynamically imported chunk', () => {
    // Renamed, or now imported statically: its preloads would be back unnoticed.
    expect(() => idleLoadedFiles(bundle, ['/app/src/main.tsx'])).toThrow(
      /no dynamically imported chunk for \/app\/src\/main\.tsx/,
    );
    expect(() => idleLoadedFiles(bundle, ['/app/src/gone.tsx'])).toThrow(/gone\.tsx/);
  });
});

describe('idleLoadedChunks', () => {
  it("leaves the idle-loaded chunks' scripts out of their preloads, and no one else's", () => {
    const { plugin, modulePreload } = idleLoadedChunks('/app/apps/web');
    const idle = Object.fromEntries(
      idleLoadedSources.map((source, index) => [
        `assets/idle-${index}.js`,
        chunk(`assets/idle-${index}.js`, resolve('/app/apps/web', source)),
      ]),
    );
    const generateBundle = plugin.generateBundle as (options: unknown, bundle: Bundle) => void;
    generateBundle(
      {},
      {
        ...idle,
        'assets/schedule-page-1.js': chunk(
          'assets/schedule-page-1.js',
          '/app/apps/web/src/features/schedule/schedule-page.tsx',
        ),
      },
    );

    const scripts = ['assets/controls-1.js', 'assets/menu-1.js'];
    for (const file of Object.keys(idle)) {
      expect(modulePreload.resolveDependencies(file, scripts)).toEqual([]);
    }
    // A page loads its files at once, as before.
    expect(modulePreload.resolveDependencies('assets/schedule-page-1.js', scripts)).toEqual(
      scripts,
    );
  });
});
