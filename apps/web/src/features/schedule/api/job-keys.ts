import type { JobsQuery } from './get-jobs.ts';

/**
 * Query keys of the job caches. Everything starts with `'jobs'` (the dashboard's figures too), so a
 * create, update or status change refreshes every job query at once (spec §7):
 * `invalidateQueries({ queryKey: jobKeys.all })`.
 */
export const jobKeys = {
  all: ['jobs'] as const,
  lists: ['jobs', 'list'] as const,
  /** The jobs of a range of days, optionally of one team. */
  range: (query: JobsQuery) => ['jobs', 'list', query] as const,
  detail: (id: string) => ['jobs', 'detail', id] as const,
};
