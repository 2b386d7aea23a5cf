import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A change to one of the organisation's catalogs: it refreshes every list of it (pickers too). */
export function useCatalogMutation<A, R>(queryKey: QueryKey, mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}
