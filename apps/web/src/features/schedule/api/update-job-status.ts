import { unwrap } from '@spotless/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { jobKeys, type Job } from '../../../api/jobs.ts';
import { statusChange, type UpdateJobStatusVariables } from '../../../lib/job-status.ts';

export async function updateJobStatus(variables: UpdateJobStatusVariables): Promise<Job> {
  return unwrap(
    api.PUT('/jobs/{id}', {
      params: { path: { id: variables.job.id } },
      body: statusChange(variables),
    }),
  );
}

/** Starts or completes a job; every job cache refreshes after it (spec §7). */
export function useUpdateJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJobStatus,
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
