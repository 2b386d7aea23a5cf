import { instantAt, todayIn } from './dates.ts';
import { clearDb, createDb, type Db } from './db.ts';
import { plans } from './plans.ts';
import { createRandom } from './random.ts';
import { addAddressTypes } from './seed/address-types.ts';
import { addClients, type ClientPlan } from './seed/clients.ts';
import { SeedContext } from './seed/context.ts';
import { austinPlaces, bostonPlaces, capeCodPlaces, jobTypeSpecs } from './seed/data.ts';
import {
  addJobs,
  DEFAULT_VISITS,
  type JobPlan,
  type VisitsPerDay,
  visitsPerDayOf,
} from './seed/jobs.ts';
import { addSeries, busyTimes } from './seed/series.ts';
import { addJobTypes } from './seed/job-types.ts';
import { addOrganization, type OrganizationValues } from './seed/organizations.ts';
import { addTeams, type TeamPlan } from './seed/teams.ts';
import { addPendingUsers, addUsers, type UserPlan } from './seed/users.ts';

export { SEED_PASSWORD } from './seed/users.ts';
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
  /**
   * The fewest and the most visits one of organisation A's crews makes on a working day: 3 to 8
   * by default. `bench:schedule --size realistic` seeds 5 to 9 at scale 20, a business of 20
   * teams and about 700 jobs a week.
   */
  visitsPerDay?: VisitsPerDay;
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

/** Active teams of organisation A at a scale: 4, or about one per 600 jobs (at most 99). */
export function activeTeamsAt(scale: number): number {
  return scale <= 1 ? 4 : Math.min(99, Math.max(4, Math.ceil(scale)));
}

/** One organisation and everything in it. */
interface OrganizationPlan {
  organization: OrganizationValues;
  /** Days since the organisation joined. */
  ageInDays: number;
  teams: TeamPlan;
  users: UserPlan;
  /** How many of the job types of the list it has. */
  jobTypes: number;
  clients: ClientPlan;
  /** The share of clients with a recurring preferred frequency who have a service plan. */
  seriesShare: number;
  /** One-off jobs, besides the plans' visits. */
  jobs: Pick<JobPlan, 'teamDaysPerWeekday' | 'firstDay' | 'lastDay' | 'visitsPerDay'>;
}

/** Organisation A: Sparkle & Shine Cleaning, Boston; the one QA, stories and tests use. */
function sparkleShine(scale: number, visitsPerDay: VisitsPerDay): OrganizationPlan {
  const activeTeams = activeTeamsAt(scale);
  return {
    organization: {
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
    ageInDays: 430,
    teams: { active: activeTeams, inactiveColor: 'Gray' },
    users: {
      domain: 'sparkleshine.example',
      areaCode: '617',
      people: [
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
        {
          login: 'billing',
          firstName: 'Priya',
          lastName: 'Shah',
          role: 'BILLING',
          isDriver: false,
        },
        { role: 'CLEANER', team: 1 },
        { role: 'CLEANER', team: 2 },
        { role: 'CLEANER', team: 3 },
        // On the inactive team, which comes after the active ones.
        { role: 'CLEANER', isActive: false, team: activeTeams },
      ],
    },
    jobTypes: jobTypeSpecs.length,
    clients: {
      count: 120 * scale,
      places: bostonPlaces,
      holidayPlaces: capeCodPlaces,
      areaCodes: ['617', '781', '857'],
    },
    // Four in five clients with a recurring preferred frequency have a plan. A plan has visits 12
    // months ahead, so at a larger scale fewer clients have one (one in forty at scale 100),
    // which keeps the data near 60,000 jobs and the start within seconds.
    seriesShare: scale <= 1 ? 0.8 : 0.8 / scale ** 0.75,
    // One-off jobs span from 60 days ago to 90 days ahead.
    jobs: { teamDaysPerWeekday: scale, firstDay: -60, lastDay: 90, visitsPerDay },
  };
}

/** Organisation B: Fresh Start Maids, Austin; there to prove isolation. */
const freshStart: OrganizationPlan = {
  organization: {
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
  ageInDays: 200,
  teams: { active: 2, inactiveColor: null, names: ['North', 'South'] },
  users: {
    domain: 'freshstartmaids.example',
    areaCode: '512',
    people: [
      {
        login: 'fresh.master',
        firstName: 'Evelyn',
        lastName: 'Carter',
        role: 'MASTER',
        isDriver: false,
      },
      { role: 'CLEANER', team: 0 },
      { role: 'CLEANER', team: 1 },
    ],
  },
  jobTypes: 3,
  clients: { count: 8, places: austinPlaces, holidayPlaces: [], areaCodes: ['512', '737'] },
  seriesShare: 0.5,
  jobs: { teamDaysPerWeekday: 0.3, firstDay: -14, lastDay: 21, visitsPerDay: DEFAULT_VISITS },
};

/**
 * Fills a database with two organisations: their users, teams, job types, address types, clients
 * with addresses and jobs. Deterministic: ids, names and times come from a seeded generator and
 * from `today` / `now`, never from Math.random; the draws never depend on the time of day, so only
 * today's job statuses move with `now`.
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
    const context = new SeedContext(db, random, now, options.passwordIterations);
    await seedOrganization(
      context,
      sparkleShine(scale, visitsPerDayOf(options.visitsPerDay)),
      todayA,
    );
    await seedOrganization(context, freshStart, todayB);
    await addPendingUsers(context);
  });
  return db;
}

/** One organisation, entity by entity; the order of the steps is the order of the draws. */
async function seedOrganization(
  context: SeedContext,
  plan: OrganizationPlan,
  today: string,
): Promise<void> {
  const organization = await addOrganization(context, plan.organization, today, plan.ageInDays);
  const teams = await addTeams(context, organization, today, plan.teams);
  const creators = addUsers(context, organization, today, teams, plan.users);
  const jobTypes = await addJobTypes(context, organization, today, plan.jobTypes);
  const addressTypes = await addAddressTypes(context, organization, today);
  const clients = await addClients(context, organization, today, plan.clients, addressTypes);
  const activeTeams = teams.filter((team) => team.isActive);
  // Plans draw from a generator of their own: the rest of the data is what it was before plans.
  const planContext = context.withRandom(
    createRandom(Number.parseInt(organization.id.slice(0, 8), 16)),
  );
  await addSeries(planContext, organization, today, {
    teams: activeTeams,
    jobTypes,
    clients,
    creators,
    share: plan.seriesShare,
  });
  await addJobs(context, organization, today, {
    ...plan.jobs,
    teams: activeTeams,
    jobTypes,
    clients,
    creators,
    // A team is not in two places at once: a one-off job is left out where a plan's visit is.
    busy: busyTimes(context.db, organization),
  });
}
