// `npm test`: every check CI runs, in order, on a fresh machine. Each step runs even when an
// earlier one failed, so one run reports every problem; the exit code is non-zero if any failed.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

process.env.TURBO_TELEMETRY_DISABLED = '1';
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
process.env.CHROMIUM_PATH = ensureChromium();

const steps = [
  ['Generated client is up to date with openapi.yaml', 'npm', ['run', 'generate:check']],
  ['OpenAPI lint', 'npm', ['run', 'lint:openapi']],
  ['Formatting', 'npm', ['run', 'format:check']],
  [
    'Lint, typecheck and unit tests (turbo)',
    'npx',
    [
      'turbo',
      'run',
      'lint',
      'typecheck',
      'test',
      '--concurrency=2',
      '--continue',
      '--output-logs=new-only',
    ],
  ],
  ['Lint of root files', 'npm', ['run', 'lint:root']],
  ['Stories as tests in Chromium (a11y + visual)', 'npm', ['run', 'test:stories']],
  ['End-to-end in Chromium', 'npm', ['run', 'test:e2e']],
];

const results = [];
for (const [title, command, args] of steps) {
  console.info(`\n━━ ${title} ━━`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  results.push({ title, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.info('\n━━ Summary ━━');
for (const { title, ok, seconds } of results)
  console.info(`${ok ? 'ok  ' : 'FAIL'} ${title} (${seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.info(`Steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
