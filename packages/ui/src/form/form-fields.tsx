import {
  type Control,
  Controller,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

import type { DateValue, Key, TimeValue } from 'react-aria-components';

import { Checkbox, type CheckboxProps } from '../checkbox/checkbox.tsx';
import { ColorPicker, type ColorPickerProps } from '../color-picker/color-picker.tsx';
import { ComboBox, type ComboBoxProps } from '../combo-box/combo-box.tsx';
import { DatePicker, type DatePickerProps } from '../date-picker/date-picker.tsx';
import {
  CurrencyField,
  type CurrencyFieldProps,
  NumberField,
  type NumberFieldProps,
} from '../number-field/number-field.tsx';
import { PasswordField, type PasswordFieldProps } from '../password-field/password-field.tsx';
import { RadioGroup, type RadioGroupProps } from '../radio-group/radio-group.tsx';
import { Select, type SelectProps } from '../select/select.tsx';
import { Switch, type SwitchProps } from '../switch/switch.tsx';
import { TextArea, type TextAreaProps } from '../text-area/text-area.tsx';
import { TextField, type TextFieldProps } from '../text-field/text-field.tsx';
import { TimeField, type TimeFieldProps } from '../time-field/time-field.tsx';

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

/** The props a two-state widget (Checkbox, Switch) takes from a boolean field. */
const toToggleProps = <TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>(
  field: ControllerRenderProps<TFieldValues, TName>,
  fieldState: ControllerFieldState,
  isDisabled: boolean | undefined,
) => ({
  ...toFieldProps(field, fieldState),
  isSelected: Boolean(field.value),
  onChange: field.onChange,
  inputRef: field.ref,
  isDisabled: isDisabled || field.disabled,
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

/** Blur, validity and message: what every bound field takes from react-hook-form. */
const toFieldProps = <TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>(
  field: ControllerRenderProps<TFieldValues, TName>,
  fieldState: ControllerFieldState,
) => ({
  name: field.name,
  onBlur: field.onBlur,
  isInvalid: fieldState.invalid,
  errorMessage: fieldState.error?.message,
  validationBehavior: 'aria' as const,
});

/**
 * What react-hook-form focuses when a composite field is the first invalid one on submit: the
 * first element under `root` that matches one of `selectors`, tried in order.
 */
const focusTarget = (root: HTMLElement | null, ...selectors: string[]) =>
  root && {
    focus: () => {
      for (const selector of selectors) {
        const element = root.querySelector<HTMLElement>(selector);
        if (element) return element.focus();
      }
    },
  };

export type FormTextAreaProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = ControlledFieldProps<TFieldValues, TName> & Omit<TextAreaProps, OwnedByForm>;

/** A `TextArea` bound to a react-hook-form field (a string). */
export const FormTextArea = <
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
>({
  control,
  name,
  ...props
}: FormTextAreaProps<TFieldValues, TName>) => (
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

export type FormNumberFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = ControlledFieldProps<TFieldValues, TName> & Omit<NumberFieldProps, OwnedByForm>;

// React Aria writes an empty number field as NaN; forms hold null.
const toNumberValue = (value: unknown) => (typeof value === 'number' ? value : Number.NaN);
const fromNumberValue = (value: number) => (Number.isNaN(value) ? null : value);

/** A `NumberField` bound to a react-hook-form field (a number, or null when empty). */
export const FormNumberField = <
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
>({
  control,
  name,
  ...props
}: FormNumberFieldProps<TFieldValues, TName>) => (
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

export type FormCurrencyFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = ControlledFieldProps<TFieldValues, TName> & Omit<CurrencyFieldProps, OwnedByForm>;

/** A `CurrencyField` bound to a react-hook-form field (a number, or null when empty). */
export const FormCurrencyField = <
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
>({
  control,
  name,
  ...props
}: FormCurrencyFieldProps<TFieldValues, TName>) => (
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

type OwnedByFormChoice = Exclude<OwnedByForm, 'inputRef'>;

export type FormSelectProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  T extends object,
> = ControlledFieldProps<TFieldValues, TName> & Omit<SelectProps<T>, OwnedByFormChoice>;

/** A `Select` bound to a react-hook-form field (the option id, or null). */
export const FormSelect = <
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  T extends object,
>({
  control,
  name,
  ...props
}: FormSelectProps<TFieldValues, TName, T>) => (
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

export type FormComboBoxProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  T extends object,
> = ControlledFieldProps<TFieldValues, TName> & Omit<ComboBoxProps<T>, OwnedByFormChoice>;

/** A `ComboBox` bound to a react-hook-form field (the option id, or null). */
export const FormComboBox = <
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  T extends object,
>({
  control,
  name,
  ...props
}: FormComboBoxProps<TFieldValues, TName, T>) => (
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

export type FormDatePickerProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = ControlledFieldProps<TFieldValues, TName> &
  Omit<DatePickerProps<DateValue>, OwnedByFormChoice | 'ref'>;

/** A `DatePicker` bound to a react-hook-form field (a `CalendarDate`, or null). */
export const FormDatePicker = <
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
>({
  control,
  name,
  ...props
}: FormDatePickerProps<TFieldValues, TName>) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <DatePicker
        {...props}
        {...toFieldProps(field, fieldState)}
        value={(field.value as DateValue | null | undefined) ?? null}
        onChange={field.onChange}
        // Its first segment.
        ref={(root) => field.ref(focusTarget(root, '[role="spinbutton"]'))}
        isDisabled={props.isDisabled || field.disabled}
      />
    )}
  />
);

export type FormTimeFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = ControlledFieldProps<TFieldValues, TName> & Omit<TimeFieldProps<TimeValue>, OwnedByFormChoice>;

/** A `TimeField` bound to a react-hook-form field (a `Time`, or null). */
export const FormTimeField = <
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
>({
  control,
  name,
  ...props
}: FormTimeFieldProps<TFieldValues, TName>) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <TimeField
        {...props}
        {...toFieldProps(field, fieldState)}
        value={(field.value as TimeValue | null | undefined) ?? null}
        onChange={field.onChange}
        isDisabled={props.isDisabled || field.disabled}
      />
    )}
  />
);

export type FormCheckboxProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = ControlledFieldProps<TFieldValues, TName> &
  Omit<CheckboxProps, OwnedByFormChoice | 'isSelected' | 'defaultSelected' | 'inputRef'>;

/** A `Checkbox` bound to a react-hook-form field (a boolean). */
export const FormCheckbox = <
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
>({
  control,
  name,
  ...props
}: FormCheckboxProps<TFieldValues, TName>) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <Checkbox {...props} {...toToggleProps(field, fieldState, props.isDisabled)} />
    )}
  />
);

