import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { clientKeys, type Client } from '../../../api/clients.ts';

export type ClientCreate = components['schemas']['ClientCreate'];

export async function createClient(body: ClientCreate): Promise<Client> {
  return unwrap(api.POST('/clients', { body }));
}

/** Creates a client with its addresses; every client query is refreshed after it (spec §7). */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: (client) => {
      queryClient.setQueryData(clientKeys.detail(client.id), client);
      return queryClient.invalidateQueries({ queryKey: clientKeys.all });
    },
  });
}
