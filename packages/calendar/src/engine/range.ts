import type { Temporal } from './temporal.ts';
import type { CalendarRange, CalendarView, Now } from './types.ts';

/** Days the agenda shows, starting with its date (spec: "the next 30 days"). */
export const AGENDA_DAYS = 30;

/** Sunday on or before a date (Temporal numbers Monday 1 … Sunday 7). */
export function startOfWeek(date: Temporal.PlainDate): Temporal.PlainDate {
  return date.subtract({ days: date.dayOfWeek % 7 });
}

function span(
  view: CalendarView,
  date: Temporal.PlainDate,
  from: Temporal.PlainDate,
  to: Temporal.PlainDate,
): CalendarRange {
  return { view, date, from, to, dayCount: from.until(to).days + 1 };
}

/**
 * The days a view shows around a date: the agenda's 30 days from it; the whole weeks, Sunday to
 * Saturday, that cover its month; or its week.
 */
export function getRange(view: CalendarView, date: Temporal.PlainDate): CalendarRange {
  switch (view) {
    case 'agenda':
      return span(view, date, date, date.add({ days: AGENDA_DAYS - 1 }));
    case 'month': {
      const first = date.with({ day: 1 });
      const last = date.with({ day: date.daysInMonth });
      return span(view, date, startOfWeek(first), startOfWeek(last).add({ days: 6 }));
    }
    case 'week': {
      const from = startOfWeek(date);
      return span(view, date, from, from.add({ days: 6 }));
    }
  }
}

/**
 * The date Previous or Next leads to: 30 days for the agenda, one month (the day of the month is
 * kept, or the month's last day when it has fewer days), one week.
 */
export function navigate(
  view: CalendarView,
  date: Temporal.PlainDate,
  direction: 'previous' | 'next',
): Temporal.PlainDate {
  const sign = direction === 'next' ? 1 : -1;
  switch (view) {
    case 'agenda':
      return date.add({ days: sign * AGENDA_DAYS });
    case 'month':
      return date.add({ months: sign });
    case 'week':
      return date.add({ weeks: sign });
  }
}

/** Today in the organisation's zone: where Today leads, and the day marked as today. */
export function todayIn(timeZone: string, now: Now): Temporal.PlainDate {
  return ('toInstant' in now ? now.toInstant() : now).toZonedDateTimeISO(timeZone).toPlainDate();
}
