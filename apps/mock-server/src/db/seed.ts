import { hashPassword, PASSWORD_ITERATIONS } from '../auth/password.ts';
import { toBase64Url } from '../auth/encoding.ts';
import { addDays, instantAt, todayIn, toZonedIso, weekdayOf, zonedDateTime } from './dates.ts';
import { clearDb, createDb, type Db } from './db.ts';
import { plans } from './plans.ts';
import { createRandom, type Random } from './random.ts';
import type {
  AddressRecord,
  ClientRecord,
  JobRecord,
  JobStatus,
  JobTypeRecord,
  OrganizationRecord,
  Role,
  TeamRecord,
  UserRecord,
} from './schema.ts';
import {
  addressNotes,
  austinPlaces,
  bostonPlaces,
  cancelReasons,
  capeCodPlaces,
  chargeByWeights,
  clientNotes,
  complements,
  entryCodes,
  entryMethodWeights,
  firstNames,
  frequencyWeights,
  holidayReferences,
  jobNotes,
  jobTypeSpecs,
  lastNames,
  paymentMethodWeights,
  paymentNotes,
  secondaryReferences,
  sources,
  streetNames,
  streetSuffixes,
  teamPalette,
  type Place,
} from './seed-data.ts';

/** The password of every seeded user (documented in the README; fictional accounts only). */
export const SEED_PASSWORD = 'Spotless123!';
export const DEFAULT_SEED = 1;

export interface SeedOptions {
  /** The same value always gives the same data; another value gives other data. */
  seed?: number;
  /** Today in organisation A's time zone (`YYYY-MM-DD`); dates are relative to it. */
  today?: string;
  /**
   * The current instant (epoch ms): today's jobs are completed, in progress or still to come
   * depending on it. Noon of `today` in New York when only `today` is given, else the clock.
   */
  now?: number;
  /**
   * Multiplies organisation A's clients and jobs (100: 12,000 clients, about 60,000 jobs). Teams
   * grow with it so that a team still does 3 to 8 jobs a day; beyond 6 teams the organisation is
   * on the Business plan.
   */
  scale?: number;
  /** Seeds this database (emptied first) instead of a new one. */
  db?: Db;
  /**
   * PBKDF2 iterations of the seeded password hashes; the production count by default. Test
   * suites lower it: they sign in hundreds of times, and each sign-in derives the key once.
   */
  passwordIterations?: number;
}

export const ORG_A_TIME_ZONE = 'America/New_York';
export const ORG_B_TIME_ZONE = 'America/Chicago';

/** Jobs span from 60 days ago to 90 days ahead. */
const FIRST_JOB_DAY = -60;
const LAST_JOB_DAY = 90;

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

/** Active teams of organisation A at a scale: 4, or about one per 600 jobs (at most 99). */
export function activeTeamsAt(scale: number): number {
  return scale <= 1 ? 4 : Math.min(99, Math.max(4, Math.ceil(scale)));
}

/**
 * Fills a database with two organisations: their users, teams, job types, clients with addresses
 * and jobs. Deterministic: ids, names and times come from a seeded generator and from `today` /
 * `now`, never from Math.random; the draws never depend on the time of day, so only today's job
 * statuses move with `now`.
 */
