import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationKey, type Organization } from '../../../api/organization.ts';
import { api } from '../../../lib/api.ts';

export type OrganizationUpdate = components['schemas']['OrganizationUpdate'];

/** `PATCH /organizations/current` with only the changed fields. */
export async function updateOrganization(body: OrganizationUpdate): Promise<Organization> {
  try {
    return await unwrap(api.PATCH('/organizations/current', { body }));
  } catch (error) {
    // Spec §8: a failed update is logged (the screens also tell the user).
    console.error('Failed to update organization', error);
    throw error;
  }
}

/**
 * The mutation's pending state is the loading flag of an update (spec §4); the server's answer
 * replaces the cached organisation, so the sidebar shows a new name or logo at once.
 */
export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: (organization) => {
      queryClient.setQueryData(organizationKey, organization);
    },
  });
}
