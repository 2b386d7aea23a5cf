import { isoDateOf, plainDateOf } from './civil.ts';
import { entriesOf, preparePeriod } from './prepare.ts';
import { getRange } from './range.ts';
import type { CalendarJobInput, LayoutOptions, MonthDay, MonthLayout } from './types.ts';

/** Spec: up to 5 jobs per day in the month grid, the rest behind `+N more`. */
export const MONTH_VISIBLE_JOBS = 5;

export interface MonthLayoutOptions extends LayoutOptions {
  /** Jobs shown in a day cell before `+N more`. @default 5 */
  readonly maxVisible?: number;
}

/** The month grid: whole weeks from Sunday that cover the month of `options.date`. */
export function layoutMonth<T extends CalendarJobInput>(
  jobs: readonly T[],
  options: MonthLayoutOptions,
): MonthLayout<T> {
  const range = getRange('month', options.date);
  const period = preparePeriod(jobs, range, options);
  const maxVisible = options.maxVisible ?? MONTH_VISIBLE_JOBS;
  const { year, month } = options.date;
  const weeks: MonthDay<T>[][] = [];
  for (let d = 0; d < period.dayCount; d += 1) {
    const epochDay = period.fromDay + d;
    const date = plainDateOf(epochDay);
    const from = period.dayBounds[d]!;
    const to = period.dayBounds[d + 1]!;
    const cut = Math.min(to, from + maxVisible);
    if (d % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]!.push({
      key: isoDateOf(epochDay),
      date,
      isToday: d === period.todayIndex,
      isOutsideMonth: date.month !== month || date.year !== year,
      visible: entriesOf(period, from, cut),
      hidden: entriesOf(period, cut, to),
    });
  }
  return {
    range,
    month: options.date.toPlainYearMonth(),
    weeks,
    jobCount: period.sorted.length,
    outsideRange: period.outsideRange,
  };
}
