import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import {
  getCurrentOrganizationQueryOptions,
  organizationStore,
  type Organization,
} from '../../../lib/organization.ts';

export type OrganizationUpdate = components['schemas']['OrganizationUpdate'];

/**
 * `PATCH /organizations/current` with only the changed fields. The store's loading flag is set
 * while it runs and the organisation is replaced by the server's answer (spec §4), so the
 * sidebar shows a new name or logo at once.
 */
export async function updateOrganization(body: OrganizationUpdate): Promise<Organization> {
  organizationStore.set((state) => ({ ...state, isLoading: true }));
  try {
    const organization = await unwrap(api.PATCH('/organizations/current', { body }));
    organizationStore.set({ organization, isLoading: false });
    return organization;
  } catch (error) {
    organizationStore.set((state) => ({ ...state, isLoading: false }));
    // Spec §8: a failed update is logged (the screens also tell the user).
    console.error('Failed to update organization', error);
    throw error;
  }
}

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: (organization) => {
      queryClient.setQueryData(getCurrentOrganizationQueryOptions().queryKey, organization);
    },
  });
}
