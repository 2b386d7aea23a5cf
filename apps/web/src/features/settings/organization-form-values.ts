import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { Organization } from '../../api/organization.ts';
import type { OrganizationUpdate } from './api/update-organization.ts';

export interface OrganizationFormValues {
  name: string;
  /** '' for no logo. */
  logoUrl: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  timeZone: string;
}

const fields = [
  'name',
  'logoUrl',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'zipCode',
  'country',
  'timeZone',
] as const satisfies readonly (keyof OrganizationFormValues)[];

export const isOrganizationFormField = (path: string) =>
  (fields as readonly string[]).includes(path);

/** The contract's rules for an organisation (lengths, formats), with the product's messages. */
export function organizationFormSchema(t: TFunction) {
  const tooLong = (max: number) => t('settings.organization.validation.tooLong', { max });
  const required = (max: number, key: string) =>
    z
      .string()
      .trim()
      .min(1, t(`settings.organization.validation.${key}`))
      .max(max, tooLong(max));
  const email = z.email();
  const url = z.url({ protocol: /^https?$/ });
  return z.object({
    name: required(100, 'nameRequired'),
    logoUrl: z
      .string()
      .trim()
      .max(2048, tooLong(2048))
      .refine((value) => value === '' || url.safeParse(value).success, {
        message: t('settings.organization.validation.url'),
      }),
    email: z
      .string()
      .trim()
      .max(254, tooLong(254))
      .refine((value) => email.safeParse(value).success, {
        message: t('settings.organization.validation.email'),
      }),
    phone: required(30, 'phoneRequired'),
    address: required(200, 'addressRequired'),
    city: required(100, 'cityRequired'),
    state: required(50, 'stateRequired'),
    zipCode: required(20, 'zipCodeRequired'),
    country: required(100, 'countryRequired'),
    timeZone: required(64, 'timeZoneRequired'),
  });
}

export const organizationFormValues = (organization: Organization): OrganizationFormValues => ({
  name: organization.name,
  logoUrl: organization.logoUrl ?? '',
  email: organization.email,
  phone: organization.phone,
  address: organization.address,
  city: organization.city,
  state: organization.state,
  zipCode: organization.zipCode,
  country: organization.country,
  timeZone: organization.timeZone,
});

/**
 * The partial update `PATCH /organizations/current` takes: only the fields that differ from the
 * stored organisation, trimmed; an emptied logo is `null` (it removes the logo).
 */
export function toOrganizationUpdate(
  values: OrganizationFormValues,
  organization: Organization,
): OrganizationUpdate {
  const stored = organizationFormValues(organization);
  const update: OrganizationUpdate = {};
  for (const field of fields) {
    const value = values[field].trim();
    if (value === stored[field]) continue;
    if (field === 'logoUrl') update.logoUrl = value === '' ? null : value;
    else update[field] = value;
  }
  return update;
}
