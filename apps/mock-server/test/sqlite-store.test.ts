// `--data FILE` in-process: the SQLite store under a real server on a free port. File modes, a
// write the disk refuses (a real SQLITE_FULL), the migration of the old JSON state file, and the
// files it refuses.
import { chmodSync, existsSync, linkSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomBytes, toBase64Url } from '../src/auth/encoding.ts';
import { createDb, snapshotDb, type Db } from '../src/db/db.ts';
import { seed } from '../src/db/seed.ts';
import { startMockServer, TEST_NOW, TEST_TODAY } from '../src/node.ts';
import { DataFileError, openStore, type OpenedStore } from '../src/sqlite-store.ts';
import { clientInputOf, PASSWORD, PNG } from './http.ts';

let folder: string;
const opened: OpenedStore[] = [];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'spotless-store-'));
});

afterAll(async () => {
  for (const { store } of opened) store.close();
  await rm(folder, { recursive: true, force: true });
});

/** Opens `file` as the server does at start; seeds a new one with cheap password hashes. */
async function open(file: string): Promise<{ db: Db; data: OpenedStore }> {
  const db = createDb();
  const data = await openStore(file, db, {
    seed: () => seed({ db, today: TEST_TODAY, now: TEST_NOW, passwordIterations: 1000 }),
  });
  opened.push(data);
  return { db, data };
}

const modeOf = (path: string) => statSync(path).mode & 0o777;
const tables = (db: Db) => JSON.stringify(snapshotDb(db).tables);

describe('the data file', () => {
  it('and its WAL are readable by their owner only; an existing file is made so', async () => {
    const file = join(folder, 'modes.db');
    const first = await open(file);
    expect(first.data.origin).toBe('seeded');
    expect(modeOf(file)).toBe(0o600);
    expect(existsSync(`${file}-wal`)).toBe(true);
    expect(modeOf(`${file}-wal`)).toBe(0o600);
    first.data.store.close();

    chmodSync(file, 0o644);
    const second = await open(file);
    expect(second.data.origin).toBe('loaded');
    expect(modeOf(file)).toBe(0o600);
    expect(tables(second.db)).toBe(tables(first.db));
    second.data.store.close();
  });

  it('is held by one server at a time', async () => {
    const file = join(folder, 'held.db');
    await open(file);
    await expect(open(file)).rejects.toThrow(/is in use by another mock server/);
  });

  it('refuses an SQLite database of something else', async () => {
    const file = join(folder, 'other.db');
    const other = new DatabaseSync(file);
    other.exec('CREATE TABLE invoices (id INTEGER PRIMARY KEY)');
    other.close();
    const refusal = open(file);
    await expect(refusal).rejects.toBeInstanceOf(DataFileError);
    await expect(refusal).rejects.toThrow('is an SQLite database, but not a Spotless');
  });
});

describe('a write the disk refuses', () => {
  it('answers 503, leaves nothing in memory or in the file, and a retry succeeds once', async () => {
    const file = join(folder, 'full.db');
    const { db, data } = await open(file);
    const api = await startMockServer({ port: 0, db, secret: data.secret });
    const signIn = await fetch(`${api.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'master', password: PASSWORD }),
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${token}` };
    // A user with a 300 KB avatar: four tables (user, avatar, password link, e-mail), and pages
    // the capped file cannot give.
    const createUser = () => {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        firstName: 'Noor',
        lastName: 'Haddad',
        email: 'noor.haddad@sparkleshine.example',
        login: 'noor.haddad',
        role: 'CLEANER',
      })) {
        form.append(name, value);
      }
      const image = new Uint8Array(Buffer.concat([PNG, Buffer.alloc(300 * 1024, 7)]));
      form.append('file', new Blob([image], { type: 'image/png' }), 'avatar.png');
      return fetch(`${api.url}/users`, { method: 'POST', headers: auth, body: form });
    };
    const findNoor = async () =>
      (await (await fetch(`${api.url}/users?q=noor`, { headers: auth })).json()) as {
        id: string;
      }[];
    const counts = () => [db.users.count(), db.avatars.count(), db.mails.count()];
    const countsBefore = counts();

    data.store.capSize(true);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = await createUser();
    log.mockRestore();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({
      message: 'The change could not be saved. Please try again.',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(await findNoor()).toEqual([]);
    expect(counts()).toEqual(countsBefore);

    data.store.capSize(false);
    const retried = await createUser();
    expect(retried.status).toBe(201);
    const { id } = (await retried.json()) as { id: string };
    expect((await findNoor()).map((user) => user.id)).toEqual([id]);
    await api.close();
    data.store.close();

    // After a restart the file has the retry, once, and nothing of the refused attempt.
    const restarted = await open(file);
    expect(restarted.data.origin).toBe('loaded');
    const noors = restarted.db.users.all().filter((user) => user.login === 'noor.haddad');
    expect(noors.map((user) => user.id)).toEqual([id]);
    expect([
      restarted.db.users.count(),
      restarted.db.avatars.count(),
      restarted.db.mails.count(),
    ]).toEqual(countsBefore.map((count) => count + 1));
  });
});

