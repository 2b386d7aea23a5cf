import { type FocusEvent, memo, useMemo, useRef } from 'react';

import {
  type CalendarEntry,
  formatDate,
  formatTitle,
  type JobMoveTarget,
  type MonthDay,
  type MonthLayout,
  type MoveBounds,
  moveByDays,
  moveTargetOf,
  weekdayNames,
} from '../engine/index.ts';
import { JobCardBase } from './job-card.tsx';
import { jobCount } from './labels.ts';
import { MoreJobsButton, MoreJobsPopover, useMoreJobs } from './more-jobs.tsx';
import { MoveAnnouncer, MoveGhost, type MoveGhostInfo } from './move-ghost.tsx';
import styles from './month-view.module.css';
import { PeriodStatus } from './period-status.tsx';
import type { CalendarJob, CalendarLabels } from './types.ts';
import { gridCellId, useDayGrid } from './use-day-grid.ts';
import { type MovingCard, useGridMove, useMoveBounds } from './use-grid-move.ts';
import type { DragPoint, DragSource } from './use-job-drag.tsx';
import { useMonthLayout, useTexts } from './use-layouts.ts';
import type { CalendarViewProps } from './view-props.ts';

export type MonthViewProps<T extends CalendarJob> = CalendarViewProps<T>;

const FULL_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'full' };
const MONTH: Intl.DateTimeFormatOptions = { month: 'short' };

interface MonthCellProps<T extends CalendarJob> {
  day: MonthDay<T>;
  isActive: boolean;
  locale: string;
  labels: CalendarLabels;
  onSelectJob: ((job: T) => void) | undefined;
  onCellFocus: (day: string, row: number, event: FocusEvent<HTMLElement>) => void;
  isMoreOpen: boolean;
  onOpenMore: (day: string, trigger: HTMLButtonElement) => void;
  /** Whether a job may be moved; null when none can. */
  canMove: ((job: T) => boolean) | null;
  /** The id of the hint that describes the jobs that can move. */
  moveHintId: string;
  /** The job being moved, when it is on this day. */
  moving: MovingCard | null;
  /** The target of a move to this day. */
  ghost: MoveGhostInfo | null;
}

