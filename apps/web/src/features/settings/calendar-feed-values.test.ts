import { describe, expect, it } from 'vitest';
import {
  ALL_TEAMS,
  defaultFeedTeam,
  feedMadeAt,
  teamChoiceKey,
  teamIdOfChoice,
} from './calendar-feed-values.ts';

describe('team choice', () => {
  it.each([
    [null, ALL_TEAMS],
    ['team-1', 'team-1'],
  ])('%j is picked as %j and back', (teamId, key) => {
    expect(teamChoiceKey(teamId)).toBe(key);
    expect(teamIdOfChoice(key)).toBe(teamId);
  });
});

describe('defaultFeedTeam', () => {
  const active = [{ id: 'a' }, { id: 'b' }];
  it.each([
    ['b', 'b'],
    ['inactive', null],
    [null, null],
    [undefined, null],
  ])('a user whose team is %j is offered %j', (defaultTeamId, expected) => {
    expect(defaultFeedTeam(defaultTeamId, active)).toBe(expected);
  });
});

describe('feedMadeAt', () => {
  it.each([
    ['2026-11-18T10:30:00-05:00', 'en', 'November 18, 2026 at 10:30 AM'],
    // Late in the evening in New York is the next day in UTC: the organisation's day is kept.
    ['2026-11-18T23:45:10-05:00', 'en', 'November 18, 2026 at 11:45 PM'],
    ['2026-03-08T03:05:00-04:00', 'es', '8 de marzo de 2026 a las 3:05'],
    ['not a date', 'en', 'not a date'],
  ])('%s in %s reads %j', (createdAt, locale, expected) => {
    expect(feedMadeAt(createdAt, locale).replace(/\u202f/g, ' ')).toBe(expected);
  });
});
