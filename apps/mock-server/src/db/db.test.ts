import { beforeEach, describe, expect, it } from 'vitest';
import { createTestDb } from '../node.ts';
import { snapshotDb, StorageError, type Db, type DbChange, type DbStore } from './db.ts';
import { seed } from './seed.ts';

/** A store that keeps what it is given, or refuses it like a full disk. */
class MemoryStore implements DbStore {
  commits: DbChange[][] = [];
  full = false;

  commit(changes: readonly DbChange[]): void {
    if (this.full) throw new Error('database or disk is full');
    this.commits.push([...changes]);
  }
}

const everything = (db: Db) =>
  JSON.stringify({
    ...snapshotDb(db),
    blueTeamUsers: db.users.list('organizationId', db.organizations.all()[0]!.id).map((u) => u.id),
    masterLogin: db.users.findUnique('login', 'master')?.id,
  });

const mail = (to: string) => ({
  id: crypto.randomUUID(),
  to,
  subject: 'Hello',
  text: 'Hello',
  link: 'http://127.0.0.1:5173/',
  kind: 'password-reset' as const,
  createdAt: '2026-03-16T14:00:00.000Z',
});

let db: Db;
let store: MemoryStore;

beforeEach(async () => {
  db = await createTestDb();
  store = new MemoryStore();
  db.state.attachStore(store);
});

describe('DbState.write', () => {
  it('hands the store one journal per write, and nothing for a write that changes nothing', async () => {
    await db.state.write(async () => {
      await db.mails.insert(mail('a@example.com'));
      await db.users.update(db.users.findUnique('login', 'admin')!.id, (user) => {
        user.phone = '(617) 555-0199';
      });
    });
    await db.state.write(() => db.users.findUnique('login', 'admin'));

    expect(store.commits).toHaveLength(1);
    expect(store.commits[0]!.map((change) => [change.table, change.type])).toEqual([
      ['mails', 'insert'],
      ['users', 'update'],
    ]);
  });

  it('takes back a task that throws half-way', async () => {
    const before = everything(db);
    const master = db.users.findUnique('login', 'master')!;
    await expect(
      db.state.write(async () => {
        await db.mails.insert(mail('b@example.com'));
        await db.users.update(master.id, (user) => {
          user.login = 'boss';
        });
        db.users.delete(db.users.findUnique('login', 'cleaner')!.id);
        db.state.settings = { accessKeyGeneration: 7 };
        throw new Error('a rule failed after the first writes');
      }),
    ).rejects.toThrow('a rule failed');

    expect(everything(db)).toBe(before);
    expect(db.state.settings.accessKeyGeneration).toBe(0);
    expect(store.commits).toEqual([]);
  });

  it('takes back a write the store refuses, and says so with a StorageError', async () => {
    const before = everything(db);
    const versionBefore = db.state.version;
    store.full = true;

    const failed = db.state.write(async () => {
      await db.mails.insert(mail('c@example.com'));
      db.jobs.delete(db.jobs.all()[5]!.id);
    });
    await expect(failed).rejects.toBeInstanceOf(StorageError);
    expect(everything(db)).toBe(before);
    // Cached answers built while the change was in memory are not served again.
    expect(db.state.version).toBeGreaterThan(versionBefore);

    // The lock is free and the next write goes through once there is room.
    store.full = false;
    await db.state.write(() => db.mails.insert(mail('c@example.com')));
    expect(db.mails.all().filter((m) => m.to === 'c@example.com')).toHaveLength(1);
  });

  it('takes back a whole reseed (every table cleared and filled) that cannot be saved', async () => {
    const before = everything(db);
    store.full = true;
    await expect(
      seed({ db, seed: 2, today: '2026-03-16', passwordIterations: 1000 }),
    ).rejects.toBeInstanceOf(StorageError);
    expect(everything(db)).toBe(before);
  });

  it('commits writes that queued behind each other together, and fails them together', async () => {
    const writes = ['d', 'e', 'f'].map((name) =>
      db.state.write(() => db.mails.insert(mail(`${name}@example.com`))),
    );
    await Promise.all(writes);
    expect(store.commits.map((changes) => changes.length)).toEqual([3]);

    const before = everything(db);
    store.full = true;
    const failing = ['g', 'h'].map((name) =>
      db.state.write(() => db.mails.insert(mail(`${name}@example.com`))),
    );
    for (const write of failing) await expect(write).rejects.toBeInstanceOf(StorageError);
    expect(everything(db)).toBe(before);
  });

  it('refuses a change outside a write once a store is attached', async () => {
    const before = everything(db);
    await expect(db.mails.insert(mail('i@example.com'))).rejects.toThrow(
      'A change outside db.state.write is not saved',
    );
    expect(everything(db)).toBe(before);
  });
});
