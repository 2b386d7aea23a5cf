import { isApiError, unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type CalendarFeed = components['schemas']['CalendarFeed'];
export type CalendarFeedCreated = components['schemas']['CalendarFeedCreated'];
export type CalendarFeedRequest = components['schemas']['CalendarFeedRequest'];

/** The signed-in user's feed: `null` when they have none. */
export const calendarFeedKey = ['users', 'me', 'calendar-feed'] as const;

/** `GET /users/me/calendar-feed`; its `404` means "no feed yet" (never made, or turned off). */
export async function getCalendarFeed(): Promise<CalendarFeed | null> {
  try {
    return await unwrap(api.GET('/users/me/calendar-feed'));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function getCalendarFeedQueryOptions() {
  return queryOptions({ queryKey: calendarFeedKey, queryFn: getCalendarFeed });
}

export function useCalendarFeed() {
  return useQuery(getCalendarFeedQueryOptions());
}

/** Makes (or renews) the feed; the answer carries the address, which is never given again. */
export async function createCalendarFeed(body: CalendarFeedRequest): Promise<CalendarFeedCreated> {
  return unwrap(api.POST('/users/me/calendar-feed', { body }));
}

/** Turns the feed off: its address answers `404` from then on. */
export async function revokeCalendarFeed(): Promise<void> {
  await unwrap(api.DELETE('/users/me/calendar-feed'));
}

/** The cached feed follows the answer at once: the address itself is kept out of the cache. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: ({ teamId, createdAt }) => {
      const feed: CalendarFeed | null = { teamId, createdAt };
      queryClient.setQueryData(calendarFeedKey, feed);
    },
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => {
      queryClient.setQueryData(calendarFeedKey, null);
    },
  });
}
