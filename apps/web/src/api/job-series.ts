import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import { getAllPages, unwrapPage } from '../lib/paged-list.ts';

export type JobSeries = components['schemas']['JobSeries'];
export type JobSeriesStatus = components['schemas']['JobSeriesStatus'];

/** Which series to list (`GET /job-series`): a client's, a team's, running or ended ones. */
export interface JobSeriesListQuery {
  clientId?: string;
  teamId?: string;
  status?: JobSeriesStatus;
}

/**
 * Query keys of the series caches. Everything starts with `'job-series'` (a client's plans, one
 * series behind a visit's details), so a change to a series or to one of its visits refreshes
 * every series query at once: `invalidateQueries({ queryKey: jobSeriesKeys.all })`.
 */
export const jobSeriesKeys = {
  all: ['job-series'] as const,
  lists: ['job-series', 'list'] as const,
  list: (query: JobSeriesListQuery) => ['job-series', 'list', query] as const,
  detail: (id: string) => ['job-series', 'detail', id] as const,
};

/** The contract's largest page: a client's or a team's plans are one call. */
const SERIES_PAGE_SIZE = 500;

/** Only the filters that are set, so `{}` and `{ clientId: undefined }` are one cache entry. */
const listKey = ({ clientId, teamId, status }: JobSeriesListQuery): JobSeriesListQuery => ({
  ...(clientId ? { clientId } : {}),
  ...(teamId ? { teamId } : {}),
  ...(status ? { status } : {}),
});

/** Every series that matches, newest start first (a CLEANER gets their team's: the server filters). */
export async function listJobSeries(query: JobSeriesListQuery): Promise<JobSeries[]> {
  const filters = listKey(query);
  return getAllPages(
    (page) => unwrapPage(api.GET('/job-series', { params: { query: { ...filters, ...page } } })),
    SERIES_PAGE_SIZE,
  );
}

export function getJobSeriesListQueryOptions(query: JobSeriesListQuery) {
  const key = listKey(query);
  return queryOptions({ queryKey: jobSeriesKeys.list(key), queryFn: () => listJobSeries(key) });
}

/** The series that match `query`; nothing is fetched while `query` is `null`. */
export function useJobSeriesList(query: JobSeriesListQuery | null) {
  return useQuery({
    ...getJobSeriesListQueryOptions(query ?? {}),
    enabled: query != null,
  });
}

/** One series with its nested client, address, team and job type, its status and next visit. */
export async function getJobSeries(id: string): Promise<JobSeries> {
  return unwrap(api.GET('/job-series/{id}', { params: { path: { id } } }));
}

export function getJobSeriesQueryOptions(id: string) {
  return queryOptions({ queryKey: jobSeriesKeys.detail(id), queryFn: () => getJobSeries(id) });
}

/** The series `id` (nothing while `id` is not set: a plain job has no series). */
export function useJobSeries(id: string | null | undefined) {
  return useQuery({ ...getJobSeriesQueryOptions(id ?? ''), enabled: id != null && id !== '' });
}
