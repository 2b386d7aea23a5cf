import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';

import { Checkbox, type CheckboxProps } from '../checkbox/checkbox.tsx';
import { RadioGroup, type RadioGroupProps } from '../radio-group/radio-group.tsx';
import { Switch, type SwitchProps } from '../switch/switch.tsx';

import {
  type ControlledFieldProps,
  focusTarget,
  type OwnedByFormChoice,
  toFieldProps,
  toToggleProps,
} from './controlled.ts';

export type FormCheckboxProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = ControlledFieldProps<TFieldValues, TName> &
  Omit<CheckboxProps, OwnedByFormChoice | 'isSelected' | 'defaultSelected' | 'inputRef'>;

/** A `Checkbox` bound to a react-hook-form field (a boolean). */
export function FormCheckbox<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
>({ control, name, ...props }: FormCheckboxProps<TFieldValues, TName>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox {...props} {...toToggleProps(field, fieldState, props.isDisabled)} />
      )}
    />
  );
}

export type FormSwitchProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = ControlledFieldProps<TFieldValues, TName> &
  Omit<SwitchProps, OwnedByFormChoice | 'isSelected' | 'defaultSelected' | 'inputRef'>;

/** A `Switch` bound to a react-hook-form field (a boolean). */
export function FormSwitch<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
>({ control, name, ...props }: FormSwitchProps<TFieldValues, TName>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Switch {...props} {...toToggleProps(field, fieldState, props.isDisabled)} />
      )}
    />
  );
}

export type FormRadioGroupProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = ControlledFieldProps<TFieldValues, TName> & Omit<RadioGroupProps, OwnedByFormChoice | 'ref'>;

/** A `RadioGroup` bound to a react-hook-form field (the chosen value, or null). */
export function FormRadioGroup<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
>({ control, name, ...props }: FormRadioGroupProps<TFieldValues, TName>) {
  return (
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
}
