import type { Temporal } from '../engine/temporal.ts';

import type { JobMoveTarget, Now } from '../engine/index.ts';
import type { CalendarJob, CalendarLabelsProp } from './types.ts';

export type { JobMoveTarget };

/** What every view takes; `Calendar` passes its own props through. */
export interface CalendarViewProps<T extends CalendarJob> {
  /** The jobs of the period (more are fine: the engine sets aside those outside it). */
  jobs: readonly T[];
  /**
   * The period's jobs have not arrived yet (a first load): the agenda shows neither jobs nor its
   * "no jobs" message, which would be wrong until they do.
   * @default false
   */
  jobsPending?: boolean;
  /** Any day of the period to show. */
  date: Temporal.PlainDate;
  /** The organisation's IANA time zone: every day and time is read in it. */
  timeZone: string;
  /** The current moment: marks today, past jobs and the week's now-line. */
  now?: Now;
  /**
   * `en`, `es` or `pt-BR`: dates and times are formatted with `Intl` for it.
   * @default the locale of the surrounding I18nProvider
   */
  locale?: string;
  /** Texts over the English defaults. */
  labels?: CalendarLabelsProp;
  /** Called with the job when a card is clicked or activated with Enter or Space. */
  onSelectJob?: (job: T) => void;
  /**
   * Called when the keyboard moves past the days shown (arrows, PageUp, PageDown) with the day to
   * show; the grid focuses that day once `date` leads to it.
   */
  onDateChange?: (date: Temporal.PlainDate) => void;
  /**
   * Called when a move is dropped or confirmed with Enter; the app saves it (and may ask for a
   * series scope). Without it, jobs cannot be moved. The calendar keeps no state after the move:
   * the app updates `jobs`.
   */
  onMoveJob?: (job: T, target: JobMoveTarget) => void;
  /** Whether this job may be moved (default: every job when onMoveJob is set). */
  canMoveJob?: (job: T) => boolean;
  /**
   * Called as a move's target changes (drag or keys), and with null when the move ends or is
   * cancelled: the app checks the target for conflicts.
   */
  onMoveTargetChange?: (job: T, target: JobMoveTarget | null) => void;
  /**
   * A warning for the current move's target, shown with it (the app's answer to
   * onMoveTargetChange), e.g. "Team A already has a job then: Olivia Donovan 9:00–10:30".
   */
  moveWarning?: string | null;
  /**
   * Shows only the double-booked jobs, still judged against every job in `jobs`; a period without
   * one says so (`noDoubleBookedJobs`).
   * @default false
   */
  onlyDoubleBooked?: boolean;
  className?: string;
}
