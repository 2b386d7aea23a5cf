import { describe, expect, it } from 'vitest';
import { createDb, snapshotDb, type Db } from './db.ts';
import { seed } from './seed.ts';
import { seedOnce } from './seed-once.ts';

const tables = (db: Db) => JSON.stringify(snapshotDb(db).tables);
const options = { seed: 11, today: '2026-05-04', passwordIterations: 1000 };

describe('seedOnce', () => {
  it('gives every call the rows of the seed, untouched by what an earlier caller changed', async () => {
    const fresh = tables(await seed(options));
    const first = await seedOnce(options);
    expect(tables(first)).toBe(fresh);

    const [job] = first.jobs.all();
    await first.state.write(() => first.jobs.delete(job!.id));

    const target = createDb();
    const second = await seedOnce({ ...options, db: target });
    expect(second).toBe(target);
    expect(tables(second)).toBe(fresh);
    expect(second.jobs.get(job!.id)).toBeDefined();
  });

  it('seeds other options on their own', async () => {
    await seedOnce(options);
    const other = await seedOnce({ ...options, seed: 12 });
    expect(tables(other)).toBe(tables(await seed({ ...options, seed: 12 })));
  });
});
