import { unwrap } from '@spotless/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { getOrganizationQueryOptions } from '../../../api/organization.ts';
import { userKeys } from './user-keys.ts';

/** Deletes a user and ends their sessions; their jobs stay, without a creator. */
export async function deleteUser(id: string): Promise<void> {
  await unwrap(api.DELETE('/users/{id}', { params: { path: { id } } }));
}

/** Deletes a user; the user lists and the plan usage (a slot is freed) are refreshed after it. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: userKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.lists }),
        queryClient.invalidateQueries(getOrganizationQueryOptions()),
      ]);
    },
  });
}
