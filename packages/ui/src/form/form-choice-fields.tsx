import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';

import type { Key } from 'react-aria-components';
import { ComboBox, type ComboBoxProps } from '../combo-box/combo-box.tsx';
import { Select, type SelectProps } from '../select/select.tsx';

import { type ControlledFieldProps, type OwnedByFormChoice, toFieldProps } from './controlled.ts';

export type FormSelectProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  T extends object,
> = ControlledFieldProps<TFieldValues, TName> & Omit<SelectProps<T>, OwnedByFormChoice>;

/** A `Select` bound to a react-hook-form field (the option id, or null). */
export function FormSelect<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  T extends object,
>({ control, name, ...props }: FormSelectProps<TFieldValues, TName, T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...props}
          {...toFieldProps(field, fieldState)}
          value={(field.value as Key | null | undefined) ?? null}
          onChange={field.onChange}
          isDisabled={props.isDisabled || field.disabled}
        />
      )}
    />
  );
}

export type FormComboBoxProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  T extends object,
> = ControlledFieldProps<TFieldValues, TName> & Omit<ComboBoxProps<T>, OwnedByFormChoice>;

/** A `ComboBox` bound to a react-hook-form field (the option id, or null). */
export function FormComboBox<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  T extends object,
>({ control, name, ...props }: FormComboBoxProps<TFieldValues, TName, T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ComboBox
          {...props}
          {...toFieldProps(field, fieldState)}
          value={(field.value as Key | null | undefined) ?? null}
          onChange={field.onChange}
          isDisabled={props.isDisabled || field.disabled}
        />
      )}
    />
  );
}
