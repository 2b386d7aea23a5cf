import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { jobKeys, type Job } from '../../../api/jobs.ts';
import { jobSeriesKeys } from '../../../api/job-series.ts';

export type JobSkipInput = components['schemas']['JobSkipInput'];
export type SkipKind = components['schemas']['SkipKind'];

export interface SkipVisitVariables {
  jobId: string;
  body: JobSkipInput;
}

/** Skips a scheduled job (`POST /jobs/{id}/skip`): it becomes `CANCELLED` with `skip` set. */
export async function skipVisit({ jobId, body }: SkipVisitVariables): Promise<Job> {
  return unwrap(api.POST('/jobs/{id}/skip', { params: { path: { id: jobId } }, body }));
}

/**
 * Skips a visit. Every job query is refreshed after it (the calendar strikes it through), and
 * every series query too: a series' next visit may have been this one.
 */
export function useSkipVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: skipVisit,
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobSeriesKeys.all }),
      ]);
    },
  });
}
