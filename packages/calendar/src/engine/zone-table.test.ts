import fc from 'fast-check';
import { Temporal } from './temporal.ts';
import { describe, expect, it } from 'vitest';
import { epochDayOf, MS_PER_DAY, parseIsoDate } from './civil.ts';
import {
  createZoneTable,
  latestWallMsBetween,
  offsetAt,
  startOfDayMs,
  wallMsOf,
} from './zone-table.ts';

const ms = (text: string) => Temporal.Instant.from(text).epochMilliseconds;
const day = (text: string) => parseIsoDate(text);

function temporalStartOfDay(date: string, timeZone: string): number {
  return Temporal.PlainDate.from(date).toZonedDateTime(timeZone).epochMilliseconds;
}

describe('start of day', () => {
  it.each([
    // [zone, date, local start, day length in hours]
    ['America/New_York', '2026-03-08', '2026-03-08T00:00:00-05:00', 23],
    ['America/New_York', '2026-11-01', '2026-11-01T00:00:00-04:00', 25],
    ['America/New_York', '2026-11-02', '2026-11-02T00:00:00-05:00', 24],
    // Midnight skipped: the day starts at 01:00.
    ['America/Sao_Paulo', '2018-11-04', '2018-11-04T01:00:00-02:00', 23],
    ['America/Santiago', '2026-09-06', '2026-09-06T01:00:00-03:00', 23],
    // 23:00–24:00 happens twice on the Saturday before Santiago's clocks go back.
    ['America/Santiago', '2026-04-04', '2026-04-04T00:00:00-03:00', 25],
    ['Australia/Lord_Howe', '2026-10-04', '2026-10-04T00:00:00+10:30', 23.5],
    ['Asia/Kolkata', '2028-02-29', '2028-02-29T00:00:00+05:30', 24],
    ['UTC', '2026-12-31', '2026-12-31T00:00:00Z', 24],
  ])('%s %s starts at %s and lasts %s hours', (zone, date, start, hours) => {
    const table = createZoneTable(zone, day(date) - 1, day(date) + 1);
    const begins = startOfDayMs(table, day(date));
    expect(begins).toBe(ms(start));
    expect(begins).toBe(temporalStartOfDay(date, zone));
    expect((startOfDayMs(table, day(date) + 1) - begins) / 3_600_000).toBe(hours);
  });

  it('matches Temporal for any day in many zones', () => {
    const zones = [
      'America/New_York',
      'America/Santiago',
      'America/Sao_Paulo',
      'America/Havana',
      'Asia/Beirut',
      'Australia/Lord_Howe',
      'Europe/London',
      'Pacific/Chatham',
      'Asia/Kathmandu',
      'UTC',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: epochDayOf(2010, 1, 1), max: epochDayOf(2035, 12, 31) }),
        fc.integer({ min: 0, max: 40 }),
        (zone, first, length) => {
          const table = createZoneTable(zone, first, first + length);
          for (let d = first - 1; d <= first + length + 1; d += 1) {
            const date = Temporal.PlainDate.from('1970-01-01').add({ days: d }).toString();
            expect(startOfDayMs(table, d)).toBe(temporalStartOfDay(date, zone));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('offsets and wall clock', () => {
  it('reads offsets like Temporal around transitions and outside the table', () => {
    const zone = 'America/New_York';
    const table = createZoneTable(zone, day('2026-11-01'), day('2026-11-07'));
    for (const text of [
      '2026-11-01T05:59:59Z',
      '2026-11-01T06:00:00Z',
      '2026-11-01T12:00:00Z',
      '2020-01-01T00:00:00Z',
      '2030-07-01T00:00:00Z',
    ]) {
      const expected = Temporal.Instant.from(text).toZonedDateTimeISO(zone).offsetNanoseconds / 1e6;
      expect(offsetAt(table, ms(text))).toBe(expected);
    }
  });

  it('gives the wall clock of an instant as UTC milliseconds', () => {
    const table = createZoneTable('America/New_York', day('2026-11-01'), day('2026-11-07'));
    // 01:30 twice on 1 November: the second pass reads the same wall clock.
    expect(wallMsOf(table, ms('2026-11-01T01:30:00-04:00'))).toBe(ms('2026-11-01T01:30:00Z'));
    expect(wallMsOf(table, ms('2026-11-01T01:30:00-05:00'))).toBe(ms('2026-11-01T01:30:00Z'));
    expect(Math.floor(wallMsOf(table, ms('2026-11-02T03:30:00Z')) / MS_PER_DAY)).toBe(
      day('2026-11-01'),
    );
  });

  it('reports the latest wall clock reached across a repeated hour', () => {
    const table = createZoneTable('America/New_York', day('2026-11-01'), day('2026-11-07'));
    // 01:30 EDT to 01:15 EST: the clock reached 02:00 before going back to 01:00.
    expect(
      latestWallMsBetween(table, ms('2026-11-01T01:30:00-04:00'), ms('2026-11-01T01:15:00-05:00')),
    ).toBe(ms('2026-11-01T02:00:00Z'));
    // No transition in between: the end's wall clock.
    expect(
      latestWallMsBetween(table, ms('2026-11-01T09:00:00-05:00'), ms('2026-11-01T10:00:00-05:00')),
    ).toBe(ms('2026-11-01T10:00:00Z'));
  });
});
