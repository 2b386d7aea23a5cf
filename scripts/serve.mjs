// `npm run serve`: Spotless as deployed, on one origin, http://127.0.0.1:4010: the production
// build of the web app at `/` (client-side routes fall back to index.html), the mock API at `/v1`,
// its docs at `/docs` and the QA controls at `/__dev`, every answer with a hardened deployment's
// headers (Content-Security-Policy, nosniff, referrer policy, caching).
//
// It builds the app first: turbo restores the last build when nothing it depends on changed, so a
// second start is quick and never serves a stale `dist/`. Arguments go to the mock server
// (`npm run serve -- --scale 100`); PORT and HOST as for the mock server.
import { spawn, spawnSync } from 'node:child_process';

process.env.TURBO_TELEMETRY_DISABLED = '1';

if (process.env.SERVE_SKIP_BUILD !== '1') {
  const build = spawnSync(
    'npx',
    ['turbo', 'run', 'build', '--filter=@spotless/web', '--output-logs=errors-only'],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) {
    console.error('The web app did not build; nothing is served.');
    process.exit(build.status ?? 1);
  }
}

const server = spawn(
  process.execPath,
  ['apps/mock-server/src/server.ts', '--static', 'apps/web/dist', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { PORT: '4010', HOST: '127.0.0.1', ...process.env } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
