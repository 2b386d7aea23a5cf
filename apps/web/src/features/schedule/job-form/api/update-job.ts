import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { jobKeys, type Job } from '../../../../api/jobs.ts';
import type { JobInput } from './create-job.ts';
import { refreshJobsAndSeries } from './refresh-jobs.ts';

export type SeriesScope = components['schemas']['SeriesScope'];

export interface UpdateJobInput {
  id: string;
  /** The whole job (`PUT` replaces it: fields left out fall back to their defaults). */
  body: JobInput;
  /** For a visit of a series, which visits change (the server's default is `this`). */
  scope?: SeriesScope;
}

export async function updateJob({ id, body, scope }: UpdateJobInput): Promise<Job> {
  return unwrap(
    api.PUT('/jobs/{id}', {
      params: { path: { id }, query: scope ? { scope } : undefined },
      body,
    }),
  );
}

/**
 * Saves a job; every job query is refreshed after it (spec §7), and every series query (a
 * visit's change may reach its series and its other visits).
 */
export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      return refreshJobsAndSeries(queryClient);
    },
  });
}
