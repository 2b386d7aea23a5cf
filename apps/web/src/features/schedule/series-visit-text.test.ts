import { describe, expect, it } from 'vitest';
import { plannedDate, visitChanges } from './series-visit-text.ts';

describe('visitChanges', () => {
  it.each([
    [[], false, []],
    [['scheduledStartTime', 'scheduledEndTime', 'teamId'], false, ['team', 'time']],
    [['scheduledEndTime'], false, ['time']],
    [['date', 'teamId'], true, ['team']],
    [['date'], false, ['date']],
    [['date'], true, []],
    [
      ['addressId', 'jobTypeId', 'chargeAmount', 'chargeBy', 'otherInformation'],
      false,
      ['address', 'jobType', 'charge', 'chargeBy', 'notes'],
    ],
    [
      ['otherInformation', 'date', 'chargeAmount', 'teamId'],
      false,
      ['team', 'date', 'charge', 'notes'],
    ],
  ] as const)('%j (moved: %s) → %j', (overrides, isMoved, changes) => {
    expect(visitChanges(overrides, isMoved)).toEqual(changes);
  });
});

describe('plannedDate', () => {
  it.each([
    ['2026-12-15', '2026-12-16', 'en', 'Tuesday, December 15'],
    ['2026-12-29', '2027-01-02', 'en', 'Tuesday, December 29, 2026'],
    ['2026-12-15', '2026-12-16', 'es', 'martes, 15 de diciembre'],
    ['2026-12-15', '2026-12-16', 'pt-BR', 'terça-feira, 15 de dezembro'],
  ])('%s (moved to %s) in %s → %s', (date, movedTo, locale, text) => {
    expect(plannedDate(date, movedTo, locale)).toBe(text);
  });
});
