import { describe, expect, it } from 'vitest';
import type { Organization } from '../api/organization.ts';
import { nearThreshold, planLimitOf } from './plan-limits.ts';

const organization = (maxTeams: number, teams: number, maxUsers = 10, users = 8) =>
  ({
    plan: { code: 'STARTER', name: 'Starter', maxTeams, maxUsers },
    usage: { teams, users },
  }) as Organization;

describe('planLimitOf', () => {
  it.each([
    [6, 0, 'ok', 6],
    [6, 4, 'ok', 2],
    [6, 5, 'near', 1],
    [6, 6, 'reached', 0],
    // A plan downgraded below its usage is simply full.
    [6, 9, 'reached', 0],
    [50, 40, 'near', 10],
    [50, 39, 'ok', 11],
  ] as const)('%i teams allowed, %i used: %s with %i left', (max, used, status, remaining) => {
    expect(planLimitOf(organization(max, used), 'teams')).toEqual({
      resource: 'teams',
      max,
      used,
      remaining,
      status,
      planName: 'Starter',
    });
  });

  it('reads users from their own limit', () => {
    expect(planLimitOf(organization(6, 6, 10, 8), 'users')).toMatchObject({
      max: 10,
      used: 8,
      remaining: 2,
      status: 'near',
    });
  });
});

it.each([
  [1, 1],
  [6, 1],
  [10, 2],
  [99, 19],
])('near the limit of %i means %i left or fewer', (max, threshold) => {
  expect(nearThreshold(max)).toBe(threshold);
});
