import { CalendarIcon, EmptyState } from '@spotless/ui';
import { type KeyboardEvent, useId, useRef } from 'react';

import { formatDate } from '../engine/index.ts';
import styles from './agenda-view.module.css';
import { JobCardBase } from './job-card.tsx';
import type { CalendarJob } from './types.ts';
import { useGrowingCount } from './use-growing-count.ts';
import { useAgendaLayout, useTexts } from './use-layouts.ts';
import type { CalendarViewProps } from './view-props.ts';

export interface AgendaViewProps<T extends CalendarJob> extends Omit<
  CalendarViewProps<T>,
  'onDateChange'
> {
  /**
   * Heading level of the day sections, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
}

const FULL_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'full' };
const MONTH: Intl.DateTimeFormatOptions = { month: 'short' };
const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'short' };
const JOB_SELECTOR = '[data-job-id]';
/**
 * Jobs rendered at first, then added as the list scrolls. Twenty fill the list twice over on a
 * phone (rows of three lines) and once over on a laptop; on a taller screen the list adds more in
 * the next frame. Forty took twice the layout on a phone's first load, for rows below the fold.
 */
const FIRST_JOBS = 20;
const MORE_JOBS = 40;

/** ArrowUp and ArrowDown move between the jobs of the list, on top of Tab. */
function handleListKeyDown(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const target = event.target as HTMLElement;
  if (!target.matches(JOB_SELECTOR)) return;
  const jobs = [...event.currentTarget.querySelectorAll<HTMLElement>(JOB_SELECTOR)];
  const next = jobs[jobs.indexOf(target) + (event.key === 'ArrowDown' ? 1 : -1)];
  if (next === undefined) return;
  event.preventDefault();
  next.focus();
}

/**
 * The agenda: the 30 days from `date`, one section per day that has jobs, headed by the day, the
 * month and the weekday, today highlighted. Without jobs it says `No events found` (nothing while
 * `jobsPending`). Every job is in
 * the tab order; ArrowUp and ArrowDown also move between them. With `onlyDoubleBooked` it lists the
 * double-booked jobs, or says there are none.
 */
export function AgendaView<T extends CalendarJob>({
  jobs,
  jobsPending = false,
  date,
  timeZone,
  now,
  locale: localeProp,
  labels: labelsProp,
  onSelectJob,
  onlyDoubleBooked = false,
  headingLevel = 3,
  className,
}: AgendaViewProps<T>) {
  const { locale, labels } = useTexts(localeProp, labelsProp);
  const layout = useAgendaLayout({ jobs, date, timeZone, now, onlyDoubleBooked });
  const idPrefix = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  // Thirty days of a busy organisation are thousands of jobs: the list renders the first ones and
  // grows as it scrolls (arrow keys and Tab scroll it too), so a new period shows at once.
  const { count, onScroll } = useGrowingCount({
    resetKey: `${layout.range.from.toString()} ${layout.jobCount}`,
    total: layout.jobCount,
    initial: FIRST_JOBS,
    step: MORE_JOBS,
    root: listRef,
    sentinel: endRef,
  });
  let remaining = count;
  const days = [];
  for (const day of layout.days) {
    if (remaining <= 0) break;
    days.push(
      day.entries.length <= remaining ? day : { ...day, entries: day.entries.slice(0, remaining) },
    );
    remaining -= day.entries.length;
  }
  const Heading = `h${headingLevel}` as const;
  const rootClass = className === undefined ? styles.agenda : `${styles.agenda} ${className}`;

  if (layout.days.length === 0 && jobsPending) {
    return <div className={rootClass} data-pending="" aria-busy="true" />;
  }
  if (layout.days.length === 0) {
    return (
      <div className={rootClass} data-empty="">
        <EmptyState
          className={styles.empty}
          icon={<CalendarIcon />}
          title={onlyDoubleBooked ? labels.noDoubleBookedJobs : labels.noEvents}
          description={onlyDoubleBooked ? undefined : labels.noEventsDescription}
          headingLevel={headingLevel}
        />
      </div>
    );
  }

  return (
    // The list's own arrow keys; every job is also a plain button in the tab order.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={listRef} className={rootClass} onKeyDown={handleListKeyDown} onScroll={onScroll}>
      {days.map((day) => {
        const headingId = `${idPrefix}-${day.key}`;
        return (
          <section
            key={day.key}
            className={styles.day}
            aria-labelledby={headingId}
            data-today={day.isToday ? '' : undefined}
          >
            <Heading id={headingId} className={styles.heading}>
              <span className={styles.dayNumber} aria-hidden="true">
                {day.date.day}
              </span>
              <span className={styles.dayMeta} aria-hidden="true">
                <span>{formatDate(day.date, locale, MONTH)}</span>
                <span>{formatDate(day.date, locale, WEEKDAY)}</span>
              </span>
              {day.isToday ? (
                <span className={styles.todayTag} aria-hidden="true">
                  {labels.today}
                </span>
              ) : null}
              <span className={styles.visuallyHidden}>
                {formatDate(day.date, locale, FULL_DATE)}
                {day.isToday ? `, ${labels.today}` : ''}
              </span>
            </Heading>
            <ul className={styles.jobs}>
              {day.entries.map((entry) => (
                <li key={entry.key} className={styles.job}>
                  <JobCardBase
                    entry={entry}
                    variant="agenda"
                    locale={locale}
                    labels={labels}
                    onSelect={onSelectJob}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {count < layout.jobCount ? <div ref={endRef} className={styles.end} /> : null}
    </div>
  );
}
