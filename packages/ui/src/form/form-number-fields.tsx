import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';

import {
  CurrencyField,
  type CurrencyFieldProps,
  NumberField,
  type NumberFieldProps,
} from '../number-field/number-field.tsx';

import { type ControlledFieldProps, type OwnedByForm, toFieldProps } from './controlled.ts';

export type FormNumberFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = ControlledFieldProps<TFieldValues, TName> & Omit<NumberFieldProps, OwnedByForm>;

// React Aria writes an empty number field as NaN; forms hold null.
const toNumberValue = (value: unknown) => (typeof value === 'number' ? value : Number.NaN);
const fromNumberValue = (value: number) => (Number.isNaN(value) ? null : value);

/** A `NumberField` bound to a react-hook-form field (a number, or null when empty). */
export function FormNumberField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
>({ control, name, ...props }: FormNumberFieldProps<TFieldValues, TName>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberField
          {...props}
          {...toFieldProps(field, fieldState)}
          value={toNumberValue(field.value)}
          onChange={(value) => field.onChange(fromNumberValue(value))}
          inputRef={field.ref}
          isDisabled={props.isDisabled || field.disabled}
        />
      )}
    />
  );
}

export type FormCurrencyFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = ControlledFieldProps<TFieldValues, TName> & Omit<CurrencyFieldProps, OwnedByForm>;

/** A `CurrencyField` bound to a react-hook-form field (a number, or null when empty). */
export function FormCurrencyField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
>({ control, name, ...props }: FormCurrencyFieldProps<TFieldValues, TName>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CurrencyField
          {...props}
          {...toFieldProps(field, fieldState)}
          value={toNumberValue(field.value)}
          onChange={(value) => field.onChange(fromNumberValue(value))}
          inputRef={field.ref}
          isDisabled={props.isDisabled || field.disabled}
        />
      )}
    />
  );
}
