import { Temporal } from './temporal.ts';
import { describe, expect, it } from 'vitest';
import { getRange, navigate, todayIn } from './range.ts';
import type { CalendarView } from './types.ts';

const d = (text: string) => Temporal.PlainDate.from(text);

describe('getRange', () => {
  it.each<[CalendarView, string, string, string, number]>([
    // The agenda: 30 days from the date.
    ['agenda', '2026-11-20', '2026-11-20', '2026-12-19', 30],
    ['agenda', '2026-12-15', '2026-12-15', '2027-01-13', 30],
    ['agenda', '2028-02-15', '2028-02-15', '2028-03-15', 30],
    // The month: whole weeks from Sunday.
    ['month', '2026-11-17', '2026-11-01', '2026-12-05', 35],
    ['month', '2026-05-31', '2026-04-26', '2026-06-06', 42],
    ['month', '2026-08-01', '2026-07-26', '2026-09-05', 42],
    ['month', '2026-02-14', '2026-02-01', '2026-02-28', 28],
    ['month', '2028-02-29', '2028-01-30', '2028-03-04', 35],
    ['month', '2026-12-31', '2026-11-29', '2027-01-02', 35],
    // The week: Sunday to Saturday.
    ['week', '2026-11-04', '2026-11-01', '2026-11-07', 7],
    ['week', '2026-11-01', '2026-11-01', '2026-11-07', 7],
    ['week', '2026-11-07', '2026-11-01', '2026-11-07', 7],
    ['week', '2026-12-31', '2026-12-27', '2027-01-02', 7],
    ['week', '2028-02-29', '2028-02-27', '2028-03-04', 7],
    ['week', '2026-03-08', '2026-03-08', '2026-03-14', 7],
  ])('%s of %s runs from %s to %s (%i days)', (view, date, from, to, days) => {
    const range = getRange(view, d(date));
    expect(range.from.toString()).toBe(from);
    expect(range.to.toString()).toBe(to);
    expect(range.dayCount).toBe(days);
    expect(range.date.toString()).toBe(date);
    if (view !== 'agenda') {
      expect(range.from.dayOfWeek).toBe(7);
      expect(range.to.dayOfWeek).toBe(6);
    }
  });

  it('gives months of four, five and six weeks', () => {
    const weeks = (date: string) => getRange('month', d(date)).dayCount / 7;
    expect(weeks('2026-02-01')).toBe(4);
    expect(weeks('2026-11-01')).toBe(5);
    expect(weeks('2026-05-01')).toBe(6);
    expect(weeks('2026-08-01')).toBe(6);
  });
});

describe('navigate', () => {
  it.each<[CalendarView, string, 'previous' | 'next', string]>([
    ['agenda', '2026-11-20', 'next', '2026-12-20'],
    ['agenda', '2026-11-20', 'previous', '2026-10-21'],
    ['agenda', '2026-12-20', 'next', '2027-01-19'],
    ['month', '2026-11-17', 'next', '2026-12-17'],
    ['month', '2026-12-17', 'next', '2027-01-17'],
    ['month', '2026-01-31', 'next', '2026-02-28'],
    ['month', '2028-03-31', 'previous', '2028-02-29'],
    ['week', '2026-11-04', 'next', '2026-11-11'],
    ['week', '2026-11-04', 'previous', '2026-10-28'],
    ['week', '2026-12-30', 'next', '2027-01-06'],
    ['week', '2028-02-26', 'next', '2028-03-04'],
  ])('%s from %s, %s: %s', (view, date, direction, expected) => {
    expect(navigate(view, d(date), direction).toString()).toBe(expected);
  });

  it('moves the month view by whole months, whatever the day', () => {
    let date = d('2026-01-31');
    const months: string[] = [];
    for (let i = 0; i < 13; i += 1) {
      months.push(getRange('month', date).date.toPlainYearMonth().toString());
      date = navigate('month', date, 'next');
    }
    expect(months).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
  });
});

describe('todayIn', () => {
  it.each([
    ['2026-11-02T03:30:00Z', 'America/New_York', '2026-11-01'],
    ['2026-11-02T03:30:00Z', 'UTC', '2026-11-02'],
    ['2026-12-31T23:30:00Z', 'Asia/Tokyo', '2027-01-01'],
    ['2028-02-29T12:00:00Z', 'America/Sao_Paulo', '2028-02-29'],
  ])('at %s in %s it is %s', (now, zone, today) => {
    const instant = Temporal.Instant.from(now);
    expect(todayIn(zone, instant).toString()).toBe(today);
    expect(todayIn(zone, instant.toZonedDateTimeISO('Pacific/Kiritimati')).toString()).toBe(today);
  });
});
