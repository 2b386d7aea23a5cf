import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (Playwright's own browser download is not used).
// They start their own servers on dedicated ports, so they never touch the data of a developer's
// `npm start`.
//
// By default they test the app as deployed: the production build served with the mock API on one
// origin (`npm run serve`, with its Content-Security-Policy and other headers), which is also far
// quicker to load than the dev server's hundreds of modules per page. `E2E_SERVER=dev` runs them
// against the Vite dev server instead (source maps, instant edits) while writing a test.
//
// Workers: one per core (at most four; `E2E_WORKERS` overrides), each with a server of its own on
// the next port, so no test meets the data another test is changing at the same moment. A spec
// file's tests stay together in one worker, in order. The config is loaded again in every worker
// process, where Playwright's TEST_PARALLEL_INDEX (0, 1, …) picks that worker's server. The dev
// server (`E2E_SERVER=dev`) is one Vite process: its tests run in one worker.
const basePort = Number(process.env.E2E_API_PORT ?? 4310);
const webPort = Number(process.env.E2E_WEB_PORT ?? 5373);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const devServer = process.env.E2E_SERVER === 'dev';
const workers = devServer
  ? 1
  : Number(process.env.E2E_WORKERS ?? Math.min(4, Math.max(1, availableParallelism())));
const apiPort = basePort + (Number(process.env.TEST_PARALLEL_INDEX ?? 0) % workers);
const origin = `http://127.0.0.1:${devServer ? webPort : apiPort}`;

const mockApiOn = (port: number) =>
  ({
    command: 'npm start -w @spotless/mock-server',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/v1/health`,
    env: { PORT: String(port), HOST: '127.0.0.1' } as Record<string, string>,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  }) as const;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers,
  forbidOnly: Boolean(process.env.CI),
  // A test that fails runs once more, traced (below), and the run fails all the same: a test that
  // passes only at its second attempt is "flaky", and `failOnFlakyTests` fails the run for it.
  // Every test must pass at its first attempt; the second is there for its trace.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: origin,
    // A failed test's second attempt is traced, and its trace kept: each action with the page's
    // DOM before and after it, its network and console. Only that attempt: tracing every test,
    // to keep the trace of those that failed, cost a sixth of the run's time (the DOM captured
    // twice at each action, in the page, sent to the runner and stored; job form, schedule and
    // sign-in specs, 2 workers, on the 2-core machine: 227 s traced, 190 s not; the browser's
    // processor time a quarter lower). Not the trace's screencast either: it makes the browser
    // draw and encode a JPEG frame after frame, and cost about a fifth of the run's time (shell and
    // settings specs: 153 and 173 s with it, 121 and 123 s without). The first failure's own
    // screenshot and error are reported as they were.
    trace: { mode: 'on-first-retry', screenshots: false },
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
        mockApiOn(basePort),
        {
          command: `npx vite --host 127.0.0.1 --port ${webPort} --strictPort`,
          url: `http://127.0.0.1:${webPort}/`,
          env: { SPOTLESS_API_ORIGIN: `http://127.0.0.1:${basePort}` },
          reuseExistingServer: false,
          timeout: 120_000,
          stdout: 'ignore',
          stderr: 'pipe',
        },
      ]
    : Array.from({ length: workers }, (_, index) => {
        const server = mockApiOn(basePort + index);
        // The first builds (turbo restores an unchanged build from its cache), then serves, with
        // the QA routes on (`--qa`): the tests read the mailbox and reset the data. Playwright
        // starts the servers one after the other, so the others serve that same build.
        return {
          ...server,
          command: 'node scripts/serve.mjs --qa',
          env: index === 0 ? server.env : { ...server.env, SERVE_SKIP_BUILD: '1' },
          timeout: 300_000,
        };
      }),
});
