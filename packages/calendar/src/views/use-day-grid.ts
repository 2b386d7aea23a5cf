import {
  type FocusEvent,
  type KeyboardEvent,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Temporal } from '../engine/temporal.ts';

import { startOfWeek } from '../engine/index.ts';
import { PeriodFocusContext } from './period-focus.ts';

export interface DayGridOptions {
  /** The days shown, as ISO dates in display order. */
  readonly days: readonly string[];
  /** The day that takes the grid's tab stop until the user moves it (today, or the anchor). */
  readonly initialDay: string;
  /** Rows of cells per day: the month has 1 (its weeks are rows of days), the week 2. */
  readonly rowsPerDay: number;
  /** The first row shown: the week's band (row 0) exists only in some weeks. @default 0 */
  readonly firstRow?: number;
  /** What ArrowUp and ArrowDown do: a week earlier or later, or the day's other row. */
  readonly vertical: 'week' | 'row';
  /** What PageUp and PageDown move by. */
  readonly page: 'month' | 'week';
  /** Asked to show another period when the keyboard leaves the days shown. */
  readonly onDateChange?: (date: Temporal.PlainDate) => void;
}

export interface DayGrid {
  /** The day and row holding the tab stop. */
  readonly activeDay: string;
  readonly activeRow: number;
  /** On the `role="grid"` element. */
  readonly handleKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** On each gridcell: a focus inside it (a click on a job, say) moves the tab stop there. */
  readonly handleCellFocus: (day: string, row: number, event: FocusEvent<HTMLElement>) => void;
  readonly gridRef: React.RefObject<HTMLDivElement | null>;
}

/**
 * Attributes the grid reads: each gridcell carries `data-grid-cell` (its day and row, from
 * `gridCellId`), and holds one focusable `data-grid-anchor` for the day (the tab stop the arrows
 * move, as in React Aria's calendar) besides its jobs.
 */
const CELL_ATTRIBUTE = 'data-grid-cell';
const ANCHOR_ATTRIBUTE = 'data-grid-anchor';
const ITEM_SELECTOR = 'button:not([disabled])';

const cellId = (day: string, row: number) => `${row}:${day}`;

/**
 * Keyboard movement of the WAI-ARIA grid pattern over days, with one tab stop (roving tabindex):
 * arrows move between days (and between the rows of a day), Home and End go to the start and end
 * of the week, PageUp and PageDown to the previous and next month or week. Moving past the days
 * shown asks for another period through `onDateChange`, and focus follows once it is shown.
 * Enter or Space on a day focuses its first job; Escape from a job returns to its day.
 */
export function useDayGrid({
  days,
  initialDay,
  rowsPerDay,
  firstRow = 0,
  vertical,
  page,
  onDateChange,
}: DayGridOptions): DayGrid {
  const [position, setPosition] = useState({ day: initialDay, row: rowsPerDay - 1 });
  const gridRef = useRef<HTMLDivElement>(null);
  // Set when the keyboard moved the tab stop: focus follows it after the next render.
  const focusPending = useRef(false);

  // A day that is no longer shown (the period changed) gives the tab stop back to the initial day.
  const activeDay = days.includes(position.day) ? position.day : initialDay;
  const activeRow = Math.max(firstRow, Math.min(position.row, rowsPerDay - 1));

  useLayoutEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    gridRef.current
      ?.querySelector<HTMLElement>(
        `[${CELL_ATTRIBUTE}="${cellId(activeDay, activeRow)}"] [${ANCHOR_ATTRIBUTE}]`,
      )
      ?.focus();
  });

  // In a calendar, another period is another element: the calendar focuses the day there.
  const handoff = useContext(PeriodFocusContext);
  const moveTo = useCallback(
    (date: Temporal.PlainDate, row: number) => {
      const day = date.toString();
      const leaves = !days.includes(day);
      if (leaves && handoff !== null) handoff.current = { day, row };
      else focusPending.current = true;
      setPosition({ day, row });
      if (leaves) onDateChange?.(date);
    },
    [days, onDateChange, handoff],
  );

  const handleKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const target = event.target as HTMLElement;
      const grid = gridRef.current;
      // Events from portals (the +N more popover) bubble through React but are not in the grid.
      if (grid === null || !grid.contains(target) || event.altKey || event.metaKey) return;
      const cell = target.closest<HTMLElement>(`[${CELL_ATTRIBUTE}]`);
      const anchor = cell?.querySelector<HTMLElement>(`[${ANCHOR_ATTRIBUTE}]`);
      if (cell == null || anchor == null) return;

      if (target !== anchor) {
        // On a job: Escape goes back to its day; every other key is the job's.
        if (event.key === 'Escape') {
          event.preventDefault();
          anchor.focus();
        }
        return;
      }
      if (event.ctrlKey || event.shiftKey) return;

      const date = Temporal.PlainDate.from(activeDay);
      const pageUnit = page === 'month' ? 'months' : 'weeks';
      let next: { date: Temporal.PlainDate; row: number } | null = null;
      switch (event.key) {
        case 'ArrowLeft':
          next = { date: date.subtract({ days: 1 }), row: activeRow };
          break;
        case 'ArrowRight':
          next = { date: date.add({ days: 1 }), row: activeRow };
          break;
        case 'ArrowUp':
          if (vertical === 'week') next = { date: date.subtract({ weeks: 1 }), row: activeRow };
          else if (activeRow > firstRow) next = { date, row: activeRow - 1 };
          break;
        case 'ArrowDown':
          if (vertical === 'week') next = { date: date.add({ weeks: 1 }), row: activeRow };
          else if (activeRow < rowsPerDay - 1) next = { date, row: activeRow + 1 };
          break;
        case 'Home':
          next = { date: startOfWeek(date), row: activeRow };
          break;
        case 'End':
          next = { date: startOfWeek(date).add({ days: 6 }), row: activeRow };
          break;
        case 'PageUp':
          next = { date: date.subtract({ [pageUnit]: 1 }), row: activeRow };
          break;
        case 'PageDown':
          next = { date: date.add({ [pageUnit]: 1 }), row: activeRow };
          break;
        case 'Enter':
        case ' ': {
          event.preventDefault();
          cell.querySelector<HTMLElement>(ITEM_SELECTOR)?.focus();
          return;
        }
        default:
          return;
      }
      // Arrows at the edge of a row of one day still belong to the grid: no page scroll.
      event.preventDefault();
      if (next !== null) moveTo(next.date, next.row);
    },
    [activeDay, activeRow, firstRow, moveTo, page, rowsPerDay, vertical],
  );

  const handleCellFocus = useCallback(
    (day: string, row: number, event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.target)) return;
      // Not urgent: a press on a job focuses it before its click, and moving the tab stop
      // re-renders both days' jobs (their tabIndex), which the click's own frame (a job's details
      // opening) need not wait for. Keys move the stop themselves, before they focus.
      startTransition(() => {
        setPosition((current) =>
          current.day === day && current.row === row ? current : { day, row },
        );
      });
    },
    [],
  );

  return { activeDay, activeRow, handleKeyDown, handleCellFocus, gridRef };
}

/** The value of a cell's `data-grid-cell`. */
export const gridCellId = cellId;
