import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type OrganizationRegistration = components['schemas']['OrganizationRegistration'];

/**
 * Sends a registration. The server accepts every well-formed one alike (`202`, no body), whether
 * or not its login or e-mail is taken, and tells the registrant the outcome by e-mail: nobody is
 * signed in here.
 */
export async function registerOrganization(body: OrganizationRegistration): Promise<void> {
  await unwrap(api.POST('/organizations', { body }));
}

export function useRegisterOrganization() {
  return useMutation({ mutationFn: registerOrganization });
}
