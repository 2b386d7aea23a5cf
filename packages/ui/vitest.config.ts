import { defineConfig } from 'vitest/config';

// Unit tests of the package in Node. The widgets are tested as stories in Chromium from the
// root (`npm run test:stories`).
export default defineConfig({
  test: {
    name: 'ui',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
