import {
  type Control,
  Controller,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

import { PasswordField, type PasswordFieldProps } from '../password-field/password-field.tsx';
import { TextField, type TextFieldProps } from '../text-field/text-field.tsx';

/** What a field takes from react-hook-form instead of its own value props. */
interface ControlledFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> {
  /** The form's `control`, from `useForm()`. */
  control: Control<TFieldValues>;
  /** The value's path in the form values. */
  name: TName;
}

type OwnedByForm =
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'isInvalid'
  | 'validationBehavior'
  | 'inputRef';

/**
 * Maps react-hook-form's field state onto a React Aria text field: value and change, blur (so a
 * form in `mode: 'onBlur'` validates when the user leaves the field), the error message from the
 * schema, and the input ref (so a failed submit focuses the first invalid field).
 */
const toTextFieldProps = <TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>(
  field: ControllerRenderProps<TFieldValues, TName>,
  fieldState: ControllerFieldState,
) => ({
  name: field.name,
  value: (field.value as string | undefined) ?? '',
  onChange: field.onChange,
  onBlur: field.onBlur,
  inputRef: field.ref,
  isInvalid: fieldState.invalid,
  errorMessage: fieldState.error?.message,
  validationBehavior: 'aria' as const,
});

export type FormTextFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = ControlledFieldProps<TFieldValues, TName> & Omit<TextFieldProps, OwnedByForm>;

/** A `TextField` bound to a react-hook-form field. */
export const FormTextField = <
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
>({
  control,
  name,
  ...props
}: FormTextFieldProps<TFieldValues, TName>) => (
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

export type FormPasswordFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = ControlledFieldProps<TFieldValues, TName> & Omit<PasswordFieldProps, OwnedByForm>;

/** A `PasswordField` bound to a react-hook-form field. */
export const FormPasswordField = <
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
>({
  control,
  name,
  ...props
}: FormPasswordFieldProps<TFieldValues, TName>) => (
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
