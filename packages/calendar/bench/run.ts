// The engine's benchmark: `npm run bench -w @spotless/calendar` (Node 24 runs this file as is).
// One process, one seeded data set; median times over several runs; every engine must place
// every drawn job. Times are in milliseconds.
import { availableParallelism, cpus } from 'node:os';

// react-big-calendar computes with Dates in the process zone: give it the organisation's. The
// engine never reads the process zone.
process.env.TZ = 'America/New_York';

import { Temporal } from 'temporal-polyfill';
import { packColumns } from '../src/engine/columns.ts';
import { layoutMonth, layoutWeek } from '../src/engine/index.ts';
import { loadTemporal } from '../src/engine/temporal.ts';
import { createJobs, NOW, TIME_ZONE, WEEK_START, type BenchJob } from './data.ts';
import { loadPeers, type DayWindow, type DrawnJob } from './peers.ts';
import { runRenderBenchmark } from './render.ts';

const SIZES = [200, 1_000, 10_000];

interface Timing {
  readonly median: number;
  readonly runs: number;
}

/**
 * Times several pieces of work on the same input. They take turns, one run each per round, so
 * that a machine shared with other work slows them alike. Each warms up first (so that the JIT
 * has compiled the hot code, as in a page in use), then runs until `maxRuns`, or, after
 * `minRuns`, until it has spent its budget. Returns the median of each.
 */
function measureInTurns(works: readonly (() => void)[], budgetMs: number): Timing[] {
  const maxRuns = 51;
  const minRuns = 5;
  for (const work of works) {
    const until = performance.now() + budgetMs / 4;
    for (let i = 0; i < 30 && performance.now() < until; i += 1) work();
  }
  const times: number[][] = works.map(() => []);
  const spent = works.map(() => 0);
  for (let round = 0; round < maxRuns; round += 1) {
    let ran = false;
    works.forEach((work, i) => {
      if (times[i]!.length >= minRuns && spent[i]! > budgetMs) return;
      const started = performance.now();
      work();
      const elapsed = performance.now() - started;
      times[i]!.push(elapsed);
      spent[i]! += elapsed;
      ran = true;
    });
    if (!ran) break;
  }
  return times.map((runs) => {
    const sorted = [...runs].sort((a, b) => a - b);
    const middle = sorted.length >> 1;
    const median =
      sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
    return { median, runs: sorted.length };
  });
}

function wallMs(zoned: Temporal.ZonedDateTime): number {
  return zoned.toPlainDateTime().toZonedDateTime('UTC').epochMilliseconds;
}

/** The grid of each day of the week, computed with Temporal independently of the engine. */
function dayWindows(): DayWindow[] {
  return Array.from({ length: 7 }, (_, day) => {
    const date = WEEK_START.add({ days: day });
    const start = date.toPlainDateTime({ hour: 6 }).toZonedDateTime(TIME_ZONE);
    const end = date.add({ days: 1 }).toZonedDateTime(TIME_ZONE);
    return {
      startMs: start.epochMilliseconds,
      endMs: end.epochMilliseconds,
      startWallMs: wallMs(start),
      endWallMs: wallMs(start) + 18 * 3_600_000,
    };
  });
}

/** The jobs a week grid draws: both times, starting at 06:00–24:00 on their own date. */
function drawnJobs(jobs: readonly BenchJob[], windows: readonly DayWindow[]): DrawnJob[] {
  const drawn: DrawnJob[] = [];
  for (const job of jobs) {
    if (job.scheduledStartTime === null || job.scheduledEndTime === null) continue;
    const start = Temporal.Instant.from(job.scheduledStartTime).toZonedDateTimeISO(TIME_ZONE);
    const end = Temporal.Instant.from(job.scheduledEndTime).toZonedDateTimeISO(TIME_ZONE);
    const day = WEEK_START.until(Temporal.PlainDate.from(job.date)).days;
    if (start.toPlainDate().toString() !== job.date || start.hour < 6) continue;
    const window = windows[day]!;
    drawn.push({
      scheduledStartTime: job.scheduledStartTime,
      scheduledEndTime: job.scheduledEndTime,
      day,
      startMs: start.epochMilliseconds,
      endMs: Math.min(end.epochMilliseconds, window.endMs),
      startWallMs: wallMs(start),
      endWallMs: Math.min(wallMs(end), window.endWallMs),
    });
  }
  return drawn;
}

