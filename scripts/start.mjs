// `npm start`: the mock API (127.0.0.1:4010, seeded data) and the web app (127.0.0.1:5173), together.
// The web dev server proxies /v1 to the API, so the browser needs no CORS.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '4010';
const webPort = process.env.WEB_PORT ?? '5173';
const children = [];

function run(name, command, args, env, cwd = process.cwd()) {
  const child = spawn(command, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const prefix = (stream, target) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) target.write(`[${name}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[${name}] stopped (${signal ?? code}); stopping everything.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('api', 'node', ['apps/mock-server/src/server.ts'], { PORT: apiPort, HOST: '127.0.0.1' });
run(
  'web',
  'npx',
  ['vite', '--host', '127.0.0.1', '--port', webPort, '--strictPort'],
  { SPOTLESS_API_ORIGIN: `http://127.0.0.1:${apiPort}` },
  'apps/web',
);
console.info(
  `Spotless: http://127.0.0.1:${webPort} (API http://127.0.0.1:${apiPort}/v1). Ctrl+C stops both.`,
);
