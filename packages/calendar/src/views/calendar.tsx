import { memo, type ReactNode, useDeferredValue, useMemo } from 'react';
import { Temporal } from 'temporal-polyfill';

import { type CalendarView, formatTitle, getRange, navigate, todayIn } from '../engine/index.ts';
import { AgendaView } from './agenda-view.tsx';
import styles from './calendar.module.css';
import { CalendarToolbar } from './calendar-toolbar.tsx';
import { MonthView } from './month-view.tsx';
import type { CalendarJob } from './types.ts';
import { useTexts } from './use-layouts.ts';
import { useViewShortcuts } from './use-view-shortcuts.ts';
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

const PeriodView = memo(PeriodViewInner) as typeof PeriodViewInner;

function CalendarInner<T extends CalendarJob>({
  view,
  onViewChange,
  date,
  onDateChange,
  teamFilter,
  isLoading = false,
  keyboardShortcuts = true,
  className,
  ...viewProps
}: CalendarProps<T>) {
  const { locale } = useTexts(viewProps.locale, undefined);
  useViewShortcuts(keyboardShortcuts, onViewChange);
  const title = formatTitle(getRange(view, date), locale);
  const { timeZone, now } = viewProps;

  const handleToday = () => {
    onDateChange?.(todayIn(timeZone, now ?? Temporal.Now.instant()));
  };

  // The toolbar and the period's title answer a press at once; the view under them renders the
  // new period right after, in frames of its own, rather than holding up the frame that shows the
  // press. Pressing Next three times quickly renders the last week only. Until it has caught up,
  // the view says it is busy.
  const requested = useMemo(
    () => ({ view, date, jobs: viewProps.jobs, jobsPending: viewProps.jobsPending }),
    [view, date, viewProps.jobs, viewProps.jobsPending],
  );
  const shown = useDeferredValue(requested);
  const isCatchingUp = shown !== requested;

  return (
    <div
      className={className === undefined ? styles.calendar : `${styles.calendar} ${className}`}
      data-view={shown.view}
    >
      <CalendarToolbar
        view={view}
        title={title}
        onPrevious={() => onDateChange?.(navigate(view, date, 'previous'))}
        onNext={() => onDateChange?.(navigate(view, date, 'next'))}
        onToday={handleToday}
        onViewChange={onViewChange}
        teamFilter={teamFilter}
        isLoading={isLoading}
        hasShortcuts={keyboardShortcuts}
        canMoveJobs={viewProps.onMoveJob !== undefined && view !== 'agenda'}
        labels={viewProps.labels}
      />
      <div
        className={styles.view}
        aria-busy={isLoading || isCatchingUp || undefined}
        data-loading={isLoading || undefined}
      >
        <PeriodView
          {...viewProps}
          view={shown.view}
          date={shown.date}
          jobs={shown.jobs}
          jobsPending={shown.jobsPending}
          onDateChange={onDateChange}
        />
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