/**
 * Our column layout alone, fed like the peers marked "numbers in": the drawn jobs as epoch
 * milliseconds, grouped by day; sorted by start, grown to 30 px, packed, turned into blocks.
 */
function columnsOnly(drawn: readonly DrawnJob[], windows: readonly DayWindow[]): () => number {
  const byDay = windows.map((_, day) => drawn.filter((job) => job.day === day));
  return () => {
    let placed = 0;
    byDay.forEach((jobs, day) => {
      const window = windows[day]!;
      // Sorted by start as the engine sorts: counting sort by minute, then exact start within it.
      const minutes = 18 * 60;
      const next = new Int32Array(minutes + 2);
      const minuteOf = new Int32Array(jobs.length);
      for (let i = 0; i < jobs.length; i += 1) {
        const minute = Math.min(minutes, Math.floor((jobs[i]!.startMs - window.startMs) / 60_000));
        minuteOf[i] = minute;
        next[minute + 1]! += 1;
      }
      for (let m = 0; m <= minutes; m += 1) next[m + 1]! += next[m]!;
      const order = new Int32Array(jobs.length);
      for (let i = 0; i < jobs.length; i += 1) {
        const minute = minuteOf[i]!;
        let k = next[minute]!;
        next[minute] = k + 1;
        // Insertion within the minute: a few jobs at most share one.
        while (
          k > 0 &&
          minuteOf[order[k - 1]!] === minute &&
          jobs[order[k - 1]!]!.startMs > jobs[i]!.startMs
        ) {
          order[k] = order[k - 1]!;
          k -= 1;
        }
        order[k] = i;
      }
      const top = new Float64Array(jobs.length);
      const bottom = new Float64Array(jobs.length);
      for (let k = 0; k < jobs.length; k += 1) {
        const job = jobs[order[k]!]!;
        const start = Math.min((job.startMs - window.startMs) / 1000, 18 * 3600 - 1350);
        top[k] = start;
        bottom[k] = Math.max((job.endMs - window.startMs) / 1000, start + 1350);
      }
      const packed = packColumns(top, bottom, jobs.length);
      for (let k = 0; k < jobs.length; k += 1) {
        const block = {
          top: top[k]! / 45,
          height: (bottom[k]! - top[k]!) / 45,
          left: packed.column[k]! / packed.columns[k]!,
          width: packed.span[k]! / packed.columns[k]!,
        };
        if (Number.isFinite(block.top) && block.width > 0) placed += 1;
      }
    });
    return placed;
  };
}

function format(ms: number): string {
  return ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms.toFixed(2);
}

function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  const line = (row: readonly string[]) =>
    `| ${row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, c) => (c === 0 ? `${'-'.repeat(w + 2)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}

interface Engine {
  readonly name: string;
  /** Returns the timed work and how many jobs it placed, out of `expected`. */
  setup(
    jobs: readonly BenchJob[],
    drawn: readonly DrawnJob[],
  ): { work: () => number; expected: number };
}

interface Result {
  readonly median: number;
  readonly runs: number;
  readonly placed: number;
  readonly expected: number;
}

