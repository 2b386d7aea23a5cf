import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: one on a two-core machine, where this
    // suite then ran alone for the last minute and a half of `npm test`'s turbo step, the other
    // core idle (its 178 s started at 46 s; every other task had ended at 146 s). Its files are
    // independent (servers on port 0, folders of their own), so it takes two workers at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker runs its files one after another in one module graph, instead of importing the
    // server, its handlers and the seed again for each of the 32 files: 85 s against 46 s for the
    // suite alone on the 2-core machine. Nothing is shared that a file could change for the next:
    // the tests set no environment, globals or timers, restore their spies, start their servers on
    // port 0 in folders of their own, and the seed is handed out as a fresh copy to every caller
    // (`seed-once.test.ts`). Passed with the files in shuffled orders too.
    isolate: false,
    // Beside the turbo step's other task, two workers share two cores with it, and the tests that
    // seed a year of visits or start a server took up to 4.4 s of the default 5 s guard against a
    // hang. The guard is 20 s: a hang still fails, a busy machine does not. What the tests check
    // is unchanged; speed is measured by benchmarks, never by a test's time.
    testTimeout: 20_000,
  },
});
