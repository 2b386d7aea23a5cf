import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

/**
 * The organisation's address types (House, Apartment, Office…), shared by Settings > Address
 * types and the client form's picker. Query keys: `['addressTypes', 'list', filter]`, so that
 * `invalidateQueries({ queryKey: addressTypeKeys.all })` refreshes every list after a change.
 */
export type AddressType = components['schemas']['AddressType'];
export type AddressTypeInput = components['schemas']['AddressTypeInput'];

export interface AddressTypesFilter {
  /** Only active (`true`) or only inactive (`false`) address types; both when left out. */
  isActive?: boolean;
}

export const addressTypeKeys = {
  all: ['addressTypes'] as const,
  list: (filter: AddressTypesFilter = {}) => ['addressTypes', 'list', filter] as const,
};

export async function getAddressTypes(filter: AddressTypesFilter = {}): Promise<AddressType[]> {
  return unwrap(api.GET('/address-types', { params: { query: filter } }));
}

export function getAddressTypesQueryOptions(filter: AddressTypesFilter = {}) {
  return queryOptions({
    queryKey: addressTypeKeys.list(filter),
    queryFn: () => getAddressTypes(filter),
  });
}

/**
 * Address types by name. The client form takes them all: an address keeps a type deactivated
 * since it was given, and its picker must still name it.
 */
export function useAddressTypes(filter: AddressTypesFilter = {}) {
  return useQuery(getAddressTypesQueryOptions(filter));
}
