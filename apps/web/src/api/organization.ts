import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import { hasStringFields, storedValue } from '../lib/stored-value.ts';

export type Organization = components['schemas']['Organization'];

export const organizationKey = ['organizations', 'current'] as const;

/** The signed-in user's organisation (`GET /organizations/current`). */
export async function getOrganization(): Promise<Organization> {
  return unwrap(api.GET('/organizations/current'));
}

export function getOrganizationQueryOptions() {
  return queryOptions({ queryKey: organizationKey, queryFn: getOrganization });
}

/**
 * The organisation: its name and logo in the sidebar, its time zone for every day and time, its
 * plan and usage. While it is fetched or updated the query says so (spec §4: a loading flag), and
 * each server answer replaces it. Refresh it after anything that changes its usage:
 * `invalidateQueries(getOrganizationQueryOptions())`.
 */
export function useOrganization() {
  return useQuery(getOrganizationQueryOptions());
}

/**
 * The last organisation the server sent, kept in local storage (spec §3) so that the sidebar and
 * the time zone are there at once on the next visit, while the server is asked again.
 */
export const storedOrganization = storedValue(
  'spotless-organization',
  hasStringFields<Organization>('id', 'name'),
);
