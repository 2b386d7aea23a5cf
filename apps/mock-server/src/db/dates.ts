/**
 * Calendar dates (`YYYY-MM-DD`) and instants in an organisation's time zone, with Intl only:
 * the seed and the handlers run in Node and in browsers, and "today" must be the organisation's
 * today, not the machine's.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a time zone. */
function wallClock(instant: number, timeZone: string) {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 1970,
    month: fields.month ?? 1,
    day: fields.day ?? 1,
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
}

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds (uncached). */
function measureOffset(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

// Zones change their offset only on quarter hours, so one measurement holds for a whole quarter
// hour. Intl's formatToParts is slow (microseconds per call); the seed of a scaled organisation
// converts hundreds of thousands of times.
const QUARTER_HOUR = 15 * 60 * 1000;
const offsetCache = new Map<string, Map<number, number>>();

function offsetAt(instant: number, timeZone: string): number {
  let zoneCache = offsetCache.get(timeZone);
  if (!zoneCache) {
    zoneCache = new Map();
    offsetCache.set(timeZone, zoneCache);
  }
  const bucket = Math.floor(instant / QUARTER_HOUR);
  let offset = zoneCache.get(bucket);
  if (offset === undefined) {
    if (zoneCache.size > 200_000) zoneCache.clear();
    offset = measureOffset(bucket * QUARTER_HOUR, timeZone);
    zoneCache.set(bucket, offset);
  }
  return offset;
}

/** The wall-clock fields of an instant in a time zone, from the cached offset. */
function fastWallClock(instant: number, timeZone: string) {
  const shifted = new Date(instant + offsetAt(instant, timeZone));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Today's date in the time zone, as `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now: number = Date.now()): string {
  const w = fastWallClock(now, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDate(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The calendar date `days` after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  const match = datePattern.exec(date);
  if (!match) throw new RangeError(`Not a calendar date: ${date}`);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const shifted = new Date(Date.UTC(y, m - 1, d + days));
  return shifted.toISOString().slice(0, 10);
}

/**
 * The instant (ISO 8601, UTC) at which the zone's wall clock shows `date` `time`. Around a
 * daylight-saving jump a skipped time resolves forwards, like most calendars do.
 */
export function zonedDateTime(date: string, time: string, timeZone: string): string {
  const dateMatch = datePattern.exec(date);
  const timeMatch = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!dateMatch || !timeMatch) throw new RangeError(`Not a date and time: ${date} ${time}`);
  const [, y, mo, d] = dateMatch.map(Number) as [number, number, number, number];
  const h = Number(timeMatch[1]);
  const mi = Number(timeMatch[2]);
  const s = Number(timeMatch[3] ?? 0);
  const local = Date.UTC(y, mo - 1, d, h, mi, s);
  const before = offsetAt(local, timeZone);
  const candidate = local - before;
  const after = offsetAt(candidate, timeZone);
  if (after === before) return new Date(candidate).toISOString();
  const retry = local - after;
  if (offsetAt(retry, timeZone) === after) return new Date(retry).toISOString();
  // No instant shows this wall time (clocks jumped forward over it): keep the offset from before
  // the jump, which lands as far past the jump as the time was into the gap.
  return new Date(local - Math.min(before, after)).toISOString();
}

/** The instant as ISO 8601 with the zone's offset at that moment: `2026-03-16T09:00:00-04:00`. */
export function toZonedIso(instant: number, timeZone: string): string {
  const w = fastWallClock(instant, timeZone);
  const offsetMinutes = Math.round(offsetAt(instant, timeZone) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const offset = offsetMinutes === 0 ? 'Z' : `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${offset}`;
}

/** The zone's wall-clock time of an instant, `HH:MM:SS`. */
export function timeOfDayIn(instant: number, timeZone: string): string {
  const w = fastWallClock(instant, timeZone);
  return `${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

/** Day of the week of a calendar date: 0 is Sunday, 6 Saturday. */
export function weekdayOf(date: string): number {
  const match = datePattern.exec(date);
  if (!match) throw new RangeError(`Not a calendar date: ${date}`);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