async function main(): Promise<void> {
  const windows = dayWindows();
  const options = { timeZone: TIME_ZONE, date: WEEK_START, now: NOW };
  const budgetMs = Number(process.env.BENCH_BUDGET_MS ?? 6_000);
  const ours: Engine[] = [
    {
      name: 'Spotless week: layoutWeek, ISO strings to blocks',
      setup: (jobs, drawn) => ({
        expected: drawn.length,
        work: () => {
          const week = layoutWeek(jobs, options);
          let listed = 0;
          let blocks = 0;
          for (const day of week.days) {
            blocks += day.blocks.length;
            listed +=
              day.blocks.length +
              day.outOfRange.length +
              day.untimed.visible.length +
              day.untimed.hidden.length;
          }
          // Every job of the week must be somewhere: drawn, out of range or in the band.
          return listed === jobs.length ? blocks : -1;
        },
      }),
    },
    {
      name: 'Spotless month: layoutMonth, ISO strings to cells',
      setup: (jobs) => ({
        expected: jobs.length,
        work: () =>
          layoutMonth(jobs, options)
            .weeks.flat()
            .reduce((sum, day) => sum + day.visible.length + day.hidden.length, 0),
      }),
    },
    {
      name: 'Spotless week, columns only (numbers in)',
      setup: (_, drawn) => ({ expected: drawn.length, work: columnsOnly(drawn, windows) }),
    },
  ];
  const peers: Engine[] = (await loadPeers()).map((peer) => ({
    name: peer.name,
    setup: (_, drawn) => {
      const input = peer.prepare(drawn, windows);
      return { expected: drawn.length, work: () => peer.run(input) };
    },
  }));

  const results = new Map<string, Result[]>();
  for (const size of SIZES) {
    const jobs = createJobs(size);
    const drawn = drawnJobs(jobs, windows);
    const engines = [...ours, ...peers];
    const setups = engines.map((engine) => engine.setup(jobs, drawn));
    const placed = setups.map(({ work }) => work());
    const timings = measureInTurns(
      setups.map(
        ({ work }) =>
          () =>
            void work(),
      ),
      budgetMs,
    );
    engines.forEach((engine, i) => {
      results.set(engine.name, [
        ...(results.get(engine.name) ?? []),
        { ...timings[i]!, placed: placed[i]!, expected: setups[i]!.expected },
      ]);
    });
  }

  const header = ['median ms (runs)', ...SIZES.map((size) => `${size.toLocaleString('en')} jobs`)];
  const timings = [...ours, ...peers].map((engine) => [
    engine.name,
    ...results
      .get(engine.name)!
      .map(
        (r) =>
          `${format(r.median)} (${r.runs})${r.placed === r.expected ? '' : ` placed ${r.placed}/${r.expected}`}`,
      ),
  ]);
  const week = results.get(ours[0]!.name)!;
  const columns = results.get(ours[2]!.name)!;
  const ratios = peers.map((engine) => {
    const peer = results.get(engine.name)!;
    return [
      engine.name,
      ...peer.map((r, i) => (week[i]!.median / r.median).toFixed(3)),
      (columns.at(-1)!.median / peer.at(-1)!.median).toFixed(3),
    ];
  });

  console.info(
    `Calendar engine benchmark: ${TIME_ZONE}, the week of ${WEEK_START} (clocks go back on its Sunday), ` +
      `and November 2026's month grid holding the same jobs.`,
  );
  console.info(
    `Node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}).\n`,
  );
  console.info(table([header, ...timings]));
  console.info('\nRatio ours / peer (below 0.1 meets the target):\n');
  console.info(
    table([
      [
        'peer',
        ...SIZES.map((size) => `week, ${size.toLocaleString('en')}`),
        'columns only, 10,000',
      ],
      ...ratios,
    ]),
  );
  const unplaced = [...results].filter(([, runs]) => runs.some((r) => r.placed !== r.expected));
  if (unplaced.length > 0) {
    console.info('\nNot every job was placed by:');
    for (const [name] of unplaced) console.info(`- ${name}`);
  }
  if (unplaced.some(([name]) => name.startsWith('Spotless'))) process.exitCode = 1;
}

// The engine reads `Temporal` from src/engine/temporal.ts, which Node gets from the polyfill.
await loadTemporal();
await main();
// BENCH_BROWSER=0 leaves out the views' render in Chromium.
if (process.env.BENCH_BROWSER !== '0') await runRenderBenchmark();
