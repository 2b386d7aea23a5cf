// `--data FILE`: the state in an SQLite database (node:sqlite), loaded into the in-memory tables at
// start; each write's changes are committed to it in one transaction before the write is answered.
// Node only: the handlers and tables stay free of it, for Storybook in the browser.
import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { fromBase64Url, randomBytes, toBase64Url } from './auth/encoding.ts';
import {
  restoreDb,
  StorageError,
  tableNames,
  type Db,
  type DbChange,
  type DbSettings,
  type DbSnapshot,
  type DbStore,
  type TableName,
} from './db/db.ts';

/** What `meta.format` says in a file of this layout; another value is refused, never guessed at. */
export const STORE_FORMAT = 'spotless-mock-sqlite/1';
/** The JSON state file that `--data` wrote before SQLite: migrated once. */
const JSON_FORMAT = 'spotless-mock-state/1';
const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');
/** The file holds the signing secret and password hashes: only its owner may read it. */
const PRIVATE = 0o600;

/** A data file the server will not use; the message is one line, fit to print as is. */
export class DataFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataFileError';
  }
}

interface TableStatements {
  upsert: StatementSync;
  remove: StatementSync;
  clear: StatementSync;
}

/**
 * The SQLite side of the state: one table per resource (`id TEXT PRIMARY KEY, data TEXT`, the row
 * as JSON) and `meta` (format, signing secret, settings).
 *
 * - WAL with `synchronous=FULL`: a commit is flushed to disk (fsync of the WAL) before it returns,
 *   so an acknowledged write survives a crash of the process or of the machine. NORMAL would
 *   survive `kill -9` but could lose the last writes on a power cut; FULL costs about 0.3 ms a
 *   commit here, shared by the writes that commit together (see `DbState`).
 * - `locking_mode=EXCLUSIVE`: the server holds the file for as long as it runs, so a second server
 *   on the same file stops at start instead of the two overwriting each other's changes (and no
 *   `-shm` file is needed).
 * - Upserts (`ON CONFLICT(id) DO UPDATE`) keep a row's rowid, and rows load `ORDER BY rowid`, so
 *   the tables come back in their insertion order.
 */
export class SqliteStore implements DbStore {
  readonly file: string;
  readonly #database: DatabaseSync;
  readonly #db: Db;
  readonly #statements = new Map<TableName, TableStatements>();
  readonly #defaultMaxPages: number;
  #setMeta: StatementSync | undefined;

  private constructor(file: string, database: DatabaseSync, db: Db) {
    this.file = file;
    this.#database = database;
    this.#db = db;
    this.#defaultMaxPages = this.#pragma('max_page_count');
  }

  /** Opens (or creates) the database of `db`'s state; throws a DataFileError when it is not ours. */
  static open(file: string, db: Db): SqliteStore {
    let database: DatabaseSync;
    try {
      database = new DatabaseSync(file);
    } catch (error) {
      throw new DataFileError(`${file} cannot be opened: ${messageOf(error)}`);
    }
    try {
      database.exec('PRAGMA locking_mode = EXCLUSIVE');
      database.exec('PRAGMA journal_mode = WAL');
      database.exec('PRAGMA synchronous = FULL');
      // After a checkpoint the WAL shrinks back to this, instead of keeping the size of the
      // largest write ever made (a reset at scale 100 writes 70 MB).
      database.exec(`PRAGMA journal_size_limit = ${16 * 1024 * 1024}`);
    } catch (error) {
      database.close();
      if (/locked|busy/i.test(messageOf(error))) {
        throw new DataFileError(`${file} is in use by another mock server.`);
      }
      throw new DataFileError(`${file} is not a Spotless mock-server data file.`);
    }
    return new SqliteStore(file, database, db);
  }

