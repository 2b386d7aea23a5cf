import { describe, expect, it } from 'vitest';
import type { Db } from './db.ts';
import { seed, SEED_PASSWORD } from './seed.ts';

const TODAY = '2026-03-16';

const snapshot = (db: Db) =>
  JSON.stringify({
    organizations: db.organizations.all(),
    users: db.users.all(),
  });

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
