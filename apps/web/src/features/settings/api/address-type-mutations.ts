import { unwrap } from '@spotless/api-client';
import { api } from '../../../lib/api.ts';
import {
  addressTypeKeys,
  type AddressType,
  type AddressTypeInput,
} from '../../../api/address-types.ts';
import { useCatalogMutation } from './catalog-mutation.ts';

export async function createAddressType(body: AddressTypeInput): Promise<AddressType> {
  return unwrap(api.POST('/address-types', { body }));
}

/** Replaces an address type whole (deactivating one is a replace with `isActive: false`). */
export async function updateAddressType({
  id,
  body,
}: {
  id: string;
  body: AddressTypeInput;
}): Promise<AddressType> {
  return unwrap(api.PUT('/address-types/{id}', { params: { path: { id } }, body }));
}

/** Deletes an address type; one that addresses use answers `409 CONFLICT` (deactivate it). */
export async function deleteAddressType(id: string): Promise<void> {
  await unwrap(api.DELETE('/address-types/{id}', { params: { path: { id } } }));
}

// Each change refreshes every address type list (the client form's picker too).
export const useCreateAddressType = () =>
  useCatalogMutation(addressTypeKeys.all, createAddressType);
export const useUpdateAddressType = () =>
  useCatalogMutation(addressTypeKeys.all, updateAddressType);
export const useDeleteAddressType = () =>
  useCatalogMutation(addressTypeKeys.all, deleteAddressType);
