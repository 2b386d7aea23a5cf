import {
  type FocusEvent,
  memo,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

import {
  type CalendarEntry,
  formatDate,
  formatHour,
  formatTitle,
  type JobMoveTarget,
  type MoveBounds,
  moveByDays,
  moveByQuarter,
  moveTargetOf,
  placeAt,
  placeUntimedAt,
  resizeTo,
  type WeekBlock,
  type WeekDay,
  type WeekLayout,
  weekdayNames,
  withoutTime,
} from '../engine/index.ts';
import type { StyleWithVars } from './css-vars.ts';
import { scrollInitially } from './initial-scroll.ts';
import { type JobCardDensity, type JobCardFit, JobCardBase } from './job-card.tsx';
import { jobCount } from './labels.ts';
import { MoreJobsButton, MoreJobsPopover, useMoreJobs } from './more-jobs.tsx';
import { MoveAnnouncer, MoveGhost, type MoveGhostInfo } from './move-ghost.tsx';
import { PeriodStatus } from './period-status.tsx';
import type { CalendarJob, CalendarLabels } from './types.ts';
import { gridCellId, useDayGrid } from './use-day-grid.ts';
import { type MovingCard, useGridMove, useMoveBounds } from './use-grid-move.ts';
import type { DragPoint, DragSource } from './use-job-drag.tsx';
import { useTexts, useWeekLayout } from './use-layouts.ts';
import { crosses, type HourRange, useWeekViewport } from './use-week-viewport.ts';
import type { CalendarViewProps } from './view-props.ts';
import styles from './week-view.module.css';

export interface WeekViewProps<T extends CalendarJob> extends CalendarViewProps<T> {
  /**
   * The hour each week opens scrolled to, when the hours scroll inside the view.
   * @default an hour before the current time on the week of today, else the week's first job,
   * else 8
   */
  scrollToHour?: number;
}

const FULL_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'full' };

/** The lines a block of a given height in pixels has room for (caption text, 16 px a line). */
function densityOf(height: number): JobCardDensity {
  if (height < 44) return 'compact';
  if (height < 60) return 'medium';
  return 'full';
}

/**
 * The text a block has room for, from its share of a day column `columnRem` wide: the lines the
 * cards' container queries draw (job-card.module.css). The block is its share less a gap of
 * 0.25rem; its text box is 1rem narrower again (padding and the colour bar).
 */
function fitOf(width: number, columnRem: number | null): JobCardFit | undefined {
  if (columnRem === null) return undefined;
  const text = width * columnRem - 1.25;
  if (text <= 2.25) return 'none';
  if (text <= 4.5) return 'name';
  return 'full';
}

/**
 * Where the grid scrolls when a week is shown: an hour before the now-line, else just above the
 * week's first job, else 08:00. Positions come from the layout: nothing on the page is measured.
 */
function initialScrollTop<T>(layout: WeekLayout<T>, hour: number | undefined): number {
  const { hourHeight, startHour } = layout.geometry;
  if (hour !== undefined) return Math.max(0, (hour - startHour) * hourHeight);
  if (layout.nowLine !== null) return Math.max(0, layout.nowLine.top - hourHeight);
  let first = Infinity;
  for (const day of layout.days) {
    const top = day.blocks[0]?.top;
    if (top !== undefined && top < first) first = top;
  }
  if (first !== Infinity) return Math.max(0, first - hourHeight / 4);
  return (8 - startHour) * hourHeight;
}

/**
 * A day's tab stop: it covers its cell behind the jobs, so a click on free space moves the tab
 * stop there too; Enter moves into the jobs (keys handled by the grid).
 */
function DayAnchor({
  tabIndex,
  label,
  isToday = false,
}: {
  tabIndex: number;
  label: string;
  isToday?: boolean;
}) {
  return (
    <div
      role="button"
      tabIndex={tabIndex}
      data-grid-anchor=""
      className={styles.anchor}
      aria-label={label}
      aria-current={isToday ? 'date' : undefined}
    />
  );
}

/** The target of a move on the hours: where it goes, and what it shows. */
interface TimedGhost {
  readonly info: MoveGhostInfo;
  readonly top: number;
  readonly height: number;
}

