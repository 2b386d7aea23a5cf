import { Temporal } from '@spotless/calendar/temporal';
import { describe, expect, it } from 'vitest';
import { wallMinutes } from './job-text.ts';

/** What Temporal says, the reference the fast path must match. */
function reference(instant: string, date: string, timeZone: string): number {
  const zoned = Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone);
  const days = Temporal.PlainDate.from(date).until(zoned.toPlainDate()).days;
  return days * 1440 + zoned.hour * 60 + zoned.minute;
}

describe('wallMinutes', () => {
  it.each([
    ['a morning in New York', '2026-12-03T09:30:00-05:00', '2026-12-03', 'America/New_York', 570],
    ['midnight reads as 0, not 24', '2026-12-03T05:00:00Z', '2026-12-03', 'America/New_York', 0],
    ['the next day', '2026-12-04T01:00:00-05:00', '2026-12-03', 'America/New_York', 1500],
    ['the day before', '2026-12-02T23:00:00-05:00', '2026-12-03', 'America/New_York', -60],
    ['after spring forward', '2026-03-08T03:30:00-04:00', '2026-03-08', 'America/New_York', 210],
    [
      'the first 01:30 of fall back',
      '2026-11-01T01:30:00-04:00',
      '2026-11-01',
      'America/New_York',
      90,
    ],
    [
      'the second 01:30 of fall back',
      '2026-11-01T01:30:00-05:00',
      '2026-11-01',
      'America/New_York',
      90,
    ],
    ['a half-hour zone', '2026-06-01T03:45:00Z', '2026-06-01', 'Asia/Kolkata', 555],
    ['seconds and milliseconds', '2026-12-03T14:05:59.999Z', '2026-12-03', 'UTC', 845],
    ['across a year end', '2027-01-01T02:00:00-05:00', '2026-12-31', 'America/New_York', 1560],
    ['nanoseconds, read by Temporal', '2026-12-03T14:05:00.123456789Z', '2026-12-03', 'UTC', 845],
  ])('%s', (_case, instant, date, timeZone, minutes) => {
    expect(wallMinutes(instant, date, timeZone)).toBe(minutes);
    expect(wallMinutes(instant, date, timeZone)).toBe(reference(instant, date, timeZone));
  });

  it('agrees with Temporal every 7 hours 13 minutes over a year in three zones', () => {
    for (const timeZone of ['America/New_York', 'Europe/Lisbon', 'Australia/Lord_Howe']) {
      for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 433 * 60_000) {
        const instant = new Date(ms).toISOString();
        const date = instant.slice(0, 10);
        expect(wallMinutes(instant, date, timeZone)).toBe(reference(instant, date, timeZone));
      }
    }
  });
});