  /**
   * The saved state, or undefined when the database is empty (a new file, or one whose first
   * transaction never committed). A database of something else is refused.
   */
  read(): { secret: Uint8Array<ArrayBuffer>; snapshot: DbSnapshot } | undefined {
    const tables = this.#database
      .prepare(`SELECT name FROM sqlite_schema WHERE type = 'table'`)
      .all()
      .map((row) => String(row.name));
    if (tables.length === 0) return undefined;
    const meta = tables.includes('meta')
      ? new Map(
          this.#database
            .prepare('SELECT key, value FROM meta')
            .all()
            .map((row) => [String(row.key), String(row.value)]),
        )
      : new Map<string, string>();
    const format = meta.get('format');
    if (format !== STORE_FORMAT) {
      throw new DataFileError(
        format?.startsWith('spotless-mock-')
          ? `${this.file} has the data format ${format}, which this version does not read (it reads ${STORE_FORMAT}).`
          : `${this.file} is an SQLite database, but not a Spotless mock-server data file.`,
      );
    }
    const secret = fromBase64Url(meta.get('secret') ?? '');
    if (!secret || secret.length < 16) {
      throw new DataFileError(`${this.file} has no valid token-signing secret.`);
    }
    this.#createTables();
    const snapshot = {
      settings: JSON.parse(meta.get('settings') ?? '{}') as DbSettings,
      tables: {},
    } as DbSnapshot;
    for (const name of tableNames(this.#db)) {
      const rows = this.#database
        .prepare(`SELECT data FROM "${name}" ORDER BY rowid`)
        .all()
        .map((row) => JSON.parse(String(row.data)) as unknown);
      (snapshot.tables as Record<TableName, unknown[]>)[name] = rows;
    }
    return { secret, snapshot };
  }

  /**
   * Writes the whole state, schema and secret in one transaction: a new file has everything or,
   * after a crash, nothing (and is seeded again at the next start).
   */
  saveAll(secret: Uint8Array): void {
    this.#transaction(() => {
      this.#createTables();
      const setMeta = this.#metaStatement();
      setMeta.run('format', STORE_FORMAT);
      setMeta.run('secret', toBase64Url(secret));
      setMeta.run('settings', JSON.stringify(this.#db.state.settings));
      for (const name of tableNames(this.#db)) this.#writeTable(name);
    });
    // Into the file itself at once: a copy of FILE alone is then the seed, not an empty database.
    this.#database.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  }

  /**
   * Saves the journal of a write, or of writes that commit together, in one transaction. Rows are
   * written as they are now (a row changed three times is written once), in the order they were
   * first touched, so inserts keep their order; a cleared table is written whole.
   */
  commit(changes: readonly DbChange[]): void {
    const touched = new Map<TableName, { cleared: boolean; ids: Map<string, boolean> }>();
    let settings = false;
    for (const change of changes) {
      if (change.table === null) {
        settings = true;
        continue;
      }
      let plan = touched.get(change.table);
      if (!plan) {
        plan = { cleared: false, ids: new Map() };
        touched.set(change.table, plan);
      }
      if (change.type === 'clear') {
        plan.cleared = true;
        plan.ids.clear();
        continue;
      }
      if (plan.cleared) continue;
      const id = change.type === 'update' ? change.after.id : change.row.id;
      if (change.type === 'insert' && plan.ids.has(id)) {
        // Deleted and inserted again: memory has it at the end now, so must the file.
        plan.ids.delete(id);
        plan.ids.set(id, true);
      } else if (!plan.ids.has(id)) {
        plan.ids.set(id, false);
      }
    }

    this.#transaction(() => {
      for (const [name, plan] of touched) {
        if (plan.cleared) {
          this.#writeTable(name);
          continue;
        }
        const table = this.#db[name] as { get(id: string): { id: string } | undefined };
        const sql = this.#tableStatements(name);
        for (const [id, recreated] of plan.ids) {
          const row = table.get(id);
          if (!row || recreated) sql.remove.run(id);
          if (row) sql.upsert.run(id, JSON.stringify(row));
        }
      }
      if (settings) this.#metaStatement().run('settings', JSON.stringify(this.#db.state.settings));
    });
  }

  /**
   * For tests: a real "disk full". Capped, the database may not grow past its current size, so
   * the next commit that needs a new page fails with SQLITE_FULL.
   */
  capSize(capped: boolean): void {
    const pages = capped ? this.#pragma('page_count') : this.#defaultMaxPages;
    this.#database.exec(`PRAGMA max_page_count = ${pages}`);
  }

  /** Checkpoints the WAL into the file and releases it. */
  close(): void {
    if (this.#database.isOpen) this.#database.close();
  }

  #pragma(name: string): number {
    const row = this.#database.prepare(`PRAGMA ${name}`).get();
    return Number(row?.[name]);
  }

  #transaction(work: () => void): void {
    try {
      this.#database.exec('BEGIN IMMEDIATE');
      work();
      this.#database.exec('COMMIT');
    } catch (error) {
      // SQLite rolls back by itself after some failures (a full disk); not after all of them.
      if (this.#database.isTransaction) {
        try {
          this.#database.exec('ROLLBACK');
        } catch {
          // The transaction is gone either way.
        }
      }
      throw new StorageError(error);
    }
  }

  #createTables(): void {
    this.#database.exec(
      'CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)',
    );
    for (const name of tableNames(this.#db)) {
      this.#database.exec(
        `CREATE TABLE IF NOT EXISTS "${name}" (id TEXT PRIMARY KEY, data TEXT NOT NULL)`,
      );
    }
  }

  #writeTable(name: TableName): void {
    const sql = this.#tableStatements(name);
    sql.clear.run();
    for (const row of this.#db[name].all()) sql.upsert.run(row.id, JSON.stringify(row));
  }

  #tableStatements(name: TableName): TableStatements {
    let statements = this.#statements.get(name);
    if (!statements) {
      statements = {
        upsert: this.#database.prepare(
          `INSERT INTO "${name}" (id, data) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data`,
        ),
        remove: this.#database.prepare(`DELETE FROM "${name}" WHERE id = ?`),
        clear: this.#database.prepare(`DELETE FROM "${name}"`),
      };
      this.#statements.set(name, statements);
    }
    return statements;
  }

  #metaStatement(): StatementSync {
    this.#setMeta ??= this.#database.prepare(
      'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
    );
    return this.#setMeta;
  }
}

