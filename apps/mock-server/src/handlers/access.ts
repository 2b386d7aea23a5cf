// The role rules of the contract (see the role table in openapi.yaml's description).
import type { Db } from '../db/db.ts';
import type { ClientRecord, JobRecord, Role, UserRecord } from '../db/schema.ts';
import { forbidden, notFound } from './errors.ts';

/** Throws 403 unless the caller has one of the roles. */
export function requireRole(user: UserRecord, ...allowed: Role[]): void {
  if (!allowed.includes(user.role)) throw forbidden();
}

/** A record of the caller's organisation, or 404 (another organisation's id answers the same). */
export function ownRecord<T extends { organizationId: string }>(
  user: UserRecord,
  record: T | undefined,
): T {
  if (!record || record.organizationId !== user.organizationId) throw notFound();
  return record;
}

/** A CLEANER sees the jobs of their team (their `defaultTeamId`), and nothing else. */
export const cleanerSeesJob = (user: UserRecord, job: JobRecord): boolean =>
  user.defaultTeamId !== null && job.teamId === user.defaultTeamId;

/** Ids of the clients a CLEANER may see: those with jobs of their team. */
export function cleanerClientIds(db: Db, user: UserRecord): Set<string> {
  const ids = new Set<string>();
  if (user.defaultTeamId === null) return ids;
  for (const job of db.jobs.list('teamId', user.defaultTeamId)) ids.add(job.clientId);
  return ids;
}

export function canSeeClient(db: Db, user: UserRecord, client: ClientRecord): boolean {
  if (user.role !== 'CLEANER') return true;
  if (user.defaultTeamId === null) return false;
  return db.jobs.list('clientId', client.id).some((job) => job.teamId === user.defaultTeamId);
}

/**
 * ADMIN may manage users but not MASTER users; only a MASTER may edit, delete, upload an avatar
 * for or send a reset link to a MASTER.
 */
export function requireUserManager(caller: UserRecord, target: UserRecord): void {
  requireRole(caller, 'MASTER', 'ADMIN');
  if (caller.role === 'ADMIN' && target.role === 'MASTER') throw forbidden();
}

/** The names of the fields whose values differ between two versions of a resource. */
export function changedFields<T extends object>(before: T, after: T): (keyof T)[] {
  return (Object.keys(after) as (keyof T)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}
