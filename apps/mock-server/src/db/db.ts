import { Mutex } from './mutex.ts';
import {
  addressRecord,
  addressTypeRecord,
  avatarRecord,
  calendarFeedRecord,
  clientRecord,
  entryCodeRevealRecord,
  jobRecord,
  jobSeriesRecord,
  jobTypeRecord,
  mailRecord,
  organizationRecord,
  passwordTokenRecord,
  refreshTokenRecord,
  teamRecord,
  userRecord,
  type AddressRecord,
  type AddressTypeRecord,
  type AvatarRecord,
  type CalendarFeedRecord,
  type ClientRecord,
  type EntryCodeRevealRecord,
  type JobRecord,
  type JobSeriesRecord,
  type JobTypeRecord,
  type MailRecord,
  type OrganizationRecord,
  type PasswordTokenRecord,
  type RefreshTokenRecord,
  type TeamRecord,
  type UserRecord,
} from './schema.ts';
import { Table, type TableChange } from './table.ts';

/** Logins and e-mails are unique across Spotless, whatever their case. */
export const normalizeLogin = (login: string): string => login.trim().toLowerCase();
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
/** Team, job-type and address-type names are unique within an organisation, whatever their case. */
export const nameKey = (organizationId: string, name: string): string =>
  `${organizationId}|${name.trim().toLowerCase()}`;
/** Index keys of jobs by day: one organisation's or one team's jobs of one date. */
export const dayKey = (ownerId: string, date: string): string => `${ownerId}|${date}`;

/** Server-wide values kept with the data (and saved with it). */
export interface DbSettings {
  /** Bumped by "expire every access token": tokens signed with an older key answer TOKEN_EXPIRED. */
  accessKeyGeneration: number;
}

/** One change of a write, as the journal keeps it: a row of a table, or the settings. */
export type DbChange =
  | ({ table: TableName } & TableChange<{ id: string }>)
  | {
      table: null;
      type: 'settings';
      before: DbSettings;
      after: DbSettings;
      undo: () => void;
    };

/**
 * Where the changes go when the state lives on disk (`--data`): the SQLite store on Node, nothing
 * in a browser or in tests. `commit` is synchronous, so that nothing runs between a write and its
 * commit, and throws when the changes could not be saved.
 */
export interface DbStore {
  commit(changes: readonly DbChange[]): void;
}

/** A write that could not be saved: it was taken back whole, and may be tried again. */
export class StorageError extends Error {
  constructor(cause: unknown) {
    super('The change could not be saved.', { cause });
    this.name = 'StorageError';
  }
}

/** At most this many writes share one commit; their answers wait for it. */
const GROUP_LIMIT = 64;

/** After the I/O of the current turn of the event loop (Node), or as soon as possible. */
const later: (callback: () => void) => void =
  typeof setImmediate === 'function' ? setImmediate : (callback) => setTimeout(callback, 0);

interface PendingWrite {
  journal: DbChange[];
  saved: () => void;
  failed: (error: StorageError) => void;
}

/**
 * What the tables share: a version that every change bumps (cached answers are kept while it
 * stays), the write lock, the settings, and the journal of the write under way.
 *
 * Every change runs inside `write`. The tables report each change to the journal; once the task
 * ends, the journal goes to the store in one transaction, and `write` resolves only after that
 * commit: what a request acknowledges is saved. A task that throws, or whose changes cannot be
 * saved, is taken back from the journal (last change first): memory never keeps half of a write,
 * nor a write the disk does not have.
 *
 * Group commit, as databases do: the commit runs at the end of the current turn of the event loop,
 * as a task of the write lock, so the writes of every request handled in that turn share one
 * transaction and one flush to disk. A write is never split across transactions, and nothing else
 * runs between the writes of a group and their commit. If the group cannot be saved, every write in
 * it is taken back and fails, so each can be retried.
 */
export class DbState {
  version = 0;
  readonly lock = new Mutex();
  #settings: DbSettings = { accessKeyGeneration: 0 };
  #journal: DbChange[] | null = null;
  #store: DbStore | null = null;
  /** Finished writes whose changes are in memory, waiting for their commit. */
  #group: PendingWrite[] = [];

  get settings(): DbSettings {
    return this.#settings;
  }

