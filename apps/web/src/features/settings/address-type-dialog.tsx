import { zodResolver } from '@hookform/resolvers/zod';
import { FormTextField } from '@spotless/ui/form';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { AddressType, AddressTypeInput } from '../../api/address-types.ts';
import { useCreateAddressType, useUpdateAddressType } from './api/address-type-mutations.ts';
import {
  CatalogForm,
  catalogDefaults,
  catalogFieldsSchema,
  type CatalogFormValues,
} from './catalog-dialog.tsx';

const addressTypeFields: readonly (keyof CatalogFormValues)[] = ['name', 'description', 'isActive'];

export const addressTypeSchema = (t: TFunction) => z.object(catalogFieldsSchema(t, 'addressTypes'));

/** The whole address type, as create and replace take it: an empty description is null. */
export const toAddressTypeInput = (values: CatalogFormValues): AddressTypeInput => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
  isActive: values.isActive,
});

/** Creates (`addressType` null) or edits an address type, in the section's dialog. */
export function AddressTypeForm({
  addressType,
  onDone,
}: {
  addressType: AddressType | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<CatalogFormValues>({
    resolver: zodResolver(addressTypeSchema(t)),
    mode: 'onBlur',
    defaultValues: catalogDefaults(addressType),
  });

  return (
    <CatalogForm
      texts="addressTypes"
      item={addressType}
      form={form}
      fields={addressTypeFields}
      toInput={toAddressTypeInput}
      create={useCreateAddressType()}
      update={useUpdateAddressType()}
      onDone={onDone}
    >
      <FormTextField
        control={form.control}
        name="name"
        label={t('settings.addressTypes.name')}
        isRequired
        autoComplete="off"
      />
    </CatalogForm>
  );
}
