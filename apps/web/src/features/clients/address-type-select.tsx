import { Select, SelectItem, type Key } from '@spotless/ui';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAddressTypes } from '../../api/address-types.ts';
import { withSavedChoice } from '../../lib/saved-choice.ts';
import type { ClientFormValues } from './client-form-values.ts';

/** The id of the "Not set" option: select items may not have an empty value (spec §5). */
const NOT_SET = '__not-set';

export interface AddressTypeSelectProps {
  /** The address's index in the form. */
  index: number;
  isDisabled: boolean;
  className?: string;
}

/**
 * The address's type: the active address types, plus the one the address has when it has been
 * deactivated since (marked inactive, so it can stay), and "Not set", which clears it.
 */
export function AddressTypeSelect({ index, isDisabled, className }: AddressTypeSelectProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<ClientFormValues>();
  const addressTypes = useAddressTypes();
  const notSet = t('common.notSet');
  return (
    <Controller
      control={control}
      name={`addresses.${index}.addressTypeId`}
      render={({ field, fieldState }) => {
        const items = [
          { id: NOT_SET, name: notSet },
          ...withSavedChoice(addressTypes.data ?? [], field.value, {
            isOffered: (type) => type.isActive,
          }).map(({ id, name, isActive }) => ({
            id,
            name: isActive ? name : t('clients.address.typeInactive', { name }),
          })),
        ];
        return (
          <Select
            label={t('clients.address.addressType')}
            placeholder={notSet}
            items={items}
            name={field.name}
            value={field.value ?? NOT_SET}
            onChange={(key: Key | null) =>
              field.onChange(key == null || key === NOT_SET ? null : String(key))
            }
            onBlur={field.onBlur}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
            validationBehavior="aria"
            isDisabled={isDisabled || field.disabled}
            className={className}
          >
            {(type) => <SelectItem id={type.id}>{type.name}</SelectItem>}
          </Select>
        );
      }}
    />
  );
}