export async function seed(options: SeedOptions = {}): Promise<Db> {
  const random = createRandom(options.seed ?? DEFAULT_SEED);
  const now =
    options.now ??
    (options.today ? instantAt(options.today, '12:00', ORG_A_TIME_ZONE) : Date.now());
  const todayA = options.today ?? todayIn(ORG_A_TIME_ZONE, now);
  const todayB =
    options.today && options.now === undefined ? todayA : todayIn(ORG_B_TIME_ZONE, now);
  const scale = Math.max(1, Math.floor(options.scale ?? 1));
  const db = options.db ?? createDb();

  await db.state.write(async () => {
    clearDb(db);
    const generator = new SeedGenerator(db, random, now, options.passwordIterations);

    // Organisation A: Sparkle & Shine Cleaning, Boston.
    const activeTeams = activeTeamsAt(scale);
    const sparkle = await generator.organization(
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
        planCode: activeTeams + 1 > plans.STARTER.maxTeams ? 'BUSINESS' : 'STARTER',
      },
      todayA,
      430,
    );
    const sparkleTeams = await generator.teams(sparkle, todayA, activeTeams, 'Gray');
    await generator.users(sparkle, todayA, 'sparkleshine.example', '617', sparkleTeams, [
      { login: 'master', firstName: 'Rachel', lastName: 'Kim', role: 'MASTER', isDriver: false },
      { login: 'admin', firstName: 'Maria', lastName: 'Lopez', role: 'ADMIN', isDriver: false },
      {
        login: 'cleaner',
        firstName: 'Marcus',
        lastName: 'Delgado',
        role: 'CLEANER',
        isDriver: true,
        team: 0,
      },
      { login: 'billing', firstName: 'Priya', lastName: 'Shah', role: 'BILLING', isDriver: false },
      { role: 'CLEANER', team: 1 },
      { role: 'CLEANER', team: 2 },
      { role: 'CLEANER', team: 3 },
      { role: 'CLEANER', isActive: false, team: sparkleTeams.length - 1 },
    ]);
    const sparkleJobTypes = await generator.jobTypes(sparkle, todayA, jobTypeSpecs.length);
    const sparkleClients = await generator.clients(sparkle, todayA, 120 * scale, {
      places: bostonPlaces,
      holidayPlaces: capeCodPlaces,
      areaCodes: ['617', '781', '857'],
    });
    await generator.jobs(sparkle, todayA, {
      teams: sparkleTeams.filter((team) => team.isActive),
      jobTypes: sparkleJobTypes,
      clients: sparkleClients,
      creators: generator.creatorsOf(sparkle),
      teamDaysPerWeekday: scale,
      firstDay: FIRST_JOB_DAY,
      lastDay: LAST_JOB_DAY,
    });

    // Organisation B: Fresh Start Maids, Austin; there to prove isolation.
    const freshStart = await generator.organization(
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
      todayB,
      200,
    );
    const freshTeams = await generator.teams(freshStart, todayB, 2, null, ['North', 'South']);
    await generator.users(freshStart, todayB, 'freshstartmaids.example', '512', freshTeams, [
      {
        login: 'fresh.master',
        firstName: 'Evelyn',
        lastName: 'Carter',
        role: 'MASTER',
        isDriver: false,
      },
      { role: 'CLEANER', team: 0 },
      { role: 'CLEANER', team: 1 },
    ]);
    const freshJobTypes = await generator.jobTypes(freshStart, todayB, 3);
    const freshClients = await generator.clients(freshStart, todayB, 8, {
      places: austinPlaces,
      holidayPlaces: [],
      areaCodes: ['512', '737'],
    });
    await generator.jobs(freshStart, todayB, {
      teams: freshTeams,
      jobTypes: freshJobTypes,
      clients: freshClients,
      creators: generator.creatorsOf(freshStart),
      teamDaysPerWeekday: 0.3,
      firstDay: -14,
      lastDay: 21,
    });

    await generator.flushUsers();
  });
  return db;
}

interface ClientWithAddresses {
  client: ClientRecord;
  /** Active addresses, where jobs can go. */
  addresses: AddressRecord[];
}

interface JobPlan {
  teams: TeamRecord[];
  jobTypes: JobTypeRecord[];
  clients: ClientWithAddresses[];
  creators: string[];
  /** How many teams work on an average weekday (Saturdays see 15% of that, Sundays none). */
  teamDaysPerWeekday: number;
  firstDay: number;
  lastDay: number;
}

interface ClientPlan {
  places: Place[];
  holidayPlaces: Place[];
  areaCodes: string[];
}

const pad2 = (value: number) => String(value).padStart(2, '0');
const clockTime = (minutes: number, seconds = 0) =>
  `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}:${pad2(seconds)}`;

class SeedGenerator {
  readonly #db: Db;
  readonly #random: Random;
  readonly #now: number;
  readonly #usedLogins = new Set<string>();
  readonly #usedEmailNames = new Set<string>();
  readonly #pendingUsers: Promise<UserRecord>[] = [];
  readonly #creators = new Map<string, string[]>();
  readonly #days = new Map<string, string>();
  readonly #passwordIterations: number;

  constructor(db: Db, random: Random, now: number, passwordIterations = PASSWORD_ITERATIONS) {
    this.#db = db;
    this.#random = random;
    this.#now = now;
    this.#passwordIterations = passwordIterations;
  }