/** The job of a week with this key, among those drawn (blocks, the band) or behind `+N more`. */
function findWeekEntry<T>(layout: WeekLayout<T>, key: string): CalendarEntry<T> | undefined {
  for (const day of layout.days) {
    for (const block of day.blocks) if (block.key === key) return block;
    for (const entry of day.untimed.visible) if (entry.key === key) return entry;
    for (const entry of day.untimed.hidden) if (entry.key === key) return entry;
  }
  return undefined;
}

/** Alt+Left and Alt+Right move a job a day, Alt+Up and Alt+Down a quarter hour. */
function stepWeek(target: JobMoveTarget, key: string, bounds: MoveBounds): JobMoveTarget | null {
  switch (key) {
    case 'ArrowLeft':
      return moveByDays(target, -1, bounds);
    case 'ArrowRight':
      return moveByDays(target, 1, bounds);
    case 'ArrowUp':
      return moveByQuarter(target, -1, bounds);
    case 'ArrowDown':
      return moveByQuarter(target, 1, bounds);
    default:
      return null;
  }
}

/** The bottom edge of a block (`--job-resize-edge`) changes the job's end; the rest moves it. */
function dragModeOf(card: HTMLElement, point: DragPoint): DragSource<unknown>['mode'] {
  if (card.dataset['variant'] !== 'week') return 'move';
  const edge = Number.parseFloat(getComputedStyle(card).getPropertyValue('--job-resize-edge')) || 0;
  return point.y >= card.getBoundingClientRect().bottom - edge ? 'resize' : 'move';
}

interface DayProps<T extends CalendarJob> {
  day: WeekDay<T>;
  dayIndex: number;
  row: number;
  isActive: boolean;
  dayLabel: string;
  locale: string;
  labels: CalendarLabels;
  onSelectJob: ((job: T) => void) | undefined;
  onCellFocus: (day: string, row: number, event: FocusEvent<HTMLElement>) => void;
  /** Whether a job may be moved; null when none can. */
  canMove: ((job: T) => boolean) | null;
  /** The id of the hint that describes the jobs that can move. */
  moveHintId: string;
  /** The job being moved, when it is on this day. */
  moving: MovingCard | null;
}

interface BandCellProps<T extends CalendarJob> extends DayProps<T> {
  isMoreOpen: boolean;
  onOpenMore: (day: string, trigger: HTMLButtonElement) => void;
  /** The target of a move to this day without time. */
  ghost: MoveGhostInfo | null;
}

function BandCellInner<T extends CalendarJob>({
  day,
  dayIndex,
  row,
  isActive,
  dayLabel,
  locale,
  labels,
  onSelectJob,
  onCellFocus,
  canMove,
  moveHintId,
  moving,
  isMoreOpen,
  onOpenMore,
  ghost,
}: BandCellProps<T>) {
  const { visible, hidden } = day.untimed;
  const tabIndex = isActive ? 0 : -1;
  return (
    <div
      role="gridcell"
      aria-colindex={dayIndex + 2}
      className={styles.bandCell}
      data-grid-cell={gridCellId(day.key, row)}
      onFocus={(event) => onCellFocus(day.key, row, event)}
    >
      <DayAnchor
        tabIndex={tabIndex}
        label={`${dayLabel}, ${labels.jobsWithoutTime}, ${jobCount(labels, visible.length + hidden.length, locale)}`}
      />
      {visible.map((entry) => (
        <JobCardBase
          key={entry.key}
          entry={entry}
          variant="week-no-time"
          locale={locale}
          labels={labels}
          onSelect={onSelectJob}
          tabIndex={tabIndex}
          moveHintId={canMove !== null && canMove(entry.job) ? moveHintId : undefined}
          moving={moving?.key === entry.key ? moving.via : undefined}
        />
      ))}
      {ghost === null ? null : <MoveGhost ghost={ghost} className={styles.bandGhost} />}
      <MoreJobsButton
        day={day.key}
        count={hidden.length}
        locale={locale}
        labels={labels}
        isTabbable={isActive}
        isOpen={isMoreOpen}
        onOpen={onOpenMore}
      />
    </div>
  );
}

const BandCell = memo(BandCellInner) as typeof BandCellInner;

// One style object per block, so that a block already drawn keeps its props (and its memo) when
// the window of hours moves.
const blockStyles = new WeakMap<WeekBlock<unknown>, StyleWithVars>();

