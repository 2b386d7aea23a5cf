import { defineConfig } from 'vitest/config';

// Unit tests only: Playwright's e2e/*.spec.ts run through `npm run test:e2e`.
export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'build-checks/**/*.test.ts',
      'build-plugins/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['vitest.setup.ts'],
  },
});
