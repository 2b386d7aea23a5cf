import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { snapshotDb, type Db } from './db.ts';
import { addDays, weekdayOf, zonedDateTime } from './dates.ts';
import { activeTeamsAt, seed, SEED_PASSWORD } from './seed.ts';

const TODAY = '2026-03-16';

const snapshot = (db: Db) => JSON.stringify(snapshotDb(db).tables);

describe('seed', () => {
  it('gives the same data for the same seed and today', async () => {
    const first = await seed({ seed: 7, today: TODAY });
    const second = await seed({ seed: 7, today: TODAY });
    expect(snapshot(second)).toBe(snapshot(first));
  });

  it('gives other data for another seed', async () => {
    const first = await seed({ seed: 7, today: TODAY });
    const other = await seed({ seed: 8, today: TODAY });
    expect(snapshot(other)).not.toBe(snapshot(first));
    expect(other.users.all().map((user) => user.id)).not.toEqual(
      first.users.all().map((user) => user.id),
    );
  });

  it('moves its dates with today', async () => {
    const march = await seed({ seed: 7, today: TODAY });
    const april = await seed({ seed: 7, today: '2026-04-15' });
    const lastLogin = (db: Db) => db.users.findUnique('login', 'master')?.lastLoginAt ?? '';
    const days = (Date.parse(lastLogin(april)) - Date.parse(lastLogin(march))) / 86_400_000;
    // 30 calendar days, one hour less across the daylight-saving change of March.
    expect(days).toBeCloseTo(30, 1);
  });

  it('creates organisation A with 8 users across the four roles, one inactive', async () => {
    const db = await seed({ seed: 1, today: TODAY });
    const [sparkle, fresh] = db.organizations.all();

    expect(sparkle).toMatchObject({
      name: 'Sparkle & Shine Cleaning',
      planCode: 'STARTER',
      timeZone: 'America/New_York',
    });
    const users = db.users.list('organizationId', sparkle!.id);
    expect(users).toHaveLength(8);
    expect(new Set(users.map((user) => user.role))).toEqual(
      new Set(['MASTER', 'ADMIN', 'CLEANER', 'BILLING']),
    );
    expect(users.filter((user) => !user.isActive)).toHaveLength(1);
    expect(users.map((user) => user.login)).toEqual(
      expect.arrayContaining(['master', 'admin', 'cleaner', 'billing']),
    );

    expect(fresh).toMatchObject({ name: 'Fresh Start Maids', planCode: 'PRO' });
    expect(db.users.list('organizationId', fresh!.id).map((user) => user.login)).toContain(
      'fresh.master',
    );
  });

  it('keeps logins and e-mails unique and passwords hashed', async () => {
    const db = await seed({ seed: 7, today: TODAY });
    const users = db.users.all();
    expect(new Set(users.map((user) => user.login)).size).toBe(users.length);
    expect(new Set(users.map((user) => user.email)).size).toBe(users.length);
    for (const user of users) {
      expect(user.login).toMatch(/^[A-Za-z0-9._-]{3,50}$/);
      expect(user.passwordHash).toMatch(/^pbkdf2-sha256\$\d+\$[\w-]{22}\$[\w-]{43}$/);
    }
    expect(new Set(users.map((user) => user.passwordHash)).size).toBe(users.length);
    expect(JSON.stringify(users)).not.toContain(SEED_PASSWORD);
  });

  it('puts every past timestamp before today', async () => {
    const db = await seed({ seed: 7, today: TODAY });
    const endOfToday = Date.parse('2026-03-17T04:00:00Z'); // midnight in New York
    for (const user of db.users.all()) {
      for (const time of [user.createdAt, user.updatedAt, user.lastLoginAt]) {
        if (time) expect(Date.parse(time)).toBeLessThan(endOfToday);
      }
    }
  });
});

