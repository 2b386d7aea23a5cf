import { Temporal } from './temporal.ts';
import { daysInMonth, epochDayOf, MS_PER_DAY, twoDigits } from './civil.ts';

// The API sends times as RFC 3339 strings with an offset (`2026-12-03T09:00:00-05:00`). Reading
// thousands of them through `Temporal.Instant.from` costs about 5 µs each, more than the whole
// layout of a job, so the common shape is read by hand and anything else goes to Temporal.

/** Epoch milliseconds of `YYYY-MM-DDTHH:MM[:SS[.fff…]](Z|±HH[:MM])`, or NaN for another shape. */
function readFast(text: string): number {
  const length = text.length;
  if (length < 17) return Number.NaN;
  if (text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45 || text.charCodeAt(13) !== 58) {
    return Number.NaN;
  }
  const separator = text.charCodeAt(10);
  if (separator !== 84 && separator !== 116 && separator !== 32) return Number.NaN; // T t space
  const century = twoDigits(text, 0);
  const yearOfCentury = twoDigits(text, 2);
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  const hour = twoDigits(text, 11);
  const minute = twoDigits(text, 14);
  if ((century | yearOfCentury | month | day | hour | minute) < 0) return Number.NaN;
  const year = century * 100 + yearOfCentury;
  if (month < 1 || month > 12 || day < 1 || (day > 28 && day > daysInMonth(year, month))) {
    return Number.NaN;
  }
  if (hour > 23 || minute > 59) return Number.NaN;
  let index = 16;
  let second = 0;
  let millisecond = 0;
  let code = text.charCodeAt(16);
  if (code === 58) {
    second = twoDigits(text, 17);
    if (second < 0 || second > 59) return Number.NaN;
    index = 19;
    code = text.charCodeAt(19);
    if (code === 46 || code === 44) {
      // Fractions beyond the millisecond are dropped, as `epochMilliseconds` does.
      index = 20;
      let scale = 100;
      for (;;) {
        const digit = text.charCodeAt(index) - 48;
        if (digit >>> 0 > 9) break;
        millisecond += digit * scale;
        scale /= 10;
        index += 1;
      }
      if (index === 20 || index > 29) return Number.NaN;
      millisecond = Math.floor(millisecond);
      code = text.charCodeAt(index);
    }
  }
  let offsetMinutes = 0;
  if (code === 90 || code === 122) {
    index += 1; // Z z
  } else if (code === 43 || code === 45) {
    const offsetHour = twoDigits(text, index + 1);
    let offsetMinute = 0;
    index += 3;
    if (index < length) {
      if (text.charCodeAt(index) === 58) index += 1;
      offsetMinute = twoDigits(text, index);
      index += 2;
    }
    if (offsetHour < 0 || offsetHour > 23 || offsetMinute < 0 || offsetMinute > 59) {
      return Number.NaN;
    }
    offsetMinutes = (offsetHour * 60 + offsetMinute) * (code === 45 ? -1 : 1);
  } else {
    return Number.NaN;
  }
  if (index !== length) return Number.NaN;
  return (
    epochDayOf(year, month, day) * MS_PER_DAY +
    ((hour * 60 + minute - offsetMinutes) * 60 + second) * 1000 +
    millisecond
  );
}

/**
 * Epoch milliseconds of an API date-time, or NaN when there is none or it cannot be read.
 *
 * Strings with an offset or `Z` name one instant. Anything else Temporal can read is accepted too
 * (a bracketed zone annotation, a leap second); a date-time without an offset is read as wall-clock
 * time in `timeZone`, the organisation's zone, because that is what a person typed.
 */
export function parseInstant(text: string | null | undefined, timeZone: string): number {
  if (text == null || typeof text !== 'string') return Number.NaN;
  const fast = readFast(text);
  if (!Number.isNaN(fast)) return fast;
  try {
    return Temporal.Instant.from(text).epochMilliseconds;
  } catch {
    try {
      return Temporal.PlainDateTime.from(text).toZonedDateTime(timeZone).epochMilliseconds;
    } catch {
      return Number.NaN;
    }
  }
}
