import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { jobKeys, type Job } from '../../../../api/jobs.ts';
import { refreshJobsAndSeries } from './refresh-jobs.ts';

export type JobInput = components['schemas']['JobInput'];

/** Schedules a job (`POST /jobs`); the server answers it with its nested client, team… */
export async function createJob(body: JobInput): Promise<Job> {
  return unwrap(api.POST('/jobs', { body }));
}

/** Creates a job; every job query (calendar ranges, details, dashboard) is refreshed (spec §7). */
export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      return refreshJobsAndSeries(queryClient);
    },
  });
}
