// Public API of `@spotless/mock-server/db`: the tables, the deterministic seed and record types.
export {
  createDb,
  clearDb,
  snapshotDb,
  restoreDb,
  tableNames,
  normalizeEmail,
  normalizeLogin,
  DbState,
  StorageError,
  type Db,
  type DbChange,
  type DbSnapshot,
  type DbSettings,
  type DbStore,
  type TableName,
  type Tables,
} from './db.ts';
export {
  seed,
  activeTeamsAt,
  DEFAULT_SEED,
  SEED_PASSWORD,
  ORG_A_TIME_ZONE,
  ORG_B_TIME_ZONE,
  type SeedOptions,
} from './seed.ts';
export { seedOnce } from './seed-once.ts';
export { plans, planCodes, type Plan, type PlanCode } from './plans.ts';
export {
  Table,
  UniqueConstraintError,
  type TableChange,
  type TableOptions,
  type KeyOf,
} from './table.ts';
export { addDays, todayIn, zonedDateTime, toZonedIso, isCalendarDate, weekdayOf } from './dates.ts';
export { createRandom, type Random } from './random.ts';
export {
  roles,
  jobStatuses,
  type Role,
  type JobStatus,
  type OrganizationRecord,
  type UserRecord,
  type RefreshTokenRecord,
  type TeamRecord,
  type JobTypeRecord,
  type AddressTypeRecord,
  type ClientRecord,
  type AddressRecord,
  type JobRecord,
  type PasswordTokenRecord,
  type AvatarRecord,
  type CalendarFeedRecord,
  type EntryCodeRevealRecord,
  type MailRecord,
} from './schema.ts';
