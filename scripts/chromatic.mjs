// `npm run chromatic`: publishes the static Storybook to Chromatic for teams that have a project.
// Without CHROMATIC_PROJECT_TOKEN it explains the setup and exits 0, so nothing depends on it;
// CI never calls it. Visual regression in CI is `npm run test:stories` (committed baselines).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.info(`Chromatic is not configured, nothing was published.

To publish this Storybook to Chromatic:
  1. Create a project at chromatic.com and copy its project token.
  2. Run: CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic
     (optionally CHROMATIC_PROJECT_ID=Project:<id> to record the id in the build)

Settings live in chromatic.config.json (prebuilt storybook-static, onlyChanged, exitZeroOnChanges).`);
  process.exit(0);
}

// Chromatic retries DNS for minutes when offline: bound the whole run.
const timeoutMs = Number(process.env.CHROMATIC_TIMEOUT_MS ?? 10 * 60 * 1000);
const bin = (name) => join(process.cwd(), 'node_modules', '.bin', name);

if (!existsSync('storybook-static/index.html')) {
  const build = spawnSync('npm', ['run', 'build-storybook'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// chromatic.config.json carries a placeholder id; the real one, when given, comes from the env.
let configFile = 'chromatic.config.json';
let tempDir;
if (process.env.CHROMATIC_PROJECT_ID) {
  tempDir = mkdtempSync(join(tmpdir(), 'chromatic-'));
  const config = JSON.parse(readFileSync(configFile, 'utf8'));
  config.projectId = process.env.CHROMATIC_PROJECT_ID;
  configFile = join(tempDir, 'chromatic.config.json');
  writeFileSync(configFile, JSON.stringify(config, null, 2));
}

const run = spawnSync(bin('chromatic'), ['--config-file', configFile], {
  stdio: 'inherit',
  timeout: timeoutMs,
  killSignal: 'SIGTERM',
});
if (tempDir) rmSync(tempDir, { recursive: true, force: true });

if (run.error?.code === 'ETIMEDOUT' || run.signal === 'SIGTERM') {
  console.error(`Chromatic did not finish within ${timeoutMs / 1000} s (CHROMATIC_TIMEOUT_MS).`);
  process.exit(1);
}
process.exit(run.status ?? 1);
