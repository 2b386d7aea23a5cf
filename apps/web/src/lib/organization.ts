import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { createStore, useStore } from './store.ts';

export type Organization = components['schemas']['Organization'];

const isOrganization = (value: unknown): value is Organization =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Organization).id === 'string' &&
  typeof (value as Organization).name === 'string';

export interface OrganizationState {
  organization: Organization | null;
  /** Set while the organisation is fetched or updated (spec §4). */
  isLoading: boolean;
}

const persisted = createStore<Organization | null>(null, {
  key: 'spotless-organization',
  validate: isOrganization,
});

/** The organisation of the signed-in user, persisted locally and replaced by each server answer. */
export const organizationStore = createStore<OrganizationState>({
  organization: persisted.get(),
  isLoading: false,
});
organizationStore.subscribe(() => persisted.set(organizationStore.get().organization));

export const useOrganizationState = <S>(select: (state: OrganizationState) => S) =>
  useStore(organizationStore, select);

export async function getCurrentOrganization(): Promise<Organization> {
  organizationStore.set((s) => ({ ...s, isLoading: true }));
  try {
    const organization = await unwrap(api.GET('/organizations/current'));
    organizationStore.set({ organization, isLoading: false });
    return organization;
  } catch (error) {
    organizationStore.set((s) => ({ ...s, isLoading: false }));
    throw error;
  }
}

export function getCurrentOrganizationQueryOptions() {
  return queryOptions({ queryKey: ['organizations', 'current'], queryFn: getCurrentOrganization });
}

export function useCurrentOrganization() {
  return useQuery(getCurrentOrganizationQueryOptions());
}

/** Forgets the user's organisation (sign-out, session end). */
export function clearOrganization() {
  organizationStore.set({ organization: null, isLoading: false });
}
