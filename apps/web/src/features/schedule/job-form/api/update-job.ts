import { unwrap } from '@spotless/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { jobKeys, type Job } from '../../../../api/jobs.ts';
import type { JobInput } from './create-job.ts';

export interface UpdateJobInput {
  id: string;
  /** The whole job (`PUT` replaces it: fields left out fall back to their defaults). */
  body: JobInput;
}

export async function updateJob({ id, body }: UpdateJobInput): Promise<Job> {
  return unwrap(api.PUT('/jobs/{id}', { params: { path: { id } }, body }));
}

/** Saves a job; every job query is refreshed after it (spec §7). */
export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      return queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
}
