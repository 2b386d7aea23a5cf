import { type FocusEvent, memo, useMemo } from 'react';

import {
  formatDate,
  formatTitle,
  type MonthDay,
  type MonthLayout,
  weekdayNames,
} from '../engine/index.ts';
import { JobCardBase } from './job-card.tsx';
import { jobCount } from './labels.ts';
import { MoreJobsButton, MoreJobsPopover, useMoreJobs } from './more-jobs.tsx';
import styles from './month-view.module.css';
import type { CalendarJob, CalendarLabels } from './types.ts';
import { gridCellId, useDayGrid } from './use-day-grid.ts';
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
    </div>
  );
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
  className,
}: MonthViewProps<T>) {
  const { locale, labels } = useTexts(localeProp, labelsProp);
  const layout = useMonthLayout({ jobs, date, timeZone, now });
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

  return (
    // The grid's tab stop is one of its cells (roving tabindex), not the grid itself.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      ref={gridRef}
      role="grid"
      aria-label={formatTitle(layout.range, locale)}
      className={className === undefined ? styles.month : `${styles.month} ${className}`}
      onKeyDown={handleKeyDown}
    >
      <div role="row" className={styles.header}>
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
            />
          ))}
        </div>
      ))}
      <MoreJobsPopover
        hidden={moreHidden}
        triggerRef={more.triggerRef}
        onClose={more.close}
        variant="month"
        locale={locale}
        labels={labels}
        onSelectJob={onSelectJob}
      />
    </div>
  );
}
