import type { QueryClient } from '@tanstack/react-query';
import { jobKeys } from '../../../../api/jobs.ts';
import { jobSeriesKeys } from '../../../../api/job-series.ts';

/**
 * After any save or delete from the job form: every job query (a series change reaches many
 * visits: the calendar, the dashboard, their details) and every series query (a client's plans,
 * a visit's rule, the previews). `except` leaves out a query that must not be fetched again, such
 * as the details of a job just deleted, which would answer 404 while the sheet closes.
 */
export function refreshJobsAndSeries(
  queryClient: QueryClient,
  except?: readonly unknown[],
): Promise<unknown> {
  const isExcepted = (key: readonly unknown[]) =>
    except != null &&
    key.length === except.length &&
    key.every((part, index) => part === except[index]);
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: jobKeys.all,
      predicate: (query) => !isExcepted(query.queryKey),
    }),
    queryClient.invalidateQueries({ queryKey: jobSeriesKeys.all }),
  ]);
}
