import { unwrap } from '@spotless/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { jobKeys } from '../../../../api/jobs.ts';
import { refreshJobsAndSeries } from './refresh-jobs.ts';
import type { SeriesScope } from './update-job.ts';

export interface DeleteJobInput {
  id: string;
  /** For a visit of a series, which visits go (the server's default is `this`). */
  scope?: SeriesScope;
}

/** Deletes a job (`DELETE /jobs/{id}`), or visits of its series with `scope`. */
export async function deleteJob({ id, scope }: DeleteJobInput): Promise<void> {
  await unwrap(
    api.DELETE('/jobs/{id}', { params: { path: { id }, query: scope ? { scope } : undefined } }),
  );
}

/**
 * Deletes a job; every job and series query is refreshed, except the deleted job's own details,
 * which are only marked stale: the sheet that showed them is closing.
 */
export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: async (_, { id }) => {
      const detail = jobKeys.detail(id);
      await refreshJobsAndSeries(queryClient, detail);
      await queryClient.invalidateQueries({ queryKey: detail, exact: true, refetchType: 'none' });
    },
  });
}
