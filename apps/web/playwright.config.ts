import { defineConfig, devices } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (Playwright's own browser download is not used).
// They start their own servers on dedicated ports, so they never touch the data of a developer's
// `npm start`.
//
// By default they test the app as deployed: the production build served with the mock API on one
// origin (`npm run serve`, with its Content-Security-Policy and other headers), which is also far
// quicker to load than the dev server's hundreds of modules per page. `E2E_SERVER=dev` runs them
// against the Vite dev server instead (source maps, instant edits) while writing a test.
const apiPort = Number(process.env.E2E_API_PORT ?? 4310);
const webPort = Number(process.env.E2E_WEB_PORT ?? 5373);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const devServer = process.env.E2E_SERVER === 'dev';
const origin = `http://127.0.0.1:${devServer ? webPort : apiPort}`;

const mockApi = {
  command: 'npm start -w @spotless/mock-server',
  cwd: '../..',
  url: `http://127.0.0.1:${apiPort}/v1/health`,
  env: { PORT: String(apiPort), HOST: '127.0.0.1' },
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore',
  stderr: 'pipe',
} as const;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: origin,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromium,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
          ],
        },
      },
    },
  ],
  webServer: devServer
    ? [
        mockApi,
        {
          command: `npx vite --host 127.0.0.1 --port ${webPort} --strictPort`,
          url: `http://127.0.0.1:${webPort}/`,
          env: { SPOTLESS_API_ORIGIN: `http://127.0.0.1:${apiPort}` },
          reuseExistingServer: false,
          timeout: 120_000,
          stdout: 'ignore',
          stderr: 'pipe',
        },
      ]
    : [
        {
          // Builds first (turbo restores an unchanged build from its cache), then serves, with
          // the QA routes on (`--qa`): the tests read the mailbox and reset the data.
          ...mockApi,
          command: 'node scripts/serve.mjs --qa',
          timeout: 300_000,
        },
      ],
});
