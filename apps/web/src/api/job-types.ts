import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

/**
 * The organisation's job types, shared by the screens that list or pick them (Settings > Job
 * types, the job form, the schedule). Query keys: `['jobTypes', 'list', filter]`, so that
 * `invalidateQueries({ queryKey: jobTypeKeys.all })` refreshes every list after a change.
 */
export type JobType = components['schemas']['JobType'];
export type JobTypeInput = components['schemas']['JobTypeInput'];

export interface JobTypesFilter {
  /** Only active (`true`) or only inactive (`false`) job types; both when left out. */
  isActive?: boolean;
}

export const jobTypeKeys = {
  all: ['jobTypes'] as const,
  lists: ['jobTypes', 'list'] as const,
  list: (filter: JobTypesFilter = {}) => ['jobTypes', 'list', filter] as const,
};

export async function getJobTypes(filter: JobTypesFilter = {}): Promise<JobType[]> {
  return unwrap(api.GET('/job-types', { params: { query: filter } }));
}

export function getJobTypesQueryOptions(filter: JobTypesFilter = {}) {
  return queryOptions({ queryKey: jobTypeKeys.list(filter), queryFn: () => getJobTypes(filter) });
}

/** Job types by name; `useJobTypes({ isActive: true })` for pickers (inactive ones take no new jobs). */
export function useJobTypes(filter: JobTypesFilter = {}) {
  return useQuery(getJobTypesQueryOptions(filter));
}
