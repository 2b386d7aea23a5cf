// The page the Chromium part of the benchmark loads (built by Vite in production mode): it renders
// the views from scratch, layout included, and reports what each render cost.
import '@spotless/ui/tokens.css';

import { I18nProvider } from '@spotless/ui';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { Temporal } from 'temporal-polyfill';

import { generateJobs, FIXTURE_TEAMS } from '../../src/views/fixtures/jobs.ts';
import { MonthView, WeekView } from '../../src/views/index.ts';

const timeZone = 'America/New_York';
const now = Temporal.Instant.from('2026-11-18T19:30:00Z');
const date = Temporal.PlainDate.from('2026-11-18');

/** The benchmark's jobs: 500 in the week of 15 November, 2,000 in November's month grid. */
const weekJobs = generateJobs({
  seed: 500,
  from: '2026-11-15',
  days: 7,
  count: 500,
  now,
  teams: FIXTURE_TEAMS,
  firstStartHour: 6,
  lastStartHour: 21,
});
const monthJobs = generateJobs({
  seed: 2000,
  from: '2026-11-01',
  days: 35,
  count: 2000,
  now,
  teams: FIXTURE_TEAMS,
});

const onMoveJob = () => {};

export type RenderCase = 'week-500' | 'week-500-movable' | 'month-2000';

export interface RenderResult {
  /** From `render` to the end of React's synchronous commit (layout effects included). */
  readonly commitMs: number;
  /** From `render` to the new DOM styled and laid out (a forced layout right after the commit). */
  readonly layoutMs: number;
  /** Job cards in the DOM: the views render only what is visible. */
  readonly cards: number;
}

const stage = document.getElementById('stage')!;
let root: Root | null = null;

const nextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Unmounts the previous render and lets the page settle, outside any measurement. */
async function reset(): Promise<void> {
  root?.unmount();
  stage.replaceChildren();
  root = createRoot(stage);
  await nextFrame();
}

async function render(kind: RenderCase): Promise<RenderResult> {
  const view =
    kind === 'week-500' ? (
      <WeekView jobs={weekJobs} date={date} timeZone={timeZone} now={now} />
    ) : kind === 'week-500-movable' ? (
      // As the schedule draws it for a role that moves jobs: draggable cards, the move's hint.
      <WeekView jobs={weekJobs} date={date} timeZone={timeZone} now={now} onMoveJob={onMoveJob} />
    ) : (
      <MonthView jobs={monthJobs} date={date} timeZone={timeZone} now={now} />
    );
  const started = performance.now();
  // A fresh view: the layout memo is cold, so the engine's layout is part of the time.
  flushSync(() => root!.render(<I18nProvider locale="en">{view}</I18nProvider>));
  const committed = performance.now();
  // Style and layout now rather than at the next frame, so that they are measured too.
  void stage.getBoundingClientRect().height;
  const laidOut = performance.now();
  performance.measure(`${kind}: render and commit`, { start: started, end: committed });
  return {
    commitMs: committed - started,
    layoutMs: laidOut - started,
    cards: stage.querySelectorAll('[data-job-id]').length,
  };
}

declare global {
  interface Window {
    calendarBench: {
      reset: () => Promise<void>;
      render: (kind: RenderCase) => Promise<RenderResult>;
    };
  }
}

/**
 * Runs `render` in a task of the page's own event loop: Chromium counts script time
 * (`ScriptDuration`) for the page's tasks, not for code the DevTools protocol evaluates.
 */
const renderInTask = (kind: RenderCase) =>
  new Promise<RenderResult>((resolve, reject) => {
    setTimeout(() => render(kind).then(resolve, reject), 0);
  });

window.calendarBench = { reset, render: renderInTask };
