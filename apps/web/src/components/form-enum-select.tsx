import { Select, SelectItem, type Key } from '@spotless/ui';
import { useTranslation } from 'react-i18next';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { enumOptions, type EnumKind } from '../lib/enums.ts';

/** The id of the "Not set" option: select items may not have an empty value (spec §5). */
const NOT_SET = '__not-set';

export interface FormEnumSelectProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  /** A form field holding one value of `kind`, or null. */
  name: N;
  /** Which enum of spec §9 to offer (`frequency`, `weekday`, `paymentMethod`, `chargeBy`...). */
  kind: EnumKind;
  label: string;
  description?: string;
  /**
   * Offers a "Not set" option first, which stores null, so an optional value can be cleared.
   * @default true
   */
  allowEmpty?: boolean;
  /**
   * Text of that option and of the empty select.
   * @default t('common.notSet')
   */
  emptyLabel?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A select of one §9 enum with translated labels, bound to a react-hook-form field: the client
 * form's frequency, day and payment method, the address's entry method and charge basis, and the
 * job form's charge basis all use it.
 */
export function FormEnumSelect<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  kind,
  label,
  description,
  allowEmpty = true,
  emptyLabel,
  isRequired,
  isDisabled,
  className,
}: FormEnumSelectProps<T, N>) {
  const { t } = useTranslation();
  const empty = emptyLabel ?? t('common.notSet');
  const options = enumOptions(t, kind);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          description={description}
          name={field.name}
          placeholder={empty}
          value={(field.value as Key | null | undefined) ?? null}
          onChange={(key) => field.onChange(key === NOT_SET || key == null ? null : key)}
          onBlur={field.onBlur}
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message}
          validationBehavior="aria"
          isRequired={isRequired}
          isDisabled={isDisabled || field.disabled}
          className={className}
        >
          {allowEmpty ? <SelectItem id={NOT_SET}>{empty}</SelectItem> : null}
          {options.map((option) => (
            <SelectItem key={option.id} id={option.id}>
              {option.label}
            </SelectItem>
          ))}
        </Select>
      )}
    />
  );
}
