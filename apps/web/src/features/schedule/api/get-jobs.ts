import type { components } from '@spotless/api-client/schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { getAllPages, unwrapPage } from '../../../lib/paged-list.ts';
import { jobKeys } from './job-keys.ts';

export type Job = components['schemas']['Job'];
export type JobStatus = components['schemas']['JobStatus'];

/** The days `from`..`to` (inclusive, `YYYY-MM-DD`, as `GET /jobs` takes them) of one team or all. */
export interface JobsQuery {
  from: string;
  to: string;
  teamId?: string;
}

/** Jobs asked for per page: the server's largest page, so a week or a month is one call. */
const JOBS_PAGE_SIZE = 5000;

/** The jobs of a range of days (a CLEANER gets their teams' only: the server filters). */
export async function getJobs({ from, to, teamId }: JobsQuery): Promise<Job[]> {
  const query = teamId ? { from, to, teamId } : { from, to };
  return getAllPages(
    (page) => unwrapPage(api.GET('/jobs', { params: { query: { ...query, ...page } } })),
    JOBS_PAGE_SIZE,
  );
}

export function getJobsQueryOptions(query: JobsQuery) {
  // `teamId: undefined` and no `teamId` must be one cache entry.
  const key: JobsQuery = query.teamId
    ? { from: query.from, to: query.to, teamId: query.teamId }
    : { from: query.from, to: query.to };
  return queryOptions({
    queryKey: jobKeys.range(key),
    queryFn: () => getJobs(key),
    // While another range or team loads, the jobs on screen stay (the calendar shows a spinner)
    // instead of the calendar emptying at every Previous/Next.
    placeholderData: keepPreviousData,
  });
}

export function useJobs(query: JobsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getJobsQueryOptions(query), enabled: options.enabled ?? true });
}
