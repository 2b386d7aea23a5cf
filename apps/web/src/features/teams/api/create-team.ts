import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { getOrganizationQueryOptions } from '../../../api/organization.ts';
import { teamKeys, type Team } from '../../../api/teams.ts';

export type TeamInput = components['schemas']['TeamInput'];

export async function createTeam(body: TeamInput): Promise<Team> {
  return unwrap(api.POST('/teams', { body }));
}

/**
 * Creates a team, then refreshes the team lists (spec §7) and the organisation, whose usage
 * the plan-limit banner reads.
 */
export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: (team) => {
      queryClient.setQueryData(teamKeys.detail(team.id), team);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.lists }),
        queryClient.invalidateQueries(getOrganizationQueryOptions()),
      ]);
    },
  });
}