function blockStyle(block: WeekBlock<unknown>): StyleWithVars {
  let style = blockStyles.get(block);
  if (style === undefined) {
    style = {
      top: block.top,
      height: block.height,
      left: `${block.left * 100}%`,
      // A sliver of the column stays free on the right of each block, as a gap between
      // neighbours and a place to click the day itself.
      width: `calc(${block.width * 100}% - var(--space-1))`,
    };
    blockStyles.set(block, style);
  }
  return style;
}

/** Blocks a day column draws at first, then adds a frame: a busy week's first frame stays short. */
const FIRST_BLOCKS = 8;
const MORE_BLOCKS = 24;
const EMPTY_KEYS: ReadonlySet<string> = new Set();

/**
 * The blocks to draw next: those of `drawn` still in `hours`, and up to `count` more of the
 * blocks in `hours`, those crossing `view` first, each group in calendar order.
 */
function drawMore(
  drawn: ReadonlySet<string>,
  blocks: readonly WeekBlock<unknown>[],
  view: HourRange,
  hours: HourRange,
  count: number,
): ReadonlySet<string> {
  const next = new Set<string>();
  for (const block of blocks) {
    if (drawn.has(block.key) && crosses(hours, block.top, block.height)) next.add(block.key);
  }
  let budget = count;
  for (const range of [view, hours]) {
    for (const block of blocks) {
      if (budget === 0) break;
      if (!next.has(block.key) && crosses(range, block.top, block.height)) {
        next.add(block.key);
        budget--;
      }
    }
  }
  return next.size === drawn.size && [...next].every((key) => drawn.has(key)) ? drawn : next;
}

/** Whether `drawn` is exactly the blocks in `hours`. */
function isComplete(
  drawn: ReadonlySet<string>,
  blocks: readonly WeekBlock<unknown>[],
  hours: HourRange,
): boolean {
  let inHours = 0;
  for (const block of blocks) {
    if (!crosses(hours, block.top, block.height)) continue;
    if (!drawn.has(block.key)) return false;
    inHours++;
  }
  return inHours === drawn.size;
}

interface DayColumnProps<T extends CalendarJob> extends DayProps<T> {
  nowTop: number | null;
  /** The hours in view, whose blocks come first. */
  view: HourRange;
  /** The hours whose blocks are rendered. */
  hours: HourRange;
  /** The column's width in rem, once known. */
  columnRem: number | null;
  /** The target of a move to this day's hours. */
  ghost: TimedGhost | null;
  /** The job moved last: drawn at once in its new place, so that focus can follow it there. */
  pinnedKey: string | null;
}

