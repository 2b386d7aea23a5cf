import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDate, todayIn, zonedDateTime } from './dates.ts';

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
