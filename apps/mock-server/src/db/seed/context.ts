import { PASSWORD_ITERATIONS } from '../../auth/password.ts';
import { addDays, zonedDateTime } from '../dates.ts';
import type { Db } from '../db.ts';
import type { Random } from '../random.ts';
import type { UserRecord } from '../schema.ts';

export const pad2 = (value: number) => String(value).padStart(2, '0');

/** Minutes from midnight (and seconds) as `HH:MM:SS`. */
export const clockTime = (minutes: number, seconds = 0) =>
  `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}:${pad2(seconds)}`;

/** `Tomás O'Neill` → `tomas.oneill`: logins allow letters, digits, dots, underscores, hyphens. */
export function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9.]/g, '');
}

/**
 * What the steps of one seeding share. Every step draws from the one generator in a fixed order:
 * a step that drew more, fewer or in another order would change everything seeded after it.
 */
export class SeedContext {
  readonly db: Db;
  readonly random: Random;
  /** The current instant (epoch ms), which today's job statuses follow. */
  readonly now: number;
  readonly passwordIterations: number;
  /** Logins and e-mail names are unique across both organisations. */
  readonly usedLogins = new Set<string>();
  readonly usedEmailNames = new Set<string>();
  /** Users wait for their (deliberately slow) password hashes and are inserted last. */
  readonly pendingUsers: Promise<UserRecord>[] = [];
  readonly #days = new Map<string, string>();

  constructor(db: Db, random: Random, now: number, passwordIterations = PASSWORD_ITERATIONS) {
    this.db = db;
    this.random = random;
    this.now = now;
    this.passwordIterations = passwordIterations;
  }

  /** The same seeding with another generator (a step whose draws must not move the others'). */
  withRandom(random: Random): SeedContext {
    return new SeedContext(this.db, random, this.now, this.passwordIterations);
  }

  /** The timestamp of `time` on the day `daysFromToday` from `today`, in the zone. */
  at(today: string, daysFromToday: number, time: string, timeZone: string): string {
    return zonedDateTime(this.#day(today, daysFromToday), time, timeZone);
  }

  /** A random `HH:MM:SS` from `fromHour`:00:00 to `toHour`:59:59. */
  randomTime(fromHour: number, toHour: number): string {
    const random = this.random;
    return `${pad2(random.int(fromHour, toHour))}:${pad2(random.int(0, 59))}:${pad2(random.int(0, 59))}`;
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
}
