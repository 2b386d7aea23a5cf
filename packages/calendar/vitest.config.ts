import { defineConfig } from 'vitest/config';

// The engine's unit and property tests, in Node. Every test passes the organisation's zone
// explicitly; the process zone is pinned to UTC so that nothing can lean on the machine's.
// The views are tested as stories in Chromium from the root (`npm run test:stories`).
export default defineConfig({
  test: {
    name: 'calendar',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { TZ: 'UTC' },
    setupFiles: ['vitest.setup.ts'],
  },
});