  #at(today: string, daysFromToday: number, time: string, timeZone: string): string {
    return zonedDateTime(this.#day(today, daysFromToday), time, timeZone);
  }

  #day(today: string, daysFromToday: number): string {
    const key = `${today}|${daysFromToday}`;
    let date = this.#days.get(key);
    if (date === undefined) {
      date = addDays(today, daysFromToday);
      this.#days.set(key, date);
    }
    return date;
  }

  #randomTime(fromHour: number, toHour: number): string {
    const random = this.#random;
    return `${pad2(random.int(fromHour, toHour))}:${pad2(random.int(0, 59))}:${pad2(random.int(0, 59))}`;
  }

  async organization(
    values: Omit<OrganizationRecord, 'id' | 'createdAt' | 'updatedAt'>,
    today: string,
    ageInDays: number,
  ): Promise<OrganizationRecord> {
    const createdAt = this.#at(today, -ageInDays, '09:12:00', values.timeZone);
    return this.#db.organizations.insert({
      id: this.#random.uuid(),
      ...values,
      createdAt,
      updatedAt: this.#at(
        today,
        -this.#random.int(1, 30),
        this.#randomTime(8, 18),
        values.timeZone,
      ),
    });
  }

  /** `active` teams with their own colours, plus one inactive team when `inactiveColor` is set. */
  async teams(
    organization: OrganizationRecord,
    today: string,
    active: number,
    inactiveColor: string | null,
    names?: string[],
  ): Promise<TeamRecord[]> {
    const teams: TeamRecord[] = [];
    const zone = organization.timeZone;
    const add = async (name: string, color: string, isActive: boolean, index: number) => {
      const createdAt = this.#at(today, -400 + index * 3, '10:00:00', zone);
      teams.push(
        await this.#db.teams.insert({
          id: this.#random.uuid(),
          organizationId: organization.id,
          name,
          description: isActive
            ? this.#random.pick([
                'Residential cleans in Cambridge and Somerville.',
                'Offices and move-out cleans downtown.',
                'Deep cleans and post-construction work.',
                'Weekly regulars west of the city.',
                'South Shore homes and condos.',
                null,
              ])
            : 'Merged into the other crews last spring.',
          color,
          isActive,
          createdAt,
          updatedAt: isActive
            ? this.#at(today, -this.#random.int(5, 90), this.#randomTime(8, 18), zone)
            : this.#at(today, -120, '16:30:00', zone),
        }),
      );
    };
    for (let i = 0; i < active; i++) {
      const [colorName, color] = teamPalette[i % teamPalette.length]!;
      const round = Math.floor(i / teamPalette.length);
      const base = names?.[i] ?? colorName;
      await add(
        round === 0 ? `${base} ${names ? 'Crew' : 'Team'}` : `${base} Team ${round + 1}`,
        color,
        true,
        i,
      );
    }
    if (inactiveColor) await add(`${inactiveColor} Team`, '#6B7280', false, active);
    return teams;
  }

  async jobTypes(
    organization: OrganizationRecord,
    today: string,
    count: number,
  ): Promise<JobTypeRecord[]> {
    const types: JobTypeRecord[] = [];
    for (const [index, spec] of jobTypeSpecs.slice(0, count).entries()) {
      const createdAt = this.#at(today, -420 + index, '11:00:00', organization.timeZone);
      types.push(
        await this.#db.jobTypes.insert({
          id: this.#random.uuid(),
          organizationId: organization.id,
          name: spec.name,
          short: spec.short,
          description: spec.description,
          isActive: true,
          createdAt,
          updatedAt: createdAt,
        }),
      );
    }
    return types;
  }

  /** Users are inserted at the end, once their (deliberately slow) password hashes are ready. */
  async users(
    organization: OrganizationRecord,
    today: string,
    domain: string,
    areaCode: string,
    teams: TeamRecord[],
    people: PersonSpec[],
  ): Promise<void> {
    const random = this.#random;
    const zone = organization.timeZone;
    const creators: string[] = [];
    for (const person of people) {
      const firstName = person.firstName ?? random.pick(firstNames);
      const lastName = person.lastName ?? random.pick(lastNames);
      const login = uniqueLogin(person.login ?? `${firstName}.${lastName}`, this.#usedLogins);
      const isActive = person.isActive ?? true;
      const joinedDaysAgo = random.int(60, 400);
      const user: UserRecord = {
        id: random.uuid(),
        organizationId: organization.id,
        role: person.role,
        firstName,
        lastName,
        email: `${uniqueLogin(`${firstName}.${lastName}`, this.#usedEmailNames)}@${domain}`,
        phone: `(${areaCode}) 555-01${String(random.int(10, 99))}`,
        login,
        avatarId: null,
        isDriver: person.isDriver ?? random.chance(0.4),
        isActive,
        defaultTeamId: person.team === undefined ? null : (teams[person.team]?.id ?? null),
        passwordHash: null,
        lastLoginAt: isActive
          ? this.#at(today, -random.int(1, 6), this.#randomTime(6, 19), zone)
          : this.#at(today, -random.int(45, 90), this.#randomTime(6, 19), zone),
        lastPasswordResetAt: random.chance(0.3)
          ? this.#at(today, -random.int(20, 200), this.#randomTime(7, 21), zone)
          : null,
        createdAt: this.#at(today, -joinedDaysAgo, this.#randomTime(8, 17), zone),
        updatedAt: this.#at(today, -random.int(7, 29), this.#randomTime(8, 17), zone),
      };
      if (person.role === 'MASTER' || person.role === 'ADMIN') creators.push(user.id);
      const salt = random.bytes(16);
      this.#pendingUsers.push(
        seedPasswordHash(salt, this.#passwordIterations).then((passwordHash) => ({
          ...user,
          passwordHash,
        })),
      );
    }
    this.#creators.set(organization.id, creators);
  }

  creatorsOf(organization: OrganizationRecord): string[] {
    return this.#creators.get(organization.id) ?? [];
  }

  async flushUsers(): Promise<void> {
    for (const user of await Promise.all(this.#pendingUsers)) await this.#db.users.insert(user);
  }

  async clients(
    organization: OrganizationRecord,
    today: string,
    count: number,
    plan: ClientPlan,
  ): Promise<ClientWithAddresses[]> {
    const random = this.#random;
    const zone = organization.timeZone;
    const result: ClientWithAddresses[] = [];
    for (let i = 0; i < count; i++) {
      const firstName = random.pick(firstNames);
      const lastName = random.pick(lastNames);
      const sinceDaysAgo = random.int(20, 1500);
      const createdAt = this.#at(today, -sinceDaysAgo, this.#randomTime(8, 18), zone);
      const phone = () => `(${random.pick(plan.areaCodes)}) 555-01${pad2(random.int(0, 99))}`;
      const client = await this.#db.clients.insert({
        id: random.uuid(),
        organizationId: organization.id,
        photoUrl: null,
        firstName,
        lastName,
        birthday: random.chance(0.5)
          ? `${random.int(1950, 2000)}-${pad2(random.int(1, 12))}-${pad2(random.int(1, 28))}`
          : null,
        phone1: phone(),
        phone2: random.chance(0.25) ? phone() : null,
        email: random.chance(0.85)
          ? `${asciiSlug(`${firstName}.${lastName}`)}${random.chance(0.3) ? random.int(1, 99) : ''}@${random.pick(['example.com', 'example.net', 'example.org'])}`
          : null,
        preferredFrequency: random.weighted(frequencyWeights),
        preferredDay: random.chance(0.7)
          ? random.pick(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const)
          : null,
        paymentMethod: random.weighted(paymentMethodWeights),
        paymentInformation: random.chance(0.35) ? random.pick(paymentNotes) : null,
        clientSince: addDays(today, -sinceDaysAgo),
        source: random.chance(0.8) ? random.pick(sources) : null,
        otherInformation: random.chance(0.3) ? random.pick(clientNotes) : null,
        isActive: !random.chance(0.05),
        createdAt,
        updatedAt: this.#at(today, -random.int(0, sinceDaysAgo), this.#randomTime(8, 18), zone),
      });

      const addressCount = random.weighted([
        [1, 55],
        [2, 35],
        [3, 10],
      ] as const);
      const addresses: AddressRecord[] = [];
      for (let position = 0; position < addressCount; position++) {
        const holiday = position > 0 && plan.holidayPlaces.length > 0 && random.chance(0.3);
        const place = random.pick(holiday ? plan.holidayPlaces : plan.places);
        const chargeBy = random.weighted(chargeByWeights);
        const entryMethod = random.weighted(entryMethodWeights);
        const codes = entryMethod ? entryCodes[entryMethod] : undefined;
        const hourly = chargeBy !== 'FIXED';
        addresses.push(
          await this.#db.addresses.insert({
            id: random.uuid(),
            organizationId: organization.id,
            clientId: client.id,
            position,
            addressTypeId: null,
            reference:
              position === 0
                ? 'Home'
                : holiday
                  ? random.pick(holidayReferences)
                  : random.pick(secondaryReferences),
            street: `${random.int(1, 480)} ${random.pick(streetNames)} ${random.pick(streetSuffixes)}`,
            complement: random.chance(0.3) ? random.pick(complements) : null,
            city: place.city,
            state: place.state,
            zipCode: random.pick(place.zips),
            isDefault: position === 0,
            isBilling: position === 0,
            chargeAmount: random.chance(0.93)
              ? `${hourly ? random.int(9, 15) * 5 : random.int(22, 70) * 5}.00`
              : null,
            chargeBy: random.chance(0.95) ? chargeBy : null,
            entryMethod,
            entryCode: codes ? random.pick(codes) : null,
            otherInformation: random.chance(0.3) ? random.pick(addressNotes) : null,
            latitude: Math.round((place.latitude + (random.next() - 0.5) * 0.03) * 1e5) / 1e5,
            longitude: Math.round((place.longitude + (random.next() - 0.5) * 0.03) * 1e5) / 1e5,
            isActive: position === 0 || !random.chance(0.15),
            createdAt,
            updatedAt: createdAt,
          }),
        );
      }
      if (client.isActive) {
        result.push({ client, addresses: addresses.filter((address) => address.isActive) });
      }
    }
    return result;
  }

  async jobs(organization: OrganizationRecord, today: string, plan: JobPlan): Promise<void> {
    const random = this.#random;
    const zone = organization.timeZone;
    const now = this.#now;
    const nowMinutes = (() => {
      const [h = 0, m = 0] = toZonedIso(now, zone).slice(11, 16).split(':').map(Number);
      return h * 60 + m;
    })();
    const typeWeights = plan.jobTypes.map((type, index) => {
      const spec = jobTypeSpecs[index];
      return [type, spec?.weight ?? 10] as const;
    });
    const minutesOf = (type: JobTypeRecord | null) =>
      jobTypeSpecs.find((spec) => spec.name === type?.name)?.minutes ?? 120;

    for (let day = plan.firstDay; day <= plan.lastDay; day++) {
      const date = addDays(today, day);
      const weekday = weekdayOf(date);
      if (weekday === 0) continue;
      const mean = weekday === 6 ? plan.teamDaysPerWeekday * 0.15 : plan.teamDaysPerWeekday;
      let working = Math.floor(mean) + (random.chance(mean - Math.floor(mean)) ? 1 : 0);
      // A little variety: some days a crew more, some a crew less.
      const wobble = random.next();
      if (weekday !== 6 && wobble < 0.06) working -= 1;
      else if (weekday !== 6 && wobble > 0.9) working += 1;
      const teams = random.sample(plan.teams, Math.max(0, working));

      for (const team of teams) {
        const count = random.int(3, 8);
        let cursor = random.int(30, 34) * 15; // 07:30 to 08:30
        // Busy days get shorter visits, so the day still ends by 7 pm.
        const longest = Math.max(60, Math.floor((660 / count - 30) / 15) * 15);
        let timeless = 0;
        for (let n = 0; n < count; n++) {
          // Every draw happens whatever the outcome, so the data never depends on the time of day.
          const { client, addresses } = random.pick(plan.clients);
          const address = random.pick(addresses);
          const type = random.chance(0.05) ? null : random.weighted(typeWeights);
          const wantsTime = !random.chance(0.15);
          const duration = Math.min(longest, minutesOf(type) + random.pick([-30, 0, 0, 30]));
          const draws = {
            cancel: random.next(),
            paid: random.next(),
            trackedStart: random.int(-10, 15),
            trackedEnd: random.int(-15, 20),
            seconds: [random.int(0, 59), random.int(0, 59)] as const,
            timelessStart: random.int(32, 56) * 15,
            reason: random.pick(cancelReasons),
            note: random.chance(0.2) ? random.pick(jobNotes) : null,
            chargeKept: random.chance(0.95),
            creator: plan.creators.length > 0 ? random.pick(plan.creators) : null,
            createdDaysBefore: random.int(1, 30),
            createdTime: this.#randomTime(8, 18),
            updatedTime: this.#randomTime(17, 20),
            updatedMinutesAgo: random.int(1, 60),
          };

          const timed = wantsTime && cursor + duration <= 19 * 60;
          const start = timed ? cursor : null;
          const end = timed ? cursor + duration : null;
          if (timed) cursor = Math.ceil((cursor + duration + 30) / 15) * 15;
          const order = timed ? 0 : timeless++;

          const instant = (minutes: number) => instantAt(date, clockTime(minutes), zone);
          let status: JobStatus;
          if (day < 0) status = draws.cancel < 0.08 ? 'CANCELLED' : 'COMPLETED';
          else if (day > 0) status = draws.cancel < 0.03 ? 'CANCELLED' : 'SCHEDULED';
          else if (start !== null && end !== null) {
            status =
              instant(end) <= now
                ? 'COMPLETED'
                : instant(start) <= now
                  ? 'IN_PROGRESS'
                  : 'SCHEDULED';
          } else if (nowMinutes >= 17 * 60) status = 'COMPLETED';
          else if (nowMinutes >= 8 * 60 && order === 0) status = 'IN_PROGRESS';
          else status = 'SCHEDULED';

          let trackedStartTime: string | null = null;
          let trackedEndTime: string | null = null;
          if (status === 'COMPLETED' || status === 'IN_PROGRESS') {
            const trackedStart = Math.max(0, (start ?? draws.timelessStart) + draws.trackedStart);
            const startMinutes =
              status === 'IN_PROGRESS' && day === 0
                ? Math.min(trackedStart, nowMinutes)
                : trackedStart;
            trackedStartTime = clockTime(startMinutes, draws.seconds[0]);
            if (status === 'COMPLETED') {
              const trackedEnd = (end ?? draws.timelessStart + duration) + draws.trackedEnd;
              trackedEndTime = clockTime(
                Math.min(23 * 60 + 59, Math.max(startMinutes + 30, trackedEnd)),
                draws.seconds[1],
              );
            }
          }

          const createdAt = this.#at(
            today,
            Math.min(day, 0) - draws.createdDaysBefore,
            draws.createdTime,
            zone,
          );
          const updatedAt =
            day < 0
              ? this.#at(today, day, draws.updatedTime, zone)
              : day === 0 && status !== 'SCHEDULED'
                ? new Date(
                    Math.max(Date.parse(createdAt), now - draws.updatedMinutesAgo * 60_000),
                  ).toISOString()
                : createdAt;

          const job: JobRecord = {
            id: random.uuid(),
            organizationId: organization.id,
            status,
            date,
            order,
            scheduledStartTime: start === null ? null : toZonedIso(instant(start), zone),
            scheduledEndTime: end === null ? null : toZonedIso(instant(end), zone),
            trackedStartTime,
            trackedEndTime,
            chargeAmount: draws.chargeKept ? address.chargeAmount : null,
            chargeBy: draws.chargeKept ? address.chargeBy : null,
            otherInformation: draws.note,
            isPaid: status === 'COMPLETED' && draws.paid < (day < -14 ? 0.95 : day < 0 ? 0.6 : 0.3),
            cancelReason: status === 'CANCELLED' ? draws.reason : null,
            jobTypeId: type?.id ?? null,
            clientId: client.id,
            addressId: address.id,
            teamId: team.id,
            createdById: draws.creator,
            createdAt,
            updatedAt,
          };
          await this.#db.jobs.insert(job);
        }
      }
    }
  }
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

function seedPasswordHash(salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<string> {
  const key = `${iterations}$${toBase64Url(salt)}`;
  let hash = seedHashes.get(key);
  if (!hash) {
    hash = hashPassword(SEED_PASSWORD, salt, iterations);
    seedHashes.set(key, hash);
  }
  return hash;
}
