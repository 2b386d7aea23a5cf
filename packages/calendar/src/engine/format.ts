import type { Temporal } from './temporal.ts';
import { formatFor, utcMs } from './title.ts';

// Dates and wall-clock times for the views, through `Intl` in the locale's words. Like the titles,
// a plain date or a wall-clock minute is formatted as a UTC epoch millisecond: the formatted text
// is then the wall clock itself, whatever the machine's zone, and no `Date` arithmetic is involved.

const MS_PER_MINUTE = 60_000;
const MINUTES_PER_DAY = 1440;

function wallMs(minute: number): number {
  // Minutes past midnight (an end on the next day) read as the time on that day.
  return (((minute % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY) * MS_PER_MINUTE;
}

const CLOCK_12: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
// ICU writes a lone 24-hour time with a one-digit hour in some locales (pt-BR `9:00`) and a range
// with two (`09:00 – 11:30`); two digits keep every time of a 24-hour locale alike.
const CLOCK_24: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

interface Clock {
  readonly format: Intl.DateTimeFormat;
  readonly uses12Hours: boolean;
  /** Texts already written: a week repeats the same quarter hours hundreds of times, and one
   * `formatRange` costs tens of microseconds. */
  readonly texts: Map<string, string>;
}

const clocks = new Map<string, Clock>();
// Enough for every pair of quarter hours a week shows; past it the cache starts again.
const MAX_CACHED_TEXTS = 20_000;

/** The locale's time of day format (12 or 24 hours as the locale counts them) and its cache. */
function clockFor(locale: string): Clock {
  let clock = clocks.get(locale);
  if (clock === undefined) {
    const uses12Hours = formatFor(locale, CLOCK_12).resolvedOptions().hour12 === true;
    clock = {
      format: formatFor(locale, uses12Hours ? CLOCK_12 : CLOCK_24),
      uses12Hours,
      texts: new Map(),
    };
    clocks.set(locale, clock);
  }
  return clock;
}

function cached(clock: Clock, key: string, write: () => string): string {
  let text = clock.texts.get(key);
  if (text === undefined) {
    if (clock.texts.size >= MAX_CACHED_TEXTS) clock.texts.clear();
    text = write();
    clock.texts.set(key, text);
  }
  return text;
}

function timeFormat(locale: string): Intl.DateTimeFormat {
  return clockFor(locale).format;
}

/** A plain date in the locale's words (`formatDate(date, 'en', { dateStyle: 'full' })`). */
export function formatDate(
  date: Temporal.PlainDate,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): string {
  return formatFor(locale, options).format(utcMs(date));
}

/** A wall-clock minute of an entry (`startMinute`, `endMinute`) as a time: `9:30 AM`, `09:30`. */
export function formatTime(minute: number, locale: string): string {
  const clock = clockFor(locale);
  return cached(clock, String(minute), () => clock.format.format(wallMs(minute)));
}

const separators = new Map<string, string>();

/** The text the locale puts between the two ends of a time range (` – `, `–`). */
function rangeSeparator(locale: string): string {
  let separator = separators.get(locale);
  if (separator === undefined) {
    // 09:00 to 13:00 differ in every field shown, so the shared literal is the separator.
    const parts = timeFormat(locale).formatRangeToParts(
      9 * 60 * MS_PER_MINUTE,
      13 * 60 * MS_PER_MINUTE,
    );
    separator =
      parts.find((part) => part.source === 'shared' && part.type === 'literal')?.value ?? ' – ';
    separators.set(locale, separator);
  }
  return separator;
}

/**
 * A job's time range as the locale writes it: `9:00 – 11:30 AM`, `09:00–11:30`. In a 12-hour
 * locale `Intl` shares the day period of a morning (`9:00 – 11:30 AM`); `style: 'full'` writes
 * both ends whole (`9:00 AM – 11:30 AM`), so that a range can begin with a start shown alone.
 * Otherwise, and for an end on the next day (minute 1440 or later, where `Intl` would add both
 * dates), the two times are written as `formatTime` writes them, joined by the locale's range
 * separator.
 */
export function formatTimeRange(
  startMinute: number,
  endMinute: number,
  locale: string,
  style: 'compact' | 'full' = 'compact',
): string {
  const clock = clockFor(locale);
  return cached(clock, `${startMinute}-${endMinute}-${style}`, () => {
    const { format } = clock;
    if (startMinute === endMinute) return format.format(wallMs(startMinute));
    const sameDay =
      Math.floor(startMinute / MINUTES_PER_DAY) === Math.floor(endMinute / MINUTES_PER_DAY) &&
      endMinute > startMinute;
    if (style === 'compact' && sameDay && clock.uses12Hours) {
      return format.formatRange(wallMs(startMinute), wallMs(endMinute));
    }
    const start = format.format(wallMs(startMinute));
    return `${start}${rangeSeparator(locale)}${format.format(wallMs(endMinute))}`;
  });
}

/**
 * The label of an hour line of the week grid: `6 AM` where the locale counts 12 hours, `06:00`
 * where it counts 24.
 */
export function formatHour(hour: number, locale: string): string {
  const clock = clockFor(locale);
  if (!clock.uses12Hours) return clock.format.format(wallMs(hour * 60));
  return formatFor(locale, { hour: 'numeric' }).format(wallMs(hour * 60));
}
