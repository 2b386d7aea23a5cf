import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';

import type { DateValue, TimeValue } from 'react-aria-components';
import { DatePicker, type DatePickerProps } from '../date-picker/date-picker.tsx';
import { TimeField, type TimeFieldProps } from '../time-field/time-field.tsx';

import {
  type ControlledFieldProps,
  focusTarget,
  type OwnedByFormChoice,
  toFieldProps,
} from './controlled.ts';

export type FormDatePickerProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = ControlledFieldProps<TFieldValues, TName> &
  Omit<DatePickerProps<DateValue>, OwnedByFormChoice | 'ref'>;

/** A `DatePicker` bound to a react-hook-form field (a `CalendarDate`, or null). */
export function FormDatePicker<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
>({ control, name, ...props }: FormDatePickerProps<TFieldValues, TName>) {
  return (
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
}

export type FormTimeFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = ControlledFieldProps<TFieldValues, TName> & Omit<TimeFieldProps<TimeValue>, OwnedByFormChoice>;

/** A `TimeField` bound to a react-hook-form field (a `Time`, or null). */
export function FormTimeField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
>({ control, name, ...props }: FormTimeFieldProps<TFieldValues, TName>) {
  return (
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
}
