import { describe, expect, it } from 'vitest';
import { findMockCode } from './no-mock-code.ts';

describe('findMockCode', () => {
  it('finds nothing in app code', () => {
    expect(
      findMockCode([
        {
          file: 'assets/index-3f9c2a1b.js',
          code: 'fetch("/v1/users/me",{headers:{authorization:"Bearer "+t}})',
          moduleIds: ['/repo/apps/web/src/main.tsx', '/repo/node_modules/react-dom/client.js'],
        },
      ]),
    ).toEqual([]);
  });

  it.each([
    ['the mock server', '/repo/apps/mock-server/src/db/seed.ts'],
    ['MSW', '/repo/node_modules/msw/lib/core/index.mjs'],
    ['MSW interceptors', '/repo/node_modules/@mswjs/interceptors/lib/index.mjs'],
    ['@msw/data', '/repo/node_modules/@msw/data/build/index.js'],
  ])('finds a module of %s', (_what, id) => {
    expect(findMockCode([{ file: 'assets/a.js', code: '', moduleIds: [id] }])).toEqual([
      { file: 'assets/a.js', what: `module ${id}` },
    ]);
  });

  it.each([['Spotless123!'], ['maria.lopez@sparkleshine.example'], ['mockServiceWorker.js']])(
    'finds seeded or MSW text (%s) even without its module',
    (text) => {
      expect(findMockCode([{ file: 'assets/b.js', code: `const x="${text}"` }])).toHaveLength(1);
    },
  );
});