export interface OpenedStore {
  store: SqliteStore;
  /** The token-signing secret kept in the file: tokens outlive a restart. */
  secret: Uint8Array<ArrayBuffer>;
  /** Loaded from the file, seeded into a new one, or migrated from the old JSON state file. */
  origin: 'loaded' | 'seeded' | 'migrated';
  /** After a migration: where the old JSON file now is. */
  backup?: string;
}

export interface OpenStoreOptions {
  /** Fills the empty `db` when the file is new (it is saved in one transaction afterwards). */
  seed: () => Promise<unknown>;
}

/**
 * Opens `--data FILE` into `db` (empty, not yet serving) and attaches the store to it, so that
 * every later write is saved. A new file is seeded; an old JSON state file is migrated once (kept
 * as `FILE.json-backup`); anything else is refused with a DataFileError.
 */
export async function openStore(
  file: string,
  db: Db,
  options: OpenStoreOptions,
): Promise<OpenedStore> {
  const kind = await inspect(file);
  if (kind.type === 'json') return migrate(file, db, kind.state);

  if (kind.type === 'new') {
    mkdirSync(dirname(file), { recursive: true });
    // Created private before SQLite opens it: SQLite gives its -wal file the same mode.
    closeSync(openSync(file, 'a', PRIVATE));
  }
  makePrivate(file);
  const store = SqliteStore.open(file, db);
  try {
    const saved = store.read();
    if (saved) {
      await restore(file, db, saved.snapshot);
      db.state.attachStore(store);
      return { store, secret: saved.secret, origin: 'loaded' };
    }
    await options.seed();
    const secret = randomBytes(32);
    store.saveAll(secret);
    db.state.attachStore(store);
    return { store, secret, origin: 'seeded' };
  } catch (error) {
    store.close();
    throw error;
  }
}

/** The old JSON state file, as `--data` wrote it before SQLite. */
interface JsonState {
  format: typeof JSON_FORMAT;
  secret?: string;
  snapshot?: DbSnapshot;
}

