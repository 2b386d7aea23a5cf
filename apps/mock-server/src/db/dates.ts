/**
 * Calendar dates (`YYYY-MM-DD`), times of day and instants in an organisation's time zone, on
 * Temporal: "today" must be the organisation's today, not the machine's, and the API's dates run
 * from year 0001 to 9999, which `Date.UTC` misreads below year 100 and which a plain string
 * comparison stops ordering past 9999 (`+010000-01-01` sorts before `9999-12-31`).
 */
import { Temporal } from 'temporal-polyfill';

/**
 * The API's calendar dates: a four-digit year, as RFC 3339 writes it. Year 0000 is left out: it
 * is 1 BC, and no business record needs it.
 */
export const FIRST_DATE = '0001-01-01';
export const LAST_DATE = '9999-12-31';

/**
 * The days a job may be on (and `GET /jobs` may ask for). Narrower than any date: no business
 * schedules cleanings in year 50 or 9999, and a bound well inside the four-digit years keeps every
 * day after a job's date, and every time on it in any zone, a four-digit date too.
 */
export const FIRST_JOB_DATE = '1900-01-01';
export const LAST_JOB_DATE = '2999-12-31';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

// A Temporal conversion in a named zone costs microseconds; the seed of a scaled organisation
// makes hundreds of thousands, mostly of the same few thousand days and times. Recent answers are
// kept, and the whole map is dropped when it grows past its bound.
const CACHE_LIMIT = 100_000;
function cached<T>(cache: Map<string, T>, key: string, compute: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    value = compute();
    cache.set(key, value);
  }
  return value;
}

/** The date of a `YYYY-MM-DD` string, or undefined when it is no real date in 0001–9999. */
export function plainDateOf(value: string): Temporal.PlainDate | undefined {
  if (!datePattern.test(value)) return undefined;
  try {
    const date = Temporal.PlainDate.from(value, { overflow: 'reject' });
    return date.year >= 1 ? date : undefined;
  } catch {
    return undefined;
  }
}

export function isCalendarDate(value: string): boolean {
  return plainDateOf(value) !== undefined;
}

const firstJobDay = Temporal.PlainDate.from(FIRST_JOB_DATE);
const lastJobDay = Temporal.PlainDate.from(LAST_JOB_DATE);

/** Whether a job may be on this date (see `FIRST_JOB_DATE`). */
export function isJobDate(value: string | Temporal.PlainDate): boolean {
  const date = typeof value === 'string' ? plainDateOf(value) : value;
  return (
    date !== undefined &&
    Temporal.PlainDate.compare(date, firstJobDay) >= 0 &&
    Temporal.PlainDate.compare(date, lastJobDay) <= 0
  );
}

function parseDate(value: string): Temporal.PlainDate {
  const date = plainDateOf(value);
  if (!date) throw new RangeError(`Not a calendar date: ${value}`);
  return date;
}

/**
 * A stored date, year 0000 included: data saved before the API refused that year (a job of
 * 0000-03-20 without times) must still be read, not fail every answer that shows it.
 */
function storedDate(value: string): Temporal.PlainDate {
  if (!datePattern.test(value)) throw new RangeError(`Not a calendar date: ${value}`);
  return Temporal.PlainDate.from(value, { overflow: 'reject' });
}

/** `YYYY-MM-DD`; a date outside 0001–9999 has no such form, and is an error rather than `+010000-…`. */
function isoDateOf(date: Temporal.PlainDate): string {
  if (date.year < 1 || date.year > 9999) throw new RangeError(`Outside years 0001–9999: ${date}`);
  return date.toString();
}

/**
 * The instant of an RFC 3339 timestamp (`2026-03-16T09:00:00-04:00`). RFC 3339 allows any number
 * of fraction digits, Temporal nine: what lies below a nanosecond is dropped.
 */
export function instantOf(timestamp: string): Temporal.Instant {
  return Temporal.Instant.from(timestamp.replace(/(\.\d{9})\d+/, '$1'));
}

