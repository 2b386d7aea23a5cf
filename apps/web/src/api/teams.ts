import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

/**
 * The organisation's teams, shared by every screen that lists or picks teams (Teams, the user
 * form's default team, the schedule's filter, the job form). Query keys:
 * `['teams', 'list', filter]` for lists and `['teams', 'detail', id]` for one team, so that
 * `invalidateQueries({ queryKey: teamKeys.lists })` refreshes every list (spec §7).
 */
export type Team = components['schemas']['Team'];

export interface TeamsFilter {
  /** Only active (`true`) or only inactive (`false`) teams; both when left out. */
  isActive?: boolean;
}

export const teamKeys = {
  all: ['teams'] as const,
  lists: ['teams', 'list'] as const,
  list: (filter: TeamsFilter = {}) => ['teams', 'list', filter] as const,
  detail: (id: string) => ['teams', 'detail', id] as const,
};

export async function getTeams(filter: TeamsFilter = {}): Promise<Team[]> {
  return unwrap(api.GET('/teams', { params: { query: filter } }));
}

export function getTeamsQueryOptions(filter: TeamsFilter = {}) {
  return queryOptions({ queryKey: teamKeys.list(filter), queryFn: () => getTeams(filter) });
}

/** Teams by name; `useTeams({ isActive: true })` for pickers (inactive teams take no new jobs). */
export function useTeams(filter: TeamsFilter = {}) {
  return useQuery(getTeamsQueryOptions(filter));
}
