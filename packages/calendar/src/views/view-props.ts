import type { Temporal } from 'temporal-polyfill';

import type { Now } from '../engine/index.ts';
import type { CalendarJob, CalendarLabelsProp } from './types.ts';

/** What every view takes; `Calendar` passes its own props through. */
export interface CalendarViewProps<T extends CalendarJob> {
  /** The jobs of the period (more are fine: the engine sets aside those outside it). */
  jobs: readonly T[];
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
  className?: string;
}
