import { unwrap } from '@spotless/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { clientKeys } from '../../../api/clients.ts';

/** Deletes a client and its addresses; a client with jobs answers `409 CONFLICT`. */
export async function deleteClient(id: string): Promise<void> {
  await unwrap(api.DELETE('/clients/{id}', { params: { path: { id } } }));
}

/** Deletes a client; every client query is refreshed after it (spec §7). */
export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: clientKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: clientKeys.all });
    },
  });
}
