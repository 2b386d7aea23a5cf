import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { afterNextPaint } from '../lib/after-paint.ts';
import { api } from '../lib/api.ts';
import { getAllPages, unwrapPage } from '../lib/paged-list.ts';

export type Job = components['schemas']['Job'];
export type JobStatus = components['schemas']['JobStatus'];

/** The days `from`..`to` (inclusive, `YYYY-MM-DD`, as `GET /jobs` takes them) of one team or all. */
export interface JobsQuery {
  from: string;
  to: string;
  teamId?: string;
}

/**
 * Query keys of the job caches. Everything starts with `'jobs'` (the schedule's ranges, the
 * dashboard's figures, one job's details), so a create, update or status change refreshes every
 * job query at once (spec §7): `invalidateQueries({ queryKey: jobKeys.all })`.
 */
export const jobKeys = {
  all: ['jobs'] as const,
  lists: ['jobs', 'list'] as const,
  /** The jobs of a range of days, optionally of one team. */
  range: (query: JobsQuery) => ['jobs', 'list', query] as const,
  detail: (id: string) => ['jobs', 'detail', id] as const,
};

/** Jobs asked for per page: the server's largest page, so a week or a month is one call. */
const JOBS_PAGE_SIZE = 5000;

/** The jobs of a range of days (a CLEANER gets their team's only: the server filters). */
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
  return queryOptions({ queryKey: jobKeys.range(key), queryFn: () => getJobs(key) });
}

export interface UseJobsOptions {
  /**
   * Keep the jobs of the previous range on screen while another range or team loads (the
   * schedule shows a spinner over them) instead of starting empty at every Previous/Next.
   * @default false
   */
  keepPrevious?: boolean;
  /**
   * Whether the jobs may be fetched now. While not, jobs the cache has already are still given,
   * and nothing is asked of the server.
   * @default true
   */
  fetch?: boolean;
}

/** The jobs of `query`'s days; nothing is fetched while `query` is `null`. */
export function useJobs(
  query: JobsQuery | null,
  { keepPrevious = false, fetch = true }: UseJobsOptions = {},
) {
  return useQuery({
    ...getJobsQueryOptions(query ?? { from: '', to: '' }),
    enabled: query != null && fetch,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}

/** One job with its nested client, address, team and job type. */
export async function getJob(id: string): Promise<Job> {
  return unwrap(api.GET('/jobs/{id}', { params: { path: { id } } }));
}

export function getJobQueryOptions(id: string) {
  return queryOptions({ queryKey: jobKeys.detail(id), queryFn: () => getJob(id) });
}

/**
 * The job `id` (nothing while `id` is not set). `placeholder`, such as the calendar's copy of the
 * job, is shown while it loads (`isPlaceholderData` says so). With a placeholder to show, the
 * request starts once the frame that shows it is painted: starting it (the token read from its
 * cookie, the fetch) took a few milliseconds that the click opening the job's details waited for.
 */
export function useJob(id: string | undefined, placeholder?: Job) {
  const hasPlaceholder = id != null && placeholder?.id === id;
  const [askedFor, setAskedFor] = useState<string>();
  useEffect(() => {
    if (!hasPlaceholder) return;
    return afterNextPaint(() => setAskedFor(id));
  }, [id, hasPlaceholder]);
  return useQuery({
    ...getJobQueryOptions(id ?? ''),
    enabled: id != null && id !== '' && (!hasPlaceholder || askedFor === id),
    placeholderData: hasPlaceholder ? placeholder : undefined,
  });
}
