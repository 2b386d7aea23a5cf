import { startTransition, useEffect, useMemo, useState } from 'react';
import type { Temporal } from '../engine/temporal.ts';

import { type CalendarView, getRange, navigate } from '../engine/index.ts';
import type { CalendarJob } from './types.ts';
import { whenIdle } from './when-idle.ts';

/** The jobs of the periods on either side of the one shown, each once the page has it. */
export interface AdjacentJobs<T extends CalendarJob> {
  readonly previous?: readonly T[] | undefined;
  readonly next?: readonly T[] | undefined;
}

/** What the calendar shows: a view of the period around a date, and what is known of the jobs. */
export interface PeriodsInput<T extends CalendarJob> {
  readonly view: CalendarView;
  readonly date: Temporal.PlainDate;
  readonly jobs: readonly T[];
  readonly jobsPending: boolean;
  readonly adjacentJobs: AdjacentJobs<T>;
}

/** One period the calendar renders, as the element `key`. */
export interface RenderedPeriod<T extends CalendarJob> {
  readonly key: string;
  /**
   * `shown`; `previous` and `next`, rendered ahead and hidden; or `leaving`: a period that was
   * one of those, kept hidden as it was until the browser is idle, then dropped.
   */
  readonly role: 'previous' | 'shown' | 'next' | 'leaving';
  readonly view: CalendarView;
  readonly date: Temporal.PlainDate;
  readonly jobs: readonly T[];
  readonly jobsPending: boolean;
}

/**
 * Whether `view` renders the periods on either side ahead (the week view only: a month of a
 * hundred crews or an agenda's list is too much to keep hidden). A page can read the jobs of those
 * periods for the calendar in that view, and only prefetch them in the others.
 */
export const rendersAhead = (view: CalendarView): boolean => view === 'week';

/** One period of a view: the same key while the view shows the same days. */
const periodKey = (view: CalendarView, date: Temporal.PlainDate) =>
  `${view}:${getRange(view, date).from.toString()}`;

const byKey = <T extends CalendarJob>(a: RenderedPeriod<T>, b: RenderedPeriod<T>) =>
  a.key < b.key ? -1 : a.key > b.key ? 1 : 0;

/** What `usePeriods` keeps from render to render. */
interface Kept<T extends CalendarJob> {
  /** The periods `shown` asks for. */
  readonly wanted: readonly RenderedPeriod<T>[];
  /** Those rendered: the period shown, and those on either side already on the page. */
  readonly current: readonly RenderedPeriod<T>[];
  /** Periods no longer wanted, kept hidden until the browser is idle. */
  readonly leaving: readonly RenderedPeriod<T>[];
}

/**
 * The periods to render for `shown`: the period itself and, in the week view, the weeks on either
 * side whose jobs are known (rendered ahead, hidden, so that Previous and Next only show one).
 *
 * The render that shows a period renders no period that is new to the page: after Previous, the
 * week that becomes the one before it (its jobs in the cache from an earlier visit) is rendered in
 * a render of its own right after, so the week shown does not wait for it. A period that stops
 * being one of them (the week two presses back) is not removed in the render that shows the new
 * week either, where taking its hundreds of elements down would delay that frame: it stays,
 * hidden and unchanged, until the browser is idle. The periods come in the order of their keys
 * (the view, then the first day), the order they had before, so no element is moved.
 */
export function usePeriods<T extends CalendarJob>(shown: PeriodsInput<T>): RenderedPeriod<T>[] {
  const wanted = useMemo(() => {
    const { view, date, jobs, jobsPending, adjacentJobs } = shown;
    const periods: RenderedPeriod<T>[] = [
      { key: periodKey(view, date), role: 'shown', view, date, jobs, jobsPending },
    ];
    if (!rendersAhead(view)) return periods;
    for (const role of ['previous', 'next'] as const) {
      const adjacent = adjacentJobs[role];
      if (adjacent === undefined) continue;
      const adjacentDate = navigate(view, date, role);
      periods.push({
        key: periodKey(view, adjacentDate),
        role,
        view,
        date: adjacentDate,
        jobs: adjacent,
        jobsPending: false,
      });
    }
    return periods;
  }, [shown]);

  const [kept, setKept] = useState<Kept<T>>(() => ({
    wanted,
    current: wanted.filter(({ role }) => role === 'shown'),
    leaving: [],
  }));
  let state = kept;
  if (kept.wanted !== wanted) {
    const onPage = (period: RenderedPeriod<T>) =>
      [...kept.current, ...kept.leaving].some(({ key }) => key === period.key);
    const current = wanted.filter((period) => period.role === 'shown' || onPage(period));
    const stays = (period: RenderedPeriod<T>) => current.some(({ key }) => key === period.key);
    const left = kept.current
      .filter((period) => !stays(period))
      .map((period): RenderedPeriod<T> => ({ ...period, role: 'leaving' }));
    state = {
      wanted,
      current,
      leaving: [...kept.leaving.filter((period) => !stays(period)), ...left],
    };
    setKept(state);
  }

  // The periods new to the page, once the one shown is on screen.
  useEffect(() => {
    if (kept.current.length === kept.wanted.length) return;
    startTransition(() =>
      setKept((latest) =>
        latest.wanted === kept.wanted ? { ...latest, current: latest.wanted } : latest,
      ),
    );
  }, [kept]);

  useEffect(() => {
    if (kept.leaving.length === 0) return;
    // Taking a week's elements down is a render and commit of 10 to 25 ms: not in a gap between
    // frames, where it would hold up the next one.
    return whenIdle(() => setKept((latest) => ({ ...latest, leaving: [] })), { minimum: 20 });
  }, [kept.leaving]);

  return [...state.current, ...state.leaving].sort(byKey);
}
