// The Chromium part of the benchmark: WeekView with 500 jobs and MonthView with 2,000, rendered
// from scratch in Debian's Chromium from a production build of bench/render (Vite's JS API).
// Prints the median of each measure over several renders.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build } from 'vite';

import type { RenderCase, RenderResult } from './render/main.tsx';

const CASES: readonly { kind: RenderCase; name: string }[] = [
  { kind: 'week-500', name: 'WeekView, 500 jobs in a week' },
  { kind: 'week-500-movable', name: 'WeekView, 500 jobs, jobs movable (onMoveJob)' },
  { kind: 'month-2000', name: 'MonthView, 2,000 jobs in a month' },
];
const WARM_UPS = 3;
const RUNS = 21;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/** A static server for the built page: module scripts do not load from file:// URLs. */
function serve(directory: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = join(directory, path === '/' ? 'index.html' : path);
    if (!file.startsWith(directory) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'text/plain' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}/` });
    });
  });
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface Sample extends RenderResult {
  /** Chromium's own accounting (DevTools `Performance.getMetrics`), in ms, for the render call. */
  readonly scriptMs: number;
  readonly styleAndLayoutMs: number;
}

export async function runRenderBenchmark(): Promise<void> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    console.info(`\nChromium render: skipped (no browser at ${executablePath}).`);
    return;
  }
  const root = fileURLToPath(new URL('./render/', import.meta.url));
  const outDir = mkdtempSync(join(tmpdir(), 'calendar-render-bench-'));
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2023' },
  });
  const { server, url } = await serve(outDir);
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const metrics = async () => {
      const { metrics: list } = await cdp.send('Performance.getMetrics');
      const value = (name: string) => list.find((metric) => metric.name === name)?.value ?? 0;
      return {
        script: value('ScriptDuration'),
        styleAndLayout: value('LayoutDuration') + value('RecalcStyleDuration'),
      };
    };
    await page.goto(url);
    await page.waitForFunction(() => 'calendarBench' in window);

    const samples = new Map<RenderCase, Sample[]>(CASES.map(({ kind }) => [kind, []]));
    // The cases take turns, so that a busy machine slows them alike.
    for (let round = 0; round < WARM_UPS + RUNS; round += 1) {
      for (const { kind } of CASES) {
        await page.evaluate(() => window.calendarBench.reset());
        const before = await metrics();
        const result = await page.evaluate((k) => window.calendarBench.render(k), kind);
        const after = await metrics();
        if (round < WARM_UPS) continue;
        samples.get(kind)!.push({
          ...result,
          scriptMs: (after.script - before.script) * 1000,
          styleAndLayoutMs: (after.styleAndLayout - before.styleAndLayout) * 1000,
        });
      }
    }

    const version = browser.version();
    console.info(
      `\nChromium render (Chromium ${version}, production build, median of ${RUNS} renders ` +
        `from scratch after ${WARM_UPS} warm-ups; ms):\n`,
    );
    const rows = CASES.map(({ kind, name }) => {
      const runs = samples.get(kind)!;
      const pick = (key: keyof Sample) => median(runs.map((run) => run[key])).toFixed(1);
      return [
        name,
        String(runs[0]?.cards ?? 0),
        pick('scriptMs'),
        pick('commitMs'),
        pick('styleAndLayoutMs'),
        pick('layoutMs'),
      ];
    });
    const header = [
      'view',
      'cards in the DOM',
      'scripting (ScriptDuration)',
      'render + commit',
      'style + layout',
      'render to laid out',
    ];
    const widths = header.map((_, i) =>
      Math.max(...[header, ...rows].map((row) => row[i]!.length)),
    );
    const line = (row: readonly string[]) =>
      `| ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
    console.info(line(header));
    console.info(
      `| ${widths.map((width, i) => (i === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`,
    );
    for (const row of rows) console.info(line(row));
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
