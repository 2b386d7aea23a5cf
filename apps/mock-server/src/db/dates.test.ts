import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import {
  addDays,
  canonicalTimeZone,
  daysBetween,
  instantAt,
  isCalendarDate,
  isJobDate,
  isTimestamp,
  sameWallClock,
  todayIn,
  toZonedIso,
  weekdayOf,
  zonedDateTime,
} from './dates.ts';

describe('dates in a time zone', () => {
  it.each([
    // [date, time, zone, instant]
    ['2026-01-15', '09:00', 'America/New_York', '2026-01-15T14:00:00.000Z'],
    ['2026-07-15', '09:00', 'America/New_York', '2026-07-15T13:00:00.000Z'],
    ['2026-07-15', '09:00:30', 'America/Chicago', '2026-07-15T14:00:30.000Z'],
    // 02:30 does not exist on the spring-forward day: it resolves to 03:30 EDT.
    ['2026-03-08', '02:30', 'America/New_York', '2026-03-08T07:30:00.000Z'],
    ['2026-03-08', '03:30', 'America/New_York', '2026-03-08T07:30:00.000Z'],
    // 01:30 happens twice on the fall-back day: the first one (EDT) is taken.
    ['2026-11-01', '01:30', 'America/New_York', '2026-11-01T05:30:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, instant) => {
    expect(zonedDateTime(date, time, zone)).toBe(instant);
  });

  it("reads today in the zone, not the machine's", () => {
    const lateEvening = Date.parse('2026-03-17T02:30:00Z'); // 22:30 on the 16th in New York
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-03-16');
    expect(todayIn('UTC', lateEvening)).toBe('2026-03-17');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('checks calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-3-1')).toBe(false);
  });
});

describe('the years 0001 to 9999', () => {
  it('reads the first centuries as they are, not as 1900 and after', () => {
    expect(addDays('0050-03-01', -1)).toBe('0050-02-28');
    expect(addDays('0004-02-28', 1)).toBe('0004-02-29');
    expect(addDays('0001-01-01', 365)).toBe('0002-01-01');
    expect(weekdayOf('0001-01-01')).toBe(1); // a Monday, in the proleptic Gregorian calendar
    expect(daysBetween('0001-01-01', '9999-12-31')).toBe(3_652_058);
  });

  it('still reads a stored date of year 0000, from data saved before it was refused', () => {
    expect(instantAt('0000-03-20', '00:00', 'UTC')).toBe(Date.parse('0000-03-20T00:00:00Z'));
  });

  it('refuses to step out of them rather than write `+010000-01-01`', () => {
    expect(addDays('9999-12-30', 1)).toBe('9999-12-31');
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addDays('0001-01-01', -1)).toThrow(RangeError);
  });

  it.each([
    ['0001-01-01', true],
    ['9999-12-31', true],
    ['0004-02-29', true],
    ['0000-01-01', false],
    ['0100-02-29', false],
    ['10000-01-01', false],
    ['+010000-01-01', false],
    ['2026-02-29', false],
    ['2026-04-31', false],
  ])('%s is a date: %s', (date, expected) => {
    expect(isCalendarDate(date)).toBe(expected);
  });

  it.each([
    ['1900-01-01', true],
    ['2999-12-31', true],
    ['1899-12-31', false],
    ['3000-01-01', false],
    ['0050-06-15', false],
  ])('%s may be the date of a job: %s', (date, expected) => {
    expect(isJobDate(date)).toBe(expected);
  });

  it.each([
    ['2026-03-16T09:00:00-04:00', true],
    ['2026-03-16T09:00:00.123456789123Z', true],
    ['0001-01-01T00:00:00+23:59', true],
    ['0000-12-31T23:00:00Z', false],
    ['2026-03-16T24:00:00Z', false],
  ])('%s is a timestamp: %s', (timestamp, expected) => {
    expect(isTimestamp(timestamp)).toBe(expected);
  });
});

describe('instants written in a zone', () => {
  it('writes the offset of the moment, and Z for UTC', () => {
    const at = Date.parse('2026-07-15T13:00:00Z');
    expect(toZonedIso(at, 'America/New_York')).toBe('2026-07-15T09:00:00-04:00');
    expect(toZonedIso(at, 'Asia/Kathmandu')).toBe('2026-07-15T18:45:00+05:45');
    expect(toZonedIso(at, 'UTC')).toBe('2026-07-15T13:00:00Z');
  });

  it('writes an offset of local mean time, which has seconds, in UTC instead of rounding it', () => {
    // New York was 4:56:02 behind Greenwich until 1883-11-18.
    const at = Date.parse('1880-03-20T14:00:00Z');
    const written = toZonedIso(at, 'America/New_York');
    expect(written).toBe('1880-03-20T14:00:00Z');
    expect(Temporal.Instant.from(written).epochMilliseconds).toBe(at);
  });

  it('gives the same instants as Temporal on every day of a year, transitions included', () => {
    const zones = [
      'America/New_York',
      'America/Santiago', // changes at midnight
      'Australia/Lord_Howe', // half-hour daylight saving
      'Europe/Dublin', // negative daylight saving in the data
      'Asia/Kathmandu',
      'Pacific/Apia', // skipped 2011-12-30 whole
    ];
    for (const zone of zones) {
      for (const year of [1883, 2011, 2026]) {
        let date = Temporal.PlainDate.from({ year, month: 1, day: 1 });
        while (date.year === year) {
          for (const time of ['00:00', '01:30', '02:30', '23:59:59']) {
            const expected = date
              .toPlainDateTime(Temporal.PlainTime.from(time))
              .toZonedDateTime(zone, { disambiguation: 'compatible' }).epochMilliseconds;
            expect(instantAt(date.toString(), time, zone), `${zone} ${date} ${time}`).toBe(
              expected,
            );
          }
          date = date.add({ days: 1 });
        }
      }
    }
  });
});

describe('a change of zone', () => {
  it('keeps the wall-clock date and time', () => {
    const moved = sameWallClock('2026-03-16T09:00:00-04:00', 'America/New_York', 'Asia/Tokyo');
    expect(moved.toString()).toBe('2026-03-16T09:00:00+09:00[Asia/Tokyo]');
  });

  it('moves a time the new zone skips forward by the gap', () => {
    const moved = sameWallClock('2026-03-29T02:30:00-04:00', 'America/New_York', 'Europe/Berlin');
    expect(moved.toString()).toBe('2026-03-29T03:30:00+02:00[Europe/Berlin]');
  });

  it('takes the first of a time the new zone has twice', () => {
    const moved = sameWallClock('2026-10-25T02:30:00Z', 'UTC', 'Europe/Berlin');
    expect(moved.offset).toBe('+02:00');
  });
});

describe('time zones', () => {
  it.each([
    ['America/New_York', 'America/New_York'],
    ['america/new_york', 'America/New_York'],
    ['UTC', 'UTC'],
    ['Etc/GMT+5', 'Etc/GMT+5'],
    ['+05:00', undefined],
    ['Mars/Olympus_Mons', undefined],
    ['', undefined],
  ])('%s is %s', (zone, expected) => {
    expect(canonicalTimeZone(zone)).toBe(expected);
  });
});
