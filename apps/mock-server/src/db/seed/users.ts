import { hashPassword } from '../../auth/password.ts';
import { toBase64Url } from '../../auth/encoding.ts';
import type { OrganizationRecord, Role, TeamRecord, UserRecord } from '../schema.ts';
import { asciiSlug, type SeedContext } from './context.ts';
import { firstNames, lastNames } from './data.ts';

/** The password of every seeded user (documented in the README; fictional accounts only). */
export const SEED_PASSWORD = 'Spotless123!';

interface PersonSpec {
  login?: string;
  firstName?: string;
  lastName?: string;
  role: Role;
  isActive?: boolean;
  isDriver?: boolean;
  /** Index into the organisation's teams. */
  team?: number;
}

export interface UserPlan {
  /** The e-mail domain. */
  domain: string;
  areaCode: string;
  people: PersonSpec[];
}

/**
 * The organisation's users, waiting in `context.pendingUsers` for their password hashes (see
 * `addPendingUsers`). Returns the ids of those who create jobs (MASTER and ADMIN).
 */
export function addUsers(
  context: SeedContext,
  organization: OrganizationRecord,
  today: string,
  teams: TeamRecord[],
  plan: UserPlan,
): string[] {
  const { random } = context;
  const zone = organization.timeZone;
  const creators: string[] = [];
  for (const person of plan.people) {
    const firstName = person.firstName ?? random.pick(firstNames);
    const lastName = person.lastName ?? random.pick(lastNames);
    const login = uniqueLogin(person.login ?? `${firstName}.${lastName}`, context.usedLogins);
    const isActive = person.isActive ?? true;
    const joinedDaysAgo = random.int(60, 400);
    const user: UserRecord = {
      id: random.uuid(),
      organizationId: organization.id,
      role: person.role,
      firstName,
      lastName,
      email: `${uniqueLogin(`${firstName}.${lastName}`, context.usedEmailNames)}@${plan.domain}`,
      phone: `(${plan.areaCode}) 555-01${String(random.int(10, 99))}`,
      login,
      avatarId: null,
      isDriver: person.isDriver ?? random.chance(0.4),
      isActive,
      defaultTeamId: person.team === undefined ? null : (teams[person.team]?.id ?? null),
      passwordHash: null,
      lastLoginAt: isActive
        ? context.at(today, -random.int(1, 6), context.randomTime(6, 19), zone)
        : context.at(today, -random.int(45, 90), context.randomTime(6, 19), zone),
      lastPasswordResetAt: random.chance(0.3)
        ? context.at(today, -random.int(20, 200), context.randomTime(7, 21), zone)
        : null,
      createdAt: context.at(today, -joinedDaysAgo, context.randomTime(8, 17), zone),
      updatedAt: context.at(today, -random.int(7, 29), context.randomTime(8, 17), zone),
    };
    if (person.role === 'MASTER' || person.role === 'ADMIN') creators.push(user.id);
    const salt = random.bytes(16);
    context.pendingUsers.push(
      seedPasswordHash(salt, context.passwordIterations).then((passwordHash) => ({
        ...user,
        passwordHash,
      })),
    );
  }
  return creators;
}

/** Inserts the users once their password hashes are ready, in the order they were drawn. */
export async function addPendingUsers(context: SeedContext): Promise<void> {
  for (const user of await Promise.all(context.pendingUsers)) await context.db.users.insert(user);
}

function uniqueLogin(wanted: string, used: Set<string>): string {
  const base = asciiSlug(wanted);
  let login = base;
  for (let n = 2; used.has(login); n++) login = `${base}${n}`;
  used.add(login);
  return login;
}

// Seeded users share one password; salts come from the seed, so the same seed yields the same
// hashes. Keeping the hashes by salt makes re-seeding (tests, resets) skip the deliberately slow
// derivation. Only hashes are kept, never the password.
const seedHashes = new Map<string, Promise<string>>();

function seedPasswordHash(salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<string> {
  const key = `${iterations}$${toBase64Url(salt)}`;
  let hash = seedHashes.get(key);
  if (!hash) {
    hash = hashPassword(SEED_PASSWORD, salt, iterations);
    seedHashes.set(key, hash);
  }
  return hash;
}
