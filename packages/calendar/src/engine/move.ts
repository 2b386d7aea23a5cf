import { Temporal } from './temporal.ts';

import type { CalendarEntry, CalendarJobInput } from './types.ts';

/**
 * Where a move puts a job: its day, and its wall-clock minutes from midnight in the organisation's
 * zone (0–1440; null for a job without time).
 */
export interface JobMoveTarget {
  date: string;
  startMinutes: number | null;
  endMinutes: number | null;
}

/** Where a move may put a job: the days shown and the grid's hours, in minutes from midnight. */
export interface MoveBounds {
  /** First and last day shown, `YYYY-MM-DD`: a move stays within them. */
  readonly firstDate: string;
  readonly lastDate: string;
  /** The grid's first and last minute: 360 and 1440 for 06:00–24:00. */
  readonly startMinute: number;
  readonly endMinute: number;
}

/** Moves snap to quarter hours, and a resized job lasts at least one. */
export const MOVE_STEP_MINUTES = 15;

/** A job without time dropped on the hours gets this long. */
export const NEW_TIME_MINUTES = 60;

/** The place a job has now: its date and the minutes of its entry. */
export function moveTargetOf(entry: CalendarEntry<CalendarJobInput>): JobMoveTarget {
  const timed = entry.hasTime && entry.startMinute !== null && entry.endMinute !== null;
  return {
    date: entry.job.date,
    startMinutes: timed ? entry.startMinute : null,
    endMinutes: timed ? entry.endMinute : null,
  };
}

export function isSameTarget(a: JobMoveTarget, b: JobMoveTarget): boolean {
  return a.date === b.date && a.startMinutes === b.startMinutes && a.endMinutes === b.endMinutes;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The latest start that keeps a job of `duration` on the grid: it ends by the grid's end, unless it
 * already goes on past it (past midnight), when its start only has to stay on the grid.
 */
function latestStart(end: number, duration: number, bounds: MoveBounds): number {
  const latest =
    end > bounds.endMinute ? bounds.endMinute - MOVE_STEP_MINUTES : bounds.endMinute - duration;
  return Math.max(bounds.startMinute, latest);
}

/** `target` with its start at `start` (clamped to the grid), its duration kept. */
function withStart(target: JobMoveTarget, start: number, bounds: MoveBounds): JobMoveTarget {
  if (target.startMinutes === null || target.endMinutes === null) return target;
  const duration = target.endMinutes - target.startMinutes;
  const next = clamp(start, bounds.startMinute, latestStart(target.endMinutes, duration, bounds));
  return { ...target, startMinutes: next, endMinutes: next + duration };
}

/**
 * A number of days later (negative: earlier), times kept. The date stays within the days shown:
 * past Saturday the week's move stops at Saturday rather than leaving the week on screen.
 */
export function moveByDays(target: JobMoveTarget, days: number, bounds: MoveBounds): JobMoveTarget {
  const first = Temporal.PlainDate.from(bounds.firstDate);
  const last = Temporal.PlainDate.from(bounds.lastDate);
  let date = Temporal.PlainDate.from(target.date).add({ days });
  if (Temporal.PlainDate.compare(date, first) < 0) date = first;
  if (Temporal.PlainDate.compare(date, last) > 0) date = last;
  return { ...target, date: date.toString() };
}

/**
 * One quarter hour later (`steps` 1) or earlier (-1), the duration kept: the start goes to the next
 * quarter hour in that direction (9:10 leads to 9:15 or 9:00), within the grid. A job without
 * time, or one that cannot go further, stays where it is.
 */
export function moveByQuarter(
  target: JobMoveTarget,
  steps: 1 | -1,
  bounds: MoveBounds,
): JobMoveTarget {
  const start = target.startMinutes;
  if (start === null || target.endMinutes === null) return target;
  const quarter =
    steps > 0
      ? Math.floor(start / MOVE_STEP_MINUTES + 1) * MOVE_STEP_MINUTES
      : Math.ceil(start / MOVE_STEP_MINUTES - 1) * MOVE_STEP_MINUTES;
  const next = withStart(target, quarter, bounds);
  // Clamping must never move the job against the key pressed.
  const moved = next.startMinutes!;
  return (steps > 0 ? moved > start : moved < start) ? next : target;
}

/**
 * A timed job dragged so that it would start at `start` (minutes, unsnapped) on `date`: its start
 * snaps to the nearest quarter hour, its duration kept, within the grid.
 */
export function placeAt(
  origin: JobMoveTarget,
  date: string,
  start: number,
  bounds: MoveBounds,
): JobMoveTarget {
  const snapped = Math.round(start / MOVE_STEP_MINUTES) * MOVE_STEP_MINUTES;
  return withStart({ ...origin, date }, snapped, bounds);
}

/**
 * A job without time dropped on the hours at `minute`: it starts at the quarter hour under the
 * pointer and lasts `NEW_TIME_MINUTES`, within the grid.
 */
export function placeUntimedAt(date: string, minute: number, bounds: MoveBounds): JobMoveTarget {
  const start = Math.floor(minute / MOVE_STEP_MINUTES) * MOVE_STEP_MINUTES;
  const latest = Math.max(bounds.startMinute, bounds.endMinute - NEW_TIME_MINUTES);
  const next = clamp(start, bounds.startMinute, latest);
  return { date, startMinutes: next, endMinutes: next + NEW_TIME_MINUTES };
}

/** A job dropped on the band of jobs without time: its day, no times. */
export function withoutTime(date: string): JobMoveTarget {
  return { date, startMinutes: null, endMinutes: null };
}

/**
 * The end of a timed job dragged to `end` (minutes, unsnapped): snapped to the nearest quarter
 * hour, at least a quarter hour after the start and at most the grid's end. The start stays.
 */
export function resizeTo(target: JobMoveTarget, end: number, bounds: MoveBounds): JobMoveTarget {
  const start = target.startMinutes;
  if (start === null || target.endMinutes === null) return target;
  const snapped = Math.round(end / MOVE_STEP_MINUTES) * MOVE_STEP_MINUTES;
  const shortest = start + MOVE_STEP_MINUTES;
  return {
    ...target,
    endMinutes: clamp(snapped, shortest, Math.max(shortest, bounds.endMinute)),
  };
}
