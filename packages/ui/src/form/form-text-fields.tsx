import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';

import { PasswordField, type PasswordFieldProps } from '../password-field/password-field.tsx';
import { TextArea, type TextAreaProps } from '../text-area/text-area.tsx';
import { TextField, type TextFieldProps } from '../text-field/text-field.tsx';

import {
  type ControlledFieldProps,
  type OwnedByForm,
  toFieldProps,
  toTextFieldProps,
} from './controlled.ts';

export type FormTextFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = ControlledFieldProps<TFieldValues, TName> & Omit<TextFieldProps, OwnedByForm>;

/** A `TextField` bound to a react-hook-form field. */
export function FormTextField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
>({ control, name, ...props }: FormTextFieldProps<TFieldValues, TName>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...toTextFieldProps(field, fieldState)}
          isDisabled={props.isDisabled || field.disabled}
        />
      )}
    />
  );
}

export type FormPasswordFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = ControlledFieldProps<TFieldValues, TName> & Omit<PasswordFieldProps, OwnedByForm>;

/** A `PasswordField` bound to a react-hook-form field. */
export function FormPasswordField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
>({ control, name, ...props }: FormPasswordFieldProps<TFieldValues, TName>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PasswordField
          {...props}
          {...toTextFieldProps(field, fieldState)}
          isDisabled={props.isDisabled || field.disabled}
        />
      )}
    />
  );
}

export type FormTextAreaProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = ControlledFieldProps<TFieldValues, TName> & Omit<TextAreaProps, OwnedByForm>;

/** A `TextArea` bound to a react-hook-form field (a string). */
export function FormTextArea<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
>({ control, name, ...props }: FormTextAreaProps<TFieldValues, TName>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextArea
          {...props}
          {...toFieldProps(field, fieldState)}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          inputRef={field.ref}
          isDisabled={props.isDisabled || field.disabled}
        />
      )}
    />
  );
}