/**
 * Whether a text is an RFC 3339 timestamp with an offset that names a real instant in the API's
 * years: Temporal reads more than RFC 3339 allows (a leap second as :59, a six-digit year), so the
 * shape is checked first, by the caller's pattern.
 */
export function isTimestamp(value: string): boolean {
  if (value.startsWith('0000')) return false;
  try {
    instantOf(value);
    return true;
  } catch {
    return false;
  }
}

/** Epoch milliseconds of an RFC 3339 timestamp. */
export const epochMillisecondsOf = (timestamp: string): number =>
  instantOf(timestamp).epochMilliseconds;

const toInstant = (instant: number | Temporal.Instant): Temporal.Instant =>
  typeof instant === 'number' ? Temporal.Instant.fromEpochMilliseconds(instant) : instant;

/** Today's date in the time zone, as `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now: number = Date.now()): string {
  return isoDateOf(dateIn(now, timeZone));
}

/** The zone's calendar date at an instant. */
export function dateIn(instant: number | Temporal.Instant, timeZone: string): Temporal.PlainDate {
  return toInstant(instant).toZonedDateTimeISO(timeZone).toPlainDate();
}

/** The calendar date `days` after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  return isoDateOf(parseDate(date).add({ days }));
}

const timePattern = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The zone's wall clock showing `date` `time` (`HH:MM` or `HH:MM:SS`). */
function zonedAt(date: string, time: string, timeZone: string): Temporal.ZonedDateTime {
  if (!timePattern.test(time)) throw new RangeError(`Not a time of day: ${time}`);
  // `compatible`: a time skipped by a daylight-saving jump lands as far past the jump as it was
  // into the gap (02:30 becomes 03:30), and a time that happens twice is the first one, as most
  // calendars do.
  return storedDate(date)
    .toPlainDateTime(Temporal.PlainTime.from(time, { overflow: 'reject' }))
    .toZonedDateTime(timeZone, { disambiguation: 'compatible' });
}

/** The instant (ISO 8601, UTC) at which the zone's wall clock shows `date` `time`. */
export function zonedDateTime(date: string, time: string, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(instantAt(date, time, timeZone)).toString({
    fractionalSecondDigits: 3,
  });
}

/**
 * One day of a zone, as Temporal sees it: the epoch milliseconds of its wall-clock midnight read
 * as UTC, and the zone's offset when one offset holds from 00:00 to the next midnight (null on a
 * day with a transition, or without a 00:00, or skipped whole as Apia skipped 2011-12-30).
 */
interface ZoneDay {
  utcMidnight: number;
  offsetMs: number | null;
}

const zoneDays = new Map<string, ZoneDay>();

function zoneDay(date: string, timeZone: string): ZoneDay {
  return cached(zoneDays, `${timeZone} ${date}`, () => {
    const day = storedDate(date);
    const start = day.toZonedDateTime(timeZone);
    const end = day.add({ days: 1 }).toZonedDateTime(timeZone);
    const from = start.epochNanoseconds;
    const to = end.epochNanoseconds;
    const steady =
      start.toPlainDate().equals(day) &&
      start.hour === 0 &&
      start.minute === 0 &&
      start.second === 0 &&
      !transitionsOf(timeZone, start.year).some((at) => at > from && at < to);
    return {
      utcMidnight: day.toZonedDateTime('UTC').epochMilliseconds,
      offsetMs: steady ? start.offsetNanoseconds / 1_000_000 : null,
    };
  });
}

/**
 * The instants (epoch nanoseconds) at which the zone's offset changes, from a day before the year
 * to a day after it: asking Temporal for a day's next transition searches ahead, which costs far
 * more than a look at two or three instants per year.
 */
const zoneTransitions = new Map<string, bigint[]>();

