import { useController, type FieldPath, type FieldValues } from 'react-hook-form';

import { PasswordField, type PasswordFieldProps } from '../password-field/password-field.tsx';
import { TextArea, type TextAreaProps } from '../text-area/text-area.tsx';
import { TextField, type TextFieldProps } from '../text-field/text-field.tsx';

import {
  type ControlledFieldProps,
  type OwnedByForm,
  toFieldProps,
  toTextFieldProps,
  useKeptInputRef,
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
  const { field, fieldState } = useController({ control, name });
  const inputRef = useKeptInputRef(field);
  return (
    <TextField
      {...props}
      {...toTextFieldProps(field, fieldState)}
      inputRef={inputRef}
      isDisabled={props.isDisabled || field.disabled}
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
  const { field, fieldState } = useController({ control, name });
  const inputRef = useKeptInputRef(field);
  return (
    <PasswordField
      {...props}
      {...toTextFieldProps(field, fieldState)}
      inputRef={inputRef}
      isDisabled={props.isDisabled || field.disabled}
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
  const { field, fieldState } = useController({ control, name });
  const inputRef = useKeptInputRef(field);
  return (
    <TextArea
      {...props}
      {...toFieldProps(field, fieldState)}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      inputRef={inputRef}
      isDisabled={props.isDisabled || field.disabled}
    />
  );
}
