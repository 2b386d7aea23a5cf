import { unwrap } from '@spotless/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { jobKeys } from '../../../api/jobs.ts';
import { jobSeriesKeys, type JobSeries } from '../../../api/job-series.ts';

/**
 * Ends a series today, in the organisation's time zone (`{}`: the server's today): its visits
 * after today that have not started are removed, and no new ones are made.
 */
export async function endJobSeries(id: string): Promise<JobSeries> {
  return unwrap(api.POST('/job-series/{id}/end', { params: { path: { id } }, body: {} }));
}

/**
 * Ends a service plan. Every series query is refreshed after it, and every job query too: the
 * plan's later visits are gone from the schedule.
 */
export function useEndJobSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endJobSeries,
    onSuccess: (series) => {
      queryClient.setQueryData(jobSeriesKeys.detail(series.id), series);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: jobSeriesKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
      ]);
    },
  });
}
