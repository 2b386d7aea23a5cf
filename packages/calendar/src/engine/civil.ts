import { Temporal } from './temporal.ts';

// Calendar arithmetic on plain numbers. The layouts run on epoch days and epoch milliseconds
// so that Temporal objects are created once per day of a period, never once per job.

export const MS_PER_DAY = 86_400_000;

function computeEpochDay(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

// The first day of every month from 1900 to 2199, each worked out the first time it is asked for:
// reading a job's three dates (its day, start and end) becomes a lookup and an addition instead of
// a chain of divisions. Filled ahead, the 3,600 months were some 2.5 ms of every first load (10 on
// a phone four times slower), for the few months a page reads.
const FIRST_CACHED_YEAR = 1900;
const CACHED_YEARS = 300;
/** No month from 1900 to 2199 starts on this day (5.9 million years before 1970). */
const NOT_YET = -0x80000000;
const monthStarts = new Int32Array(CACHED_YEARS * 12).fill(NOT_YET);

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's `days_from_civil`). */
export function epochDayOf(year: number, month: number, day: number): number {
  const slot = (year - FIRST_CACHED_YEAR) * 12 + month - 1;
  if (slot >= 0 && slot < monthStarts.length && month >= 1 && month <= 12) {
    let start = monthStarts[slot]!;
    if (start === NOT_YET) {
      start = computeEpochDay(year, month, 1);
      monthStarts[slot] = start;
    }
    return start + day - 1;
  }
  return computeEpochDay(year, month, day);
}

export interface Civil {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The inverse of {@link epochDayOf} (`civil_from_days`). */
export function civilOf(epochDay: number): Civil {
  const z = epochDay + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** 0 for Sunday … 6 for Saturday (1970-01-01 was a Thursday). */
export function weekdayOf(epochDay: number): number {
  return (((epochDay + 4) % 7) + 7) % 7;
}

export function epochDayOfPlainDate(date: Temporal.PlainDate): number {
  return epochDayOf(date.year, date.month, date.day);
}

export function plainDateOf(epochDay: number): Temporal.PlainDate {
  const { year, month, day } = civilOf(epochDay);
  return new Temporal.PlainDate(year, month, day);
}

/** Two decimal digits at `index`, or -1. */
export function twoDigits(text: string, index: number): number {
  const high = text.charCodeAt(index) - 48;
  const low = text.charCodeAt(index + 1) - 48;
  // `>>> 0` turns a code below '0' into a large number, so one comparison checks both bounds.
  return high >>> 0 <= 9 && low >>> 0 <= 9 ? high * 10 + low : -1;
}

/**
 * The epoch day of a `YYYY-MM-DD` string (the API's `date`), or NaN when it is not a real date.
 * Anything longer than ten characters is not a date (a date-time is a different field).
 */
export function parseIsoDate(text: string): number {
  if (typeof text !== 'string' || text.length !== 10) return Number.NaN;
  if (text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return Number.NaN;
  const century = twoDigits(text, 0);
  const yearOfCentury = twoDigits(text, 2);
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  if ((century | yearOfCentury) < 0 || month < 1 || month > 12 || day < 1) return Number.NaN;
  const year = century * 100 + yearOfCentury;
  if (day > 28 && day > daysInMonth(year, month)) return Number.NaN;
  return epochDayOf(year, month, day);
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** `YYYY-MM-DD` of an epoch day (years 0–9999, the API's range). */
export function isoDateOf(epochDay: number): string {
  const { year, month, day } = civilOf(epochDay);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}
