import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { jobKeys } from '../../../../api/jobs.ts';
import { api } from '../../../../lib/api.ts';

export type JobConflict = components['schemas']['JobConflict'];
export type JobConflictKind = components['schemas']['JobConflictKind'];

/** A job's place to check: its day, its wall-clock times (`HH:MM`, both or neither), its team. */
export interface JobConflictsQuery {
  date: string;
  teamId: string;
  startTime?: string;
  endTime?: string;
  /** The job being moved or edited, which never conflicts with itself. */
  jobId?: string;
}

/** Under `jobs`, so that any save of a job asks again. */
export const jobConflictKeys = {
  check: (query: JobConflictsQuery) => [...jobKeys.all, 'conflicts', query] as const,
};

/** What stands in the way of a job at that place (`GET /job-conflicts`): warnings, not refusals. */
export async function getJobConflicts(query: JobConflictsQuery): Promise<JobConflict[]> {
  const answer = await unwrap(api.GET('/job-conflicts', { params: { query } }));
  return answer.conflicts;
}

export function jobConflictsQueryOptions(query: JobConflictsQuery) {
  return queryOptions({
    queryKey: jobConflictKeys.check(query),
    queryFn: () => getJobConflicts(query),
    // Another user's save can make a conflict at any time: a short while only.
    staleTime: 10_000,
  });
}

/**
 * The conflicts of `query`; nothing is asked while it is null. The previous answer stays while a
 * new place is checked, so a warning does not blink at every step of a drag or a typed minute.
 */
export function useJobConflicts(query: JobConflictsQuery | null) {
  return useQuery({
    ...jobConflictsQueryOptions(query ?? { date: '', teamId: '' }),
    enabled: query != null,
    placeholderData: keepPreviousData,
    // A warning is a help, not a gate: a failed check says nothing rather than an error.
    retry: false,
  });
}
