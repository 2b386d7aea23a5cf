import { defineConfig, devices } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (Playwright's own browser download is not used).
// They start their own mock API and web dev server on dedicated ports, so they never touch the
// data of a developer's `npm start`.
const apiPort = Number(process.env.E2E_API_PORT ?? 4310);
const webPort = Number(process.env.E2E_WEB_PORT ?? 5373);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
    baseURL: `http://127.0.0.1:${webPort}`,
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
  webServer: [
    {
      command: 'npm start -w @spotless/mock-server',
      cwd: '../..',
      url: `http://127.0.0.1:${apiPort}/v1/health`,
      env: { PORT: String(apiPort), HOST: '127.0.0.1' },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx vite --host 127.0.0.1 --port ${webPort} --strictPort`,
      url: `http://127.0.0.1:${webPort}/`,
      env: { SPOTLESS_API_ORIGIN: `http://127.0.0.1:${apiPort}` },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
