import { isoDateOf, plainDateOf } from './civil.ts';
import { entriesOf, preparePeriod } from './prepare.ts';
import { getRange } from './range.ts';
import type { AgendaDay, AgendaLayout, CalendarJobInput, LayoutOptions } from './types.ts';

/** The agenda: 30 days from `options.date`, one section per day that has jobs. */
export function layoutAgenda<T extends CalendarJobInput>(
  jobs: readonly T[],
  options: LayoutOptions,
): AgendaLayout<T> {
  const range = getRange('agenda', options.date);
  const period = preparePeriod(jobs, range, options);
  const days: AgendaDay<T>[] = [];
  for (let d = 0; d < period.dayCount; d += 1) {
    const from = period.dayBounds[d]!;
    const to = period.dayBounds[d + 1]!;
    if (from === to) continue;
    const epochDay = period.fromDay + d;
    days.push({
      key: isoDateOf(epochDay),
      date: plainDateOf(epochDay),
      isToday: d === period.todayIndex,
      entries: entriesOf(period, from, to),
    });
  }
  return { range, days, jobCount: period.sorted.length, outsideRange: period.outsideRange };
}
