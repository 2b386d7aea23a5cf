import { hashPassword } from '../auth/password.ts';
import { toBase64Url } from '../auth/encoding.ts';
import { addDays, todayIn, zonedDateTime } from './dates.ts';
import { clearDb, createDb, type Db } from './db.ts';
import { createRandom } from './random.ts';
import type { OrganizationRecord, Role, UserRecord } from './schema.ts';

/** The password of every seeded user (documented in the README; fictional accounts only). */
export const SEED_PASSWORD = 'Spotless123!';
export const DEFAULT_SEED = 1;

export interface SeedOptions {
  /** The same value always gives the same data; another value gives other data. */
  seed?: number;
  /** Today in organisation A's time zone (`YYYY-MM-DD`); dates are relative to it. */
  today?: string;
  /** Seeds this database (emptied first) instead of a new one. */
  db?: Db;
}

const ORG_A_TIME_ZONE = 'America/New_York';
const ORG_B_TIME_ZONE = 'America/Chicago';

// Fictional people for the users beyond the documented sign-ins.
const firstNames = `Aisha Tomás Grace Kevin Lena Omar Sofia Daniel Hannah Jamal
  Ana Luis Mei Carlos Nadia Ethan Fatima Jorge Chloe Samuel`.split(/\s+/);
const lastNames = `Johnson Rivera O'Neill Walsh Nguyen Haddad Costa Brooks Patel
  Okafor Silva Moreno Chen Ramos Ibrahim Foster Castillo Turner`.split(/\s+/);

interface PersonSpec {
  login?: string;
  firstName?: string;
  lastName?: string;
  role: Role;
  isActive?: boolean;
  isDriver?: boolean;
}

/**
 * Fills a database with two organisations and their users, deterministically: ids, names and
 * times come from a seeded generator and from `today`, never from Math.random or the clock.
 */
export async function seed(options: SeedOptions = {}): Promise<Db> {
  const random = createRandom(options.seed ?? DEFAULT_SEED);
  const today = options.today ?? todayIn(ORG_A_TIME_ZONE);
  const db = options.db ?? createDb();
  clearDb(db);

  const usedLogins = new Set<string>();
  const usedEmailNames = new Set<string>();
  const passwordJobs: Promise<void>[] = [];

  const at = (daysFromToday: number, time: string, timeZone: string) =>
    zonedDateTime(addDays(today, daysFromToday), time, timeZone);
  const randomTime = (fromHour: number, toHour: number) =>
    `${String(random.int(fromHour, toHour)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;

  const addOrganization = async (
    values: Omit<OrganizationRecord, 'id' | 'createdAt' | 'updatedAt'>,
    ageInDays: number,
  ) => {
    const createdAt = at(-ageInDays, '09:12:00', values.timeZone);
    return db.organizations.insert({
      id: random.uuid(),
      ...values,
      createdAt,
      updatedAt: at(-random.int(1, 30), randomTime(8, 18), values.timeZone),
    });
  };

  const addUsers = async (
    organization: OrganizationRecord,
    domain: string,
    areaCode: string,
    people: PersonSpec[],
  ) => {
    const users: UserRecord[] = [];
    for (const person of people) {
      const firstName = person.firstName ?? random.pick(firstNames);
      const lastName = person.lastName ?? random.pick(lastNames);
      const login = uniqueLogin(person.login ?? `${firstName}.${lastName}`, usedLogins);
      const isActive = person.isActive ?? true;
      const orgAgeInDays = Math.round(
        (Date.parse(at(0, '12:00:00', organization.timeZone)) -
          Date.parse(organization.createdAt)) /
          86_400_000,
      );
      const joinedDaysAgo = random.int(30, Math.max(31, orgAgeInDays - 1));
      const user: UserRecord = {
        id: random.uuid(),
        organizationId: organization.id,
        role: person.role,
        firstName,
        lastName,
        email: `${uniqueLogin(`${firstName}.${lastName}`, usedEmailNames)}@${domain}`,
        phone: `(${areaCode}) 555-01${String(random.int(10, 99))}`,
        login,
        photoUrl: null,
        isDriver: person.isDriver ?? random.chance(0.4),
        isActive,
        defaultTeamId: null,
        passwordHash: null,
        lastLoginAt: isActive
          ? at(-random.int(1, 6), randomTime(6, 19), organization.timeZone)
          : at(-random.int(45, 90), randomTime(6, 19), organization.timeZone),
        lastPasswordResetAt: random.chance(0.3)
          ? at(-random.int(20, 200), randomTime(7, 21), organization.timeZone)
          : null,
        createdAt: at(-joinedDaysAgo, randomTime(8, 17), organization.timeZone),
        updatedAt: at(-random.int(7, 29), randomTime(8, 17), organization.timeZone),
      };
      const salt = random.bytes(16);
      passwordJobs.push(
        seedPasswordHash(salt).then((passwordHash) => {
          user.passwordHash = passwordHash;
        }),
      );
      users.push(user);
    }
    return users;
  };

  const sparkle = await addOrganization(
    {
      name: 'Sparkle & Shine Cleaning',
      logoUrl: null,
      email: 'office@sparkleshine.example',
      phone: '(617) 555-0100',
      address: '250 Harbor Street, Suite 4',
      city: 'Boston',
      state: 'MA',
      zipCode: '02110',
      country: 'United States',
      timeZone: ORG_A_TIME_ZONE,
      planCode: 'STARTER',
    },
    430,
  );
  const sparkleUsers = await addUsers(sparkle, 'sparkleshine.example', '617', [
    { login: 'master', firstName: 'Rachel', lastName: 'Kim', role: 'MASTER', isDriver: false },
    { login: 'admin', firstName: 'Maria', lastName: 'Lopez', role: 'ADMIN', isDriver: false },
    { login: 'cleaner', firstName: 'Marcus', lastName: 'Delgado', role: 'CLEANER', isDriver: true },
    { login: 'billing', firstName: 'Priya', lastName: 'Shah', role: 'BILLING', isDriver: false },
    { role: 'CLEANER' },
    { role: 'CLEANER' },
    { role: 'CLEANER' },
    { role: 'CLEANER', isActive: false },
  ]);

  const freshStart = await addOrganization(
    {
      name: 'Fresh Start Maids',
      logoUrl: null,
      email: 'hello@freshstartmaids.example',
      phone: '(512) 555-0142',
      address: '1800 Riverside Drive',
      city: 'Austin',
      state: 'TX',
      zipCode: '78741',
      country: 'United States',
      timeZone: ORG_B_TIME_ZONE,
      planCode: 'PRO',
    },
    200,
  );
  const freshUsers = await addUsers(freshStart, 'freshstartmaids.example', '512', [
    {
      login: 'fresh.master',
      firstName: 'Evelyn',
      lastName: 'Carter',
      role: 'MASTER',
      isDriver: false,
    },
    { role: 'CLEANER' },
    { role: 'CLEANER' },
  ]);

  await Promise.all(passwordJobs);
  for (const user of [...sparkleUsers, ...freshUsers]) await db.users.insert(user);
  return db;
}

/** `Tomás O'Neill` → `tomas.oneill`: logins allow letters, digits, dots, underscores, hyphens. */
function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9.]/g, '');
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

function seedPasswordHash(salt: Uint8Array<ArrayBuffer>): Promise<string> {
  const key = toBase64Url(salt);
  let hash = seedHashes.get(key);
  if (!hash) {
    hash = hashPassword(SEED_PASSWORD, salt);
    seedHashes.set(key, hash);
  }
  return hash;
}