describe('the seeded business', () => {
  const NOW = Date.parse(zonedDateTime(TODAY, '10:00', 'America/New_York'));
  let db: Db;
  let sparkle: string;

  beforeAll(async () => {
    db = await seed({ seed: 1, today: TODAY, now: NOW });
    sparkle = db.organizations.all()[0]!.id;
  });

  it('has 4 active teams and 1 inactive, each with its own colour, and users on teams', () => {
    const teams = db.teams.list('organizationId', sparkle);
    expect(teams.filter((team) => team.isActive)).toHaveLength(4);
    expect(teams.filter((team) => !team.isActive)).toHaveLength(1);
    expect(new Set(teams.map((team) => team.color)).size).toBe(5);
    const cleaners = db.users
      .list('organizationId', sparkle)
      .filter((user) => user.role === 'CLEANER');
    expect(cleaners.every((user) => user.defaultTeamId !== null)).toBe(true);
    expect(db.users.findUnique('login', 'cleaner')?.defaultTeamId).toBe(
      teams.find((t) => t.isActive)?.id,
    );
  });

  it('has the five job types', () => {
    expect(db.jobTypes.list('organizationId', sparkle).map((type) => type.name)).toEqual([
      'Standard Clean',
      'Deep Clean',
      'Move-out Clean',
      'Post-construction',
      'Office Clean',
    ]);
  });

  it('has five address types, Move-out retired, given to most addresses but not all', () => {
    const types = db.addressTypes.list('organizationId', sparkle);
    expect(types.map((type) => [type.name, type.isActive])).toEqual([
      ['House', true],
      ['Apartment', true],
      ['Office', true],
      ['Vacation rental', true],
      ['Move-out', false],
    ]);
    expect(types.every((type) => type.description !== null)).toBe(true);
    const addresses = db.clients
      .list('organizationId', sparkle)
      .flatMap((client) => db.addresses.list('clientId', client.id));
    const counts = new Map<string | null, number>();
    for (const address of addresses) {
      counts.set(address.addressTypeId, (counts.get(address.addressTypeId) ?? 0) + 1);
    }
    // Every type is used (so none can be deleted as seeded), and some addresses have none.
    for (const type of types) expect(counts.get(type.id)).toBeGreaterThan(0);
    expect(counts.get(null)).toBeGreaterThan(0);
    expect(counts.get(null)).toBeLessThan(addresses.length / 5);
    const fresh = db.organizations.all()[1]!.id;
    const freshTypes = new Set(db.addressTypes.list('organizationId', fresh).map((t) => t.id));
    expect(freshTypes.size).toBe(5);
    for (const client of db.clients.list('organizationId', fresh)) {
      for (const address of db.addresses.list('clientId', client.id)) {
        if (address.addressTypeId !== null)
          expect(freshTypes.has(address.addressTypeId)).toBe(true);
      }
    }
  });

  it('has 120 clients with 1 to 3 US addresses, one of them the default', () => {
    const clients = db.clients.list('organizationId', sparkle);
    expect(clients).toHaveLength(120);
    for (const client of clients) {
      const addresses = db.addresses.list('clientId', client.id);
      expect(addresses.length).toBeGreaterThanOrEqual(1);
      expect(addresses.length).toBeLessThanOrEqual(3);
      expect(addresses.filter((address) => address.isDefault)).toHaveLength(1);
      for (const address of addresses) {
        expect(address.state).toMatch(/^[A-Z]{2}$/);
        expect(address.zipCode).toMatch(/^\d{5}$/);
        if (address.chargeAmount !== null) expect(address.chargeAmount).toMatch(/^\d{1,8}\.\d{2}$/);
        if (address.entryMethod === 'CODE') expect(address.entryCode).not.toBeNull();
      }
      expect(client.phone1).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
    }
    expect(new Set(clients.map((client) => client.paymentMethod)).size).toBeGreaterThan(5);
    expect(clients.some((client) => client.preferredDay !== null)).toBe(true);
  });

  it('has about 300 one-off jobs over 150 days, mostly on weekdays, at most 8 per team and day', () => {
    const jobs = db.jobs.list('organizationId', sparkle);
    const oneOffs = jobs.filter((job) => job.seriesId === null);
    expect(oneOffs.length).toBeGreaterThan(250);
    expect(oneOffs.length).toBeLessThan(450);
    const first = '2026-01-15';
    const last = '2026-06-14';
    expect(oneOffs.every((job) => job.date >= first && job.date <= last)).toBe(true);
    const weekend = jobs.filter((job) => [0, 6].includes(weekdayOf(job.date)));
    expect(weekend.length / jobs.length).toBeLessThan(0.08);
    const perTeamDay = new Map<string, number>();
    for (const job of jobs) {
      const key = `${job.teamId}|${job.date}`;
      perTeamDay.set(key, (perTeamDay.get(key) ?? 0) + 1);
    }
    for (const count of perTeamDay.values()) expect(count).toBeLessThanOrEqual(8);
    const timeless = jobs.filter((job) => job.scheduledStartTime === null).length / jobs.length;
    expect(timeless).toBeGreaterThan(0.08);
    expect(timeless).toBeLessThan(0.2);
  });

  it('gives most recurring clients a plan on their frequency, with visits 12 months ahead', () => {
    const recurring = db.clients
      .list('organizationId', sparkle)
      .filter(
        (client) =>
          client.isActive &&
          client.preferredFrequency !== null &&
          client.preferredFrequency !== 'ONE_TIME',
      );
    const plans = db.jobSeries.list('organizationId', sparkle);
    const clients = new Map(recurring.map((client) => [client.id, client]));
    expect(plans.length / recurring.length).toBeGreaterThan(0.7);
    for (const plan of plans) {
      const client = clients.get(plan.clientId)!;
      expect(plan.frequency).toBe(client.preferredFrequency);
      if (client.preferredDay && plan.preferredDay)
        expect(plan.preferredDay).toBe(client.preferredDay);
      const visits = db.jobs.list('seriesId', plan.id);
      expect(visits.length).toBeGreaterThan(0);
      for (const visit of visits) expect(visit.clientId).toBe(plan.clientId);
    }
    const visits = plans.flatMap((plan) => db.jobs.list('seriesId', plan.id));
    expect(visits.some((visit) => visit.date >= '2027-03-01')).toBe(true);
    expect(visits.every((visit) => visit.date <= '2027-03-16')).toBe(true);
    // Now and then a visit was skipped, moved to another day or given to another team.
    expect(visits.some((visit) => visit.skip?.kind === 'LOCKOUT')).toBe(true);
    expect(visits.some((visit) => visit.overrides.includes('date'))).toBe(true);
    expect(visits.some((visit) => visit.overrides.includes('teamId'))).toBe(true);
  });

  it('has every active team at work on most weekdays, rarely in two places at once', () => {
    const jobs = db.jobs.list('organizationId', sparkle);
    const teams = db.teams.list('organizationId', sparkle).filter((team) => team.isActive);
    const weekdays = Array.from({ length: 28 }, (_, day) => addDays(TODAY, day)).filter(
      (date) => ![0, 6].includes(weekdayOf(date)),
    );
    for (const team of teams) {
      const worked = weekdays.filter((date) =>
        jobs.some((job) => job.teamId === team.id && job.date === date),
      );
      expect(worked.length / weekdays.length).toBeGreaterThan(0.8);
    }
    const byTeamDay = new Map<string, [number, number][]>();
    for (const job of jobs) {
      if (job.scheduledStartTime === null || job.status === 'CANCELLED') continue;
      const key = `${job.teamId}|${job.date}`;
      const list = byTeamDay.get(key) ?? [];
      list.push([Date.parse(job.scheduledStartTime), Date.parse(job.scheduledEndTime!)]);
      byTeamDay.set(key, list);
    }
    let clashes = 0;
    for (const list of byTeamDay.values()) {
      list.sort((a, b) => a[0] - b[0]);
      for (let i = 1; i < list.length; i++) if (list[i]![0] < list[i - 1]![1]) clashes++;
    }
    expect(clashes / byTeamDay.size).toBeLessThan(0.03);
  });

  it('keeps statuses, payments and references consistent', () => {
    const jobs = db.jobs.list('organizationId', sparkle);
    for (const job of jobs) {
      if (job.date < TODAY) expect(['COMPLETED', 'CANCELLED']).toContain(job.status);
      if (job.date > TODAY) expect(['SCHEDULED', 'CANCELLED']).toContain(job.status);
      if (job.status === 'CANCELLED') expect(job.cancelReason).toBeTruthy();
      if (job.isPaid) expect(job.status).toBe('COMPLETED');
      if (job.status === 'COMPLETED')
        expect(job.trackedEndTime! > job.trackedStartTime!).toBe(true);
      if (job.scheduledStartTime) {
        expect(Date.parse(job.scheduledEndTime!)).toBeGreaterThan(
          Date.parse(job.scheduledStartTime),
        );
        if (job.date === TODAY && job.status === 'SCHEDULED') {
          expect(Date.parse(job.scheduledStartTime)).toBeGreaterThan(NOW);
        }
      }
      const address = db.addresses.get(job.addressId)!;
      expect(address.clientId).toBe(job.clientId);
      expect(address.isActive).toBe(true);
      expect(db.teams.get(job.teamId)?.isActive).toBe(true);
    }
    expect(jobs.some((job) => job.date === TODAY && job.status === 'IN_PROGRESS')).toBe(true);
    expect(jobs.some((job) => job.isPaid)).toBe(true);
  });

  it('gives Fresh Start Maids a few of everything', () => {
    const fresh = db.organizations.all()[1]!.id;
    expect(db.teams.count('organizationId', fresh)).toBeGreaterThanOrEqual(2);
    expect(db.jobTypes.count('organizationId', fresh)).toBeGreaterThanOrEqual(2);
    expect(db.clients.count('organizationId', fresh)).toBeGreaterThanOrEqual(5);
    expect(db.jobs.count('organizationId', fresh)).toBeGreaterThanOrEqual(10);
  });

  it('multiplies clients, teams and one-off jobs with the scale, and plans less, so jobs stay near 600 a scale', async () => {
    const scaled = await seed({ seed: 1, today: TODAY, now: NOW, scale: 8 });
    const organization = scaled.organizations.all()[0]!;
    expect(scaled.clients.count('organizationId', organization.id)).toBe(960);
    const jobs = scaled.jobs.count('organizationId', organization.id);
    expect(jobs).toBeGreaterThan(8 * 520);
    expect(jobs).toBeLessThan(8 * 1200);
    // A sixth of the recurring clients have a plan at scale 8 (four in five at scale 1).
    const plans = scaled.jobSeries.count('organizationId', organization.id);
    expect(plans).toBeGreaterThan(100);
    expect(plans).toBeLessThan(250);
    expect(
      scaled.teams.list('organizationId', organization.id).filter((t) => t.isActive),
    ).toHaveLength(activeTeamsAt(8));
    expect(organization.planCode).toBe('BUSINESS');
    expect(activeTeamsAt(100)).toBe(99);
    // Seeding eight times the data takes seconds on a busy machine.
  }, 60_000);

  it('gives the crews as many visits a day as asked, and refuses a range that is not one', async () => {
    const oneOffsPerTeamDay = (seeded: Db) => {
      const counts = new Map<string, number>();
      for (const job of seeded.jobs.list('organizationId', sparkle)) {
        if (job.seriesId !== null) continue;
        const key = `${job.teamId}|${job.date}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return [...counts.values()];
    };
    const busy = await seed({ seed: 1, today: TODAY, now: NOW, visitsPerDay: [8, 9] });
    const busyDays = oneOffsPerTeamDay(busy);
    const usualDays = oneOffsPerTeamDay(db);
    const total = (counts: number[]) => counts.reduce((sum, count) => sum + count, 0);
    // The same team-days at work; a one-off is left out where a plan's visit is.
    expect(Math.max(...busyDays)).toBe(9);
    expect(total(busyDays)).toBeGreaterThan(total(usualDays) * 1.4);
    expect(Math.max(...usualDays)).toBeLessThanOrEqual(8);

    for (const visitsPerDay of [
      [0, 3],
      [5, 4],
      [1.5, 3],
      [3, 13],
    ] as const) {
      await expect(seed({ seed: 1, today: TODAY, visitsPerDay })).rejects.toThrow(
        'Visits a day must be whole numbers from 1 to 12, the fewest first',
      );
    }
  });
});

describe('the seeded records', () => {
  const NOW = Date.parse(zonedDateTime(TODAY, '10:00', 'America/New_York'));
  const empty = '4f53cda18c2baa0c';

  const hash = (rows: unknown) =>
    createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16);
  /**
   * A short SHA-256 of each table, so a failure names the tables that moved; and of the addresses
   * without their types, which are what they were before address types (their fingerprint then).
   */
  const fingerprint = (db: Db) => {
    const { tables } = snapshotDb(db);
    return {
      ...Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, hash(rows)])),
      addressesWithoutTypes: hash(
        tables.addresses.map((address) => ({ ...address, addressTypeId: null })),
      ),
    };
  };

  // Stories, end-to-end tests and screenshots are written against this data: a change to the
  // seed that moves a single value must be deliberate, and then these fingerprints are updated.
  it.each([
    [
      1,
      {
        organizations: '351ab1a01da4938e',
        users: '532f09254feed79f',
        teams: 'f0af2adc64b65a71',
        jobTypes: 'ce5adce22e00dba1',
        addressTypes: 'ddb767467dd0bb10',
        clients: '47e2a7c533046ec7',
        addresses: '4a03e2135884c822',
        addressesWithoutTypes: '92ebba6d10b8805d',
        jobs: 'd810a66a0b71ed20',
        jobSeries: 'fba06cfab47c444f',
      },
    ],
    [
      3,
      {
        organizations: 'ddfd6a7b2b3ec7ed',
        users: '283bfef406beb737',
        teams: '1739bdb96de99988',
        jobTypes: 'c81ba8d79ee73fe9',
        addressTypes: '859274bb9921349f',
        clients: 'c981293e08240444',
        addresses: '94aec7d7366c5749',
        addressesWithoutTypes: '1e7cc54db98262d4',
        jobs: 'e6efeb1e72e6edfb',
        jobSeries: '71948a9e42d7e30b',
      },
    ],
  ])(
    'are the same at scale %i for seed 1',
    async (scale, seeded) => {
      const db = await seed({ seed: 1, today: TODAY, now: NOW, scale });
      expect(fingerprint(db)).toEqual({
        ...seeded,
        refreshTokens: empty,
        passwordTokens: empty,
        avatars: empty,
        mails: empty,
        calendarFeeds: empty,
        entryCodeReveals: empty,
      });
    },
    60_000,
  );
});
