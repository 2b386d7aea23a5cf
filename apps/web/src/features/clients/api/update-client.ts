import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { clientKeys, type Client } from '../../../api/clients.ts';

export type ClientUpdate = components['schemas']['ClientUpdate'];

export interface UpdateClientInput {
  id: string;
  body: ClientUpdate;
}

/** Replaces the client and its address list (`PUT`: addresses left out are removed). */
export async function updateClient({ id, body }: UpdateClientInput): Promise<Client> {
  return unwrap(api.PUT('/clients/{id}', { params: { path: { id } }, body }));
}

/** Saves a client; every client query is refreshed after it (spec §7). */
export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: (client) => {
      queryClient.setQueryData(clientKeys.detail(client.id), client);
      return queryClient.invalidateQueries({ queryKey: clientKeys.all });
    },
  });
}
