// `npm start -w @spotless/mock-server`: the mock API on http://127.0.0.1:4010/v1.
// Settings (flag or environment): --port/PORT, --host/HOST, --seed/SEED, --scale/SEED_SCALE,
// --visits-per-day/SEED_VISITS_PER_DAY (a crew's fewest and most visits on a day at work, as in
// `5-9`; 3 to 8 by default), --data/MOCK_DATA_FILE, --static/STATIC_DIR (a built web app to serve
// at /), --qa, ACCESS_TOKEN_TTL (seconds), WEB_ORIGIN, MOCK_DEV_ROUTES=0, NODE_ENV.
//
// The QA controls and the mailbox under `/__dev` can reset every organisation, make the API fail
// and read password links: they are on for development (`npm start`), and off when the server
// serves the built app as deployed (`--static`, which `npm run serve` uses) unless `--qa` asks.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { randomBytes } from './auth/encoding.ts';
import { createDb } from './db/db.ts';
import { seed } from './db/seed.ts';
import { type VisitsPerDay, visitsPerDayOf } from './db/seed/jobs.ts';
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

/** `5-9`: a crew's fewest and most visits a day. */
function visitsRange(name: string, value: string | undefined): VisitsPerDay | undefined {
  if (value === undefined || value === '') return undefined;
  const match = /^(\d+)-(\d+)$/.exec(value.trim());
  try {
    if (!match) throw new RangeError('Write them as FEWEST-MOST, as in 5-9.');
    return visitsPerDayOf([Number(match[1]), Number(match[2])]);
  } catch (error) {
    console.error(`${name} "${value}": ${(error as Error).message}`);
    process.exit(1);
  }
}

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    seed: { type: 'string' },
    scale: { type: 'string' },
    'visits-per-day': { type: 'string' },
    data: { type: 'string' },
    static: { type: 'string' },
    qa: { type: 'boolean' },
  },
});

const started = performance.now();
const seedValue = integer('SEED', values.seed ?? process.env.SEED, 0);
const scale = integer('SEED_SCALE', values.scale ?? process.env.SEED_SCALE, 1);
const visitsPerDay = visitsRange(
  'SEED_VISITS_PER_DAY',
  values['visits-per-day'] ?? process.env.SEED_VISITS_PER_DAY,
);
const dataFile = values.data ?? process.env.MOCK_DATA_FILE;
const staticValue = values.static ?? process.env.STATIC_DIR;
const staticDir = staticValue ? resolve(staticValue) : undefined;
const devRoutes =
  values.qa === true ||
  (!staticDir && process.env.NODE_ENV !== 'production' && process.env.MOCK_DEV_ROUTES !== '0');
if (values.qa) {
  console.warn(
    'Warning: --qa is on. Anyone who reaches this server can reset its data, make it fail and read its e-mails (password links included) under /__dev. Never expose it beyond your machine.',
  );
}
if (staticDir && !existsSync(resolve(staticDir, 'index.html'))) {
  console.error(`${staticDir} has no index.html: build the web app first (npm run build).`);
  process.exit(1);
}

const db = createDb();
let secret: Uint8Array<ArrayBuffer> = randomBytes(32);
let origin = 'seeded';
if (dataFile) {
  const file = resolve(dataFile);
  // Imported here: without --data the server needs no node:sqlite.
  const { DataFileError, openStore } = await import('./sqlite-store.ts');
  try {
    const opened = await openStore(file, db, {
      seed: () => seed({ seed: seedValue, scale, visitsPerDay, db }),
    });
    secret = opened.secret;
    origin = {
      loaded: `loaded from ${file}`,
      seeded: `seeded, saved to ${file}`,
      migrated: `migrated into ${file}`,
    }[opened.origin];
    if (opened.backup) {
      console.info(
        `${file} was a JSON state file: now SQLite, the old file kept as ${opened.backup}`,
      );
    }
    // Closing folds the WAL back into the file; a crash skips it and loses nothing.
    process.once('exit', () => opened.store.close());
  } catch (error) {
    if (!(error instanceof DataFileError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
} else {
  await seed({ seed: seedValue, scale, visitsPerDay, db });
}

const mockServer = await startMockServer({
  db,
  seed: seedValue,
  scale,
  visitsPerDay,
  secret,
  devRoutes,
  webOrigin: process.env.WEB_ORIGIN,
  staticDir,
  port: integer('PORT', values.port ?? process.env.PORT, 0) ?? 4010,
  host: values.host ?? process.env.HOST ?? '127.0.0.1',
  accessTokenTtl: integer('ACCESS_TOKEN_TTL', process.env.ACCESS_TOKEN_TTL, 1),
});

console.info(
  staticDir
    ? `Spotless on ${mockServer.origin} (the web app from ${staticDir}, the API at /v1)`
    : `Spotless mock API on ${mockServer.url}`,
);
const sizeNote = [
  scale && scale > 1 ? `scale ${scale}` : '',
  visitsPerDay ? `${visitsPerDay.join(' to ')} visits a day for each crew` : '',
]
  .filter(Boolean)
  .join(', ');
console.info(
  `  data ${origin}${sizeNote ? ` (${sizeNote})` : ''}: ${db.clients.count()} clients, ${db.jobs.count()} jobs, ready in ${Math.round(performance.now() - started)} ms`,
);
console.info(
  `  docs ${mockServer.origin}/docs${devRoutes ? `, QA controls ${mockServer.origin}/__dev` : ', QA controls off (e-mails are printed here)'}`,
);

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
