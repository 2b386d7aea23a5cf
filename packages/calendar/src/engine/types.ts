import type { Temporal } from './temporal.ts';

export type JobStatus = 'SCHEDULED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED';

export type CalendarView = 'agenda' | 'month' | 'week';

/**
 * What the engine reads of a job: the fields of the API's `Job` that place it. A job as the API
 * returns it fits as it is; every other field travels through untouched in `entry.job`.
 */
export interface CalendarJobInput {
  readonly id: string;
  readonly status: JobStatus;
  /** The job's day, `YYYY-MM-DD`: the day it is shown on, whatever its times say. */
  readonly date: string;
  /** Position among the day's jobs without times (lower first). */
  readonly order: number;
  /** RFC 3339 date-time with offset, or null for a job without times. */
  readonly scheduledStartTime: string | null;
  readonly scheduledEndTime: string | null;
  /**
   * The team doing the job (the API's nested `team`): two jobs of one team whose times overlap on
   * the same day are double-booked. Optional: without it a job is never double-booked.
   */
  readonly team?: { readonly id: string } | null;
}

/** The current moment, as an instant or a zoned date-time (only its instant is read). */
export type Now = Temporal.Instant | Temporal.ZonedDateTime;

export interface LayoutOptions {
  /** The organisation's IANA time zone (`America/New_York`): every day and time is read in it. */
  readonly timeZone: string;
  /** Any day of the period to show (the view's anchor, moved by Previous, Next and Today). */
  readonly date: Temporal.PlainDate;
  /** When given, marks today's day and the jobs that are past; without it, none is either. */
  readonly now?: Now;
  /**
   * Keeps only the double-booked jobs in the days. Double-booking is still judged against every
   * job given; `outsideRange` is unchanged.
   * @default false
   */
  readonly onlyDoubleBooked?: boolean;
}

/** The days a view shows and fetches: `from` and `to` are inclusive, as `GET /jobs` takes them. */
export interface CalendarRange {
  readonly view: CalendarView;
  /** The anchor the range was built from. */
  readonly date: Temporal.PlainDate;
  readonly from: Temporal.PlainDate;
  readonly to: Temporal.PlainDate;
  /** Number of days from `from` to `to`, both included. */
  readonly dayCount: number;
}

/** One job as every view shows it, in the calendar order of its day. */
export interface CalendarEntry<T> {
  /** Stable key for rendering and focus: the job's id. */
  readonly key: string;
  /** The input job, untouched. */
  readonly job: T;
  /** Whether the job has both a start and an end time (the rest are "jobs without time"). */
  readonly hasTime: boolean;
  /**
   * Wall-clock start in the organisation's zone, in minutes from the midnight of the job's date
   * (fractional when the time has seconds); below 0 or from 1440 on when the start falls on
   * another date. Null without times. `toPlainTime` turns it into a time to format.
   */
  readonly startMinute: number | null;
  /** Wall-clock end, counted the same way: 1500 is 01:00 on the next day. */
  readonly endMinute: number | null;
  /** Whether the job's end (or the end of its day, without times) is at or before `now`. */
  readonly isPast: boolean;
  /**
   * Whether another job of the same team on the same day overlaps it on the wall clock (both with
   * times, neither cancelled; a job ending when the other starts does not overlap it).
   */
  readonly isDoubleBooked: boolean;
}

/** A capped list: what a view shows, and the rest behind `+N more` (N = `hidden.length`). */
export interface CappedEntries<T> {
  readonly visible: readonly CalendarEntry<T>[];
  readonly hidden: readonly CalendarEntry<T>[];
}

interface CalendarDay {
  /** Stable key: the ISO date. */
  readonly key: string;
  readonly date: Temporal.PlainDate;
  readonly isToday: boolean;
}

export interface AgendaDay<T> extends CalendarDay {
  readonly entries: readonly CalendarEntry<T>[];
}

export interface AgendaLayout<T> {
  readonly range: CalendarRange;
  /** Only the days that have jobs, in date order. */
  readonly days: readonly AgendaDay<T>[];
  /** The jobs in the days. */
  readonly jobCount: number;
  /** Jobs whose date is not in the range (or is not a date): not shown. */
  readonly outsideRange: readonly T[];
}

export interface MonthDay<T> extends CalendarDay, CappedEntries<T> {
  /** Days of the previous or next month that complete the first and last weeks. */
  readonly isOutsideMonth: boolean;
}

export interface MonthLayout<T> {
  readonly range: CalendarRange;
  /** The month shown (the anchor's month). */
  readonly month: Temporal.PlainYearMonth;
  /** Whole weeks from Sunday to Saturday: 4 to 6 rows of 7 days. */
  readonly weeks: readonly (readonly MonthDay<T>[])[];
  /** The jobs in the days, visible or hidden. */
  readonly jobCount: number;
  readonly outsideRange: readonly T[];
}

/** The fixed geometry of the week grid; every default comes from the spec. */
export interface WeekGeometry {
  /** First hour shown. @default 6 */
  readonly startHour: number;
  /** Hour the grid ends at. @default 24 */
  readonly endHour: number;
  /** Pixels per hour. @default 80 */
  readonly hourHeight: number;
  /** Smallest block height in pixels. @default 30 */
  readonly minBlockHeight: number;
  /** Jobs without time shown per day before `+N more`. @default 6 */
  readonly maxUntimed: number;
}

/** A drawn job of the week grid, positioned inside its day column. */
export interface WeekBlock<T> extends CalendarEntry<T> {
  /** Pixels from the top of the grid (the `startHour` line). */
  readonly top: number;
  /** Pixels; at least `minBlockHeight`, and `top + height` never passes the grid's end. */
  readonly height: number;
  /** Fraction of the day column's width, from its left edge (0 to 1). */
  readonly left: number;
  /** Fraction of the day column's width (0 to 1). */
  readonly width: number;
  /** Column index within the overlap cluster, and the cluster's column count. */
  readonly column: number;
  readonly columns: number;
  /** The job goes on past the grid's end (past midnight) and is cut there. */
  readonly isClipped: boolean;
}

export interface WeekDay<T> extends CalendarDay {
  /** Timed jobs drawn on the grid, in calendar order (the Tab order). */
  readonly blocks: readonly WeekBlock<T>[];
  /** Jobs without time for the top band. */
  readonly untimed: CappedEntries<T>;
  /** Timed jobs that start outside the grid's hours (or on another date): listed, not drawn. */
  readonly outOfRange: readonly CalendarEntry<T>[];
  /** Wall-clock minute the day starts at: 0, or 60 where the zone skips midnight. */
  readonly startMinute: number;
  /** Length of the day in minutes: 1440, or 1380 / 1500 (say) on days the clocks change. */
  readonly lengthMinutes: number;
}

export interface WeekLayout<T> {
  readonly range: CalendarRange;
  readonly geometry: WeekGeometry;
  /** Height of the hour grid in pixels ((endHour − startHour) × hourHeight). */
  readonly height: number;
  /** The hours labelled down the grid, `startHour` to `endHour − 1`. */
  readonly hours: readonly number[];
  readonly days: readonly WeekDay<T>[];
  /** Whether the band of jobs without time is shown: only when the week has such a job. */
  readonly hasUntimedBand: boolean;
  /** Where the current-time line goes, when `now` is in the week and inside the grid's hours. */
  readonly nowLine: { readonly dayIndex: number; readonly top: number } | null;
  /** The jobs in the days: drawn, out of the grid's hours, or in the band. */
  readonly jobCount: number;
  readonly outsideRange: readonly T[];
}
