import {
  memo,
  type ReactNode,
  useCallback,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react';
import { Temporal } from '../engine/temporal.ts';

import { type CalendarView, formatTitle, getRange, navigate, todayIn } from '../engine/index.ts';
import { AgendaView } from './agenda-view.tsx';
import styles from './calendar.module.css';
import { CalendarToolbar } from './calendar-toolbar.tsx';
import { writeInitialScrolls } from './initial-scroll.ts';
import { MonthView } from './month-view.tsx';
import { type FocusHandoff, PeriodFocusContext } from './period-focus.ts';
import { type AdjacentJobs, usePeriods } from './use-periods.ts';
import type { CalendarJob } from './types.ts';
import { gridCellId } from './use-day-grid.ts';
import { useTexts } from './use-layouts.ts';
import { useViewShortcuts } from './use-view-shortcuts.ts';
import { useWarmPeriods } from './use-warm-periods.ts';
import type { CalendarViewProps } from './view-props.ts';
import { WeekView } from './week-view.tsx';

export interface CalendarProps<T extends CalendarJob> extends CalendarViewProps<T> {
  /** The view shown: Agenda (the spec's default), Month or Week. */
  view: CalendarView;
  /** Called by the view selector and the A, M and W keys. */
  onViewChange?: (view: CalendarView) => void;
  /** Called by Previous, Next and Today, and by the grids' keyboard (PageUp, PageDown…). */
  onDateChange?: (date: Temporal.PlainDate) => void;
  /** The screen's team filter, placed in the toolbar. */
  teamFilter?: ReactNode;
  /**
   * Jobs are loading: the current ones stay visible, a spinner shows beside the title and the
   * view is marked busy.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Whether the keys A, M and W switch the view (never while typing, with a modifier, or during
   * input composition). Turn them off where they would get in the way (WCAG 2.1.4).
   * @default true
   */
  keyboardShortcuts?: boolean;
  /**
   * The jobs of the periods before and after the one shown, when the page has them already (it
   * loads them for Previous and Next). In the week view the calendar renders those weeks ahead,
   * after the week shown and hidden under it, so that Previous and Next only have to show one:
   * its blocks are not rendered, styled or laid out again at the press. Months and the agenda
   * render the period shown only.
   */
  adjacentJobs?: AdjacentJobs<T> | undefined;
}

interface PeriodViewProps<T extends CalendarJob> extends CalendarViewProps<T> {
  view: CalendarView;
  onDateChange?: ((date: Temporal.PlainDate) => void) | undefined;
}

/** The view of one period; memoised, so the toolbar's own renders pass it by. */
function PeriodViewInner<T extends CalendarJob>({
  view,
  date,
  onDateChange,
  ...viewProps
}: PeriodViewProps<T>) {
  switch (view) {
    case 'agenda':
      return <AgendaView {...viewProps} date={date} />;
    case 'month':
      return <MonthView {...viewProps} date={date} onDateChange={onDateChange} />;
    case 'week':
      return <WeekView {...viewProps} date={date} onDateChange={onDateChange} />;
  }
}

/**
 * Props as `memo` compares them, except that the date is compared by value: a period rendered
 * ahead of time for Next got its date from the calendar, the one shown after the press from the
 * page (through the URL), and the same day must let the ready period be shown as it is.
 */
function samePeriodProps<T extends CalendarJob>(
  before: PeriodViewProps<T>,
  after: PeriodViewProps<T>,
): boolean {
  const keys = Object.keys(after) as (keyof PeriodViewProps<T>)[];
  if (Object.keys(before).length !== keys.length) return false;
  return keys.every((key) =>
    key === 'date' ? before.date.equals(after.date) : Object.is(before[key], after[key]),
  );
}

const PeriodView = memo(PeriodViewInner, samePeriodProps) as typeof PeriodViewInner;

const Toolbar = memo(CalendarToolbar);

const NO_ADJACENT_JOBS: AdjacentJobs<CalendarJob> = {};

function CalendarInner<T extends CalendarJob>({
  view,
  onViewChange,
  date,
  onDateChange,
  teamFilter,
  isLoading = false,
  keyboardShortcuts = true,
  adjacentJobs = NO_ADJACENT_JOBS as AdjacentJobs<T>,
  className,
  ...viewProps
}: CalendarProps<T>) {
  const { locale } = useTexts(viewProps.locale, undefined);
  useViewShortcuts(keyboardShortcuts, onViewChange);
  const title = formatTitle(getRange(view, date), locale);
  const { timeZone, now } = viewProps;

  // Stable, with the toolbar memoised: the renders that catch the view up with a press (below)
  // change nothing in the toolbar, and its buttons are not rendered again for them.
  const handleToday = useCallback(() => {
    onDateChange?.(todayIn(timeZone, now ?? Temporal.Now.instant()));
  }, [onDateChange, timeZone, now]);
  const handlePrevious = useCallback(
    () => onDateChange?.(navigate(view, date, 'previous')),
    [onDateChange, view, date],
  );
  const handleNext = useCallback(
    () => onDateChange?.(navigate(view, date, 'next')),
    [onDateChange, view, date],
  );

  // The toolbar and the period's title answer a press at once; the view under them renders the
  // new period right after, in frames of its own, rather than holding up the frame that shows the
  // press. Pressing Next three times quickly renders the last week only. Until it has caught up,
  // the view says it is busy (not for the periods on either side, which nobody sees).
  // The clock's minute too: it redraws every week rendered, which need not hold up a frame either.
  const { jobs, jobsPending = false } = viewProps;
  const requested = useMemo(
    () => ({ view, date, jobs, jobsPending, adjacentJobs, now }),
    [view, date, jobs, jobsPending, adjacentJobs, now],
  );
  const shown = useDeferredValue(requested);
  const isCatchingUp =
    shown.view !== view ||
    shown.date !== date ||
    shown.jobs !== jobs ||
    shown.jobsPending !== jobsPending;

  // The week shown, and the weeks on either side whose jobs are known, rendered ahead: in the same
  // place and hidden (`content-visibility: hidden`: neither seen, focused, clicked nor found, and
  // `aria-hidden` for every reader of the page), styled and laid out while the browser is idle
  // (`useWarmPeriods`). Each is keyed by its first day, so after Next the week rendered as the
  // next one is the same element, only shown now, and the one shown before stays, hidden, as the
  // previous one. Showing a week changes its wrapper's attributes: its blocks are not rendered,
  // styled or laid out again. Months and the agenda render the period shown only.
  const periods = usePeriods(shown);
  const focusHandoff: FocusHandoff = useRef(null);
  const viewRef = useRef<HTMLDivElement>(null);
  useWarmPeriods(viewRef);
  // A week rendered ahead and shown before the browser was idle gets its first scroll position
  // now: its frame lays it out anyway.
  useLayoutEffect(() => {
    const shownPeriod = viewRef.current?.querySelector('[data-period="shown"]');
    if (shownPeriod != null) writeInitialScrolls(shownPeriod);
  }, [periods]);
  // The keyboard left the days shown for a day of another period: focus it once it is shown. Once
  // the view has caught up without that day (the view switched in between, say), nothing is owed.
  useLayoutEffect(() => {
    const target = focusHandoff.current;
    if (target === null) return;
    const shownPeriod = viewRef.current?.querySelector('[data-period="shown"]');
    // Its row, or the day's other row where this period has no band of jobs without time.
    const cell =
      shownPeriod?.querySelector(`[data-grid-cell="${gridCellId(target.day, target.row)}"]`) ??
      shownPeriod?.querySelector(`[data-grid-cell$=":${target.day}"]`);
    const anchor = cell?.querySelector<HTMLElement>('[data-grid-anchor]');
    if (anchor == null) {
      if (!isCatchingUp) focusHandoff.current = null;
      return;
    }
    focusHandoff.current = null;
    anchor.focus();
  });

  return (
    <div
      className={className === undefined ? styles.calendar : `${styles.calendar} ${className}`}
      data-view={shown.view}
    >
      <Toolbar
        view={view}
        title={title}
        onPrevious={handlePrevious}
        onNext={handleNext}
        onToday={handleToday}
        onViewChange={onViewChange}
        teamFilter={teamFilter}
        isLoading={isLoading}
        hasShortcuts={keyboardShortcuts}
        canMoveJobs={viewProps.onMoveJob !== undefined && view !== 'agenda'}
        labels={viewProps.labels}
      />
      <div
        ref={viewRef}
        className={styles.view}
        aria-busy={isLoading || isCatchingUp || undefined}
        data-loading={isLoading || undefined}
      >
        <PeriodFocusContext value={focusHandoff}>
          {periods.map((period) => (
            <div
              key={period.key}
              className={styles.period}
              data-period={period.role}
              aria-hidden={period.role === 'shown' ? undefined : true}
            >
              <PeriodView
                {...viewProps}
                now={shown.now}
                view={period.view}
                date={period.date}
                jobs={period.jobs}
                jobsPending={period.jobsPending}
                onDateChange={onDateChange}
              />
            </div>
          ))}
        </PeriodFocusContext>
      </div>
    </div>
  );
}

/**
 * The schedule's calendar, controlled: the toolbar (Today, Previous, Next, the period's title, the
 * team filter and the view selector) over the Agenda, Month or Week view of `jobs`.
 *
 * ```tsx
 * <Calendar
 *   view={view} onViewChange={setView}
 *   date={date} onDateChange={setDate}
 *   jobs={jobs} timeZone="America/New_York" now={Temporal.Now.instant()}
 *   onSelectJob={(job) => openJob(job.id)}
 * />
 * ```
 *
 * Memoised: a page that re-renders for another reason (a dialog opened over the schedule) does not
 * re-render a busy week; pass stable props (`useCallback` handlers, one `date` object per day).
 */
export const Calendar = memo(CalendarInner) as typeof CalendarInner;