function MonthCellInner<T extends CalendarJob>({
  day,
  isActive,
  locale,
  labels,
  onSelectJob,
  onCellFocus,
  isMoreOpen,
  onOpenMore,
  canMove,
  moveHintId,
  moving,
  ghost,
}: MonthCellProps<T>) {
  const count = day.visible.length + day.hidden.length;
  const tabIndex = isActive ? 0 : -1;
  return (
    <div
      role="gridcell"
      className={styles.cell}
      data-grid-cell={gridCellId(day.key, 0)}
      data-today={day.isToday ? '' : undefined}
      data-outside-month={day.isOutsideMonth ? '' : undefined}
      onFocus={(event) => onCellFocus(day.key, 0, event)}
    >
      <div className={styles.dayLine}>
        {day.date.day === 1 ? (
          <span className={styles.monthName} aria-hidden="true">
            {formatDate(day.date, locale, MONTH)}
          </span>
        ) : null}
        {/* The day's tab stop; Enter moves into its jobs (keys handled by the grid). */}
        <div
          role="button"
          tabIndex={tabIndex}
          data-grid-anchor=""
          className={styles.dayNumber}
          aria-label={`${formatDate(day.date, locale, FULL_DATE)}, ${jobCount(labels, count, locale)}`}
          aria-current={day.isToday ? 'date' : undefined}
        >
          {day.date.day}
        </div>
      </div>
      {day.visible.length > 0 ? (
        <ul className={styles.jobs}>
          {day.visible.map((entry) => (
            <li key={entry.key} className={styles.job}>
              <JobCardBase
                entry={entry}
                variant="month"
                locale={locale}
                labels={labels}
                onSelect={onSelectJob}
                tabIndex={tabIndex}
                moveHintId={canMove !== null && canMove(entry.job) ? moveHintId : undefined}
                moving={moving?.key === entry.key ? moving.via : undefined}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <MoreJobsButton
        day={day.key}
        count={day.hidden.length}
        locale={locale}
        labels={labels}
        isTabbable={isActive}
        isOpen={isMoreOpen}
        onOpen={onOpenMore}
      />
      {ghost === null ? null : <MoveGhost ghost={ghost} className={styles.ghost} />}
    </div>
  );
}

/** The job of the month with this key, in a cell or behind its `+N more`. */
function findMonthEntry<T>(layout: MonthLayout<T>, key: string): CalendarEntry<T> | undefined {
  for (const week of layout.weeks) {
    for (const day of week) {
      for (const entry of day.visible) if (entry.key === key) return entry;
      for (const entry of day.hidden) if (entry.key === key) return entry;
    }
  }
  return undefined;
}

/** Alt+Left and Alt+Right move a job a day, Alt+Up and Alt+Down a week, its times kept. */
function stepMonth(target: JobMoveTarget, key: string, bounds: MoveBounds): JobMoveTarget | null {
  const days = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[key];
  return days === undefined ? null : moveByDays(target, days, bounds);
}

/** The day of the layout with this key. */
function dayOf<T>(layout: MonthLayout<T>, key: string): MonthDay<T> | undefined {
  for (const week of layout.weeks) {
    const day = week.find((candidate) => candidate.key === key);
    if (day !== undefined) return day;
  }
  return undefined;
}

// Moving the tab stop re-renders two cells, not the month.
const MonthCell = memo(MonthCellInner) as typeof MonthCellInner;

/**
 * The month grid: weekday headers from Sunday, whole weeks, up to 5 jobs a day and `+N more`.
 * A WAI-ARIA grid with one tab stop: arrows move between days, Home and End to the week's ends,
 * PageUp and PageDown to the previous and next month. The tab stop is the day's number (a button
 * named with the full date and its job count); Tab goes on to the day's jobs and its `+N more`
 * button, Enter focuses its first job, Escape goes back to the day.
 *
 * With `onMoveJob`, jobs move to another day, their times kept: dragged to a day (a long press on
 * a touch screen), or with Alt+Left and Alt+Right (a day) and Alt+Up and Alt+Down (a week) on a
 * focused job, within the weeks shown; Enter saves, Escape puts it back. The jobs of a `+N more`
 * popover move too: the popover closes and the move goes on over the grid.
 *
 * With `onlyDoubleBooked`, the cells hold only the double-booked jobs, and a month without one
 * says so above the grid.
 */
export function MonthView<T extends CalendarJob>({
  jobs,
  date,
  timeZone,
  now,
  locale: localeProp,
  labels: labelsProp,
  onSelectJob,
  onDateChange,
  onMoveJob,
  canMoveJob,
  onMoveTargetChange,
  moveWarning = null,
  onlyDoubleBooked = false,
  className,
}: MonthViewProps<T>) {
  const { locale, labels } = useTexts(localeProp, labelsProp);
  const layout = useMonthLayout({ jobs, date, timeZone, now, onlyDoubleBooked });
  const days = useMemo(() => layout.weeks.flat().map((day) => day.key), [layout]);
  const today = layout.weeks.flat().find((day) => day.isToday && !day.isOutsideMonth);
  const { activeDay, gridRef, handleKeyDown, handleCellFocus } = useDayGrid({
    days,
    initialDay: today?.key ?? layout.range.date.toString(),
    rowsPerDay: 1,
    vertical: 'week',
    page: 'month',
    onDateChange,
  });
  const more = useMoreJobs();
  const moreHidden = more.openDay === null ? null : (dayOf(layout, more.openDay)?.hidden ?? null);
  const shortNames = weekdayNames(locale, 'short');
  const longNames = weekdayNames(locale, 'long');

  // ---- moving jobs: to another day, times kept -------------------------------------------------
  const headerRef = useRef<HTMLDivElement>(null);
  const bounds = useMoveBounds(layout.range, 0, 24 * 60);
  // The day under the pointer, or the nearest one: rows by their bottom, days by their right.
  const targetAt = (source: DragSource<T>, point: DragPoint): JobMoveTarget => {
    const origin = moveTargetOf(source.entry);
    const rows = gridRef.current?.querySelectorAll<HTMLElement>(':scope > [role="row"]') ?? [];
    const weeks = [...rows].slice(1);
    const week = weeks.find((row) => point.y < row.getBoundingClientRect().bottom) ?? weeks.at(-1);
    const cells = [...(week?.querySelectorAll<HTMLElement>('[data-grid-cell]') ?? [])];
    const cell = cells.find((item) => point.x < item.getBoundingClientRect().right) ?? cells.at(-1);
    const day = cell?.dataset['gridCell']?.split(':')[1];
    return day === undefined ? origin : { ...origin, date: day };
  };
  const moves = useGridMove({
    onMoveJob,
    canMoveJob,
    onMoveTargetChange,
    moveWarning,
    locale,
    labels,
    layout,
    bounds,
    findEntry: findMonthEntry,
    step: stepMonth,
    targetAt,
    onKeyDown: handleKeyDown,
    gridRef,
    more,
    scrollRef: headerRef,
  });
  const { move, canMove, movingCard, ghost, drag } = moves;
  const movingDay = move?.entry.job.date ?? null;
  const ghostDay = move?.target.date ?? null;

  // The status, the announcer and dnd-kit's context stay outside the grid, whose children are its
  // rows.
  return (
    <>
      {onlyDoubleBooked && layout.jobCount === 0 ? (
        <PeriodStatus>{labels.noDoubleBookedJobs}</PeriodStatus>
      ) : null}
      {/* The grid's tab stop is one of its cells (roving tabindex), not the grid itself. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div
        ref={gridRef}
        role="grid"
        aria-label={formatTitle(layout.range, locale)}
        className={className === undefined ? styles.month : `${styles.month} ${className}`}
        data-jobs-movable={canMove === null ? undefined : ''}
        onKeyDown={moves.handleKeyDown}
        onBlur={moves.handleBlur}
        onMouseDown={drag.handleMouseDown}
        onTouchStart={drag.handleTouchStart}
        onContextMenu={drag.handleContextMenu}
      >
        <div ref={headerRef} role="row" className={styles.header}>
          {shortNames.map((name, index) => (
            <div
              key={name}
              role="columnheader"
              className={styles.weekday}
              aria-label={longNames[index]}
            >
              {name}
            </div>
          ))}
        </div>
        {layout.weeks.map((week) => (
          <div key={week[0]!.key} role="row" className={styles.week}>
            {week.map((day) => (
              <MonthCell
                key={day.key}
                day={day}
                isActive={day.key === activeDay}
                locale={locale}
                labels={labels}
                onSelectJob={onSelectJob}
                onCellFocus={handleCellFocus}
                isMoreOpen={more.openDay === day.key}
                onOpenMore={more.open}
                canMove={canMove}
                moveHintId={moves.hintId}
                moving={movingDay === day.key ? movingCard : null}
                ghost={ghostDay === day.key ? ghost : null}
              />
            ))}
          </div>
        ))}
        <MoreJobsPopover
          hidden={moreHidden}
          triggerRef={more.triggerRef}
          listRef={more.listRef}
          onClose={more.close}
          variant="month"
          locale={locale}
          labels={labels}
          onSelectJob={onSelectJob}
          canMove={canMove}
          moveHintId={moves.hintId}
        />
      </div>
      {canMove === null ? null : (
        <MoveAnnouncer
          announcement={moves.announcement}
          warning={move === null ? null : moveWarning}
          hintId={moves.hintId}
          hint={labels.moveHint}
        />
      )}
      {drag.context}
    </>
  );
}
