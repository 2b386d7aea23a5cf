import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobKeys, type Job } from '../../../../api/jobs.ts';
import { toCancelledJobInput } from '../job-form-values.ts';
import { updateJob } from './update-job.ts';

export interface CancelJobInput {
  /** The job as stored: everything but its status and reason is sent back unchanged. */
  job: Job;
  reason: string;
}

/**
 * Cancels a job. The contract has no separate call for it: the job is replaced (`PUT`) with
 * status `CANCELLED` and the reason, which the server requires for that status.
 */
export async function cancelJob({ job, reason }: CancelJobInput): Promise<Job> {
  return updateJob({ id: job.id, body: toCancelledJobInput(job, reason) });
}

/** Cancels a job; every job query is refreshed after it (spec §7). */
export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelJob,
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      return queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
}
