// Public API of `@spotless/mock-server/db`: the tables, the deterministic seed and record types.
export { createDb, clearDb, normalizeEmail, normalizeLogin, type Db } from './db.ts';
export { seed, DEFAULT_SEED, SEED_PASSWORD, type SeedOptions } from './seed.ts';
export { plans, planCodes, type Plan, type PlanCode } from './plans.ts';
export { Table, UniqueConstraintError, type TableOptions, type KeyOf } from './table.ts';
export { addDays, todayIn, zonedDateTime, isCalendarDate } from './dates.ts';
export { createRandom, type Random } from './random.ts';
export {
  roles,
  type Role,
  type OrganizationRecord,
  type UserRecord,
  type RefreshTokenRecord,
} from './schema.ts';
