import { unwrap } from '@spotless/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

export async function getCurrentUser() {
  return unwrap(api.GET('/users/me'));
}

export function getCurrentUserQueryOptions() {
  return queryOptions({ queryKey: ['users', 'me'], queryFn: getCurrentUser });
}

export function useCurrentUser() {
  return useQuery(getCurrentUserQueryOptions());
}
