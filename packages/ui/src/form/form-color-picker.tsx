import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';

import { ColorPicker, type ColorPickerProps } from '../color-picker/color-picker.tsx';

import { type ControlledFieldProps } from './controlled.ts';

export type FormColorPickerProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = ControlledFieldProps<TFieldValues, TName> &
  Omit<
    ColorPickerProps,
    | 'name'
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'onBlur'
    | 'isInvalid'
    | 'errorMessage'
    | 'inputRef'
  >;

/**
 * A `ColorPicker` bound to a react-hook-form field (a `#RRGGBB` string, or '' for none). Only
 * valid colours reach the form; the picker itself reports a half-typed hex code.
 */
export function FormColorPicker<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
>({ control, name, ...props }: FormColorPickerProps<TFieldValues, TName>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ColorPicker
          {...props}
          name={field.name}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message}
          isDisabled={props.isDisabled || field.disabled}
        />
      )}
    />
  );
}
