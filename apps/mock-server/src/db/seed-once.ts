import { createDb, restoreDb, snapshotDb, type Db, type DbSnapshot } from './db.ts';
import { seed, type SeedOptions } from './seed.ts';

/** The rows of each set of seed options seeded so far in this process, right after the seeding. */
const seededRows = new Map<string, DbSnapshot>();

/**
 * `seed`, once per set of options in a process (a test run, a page of stories): later calls with
 * the same options put back a copy of the first call's rows, each checked again as it goes in,
 * which takes a third of the time of making a year of visits again. The seed is deterministic, so
 * the rows are the same; options that leave the day to the clock (neither `today` nor `now`) are
 * seeded every time.
 */
export async function seedOnce({ db, ...options }: SeedOptions = {}): Promise<Db> {
  if (options.today === undefined && options.now === undefined) return seed({ ...options, db });
  const key = JSON.stringify(options, Object.keys(options).sort());
  const rows = seededRows.get(key);
  if (!rows) {
    const seeded = await seed({ ...options, db });
    seededRows.set(key, structuredClone(snapshotDb(seeded)));
    return seeded;
  }
  const target = db ?? createDb();
  await restoreDb(target, structuredClone(rows));
  return target;
}