type FileKind = { type: 'new' } | { type: 'sqlite' } | { type: 'json'; state: JsonState };

async function inspect(file: string): Promise<FileKind> {
  let size: number;
  try {
    const stats = statSync(file);
    if (stats.isDirectory()) throw new DataFileError(`${file} is a folder, not a data file.`);
    size = stats.size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { type: 'new' };
    throw error;
  }
  if (size === 0) return { type: 'new' };

  const head = Buffer.alloc(SQLITE_HEADER.length);
  const descriptor = openSync(file, 'r');
  try {
    readSync(descriptor, head, 0, head.length, 0);
  } finally {
    closeSync(descriptor);
  }
  if (head.equals(SQLITE_HEADER)) return { type: 'sqlite' };
  if (head.toString('latin1').trimStart().startsWith('{')) {
    const state = parseJson(await readFile(file, 'utf8'));
    if (state?.format === JSON_FORMAT) return { type: 'json', state: state as JsonState };
  }
  throw new DataFileError(
    `${file} is not a Spotless mock-server data file (neither its SQLite database nor an old JSON state file).`,
  );
}

function parseJson(text: string): { format?: unknown } | undefined {
  try {
    return JSON.parse(text) as { format?: unknown };
  } catch {
    return undefined;
  }
}

/**
 * Turns the old JSON state file into the database, once. The database is built beside it and
 * renamed over it only when complete; the JSON stays, as `FILE.json-backup` (a hard link made
 * first, so that a crash at any point leaves the JSON under one of its names and the next start
 * simply migrates again).
 */
async function migrate(file: string, db: Db, state: JsonState): Promise<OpenedStore> {
  const secret = fromBase64Url(state.secret ?? '');
  if (!secret || secret.length < 16 || !state.snapshot?.tables) {
    throw new DataFileError(`${file} is a JSON state file without a valid secret or snapshot.`);
  }
  const backup = `${file}.json-backup`;
  if (existsSync(backup)) {
    if (!sameFile(file, backup)) {
      throw new DataFileError(
        `${backup} already exists: move it away so that ${file} can be migrated to SQLite.`,
      );
    }
    // Left by a migration that stopped half-way: the JSON is still the file itself.
    unlinkSync(backup);
  }

  await restore(file, db, state.snapshot);
  const building = `${file}.migrating`;
  for (const leftover of sqliteFiles(building)) rmSync(leftover, { force: true });
  closeSync(openSync(building, 'wx', PRIVATE));
  const draft = SqliteStore.open(building, db);
  try {
    draft.saveAll(secret);
  } finally {
    draft.close();
  }

  linkSync(file, backup);
  // The JSON holds the secret and password hashes too; old versions wrote it readable by all.
  chmodSync(backup, PRIVATE);
  renameSync(building, file);
  syncFolder(dirname(file));

  const store = SqliteStore.open(file, db);
  db.state.attachStore(store);
  return { store, secret, origin: 'migrated', backup };
}

/** Fills `db` from saved rows, each validated again; rows this version cannot read stop the start. */
async function restore(file: string, db: Db, snapshot: DbSnapshot): Promise<void> {
  try {
    await restoreDb(db, snapshot);
  } catch (error) {
    throw new DataFileError(
      `${file} has rows this version cannot read (${messageOf(error)}); it is left as it was.`,
    );
  }
}

function makePrivate(file: string): void {
  for (const path of sqliteFiles(file)) {
    if (existsSync(path) && (statSync(path).mode & 0o777) !== PRIVATE) chmodSync(path, PRIVATE);
  }
}

const sqliteFiles = (file: string) => [file, `${file}-wal`, `${file}-shm`, `${file}-journal`];

function sameFile(a: string, b: string): boolean {
  const [first, second] = [statSync(a), statSync(b)];
  return first.ino === second.ino && first.dev === second.dev;
}

/** Makes renames in the folder last through a crash. */
function syncFolder(folder: string): void {
  const descriptor = openSync(folder, 'r');
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