function DayColumnInner<T extends CalendarJob>({
  day,
  dayIndex,
  row,
  isActive,
  dayLabel,
  locale,
  labels,
  onSelectJob,
  onCellFocus,
  canMove,
  moveHintId,
  moving,
  nowTop,
  view,
  hours,
  columnRem,
  ghost,
  pinnedKey,
}: DayColumnProps<T>) {
  const tabIndex = isActive ? 0 : -1;
  // The job last focused stays rendered when it scrolls out of the window, so focus stays on it.
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  // The blocks drawn: a few more each frame, those in view first, until they are the blocks of
  // the window of hours (those leaving it go, so a long scroll does not pile blocks up). New jobs
  // for the day (another team, a refetch) keep the blocks already drawn and start a few more at
  // once, so the column never shows empty for a frame.
  const [state, setState] = useState(() => ({
    blocks: day.blocks,
    drawn: drawMore(EMPTY_KEYS, day.blocks, view, hours, FIRST_BLOCKS),
  }));
  let drawn = state.drawn;
  if (state.blocks !== day.blocks) {
    drawn = drawMore(drawn, day.blocks, view, hours, FIRST_BLOCKS);
    setState({ blocks: day.blocks, drawn });
  }
  const complete = useMemo(() => isComplete(drawn, day.blocks, hours), [drawn, day.blocks, hours]);
  useEffect(() => {
    if (complete) return;
    const frame = requestAnimationFrame(() => {
      setState((current) => {
        if (current.blocks !== day.blocks) return current;
        const next = drawMore(current.drawn, day.blocks, view, hours, MORE_BLOCKS);
        return next === current.drawn ? current : { blocks: current.blocks, drawn: next };
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [complete, day.blocks, view, hours]);
  // The day's first job is always there: Enter on the day focuses it (the grid then scrolls to it
  // and the window follows). So is a job being moved (a finger dragging it must not lose it), and
  // the job moved last.
  const movingKey = moving?.key;
  const shown = useMemo(
    () =>
      day.blocks.filter(
        (block, index) =>
          index === 0 ||
          block.key === focusedKey ||
          block.key === movingKey ||
          block.key === pinnedKey ||
          drawn.has(block.key),
      ),
    [day.blocks, drawn, focusedKey, movingKey, pinnedKey],
  );
  return (
    <div
      role="gridcell"
      aria-colindex={dayIndex + 2}
      className={styles.dayColumn}
      data-grid-cell={gridCellId(day.key, row)}
      data-today={day.isToday ? '' : undefined}
      onFocus={(event) => {
        onCellFocus(day.key, row, event);
        const key = (event.target as HTMLElement).dataset['jobId'];
        // Kept for when it scrolls out of view, which is not in this frame (see handleCellFocus).
        if (key !== undefined) startTransition(() => setFocusedKey(key));
      }}
    >
      <DayAnchor
        tabIndex={tabIndex}
        label={`${dayLabel}, ${jobCount(labels, day.blocks.length, locale)}`}
        isToday={day.isToday}
      />
      {shown.map((block) => (
        <JobCardBase
          key={block.key}
          entry={block}
          variant="week"
          density={densityOf(block.height)}
          fit={fitOf(block.width, columnRem)}
          isClipped={block.isClipped}
          locale={locale}
          labels={labels}
          onSelect={onSelectJob}
          tabIndex={tabIndex}
          moveHintId={canMove !== null && canMove(block.job) ? moveHintId : undefined}
          moving={moving?.key === block.key ? moving.via : undefined}
          className={styles.block}
          style={blockStyle(block)}
        />
      ))}
      {ghost === null ? null : (
        <MoveGhost
          ghost={ghost.info}
          className={styles.ghost}
          style={{ top: ghost.top, minBlockSize: ghost.height }}
        />
      )}
      {nowTop === null ? null : (
        <div className={styles.nowLine} style={{ top: nowTop }} aria-hidden="true" />
      )}
    </div>
  );
}

const DayColumn = memo(DayColumnInner) as typeof DayColumnInner;

/**
 * The week grid, Sunday to Saturday: hours 6 to 24 at 80 px an hour, each job placed by the engine
 * (`layoutWeek`) with overlapping jobs side by side, the band of jobs without time (6 a day, then
 * `+N more`) when the week has any, and a line at the current time on today.
 *
 * A WAI-ARIA grid with one tab stop: Left and Right move between days, Up and Down between the
 * band and the hours, Home and End to Sunday and Saturday, PageUp and PageDown to the previous and
 * next week. Tab goes from a day to its jobs in calendar order; Enter on a day focuses its first
 * job, Escape goes back to the day. The hours scroll inside the view when its container has a
 * height.
 *
 * With `onMoveJob`, jobs move. Alt+Left and Alt+Right move the focused job a day (within the week
 * shown), Alt+Up and Alt+Down a quarter hour (jobs with times), its target drawn in place and
 * announced; Enter saves, Escape puts it back. A drag moves a job to another day and time
 * (quarter hours, its duration kept), between the band and the hours (a job given a time gets an
 * hour), and a block's bottom edge changes its end. A finger starts a drag with a long press.
 * The jobs of the band's `+N more` popover move too: the popover closes and the move goes on over
 * the grid.
 *
 * With `onlyDoubleBooked`, the grid holds only the double-booked jobs, and a week without one says
 * so above the grid.
 */
export function WeekView<T extends CalendarJob>({
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
  scrollToHour,
  className,
}: WeekViewProps<T>) {
  const { locale, labels } = useTexts(localeProp, labelsProp);
  const layout = useWeekLayout({ jobs, date, timeZone, now, onlyDoubleBooked });
  const { geometry, hasUntimedBand, nowLine } = layout;
  const days = useMemo(() => layout.days.map((day) => day.key), [layout]);
  const today = layout.days.find((day) => day.isToday);
  const bandRow = 0;
  const timedRow = 1;
  const { activeDay, activeRow, gridRef, handleKeyDown, handleCellFocus } = useDayGrid({
    days,
    initialDay: today?.key ?? layout.range.date.toString(),
    rowsPerDay: 2,
    firstRow: hasUntimedBand ? bandRow : timedRow,
    vertical: 'row',
    page: 'week',
    onDateChange,
  });
  const dayLabels = useMemo(
    () => layout.days.map((day) => formatDate(day.date, locale, FULL_DATE)),
    [layout, locale],
  );
  const more = useMoreJobs();
  const moreHidden =
    more.openDay === null
      ? null
      : (layout.days.find((day) => day.key === more.openDay)?.untimed.hidden ?? null);
  const shortNames = weekdayNames(locale, 'short');

  // Each week opens scrolled to the hours that matter; a write, never a read of the layout (a
  // week rendered ahead is scrolled once it is laid out anyway: `initial-scroll.ts`).
  const bodyRef = useRef<HTMLDivElement>(null);
  const hoursRowRef = useRef<HTMLDivElement>(null);
  const gutterRef = useRef<HTMLDivElement>(null);
  const scrollTop = initialScrollTop(layout, scrollToHour);
  const weekKey = layout.range.from.toString();
  useLayoutEffect(() => {
    if (bodyRef.current === null) return;
    return scrollInitially(bodyRef.current, scrollTop);
    // Only a new week scrolls: new jobs or a moving now-line must not pull the grid away.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [weekKey]);
  const { view, hours, columnRem } = useWeekViewport({
    bodyRef,
    rowRef: hoursRowRef,
    gutterRef,
    weekKey,
    initialTop: scrollTop,
  });

  // ---- moving jobs: the keyboard and the pointer share one move ------------------------------
  const bounds = useMoveBounds(layout.range, geometry.startHour * 60, geometry.endHour * 60);

  // A drag reads the grid's geometry from the page: which day column the pointer is over, and
  // the minute under it from the hours row (which scrolls with the hours).
  const grabRef = useRef(0);
  const minuteAt = useCallback(
    (y: number) => {
      const row = hoursRowRef.current?.getBoundingClientRect();
      if (row === undefined) return geometry.startHour * 60;
      return geometry.startHour * 60 + ((y - row.top) / geometry.hourHeight) * 60;
    },
    [geometry],
  );
  const targetAt = (source: DragSource<T>, point: DragPoint): JobMoveTarget => {
    const origin = moveTargetOf(source.entry);
    const row = hoursRowRef.current;
    const body = bodyRef.current;
    if (row === null || body === null) return origin;
    if (source.mode === 'resize') return resizeTo(origin, minuteAt(point.y), bounds);
    const columns = row.querySelectorAll<HTMLElement>(':scope > [data-grid-cell]');
    let index = columns.length - 1;
    for (const [column, element] of columns.entries()) {
      if (point.x < element.getBoundingClientRect().right) {
        index = column;
        break;
      }
    }
    const day = layout.days[index]?.key ?? origin.date;
    // Above the hours is the band (or the day names): the job loses its time there.
    if (point.y < body.getBoundingClientRect().top) return withoutTime(day);
    const minute = minuteAt(point.y);
    return source.entry.hasTime
      ? placeAt(origin, day, minute - grabRef.current, bounds)
      : placeUntimedAt(day, minute, bounds);
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
    findEntry: findWeekEntry,
    step: stepWeek,
    targetAt,
    dragModeAt: dragModeOf,
    onDragStart: (source) => {
      const start = source.entry.startMinute;
      grabRef.current = start === null ? 0 : minuteAt(source.point.y) - start;
    },
    onKeyDown: handleKeyDown,
    gridRef,
    more,
    scrollRef: hoursRowRef,
    // Over the band the job loses its time: the hours stay where they are.
    scrollsAt: (point) => point.y >= (bodyRef.current?.getBoundingClientRect().top ?? 0),
  });
  const { move, canMove, movingCard, ghost: ghostInfo, drag } = moves;
  const movingDay = move?.entry.job.date ?? null;
  const ghostDay = move?.target.date ?? null;
  const { startMinutes: ghostStart, endMinutes: ghostEnd } = move?.target ?? {};
  const timedGhost: TimedGhost | null =
    ghostInfo === null || ghostStart == null || ghostEnd == null
      ? null
      : {
          info: ghostInfo,
          top: ((ghostStart - bounds.startMinute) / 60) * geometry.hourHeight,
          height: Math.max(
            geometry.minBlockHeight,
            ((Math.min(ghostEnd, bounds.endMinute) - ghostStart) / 60) * geometry.hourHeight,
          ),
        };
  // A drag can take a job to the band of jobs without time, which is there during the drag.
  const showsBand = hasUntimedBand || move?.via === 'pointer';

  const rootStyle: StyleWithVars = {
    '--hour-height': `${geometry.hourHeight}px`,
    '--grid-height': `${layout.height}px`,
  };

  return (
    <>
      {onlyDoubleBooked && layout.jobCount === 0 ? (
        <PeriodStatus>{labels.noDoubleBookedJobs}</PeriodStatus>
      ) : null}
      <div
        className={className === undefined ? styles.week : `${styles.week} ${className}`}
        style={rootStyle}
      >
        {/* The grid's tab stop is one of its cells (roving tabindex), not the grid itself. */}
        {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
        <div
          ref={gridRef}
          role="grid"
          aria-label={formatTitle(layout.range, locale)}
          aria-colcount={8}
          className={styles.grid}
          data-jobs-movable={canMove === null ? undefined : ''}
          onKeyDown={moves.handleKeyDown}
          onBlur={moves.handleBlur}
          onMouseDown={drag.handleMouseDown}
          onTouchStart={drag.handleTouchStart}
          onContextMenu={drag.handleContextMenu}
        >
          <div role="rowgroup" className={styles.head}>
            <div role="row" className={styles.row}>
              <div className={styles.corner} aria-hidden="true" />
              {layout.days.map((day, index) => (
                <div
                  key={day.key}
                  role="columnheader"
                  aria-colindex={index + 2}
                  aria-label={dayLabels[index]}
                  className={styles.dayHeader}
                  data-today={day.isToday ? '' : undefined}
                >
                  <span className={styles.weekday}>{shortNames[index]}</span>
                  <span className={styles.dayNumber}>{day.date.day}</span>
                </div>
              ))}
            </div>
            {showsBand ? (
              <div role="row" className={`${styles.row} ${styles.band}`}>
                <div role="rowheader" aria-colindex={1} className={styles.bandLabel}>
                  {labels.jobsWithoutTime}
                </div>
                {layout.days.map((day, index) => (
                  <BandCell
                    key={day.key}
                    day={day}
                    dayIndex={index}
                    row={bandRow}
                    isActive={day.key === activeDay && activeRow === bandRow}
                    dayLabel={dayLabels[index]!}
                    locale={locale}
                    labels={labels}
                    onSelectJob={onSelectJob}
                    onCellFocus={handleCellFocus}
                    canMove={canMove}
                    moveHintId={moves.hintId}
                    moving={movingDay === day.key ? movingCard : null}
                    isMoreOpen={more.openDay === day.key}
                    onOpenMore={more.open}
                    ghost={timedGhost === null && ghostDay === day.key ? ghostInfo : null}
                  />
                ))}
              </div>
            ) : null}
          </div>
          <div ref={bodyRef} role="rowgroup" className={styles.body}>
            <div ref={hoursRowRef} role="row" className={`${styles.row} ${styles.hoursRow}`}>
              <div ref={gutterRef} className={styles.hours} aria-hidden="true">
                {layout.hours.map((hour, index) => (
                  <span
                    key={hour}
                    className={styles.hour}
                    style={{ top: index * geometry.hourHeight }}
                  >
                    {formatHour(hour, locale)}
                  </span>
                ))}
              </div>
              {layout.days.map((day, index) => (
                <DayColumn
                  key={day.key}
                  day={day}
                  dayIndex={index}
                  row={timedRow}
                  isActive={day.key === activeDay && activeRow === timedRow}
                  dayLabel={dayLabels[index]!}
                  locale={locale}
                  labels={labels}
                  onSelectJob={onSelectJob}
                  onCellFocus={handleCellFocus}
                  canMove={canMove}
                  moveHintId={moves.hintId}
                  moving={movingDay === day.key ? movingCard : null}
                  nowTop={nowLine !== null && nowLine.dayIndex === index ? nowLine.top : null}
                  view={view}
                  hours={hours}
                  columnRem={columnRem}
                  ghost={ghostDay === day.key ? timedGhost : null}
                  pinnedKey={moves.movedKey}
                />
              ))}
            </div>
          </div>
          {/* Its element is in a portal, but its events reach the grid's handlers through React. */}
          <MoreJobsPopover
            hidden={moreHidden}
            triggerRef={more.triggerRef}
            listRef={more.listRef}
            onClose={more.close}
            variant="week-no-time"
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
      </div>
    </>
  );
}
