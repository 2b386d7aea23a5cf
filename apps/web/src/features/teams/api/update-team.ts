import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { teamKeys, type Team } from '../../../api/teams.ts';

export type TeamUpdate = components['schemas']['TeamUpdate'];

export interface UpdateTeamInput {
  id: string;
  body: TeamUpdate;
}

export async function updateTeam({ id, body }: UpdateTeamInput): Promise<Team> {
  return unwrap(api.PATCH('/teams/{id}', { params: { path: { id } }, body }));
}

/** Saves a team, then refreshes the team lists and that team's cache (spec §7). */
export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeam,
    onSuccess: (team) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.lists }),
        queryClient.invalidateQueries({ queryKey: teamKeys.detail(team.id) }),
      ]),
  });
}
