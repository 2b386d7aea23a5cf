import { HomeIcon } from '@spotless/ui';
import { useAddressTypes } from '../../api/address-types.ts';
import { usePermissions } from '../../lib/permissions.ts';
import { useDeleteAddressType, useUpdateAddressType } from './api/address-type-mutations.ts';
import { catalogDefaults } from './catalog-dialog.tsx';
import { AddressTypeForm, toAddressTypeInput } from './address-type-dialog.tsx';
import { CatalogSection } from './catalog-section.tsx';

/**
 * Settings > Address types: the kinds of place the business serves (House, Office, Vacation
 * rental…), which tell a team what to expect; the client form's address picker offers them.
 */
export function AddressTypesSection() {
  const { can } = usePermissions();
  const addressTypes = useAddressTypes();
  const update = useUpdateAddressType();
  const remove = useDeleteAddressType();
  return (
    <CatalogSection
      texts="addressTypes"
      canManage={can('manageAddressTypes')}
      items={addressTypes}
      onSetActive={(addressType, isActive) =>
        update.mutateAsync({
          id: addressType.id,
          body: toAddressTypeInput({ ...catalogDefaults(addressType), isActive }),
        })
      }
      onDelete={(id) => remove.mutateAsync(id)}
      emptyIcon={<HomeIcon />}
      form={(addressType, onDone) => <AddressTypeForm addressType={addressType} onDone={onDone} />}
    />
  );
}
