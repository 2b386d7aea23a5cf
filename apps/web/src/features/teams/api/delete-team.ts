import { unwrap } from '@spotless/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { getOrganizationQueryOptions } from '../../../api/organization.ts';
import { teamKeys } from '../../../api/teams.ts';

/** Deletes a team; a team with jobs answers `409 CONFLICT`. Members lose their default team. */
export async function deleteTeam(id: string): Promise<void> {
  await unwrap(api.DELETE('/teams/{id}', { params: { path: { id } } }));
}

/**
 * Deletes a team, then refreshes the team lists and drops that team's cache (spec §7), the
 * organisation's usage, and the users (their `defaultTeamId` may have been cleared).
 */
export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: teamKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.lists }),
        queryClient.invalidateQueries(getOrganizationQueryOptions()),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]);
    },
  });
}
