import type { QueryClient } from '@tanstack/react-query';
import { getJobsQueryOptions } from '../../api/jobs.ts';
import { getOrganizationQueryOptions } from '../../api/organization.ts';
import { todayDayIn } from './use-today-day.ts';

/**
 * Asks for the visits the Today page shows first (the day of `search`, in the organisation's
 * zone) as soon as the organisation is known, while the page's code is still on its way: the
 * route starts this with the page's chunk (`startFirstPage`). The page's own query then finds the
 * answer, or the call under way. A failure is left to the page, which asks again and says why.
 */
export async function prefetchTodayVisits(queryClient: QueryClient, search: string) {
  const organization = await queryClient.fetchQuery(getOrganizationQueryOptions());
  const { day } = todayDayIn(organization.timeZone, search);
  await queryClient.prefetchQuery(
    getJobsQueryOptions({ from: day.toString(), to: day.toString() }),
  );
}
