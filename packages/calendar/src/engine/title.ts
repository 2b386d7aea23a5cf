import type { Temporal } from './temporal.ts';
import { epochDayOfPlainDate, MS_PER_DAY } from './civil.ts';
import type { CalendarRange } from './types.ts';

// Intl formats plain dates here as UTC midnights given as epoch milliseconds: a number needs no
// `Date`, and in UTC the formatted day is the plain date itself whatever the machine's zone.
const formats = new Map<string, Intl.DateTimeFormat>();

/** A cached `Intl.DateTimeFormat` in UTC, for dates and wall-clock times given as UTC epoch ms. */
export function formatFor(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

export function utcMs(date: Temporal.PlainDate): number {
  return epochDayOfPlainDate(date) * MS_PER_DAY;
}

/**
 * The toolbar title: the month and year (`November 2026`), or, for a week or an agenda period that
 * spans two months, the range (`Nov – Dec 2026`, `Dec 2026 – Jan 2027`), in the locale's words
 * (`noviembre de 2026`, `nov. – dez. de 2026`). The month view is titled by its month even though
 * its grid shows days of the months around it.
 */
export function formatTitle(range: CalendarRange, locale: string): string {
  const { from, to } = range.view === 'month' ? { from: range.date, to: range.date } : range;
  // Titles are kept: `formatRange` costs milliseconds a call, and the toolbar and the grid's label
  // ask for the same few titles at every render.
  const key = `${locale}|${from.toString()}|${to.toString()}`;
  let title = titles.get(key);
  if (title === undefined) {
    title =
      from.year === to.year && from.month === to.month
        ? formatFor(locale, { month: 'long', year: 'numeric' }).format(utcMs(from))
        : formatFor(locale, { month: 'short', year: 'numeric' }).formatRange(
            utcMs(from),
            utcMs(to),
          );
    if (titles.size >= MAX_TITLES) titles.clear();
    titles.set(key, title);
  }
  return title;
}

const MAX_TITLES = 500;
const titles = new Map<string, string>();

/** Weekday names from Sunday to Saturday, for the month grid's header and the week's columns. */
export function weekdayNames(
  locale: string,
  width: 'long' | 'short' | 'narrow' = 'short',
): readonly string[] {
  const format = formatFor(locale, { weekday: width });
  // 1970-01-04 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => format.format((3 + index) * MS_PER_DAY));
}
