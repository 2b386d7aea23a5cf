import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobSeriesKeys, type JobSeries } from '../../../../api/job-series.ts';
import { api } from '../../../../lib/api.ts';
import { refreshJobsAndSeries } from './refresh-jobs.ts';

export type JobSeriesInput = components['schemas']['JobSeriesInput'];

/** Starts a recurring service plan (`POST /job-series`); the server creates its visits at once. */
export async function createJobSeries(body: JobSeriesInput): Promise<JobSeries> {
  return unwrap(api.POST('/job-series', { body }));
}

/** Creates a series; every job query (its visits) and every series query are refreshed. */
export function useCreateJobSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJobSeries,
    onSuccess: (series) => {
      queryClient.setQueryData(jobSeriesKeys.detail(series.id), series);
      return refreshJobsAndSeries(queryClient);
    },
  });
}
