import type { QueryClient } from '@tanstack/react-query';
import { getJobsQueryOptions } from '../../api/jobs.ts';
import { getOrganizationQueryOptions } from '../../api/organization.ts';
import { clock } from '../../lib/clock.ts';
import { dashboardRange, todayInZone, weekStartFor } from './dashboard-figures.ts';

/**
 * Asks for the jobs the dashboard's figures come from (the range `useDashboardDay` gives, in the
 * organisation's zone and the page's language) as soon as the organisation is known, while the
 * page's code is still on its way: the route starts this with the page's chunk
 * (`startFirstPage`). The page's own query then finds the answer, or the call under way. A
 * failure is left to the page, which asks again and says why.
 */
export async function prefetchDashboardJobs(queryClient: QueryClient, locale: string) {
  const organization = await queryClient.fetchQuery(getOrganizationQueryOptions());
  const range = dashboardRange(
    todayInZone(clock.now(), organization.timeZone),
    weekStartFor(locale),
  );
  await queryClient.prefetchQuery(
    getJobsQueryOptions({ from: range.from.toString(), to: range.to.toString() }),
  );
}
