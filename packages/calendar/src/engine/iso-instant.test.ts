import fc from 'fast-check';
import { Temporal } from './temporal.ts';
import { describe, expect, it } from 'vitest';
import { parseInstant } from './iso-instant.ts';

const NEW_YORK = 'America/New_York';
const ms = (text: string) => Temporal.Instant.from(text).epochMilliseconds;

describe('parseInstant', () => {
  it.each([
    ['2026-12-03T09:00:00-05:00', ms('2026-12-03T14:00:00Z')],
    ['2026-12-03T09:00:00Z', ms('2026-12-03T09:00:00Z')],
    ['2026-12-03t09:00:00z', ms('2026-12-03T09:00:00Z')],
    ['2026-12-03 09:00:00+00:00', ms('2026-12-03T09:00:00Z')],
    ['2026-12-03T09:00-05:00', ms('2026-12-03T14:00:00Z')],
    ['2026-12-03T09:00:00.250Z', ms('2026-12-03T09:00:00.250Z')],
    ['2026-12-03T09:00:00.123456789Z', ms('2026-12-03T09:00:00.123Z')],
    ['2026-12-03T09:00:00,5Z', ms('2026-12-03T09:00:00.500Z')],
    ['2026-12-03T09:00:00+0530', ms('2026-12-03T03:30:00Z')],
    ['2026-12-03T09:00:00+05', ms('2026-12-03T04:00:00Z')],
    ['2028-02-29T23:59:59+14:00', ms('2028-02-29T09:59:59Z')],
    // Read by Temporal: a zone annotation, and a date-time without offset (wall clock in the zone).
    ['2026-11-01T09:00:00-05:00[America/New_York]', ms('2026-11-01T14:00:00Z')],
    ['2026-11-01T09:00:00', ms('2026-11-01T14:00:00Z')],
    ['2026-07-01T09:00:00', ms('2026-07-01T13:00:00Z')],
  ])('%s', (text, expected) => {
    expect(parseInstant(text, NEW_YORK)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'soon',
    '2026-02-29T09:00:00Z',
    '2026-12-03T25:00:00Z',
    '2026-12-03T09:60:00Z',
    '2026-12-03T09:00:00+24:00',
    '2026-12-03T09:00:00Zjunk',
  ])('%j cannot be read', (text) => {
    expect(parseInstant(text, NEW_YORK)).toBeNaN();
  });

  it('agrees with Temporal on any instant written in any offset', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: ms('1971-01-01T00:00:00Z'), max: ms('2099-12-31T00:00:00Z') }),
        fc.integer({ min: -14 * 60, max: 14 * 60 }),
        fc.constantFrom<'minute' | 'second' | 'millisecond'>('minute', 'second', 'millisecond'),
        (epochMs, offsetMinutes, smallestUnit) => {
          const sign = offsetMinutes < 0 ? '-' : '+';
          const absolute = Math.abs(offsetMinutes);
          const offset = `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
          const text = Temporal.Instant.fromEpochMilliseconds(epochMs).toString({
            timeZone: offset,
            smallestUnit,
          });
          expect(parseInstant(text, 'UTC')).toBe(Temporal.Instant.from(text).epochMilliseconds);
        },
      ),
      { numRuns: 500 },
    );
  });
});
