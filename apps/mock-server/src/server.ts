// `npm start -w @spotless/mock-server`: the mock API on http://127.0.0.1:4010/v1.
// Settings: PORT, HOST, ACCESS_TOKEN_TTL (seconds), SEED; or --port, --host, --seed.
import { parseArgs } from 'node:util';
import { startMockServer } from './http-server.ts';

function integer(name: string, value: string | undefined, min: number): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) {
    console.error(`${name} must be an integer of at least ${min}, got "${value}".`);
    process.exit(1);
  }
  return number;
}

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    seed: { type: 'string' },
  },
});

const mockServer = await startMockServer({
  port: integer('PORT', values.port ?? process.env.PORT, 0) ?? 4010,
  host: values.host ?? process.env.HOST ?? '127.0.0.1',
  seed: integer('SEED', values.seed ?? process.env.SEED, 0),
  accessTokenTtl: integer('ACCESS_TOKEN_TTL', process.env.ACCESS_TOKEN_TTL, 1),
});

console.info(`Spotless mock API on ${mockServer.url}`);

let stopping = false;
const stop = () => {
  if (stopping) process.exit(1);
  stopping = true;
  // Finish requests in flight, but do not wait for idle keep-alive connections.
  mockServer.server.close(() => process.exit(0));
  mockServer.server.closeIdleConnections();
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
