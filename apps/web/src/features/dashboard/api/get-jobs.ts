import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { getAllPages, unwrapPage } from '../../../lib/paged-list.ts';
import type { Job } from '../dashboard-figures.ts';

/** Inclusive days, `YYYY-MM-DD`, as `GET /jobs` takes them. */
export interface JobsRange {
  from: string;
  to: string;
}

/**
 * Query keys start with `'jobs'`, like every job cache of the app, so that a job create or update
 * anywhere (which refreshes all job caches, spec §7) refreshes the dashboard's figures too.
 */
export const dashboardJobsKey = (range: JobsRange) => ['jobs', 'list', range] as const;

/** Jobs asked for per page: the server's largest page, so a week is one call. */
const JOBS_PAGE_SIZE = 5000;

/** The jobs of a range of days (a CLEANER gets their team's only: the server filters). */
export async function getJobs(range: JobsRange): Promise<Job[]> {
  return getAllPages(
    (page) => unwrapPage(api.GET('/jobs', { params: { query: { ...range, ...page } } })),
    JOBS_PAGE_SIZE,
  );
}

export function getJobsQueryOptions(range: JobsRange) {
  return queryOptions({ queryKey: dashboardJobsKey(range), queryFn: () => getJobs(range) });
}

export function useJobs(range: JobsRange | null) {
  return useQuery({
    ...getJobsQueryOptions(range ?? { from: '', to: '' }),
    enabled: range != null,
  });
}