  /** Replace the settings whole (inside `write`): the change is journaled and saved like a row. */
  set settings(next: DbSettings) {
    const before = this.#settings;
    this.#settings = next;
    this.record({
      table: null,
      type: 'settings',
      before,
      after: next,
      undo: () => void (this.#settings = before),
    });
  }

  /** Saves every later write to `store` (or to nothing again with null). */
  attachStore(store: DbStore | null): void {
    this.#store = store;
  }

  /** Runs a change alone: checks and writes inside cannot interleave with another change. */
  write<T>(task: () => T | Promise<T>): Promise<T> {
    let saved: Promise<void> | undefined;
    const ran = this.lock.run(async () => {
      const journal: DbChange[] = [];
      this.#journal = journal;
      try {
        const result = await task();
        this.#journal = null;
        if (this.#store && journal.length > 0) saved = this.#join(journal);
        return result;
      } catch (error) {
        this.#journal = null;
        this.#undo(journal);
        throw error;
      }
    });
    return ran.then(async (result) => {
      await saved;
      return result;
    });
  }

  /** Called by the tables for each change. */
  record(change: DbChange): void {
    this.version++;
    if (this.#journal) {
      this.#journal.push(change);
    } else if (this.#store) {
      // It would never reach the disk, and could interleave with a write's checks.
      change.undo();
      throw new Error('A change outside db.state.write is not saved: make it inside a write.');
    }
  }

  bump(): void {
    this.version++;
  }

  /** Inside the lock, right after the write's task. */
  #join(journal: DbChange[]): Promise<void> {
    const saved = new Promise<void>((saved, failed) =>
      this.#group.push({ journal, saved, failed }),
    );
    if (this.#group.length >= GROUP_LIMIT) this.#commit();
    else if (this.#group.length === 1) later(() => void this.lock.run(() => this.#commit()));
    return saved;
  }

  /** Inside the lock, between writes: memory holds exactly the writes of the group. */
  #commit(): void {
    if (this.#group.length === 0) return;
    const group = this.#group;
    this.#group = [];
    const changes = group.flatMap((write) => write.journal);
    try {
      this.#store?.commit(changes);
    } catch (error) {
      this.#undo(changes);
      const failure = error instanceof StorageError ? error : new StorageError(error);
      for (const write of group) write.failed(failure);
      return;
    }
    for (const write of group) write.saved();
  }

  /**
   * Takes the changes back, last first. After a table's clear, its later changes are skipped:
   * undoing the clear puts back the table as it was before it, which they never touched.
   */
  #undo(changes: DbChange[]): void {
    if (changes.length === 0) return;
    const firstClear = new Map<TableName, number>();
    changes.forEach((change, index) => {
      if (change.type === 'clear' && !firstClear.has(change.table)) {
        firstClear.set(change.table, index);
      }
    });
    for (let index = changes.length - 1; index >= 0; index--) {
      const change = changes[index]!;
      const cleared = change.table === null ? undefined : firstClear.get(change.table);
      if (cleared !== undefined && index > cleared) continue;
      change.undo();
    }
    // Answers cached while the change was in memory must not outlive it.
    this.version++;
  }
}

export function createTables(record: (change: DbChange) => void) {
  // Each table reports its changes under its own name.
  const onChange =
    (table: string) =>
    (change: TableChange<{ id: string }>): void =>
      record({ table: table as TableName, ...change });
  return {
    organizations: new Table<OrganizationRecord>(organizationRecord, {
      onChange: onChange('organizations'),
    }),
    users: new Table<UserRecord, 'organizationId' | 'defaultTeamId', 'login' | 'email'>(
      userRecord,
      {
        onChange: onChange('users'),
        indexes: {
          organizationId: (user) => user.organizationId,
          defaultTeamId: (user) => user.defaultTeamId,
        },
        unique: {
          login: (user) => normalizeLogin(user.login),
          email: (user) => normalizeEmail(user.email),
        },
      },
    ),
    refreshTokens: new Table<RefreshTokenRecord, 'familyId' | 'userId', 'tokenHash'>(
      refreshTokenRecord,
      {
        onChange: onChange('refreshTokens'),
        indexes: { familyId: (token) => token.familyId, userId: (token) => token.userId },
        unique: { tokenHash: (token) => token.tokenHash },
      },
    ),
    teams: new Table<TeamRecord, 'organizationId', 'name'>(teamRecord, {
      onChange: onChange('teams'),
      indexes: { organizationId: (team) => team.organizationId },
      unique: { name: (team) => nameKey(team.organizationId, team.name) },
    }),
    jobTypes: new Table<JobTypeRecord, 'organizationId', 'name'>(jobTypeRecord, {
      onChange: onChange('jobTypes'),
      indexes: { organizationId: (jobType) => jobType.organizationId },
      unique: { name: (jobType) => nameKey(jobType.organizationId, jobType.name) },
    }),
    addressTypes: new Table<AddressTypeRecord, 'organizationId', 'name'>(addressTypeRecord, {
      onChange: onChange('addressTypes'),
      indexes: { organizationId: (addressType) => addressType.organizationId },
      unique: { name: (addressType) => nameKey(addressType.organizationId, addressType.name) },
    }),
    clients: new Table<ClientRecord, 'organizationId'>(clientRecord, {
      onChange: onChange('clients'),
      indexes: { organizationId: (client) => client.organizationId },
    }),
    addresses: new Table<AddressRecord, 'clientId' | 'addressTypeId'>(addressRecord, {
      onChange: onChange('addresses'),
      indexes: {
        clientId: (address) => address.clientId,
        addressTypeId: (address) => address.addressTypeId,
      },
    }),
    jobs: new Table<
      JobRecord,
      | 'organizationId'
      | 'teamId'
      | 'clientId'
      | 'addressId'
      | 'jobTypeId'
      | 'createdById'
      | 'organizationDay'
      | 'teamDay'
      | 'seriesId'
    >(jobRecord, {
      onChange: onChange('jobs'),
      indexes: {
        organizationId: (job) => job.organizationId,
        teamId: (job) => job.teamId,
        clientId: (job) => job.clientId,
        addressId: (job) => job.addressId,
        jobTypeId: (job) => job.jobTypeId,
        createdById: (job) => job.createdById,
        // The calendar asks for date ranges, of the organisation or of one team.
        organizationDay: (job) => dayKey(job.organizationId, job.date),
        teamDay: (job) => dayKey(job.teamId, job.date),
        seriesId: (job) => job.seriesId,
      },
    }),
    jobSeries: new Table<
      JobSeriesRecord,
      'organizationId' | 'clientId' | 'teamId' | 'addressId' | 'jobTypeId'
    >(jobSeriesRecord, {
      onChange: onChange('jobSeries'),
      indexes: {
        organizationId: (series) => series.organizationId,
        clientId: (series) => series.clientId,
        teamId: (series) => series.teamId,
        addressId: (series) => series.addressId,
        jobTypeId: (series) => series.jobTypeId,
      },
    }),
    passwordTokens: new Table<PasswordTokenRecord, 'userId', 'tokenHash'>(passwordTokenRecord, {
      onChange: onChange('passwordTokens'),
      indexes: { userId: (token) => token.userId },
      unique: { tokenHash: (token) => token.tokenHash },
    }),
    avatars: new Table<AvatarRecord, 'userId'>(avatarRecord, {
      onChange: onChange('avatars'),
      indexes: { userId: (avatar) => avatar.userId },
    }),
    mails: new Table<MailRecord>(mailRecord, { onChange: onChange('mails') }),
    calendarFeeds: new Table<CalendarFeedRecord, 'userId', 'tokenHash'>(calendarFeedRecord, {
      onChange: onChange('calendarFeeds'),
      indexes: { userId: (feed) => feed.userId },
      unique: { tokenHash: (feed) => feed.tokenHash },
    }),
    entryCodeReveals: new Table<EntryCodeRevealRecord, 'clientId'>(entryCodeRevealRecord, {
      onChange: onChange('entryCodeReveals'),
      indexes: { clientId: (reveal) => reveal.clientId },
    }),
  };
}

export type Tables = ReturnType<typeof createTables>;
export type TableName = keyof Tables;

/** The mock server's whole state: one table per resource, plus the shared `state`. */
export type Db = Tables & { readonly state: DbState };

export function createDb(): Db {
  const state = new DbState();
  return Object.assign(
    createTables((change) => state.record(change)),
    { state },
  );
}

export function tableNames(db: Db): TableName[] {
  return (Object.keys(db) as (TableName | 'state')[]).filter(
    (name): name is TableName => name !== 'state',
  );
}

/** Empties every table (before seeding again). Settings stay. */
export function clearDb(db: Db): void {
  for (const name of tableNames(db)) db[name].clear();
}

/** The whole state as plain JSON data, in insertion order. */
export interface DbSnapshot {
  settings: DbSettings;
  tables: { [Name in TableName]: ReturnType<Tables[Name]['all']> };
}

export function snapshotDb(db: Db): DbSnapshot {
  const tables = {} as Record<TableName, readonly unknown[]>;
  for (const name of tableNames(db)) tables[name] = db[name].all();
  return { settings: { ...db.state.settings }, tables: tables as DbSnapshot['tables'] };
}

/**
 * Replaces the state with a snapshot, as one write (with a store, one transaction); every row is
 * validated again on the way in.
 */
export async function restoreDb(db: Db, snapshot: DbSnapshot): Promise<void> {
  await db.state.write(async () => {
    clearDb(db);
    db.state.settings = { ...db.state.settings, ...snapshot.settings };
    for (const name of tableNames(db)) {
      const table = db[name] as unknown as Table<{ id: string }>;
      for (const row of snapshot.tables[name] ?? []) await table.insert(row as { id: string });
    }
  });
}