describe('a data file written before address types', () => {
  it('loads with no address types and addresses without one; types made then are kept', async () => {
    const file = join(folder, 'before-address-types.db');
    const first = await open(file);
    first.data.store.close();
    // The file as it was: no addressTypes table, and no address with a type.
    const old = new DatabaseSync(file);
    old.exec('DROP TABLE "addressTypes"');
    old.exec(`UPDATE addresses SET data = json_set(data, '$.addressTypeId', json('null'))`);
    old.close();

    const loaded = await open(file);
    expect(loaded.data.origin).toBe('loaded');
    expect(loaded.db.addressTypes.count()).toBe(0);
    const { tables: before } = snapshotDb(first.db);
    expect(tables(loaded.db)).toBe(
      JSON.stringify({
        ...before,
        addressTypes: [],
        addresses: before.addresses.map((address) => ({ ...address, addressTypeId: null })),
      }),
    );

    const api = await startMockServer({ port: 0, db: loaded.db, secret: loaded.data.secret });
    const call = async (method: string, path: string, token?: string, body?: unknown) => {
      const response = await fetch(`${api.url}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const { access_token: token } = (
      await call('POST', '/auth/login', undefined, { login: 'master', password: PASSWORD })
    ).body as { access_token: string };
    expect((await call('GET', '/address-types', token)).body).toEqual([]);
    const jobs = (await call('GET', `/jobs?from=${TEST_TODAY}&to=${TEST_TODAY}`, token)).body as {
      address: { addressType: unknown };
    }[];
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.every((job) => job.address.addressType === null)).toBe(true);

    const created = await call('POST', '/address-types', token, { name: 'House' });
    expect(created.status).toBe(201);
    const { id: typeId } = created.body as { id: string };
    const clientId = loaded.db.clients.all()[0]!.id;
    const input = clientInputOf(loaded.db, clientId);
    const [address, ...others] = input.addresses;
    const typed = await call('PUT', `/clients/${clientId}`, token, {
      ...input,
      addresses: [{ ...address, addressTypeId: typeId }, ...others],
    });
    expect(typed.status).toBe(200);
    await api.close();
    loaded.data.store.close();

    const restarted = await open(file);
    expect(restarted.db.addressTypes.all().map((type) => type.name)).toEqual(['House']);
    expect(restarted.db.addresses.get(address!.id)?.addressTypeId).toBe(typeId);
    expect(tables(restarted.db)).toBe(tables(loaded.db));
  }, 30_000);
});

describe('the old JSON state file', () => {
  /** A state file as `--data` wrote it before SQLite, readable by all as it was then. */
  async function writeJsonState(file: string) {
    const db = await seed({ today: TEST_TODAY, now: TEST_NOW, passwordIterations: 1000 });
    db.state.settings = { accessKeyGeneration: 3 };
    const secret = randomBytes(32);
    const state = {
      format: 'spotless-mock-state/1',
      savedAt: new Date(TEST_NOW).toISOString(),
      secret: toBase64Url(secret),
      snapshot: snapshotDb(db),
    };
    writeFileSync(file, JSON.stringify(state), { mode: 0o644 });
    return { db, secret };
  }

  it('is migrated once, whole, and kept private as FILE.json-backup', async () => {
    const file = join(folder, 'old-state.json');
    const old = await writeJsonState(file);
    const text = readFileSync(file, 'utf8');

    const migrated = await open(file);
    expect(migrated.data.origin).toBe('migrated');
    expect(migrated.data.backup).toBe(`${file}.json-backup`);
    expect(readFileSync(`${file}.json-backup`, 'utf8')).toBe(text);
    expect(modeOf(`${file}.json-backup`)).toBe(0o600);
    expect(readFileSync(file).subarray(0, 15).toString()).toBe('SQLite format 3');
    expect(modeOf(file)).toBe(0o600);
    expect(tables(migrated.db)).toBe(tables(old.db));
    expect(migrated.data.secret).toEqual(old.secret);
    migrated.data.store.close();

    const loaded = await open(file);
    expect(loaded.data.origin).toBe('loaded');
    expect(tables(loaded.db)).toBe(tables(old.db));
    expect(loaded.db.state.settings.accessKeyGeneration).toBe(3);
    expect(loaded.data.secret).toEqual(old.secret);
  });

  it('is migrated again after a migration that stopped half-way', async () => {
    const file = join(folder, 'interrupted.json');
    const old = await writeJsonState(file);
    // A crash right after the backup link was made: the JSON under both names.
    linkSync(file, `${file}.json-backup`);
    const migrated = await open(file);
    expect(migrated.data.origin).toBe('migrated');
    expect(tables(migrated.db)).toBe(tables(old.db));
  });

  it('is not migrated over a backup that is another file', async () => {
    const file = join(folder, 'guarded.json');
    await writeJsonState(file);
    writeFileSync(`${file}.json-backup`, '{}');
    await expect(open(file)).rejects.toThrow(`${file}.json-backup already exists`);
  });
});