function transitionsOf(timeZone: string, year: number): bigint[] {
  return cached(zoneTransitions, `${timeZone} ${year}`, () => {
    const transitions: bigint[] = [];
    const end = Temporal.PlainDate.from({ year: year + 1, month: 1, day: 2 }).toZonedDateTime(
      'UTC',
    ).epochNanoseconds;
    let cursor: Temporal.ZonedDateTime | null = Temporal.PlainDate.from({
      year,
      month: 1,
      day: 1,
    })
      .subtract({ days: 1 })
      .toZonedDateTime(timeZone);
    while ((cursor = cursor.getTimeZoneTransition('next')) && cursor.epochNanoseconds < end) {
      transitions.push(cursor.epochNanoseconds);
    }
    return transitions;
  });
}

/** Epoch milliseconds of the instant at which the zone's wall clock shows `date` `time`. */
export function instantAt(date: string, time: string, timeZone: string): number {
  // On the days without a transition (all but a few a year), the day's offset from Temporal
  // gives every time of it: the seed asks for hundreds of thousands, mostly on such days.
  const day = zoneDay(date, timeZone);
  const match = timePattern.exec(time);
  if (day.offsetMs === null || !match) return zonedAt(date, time, timeZone).epochMilliseconds;
  const [hours, minutes, seconds] = [match[1], match[2], match[3] ?? '0'].map(Number) as [
    number,
    number,
    number,
  ];
  if (hours > 23 || minutes > 59 || seconds > 59) {
    throw new RangeError(`Not a time of day: ${time}`);
  }
  return day.utcMidnight + ((hours * 60 + minutes) * 60 + seconds) * 1000 - day.offsetMs;
}

const zonedTexts = new Map<string, string>();

/**
 * An instant as RFC 3339 with the zone's offset at that moment, to the second:
 * `2026-03-16T09:00:00-04:00` (`Z` where the offset is zero). RFC 3339 offsets are whole minutes;
 * where the zone's is not (local mean time before standard time, in New York until 1883), the
 * instant is written in UTC rather than with a rounded offset that would name another instant.
 */
export function toZonedIso(instant: number | Temporal.Instant, timeZone: string): string {
  const at = toInstant(instant);
  return cached(zonedTexts, `${timeZone} ${at.epochNanoseconds}`, () => {
    const zoned = at.toZonedDateTimeISO(timeZone);
    const offset = zoned.offsetNanoseconds;
    if (offset === 0 || offset % 60_000_000_000 !== 0) {
      return zoned.toInstant().toString({ smallestUnit: 'second' });
    }
    return zoned.toString({ smallestUnit: 'second', timeZoneName: 'never' });
  });
}

/**
 * The same wall-clock date and time in another zone: what a stored time means once the
 * organisation's zone changes. A time the new zone skips (a daylight-saving gap) moves forward
 * by the gap; one it has twice is the first.
 */
export function sameWallClock(
  timestamp: string,
  fromZone: string,
  toZone: string,
): Temporal.ZonedDateTime {
  return instantOf(timestamp)
    .toZonedDateTimeISO(fromZone)
    .toPlainDateTime()
    .toZonedDateTime(toZone, { disambiguation: 'compatible' });
}

/** Day of the week of a calendar date: 0 is Sunday, 6 Saturday. */
export function weekdayOf(date: string): number {
  // Temporal counts Monday 1 to Sunday 7.
  return parseDate(date).dayOfWeek % 7;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return parseDate(from).until(parseDate(to), { largestUnit: 'days' }).days;
}

/**
 * The canonical name of an IANA time zone (`america/new_york` is `America/New_York`), or undefined
 * when the runtime does not know it. Fixed offsets such as `+05:00` are not IANA zones: they know
 * no daylight saving, and the contract asks for a zone.
 */
export function canonicalTimeZone(timeZone: string): string | undefined {
  if (!/^[A-Za-z]/.test(timeZone)) return undefined;
  try {
    return new Temporal.ZonedDateTime(0n, timeZone).timeZoneId;
  } catch {
    return undefined;
  }
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  return canonicalTimeZone(timeZone) !== undefined;
}
