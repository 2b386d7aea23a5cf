import { unwrap } from '@spotless/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Job } from './get-jobs.ts';
import { jobKeys } from './job-keys.ts';

/** One job with its nested client, address, team and job type. */
export async function getJob(id: string): Promise<Job> {
  return unwrap(api.GET('/jobs/{id}', { params: { path: { id } } }));
}

export function getJobQueryOptions(id: string) {
  return queryOptions({ queryKey: jobKeys.detail(id), queryFn: () => getJob(id) });
}

/**
 * The job `id` (nothing while `id` is not set). `placeholder`, such as the calendar's copy of the
 * job, is shown while it loads (`isPlaceholderData` says so).
 */
export function useJob(id: string | undefined, placeholder?: Job) {
  return useQuery({
    ...getJobQueryOptions(id ?? ''),
    enabled: id != null && id !== '',
    placeholderData: placeholder?.id === id ? placeholder : undefined,
  });
}
