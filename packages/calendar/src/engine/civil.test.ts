import { Temporal } from './temporal.ts';
import { describe, expect, it } from 'vitest';
import { civilOf, epochDayOf, isoDateOf, parseIsoDate, weekdayOf } from './civil.ts';

const epochDay = (text: string) =>
  Temporal.PlainDate.from('1970-01-01').until(Temporal.PlainDate.from(text)).days;

describe('epoch days', () => {
  it.each([
    '1970-01-01',
    '1969-12-31',
    '2000-02-29',
    '2026-03-08',
    '2026-11-01',
    '2026-12-31',
    '2027-01-01',
    '2028-02-28',
    '2028-02-29',
    '2028-03-01',
    '2100-03-01',
    '0001-01-01',
    '9999-12-31',
  ])('%s matches Temporal both ways, with its weekday', (text) => {
    const date = Temporal.PlainDate.from(text);
    const day = epochDayOf(date.year, date.month, date.day);
    expect(day).toBe(epochDay(text));
    expect(civilOf(day)).toEqual({ year: date.year, month: date.month, day: date.day });
    expect(isoDateOf(day)).toBe(text);
    expect(weekdayOf(day)).toBe(date.dayOfWeek % 7);
  });

  it('gives every first of a month from 1900 to 2199 as Temporal does, the first read and later', () => {
    // The months are worked out when first read and kept (civil.ts): both reads must agree.
    let date = Temporal.PlainDate.from('1900-01-01');
    let expected = epochDay('1900-01-01');
    while (date.year < 2200) {
      expect(epochDayOf(date.year, date.month, 1)).toBe(expected);
      expect(epochDayOf(date.year, date.month, 15)).toBe(expected + 14);
      expected += date.daysInMonth;
      date = date.add({ months: 1 });
    }
  });

  it('round-trips every day of 2026 to 2029', () => {
    let date = Temporal.PlainDate.from('2026-01-01');
    for (let day = epochDay('2026-01-01'); date.year < 2030; day += 1) {
      expect(isoDateOf(day)).toBe(date.toString());
      expect(parseIsoDate(date.toString())).toBe(day);
      date = date.add({ days: 1 });
    }
  });
});

describe('parseIsoDate', () => {
  it.each([
    ['2028-02-29', epochDay('2028-02-29')],
    ['2026-02-29', Number.NaN],
    ['2026-13-01', Number.NaN],
    ['2026-00-10', Number.NaN],
    ['2026-04-31', Number.NaN],
    ['2026-4-01', Number.NaN],
    ['2026/04/01', Number.NaN],
    ['2026-04-01T00:00:00Z', Number.NaN],
    ['', Number.NaN],
  ])('%j is %s', (text, expected) => {
    expect(parseIsoDate(text)).toBe(expected);
  });
});