export type FormSwitchProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = ControlledFieldProps<TFieldValues, TName> &
  Omit<SwitchProps, OwnedByFormChoice | 'isSelected' | 'defaultSelected' | 'inputRef'>;

/** A `Switch` bound to a react-hook-form field (a boolean). */
export const FormSwitch = <
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
>({
  control,
  name,
  ...props
}: FormSwitchProps<TFieldValues, TName>) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <Switch {...props} {...toToggleProps(field, fieldState, props.isDisabled)} />
    )}
  />
);

export type FormRadioGroupProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = ControlledFieldProps<TFieldValues, TName> & Omit<RadioGroupProps, OwnedByFormChoice | 'ref'>;

/** A `RadioGroup` bound to a react-hook-form field (the chosen value, or null). */
export const FormRadioGroup = <
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
>({
  control,
  name,
  ...props
}: FormRadioGroupProps<TFieldValues, TName>) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <RadioGroup
        {...props}
        {...toFieldProps(field, fieldState)}
        value={(field.value as string | null | undefined) ?? null}
        onChange={field.onChange}
        // The chosen radio, or the first one that can take the focus.
        ref={(group) =>
          field.ref(focusTarget(group, 'input:checked:not(:disabled)', 'input:not(:disabled)'))
        }
        isDisabled={props.isDisabled || field.disabled}
      />
    )}
  />
);

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
export const FormColorPicker = <
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
>({
  control,
  name,
  ...props
}: FormColorPickerProps<TFieldValues, TName>) => (
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
