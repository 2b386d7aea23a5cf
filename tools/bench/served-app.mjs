// What the benchmarks share: Chromium's flags, `npm run serve` started on a free port, and a seeded
// user's sign-in.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Debian's Chromium (or `$CHROMIUM_PATH`), installed first on a machine without it, as `npm test`
 * does; and the flags it runs headless with on CI machines.
 */
export const chromiumPath = ensureChromium();
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
];

/** The seeded MASTER of the mock server (apps/mock-server/README.md). */
export const masterCredentials = { login: 'master', password: 'Spotless123!' };
/** The seeded CLEANER: the Today page is their day. */
export const cleanerCredentials = { login: 'cleaner', password: 'Spotless123!' };

/**
 * Starts `npm run serve -- ...args` on a free port. Resolves with the child process and the
 * origin once the server listens and, when `seeded` is set, once its data is seeded (printed
 * after the origin). Rejects, with what the server printed, if it stops first.
 */
export function startServe({ args = [], seeded = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(repo, 'scripts/serve.mjs'), ...args], {
      cwd: repo,
      env: { ...process.env, PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const origin = /Spotless on (http:\/\/[\d.:]+)/.exec(output)?.[1];
      if (origin && (!seeded || /\d+ jobs/.test(output))) resolve({ child, origin });
    });
    child.on('exit', (code) => reject(new Error(`npm run serve stopped (${code}):\n${output}`)));
  });
}

/** Signs in through the API; resolves with its tokens (`access_token`, `refresh_token`). */
export async function signIn(origin, credentials = masterCredentials) {
  const response = await fetch(`${origin}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) {
    throw new Error(`Signing in as ${credentials.login} failed: ${response.status}`);
  }
  return response.json();
}
