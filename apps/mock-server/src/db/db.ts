import { Mutex } from './mutex.ts';
import {
  addressRecord,
  avatarRecord,
  clientRecord,
  jobRecord,
  jobTypeRecord,
  mailRecord,
  organizationRecord,
  passwordTokenRecord,
  refreshTokenRecord,
  teamRecord,
  userRecord,
  type AddressRecord,
  type AvatarRecord,
  type ClientRecord,
  type JobRecord,
  type JobTypeRecord,
  type MailRecord,
  type OrganizationRecord,
  type PasswordTokenRecord,
  type RefreshTokenRecord,
  type TeamRecord,
  type UserRecord,
} from './schema.ts';
import { Table } from './table.ts';

/** Logins and e-mails are unique across Spotless, whatever their case. */
export const normalizeLogin = (login: string): string => login.trim().toLowerCase();
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
/** Team and job-type names are unique within an organisation, whatever their case. */
export const nameKey = (organizationId: string, name: string): string =>
  `${organizationId}|${name.trim().toLowerCase()}`;
/** Index keys of jobs by day: one organisation's or one team's jobs of one date. */
export const dayKey = (ownerId: string, date: string): string => `${ownerId}|${date}`;

/** Server-wide values kept with the data (and saved with it). */
export interface DbSettings {
  /** Bumped by "expire every access token": tokens signed with an older key answer TOKEN_EXPIRED. */
  accessKeyGeneration: number;
}

/**
 * What the tables share: a version that every write bumps (persistence saves when it moves), the
 * write lock, and the settings.
 */
export class DbState {
  version = 0;
  readonly lock = new Mutex();
  settings: DbSettings = { accessKeyGeneration: 0 };

  /** Runs a change alone: checks and writes inside cannot interleave with another change. */
  write<T>(task: () => T | Promise<T>): Promise<T> {
    return this.lock.run(task);
  }

  bump(): void {
    this.version++;
  }
}

export function createTables(onChange: () => void) {
  return {
    organizations: new Table<OrganizationRecord>(organizationRecord, { onChange }),
    users: new Table<UserRecord, 'organizationId' | 'defaultTeamId', 'login' | 'email'>(
      userRecord,
      {
        onChange,
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
        onChange,
        indexes: { familyId: (token) => token.familyId, userId: (token) => token.userId },
        unique: { tokenHash: (token) => token.tokenHash },
      },
    ),
    teams: new Table<TeamRecord, 'organizationId', 'name'>(teamRecord, {
      onChange,
      indexes: { organizationId: (team) => team.organizationId },
      unique: { name: (team) => nameKey(team.organizationId, team.name) },
    }),
    jobTypes: new Table<JobTypeRecord, 'organizationId', 'name'>(jobTypeRecord, {
      onChange,
      indexes: { organizationId: (jobType) => jobType.organizationId },
      unique: { name: (jobType) => nameKey(jobType.organizationId, jobType.name) },
    }),
    clients: new Table<ClientRecord, 'organizationId'>(clientRecord, {
      onChange,
      indexes: { organizationId: (client) => client.organizationId },
    }),
    addresses: new Table<AddressRecord, 'clientId'>(addressRecord, {
      onChange,
      indexes: { clientId: (address) => address.clientId },
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
    >(jobRecord, {
      onChange,
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
      },
    }),
    passwordTokens: new Table<PasswordTokenRecord, 'userId', 'tokenHash'>(passwordTokenRecord, {
      onChange,
      indexes: { userId: (token) => token.userId },
      unique: { tokenHash: (token) => token.tokenHash },
    }),
    avatars: new Table<AvatarRecord, 'userId'>(avatarRecord, {
      onChange,
      indexes: { userId: (avatar) => avatar.userId },
    }),
    mails: new Table<MailRecord>(mailRecord, { onChange }),
  };
}

export type Tables = ReturnType<typeof createTables>;
export type TableName = keyof Tables;

/** The mock server's whole state: one table per resource, plus the shared `state`. */
export type Db = Tables & { readonly state: DbState };

export function createDb(): Db {
  const state = new DbState();
  return Object.assign(
    createTables(() => state.bump()),
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

/** The whole state as plain JSON data, in insertion order (what `--data` saves). */
export interface DbSnapshot {
  settings: DbSettings;
  tables: { [Name in TableName]: ReturnType<Tables[Name]['all']> };
}

export function snapshotDb(db: Db): DbSnapshot {
  const tables = {} as Record<TableName, readonly unknown[]>;
  for (const name of tableNames(db)) tables[name] = db[name].all();
  return { settings: { ...db.state.settings }, tables: tables as DbSnapshot['tables'] };
}

/** Replaces the state with a snapshot; every row is validated again on the way in. */
export async function restoreDb(db: Db, snapshot: DbSnapshot): Promise<void> {
  clearDb(db);
  db.state.settings = { ...db.state.settings, ...snapshot.settings };
  for (const name of tableNames(db)) {
    const table = db[name] as unknown as Table<{ id: string }>;
    for (const row of snapshot.tables[name] ?? []) await table.insert(row as { id: string });
  }
}
