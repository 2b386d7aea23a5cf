import {
  DateInput,
  DateSegment,
  TimeField as AriaTimeField,
  type TimeFieldProps as AriaTimeFieldProps,
  type TimeValue,
} from 'react-aria-components';

import {
  Description,
  FieldError,
  type FieldTextProps,
  fieldStyles,
  Label,
} from '../field/field.tsx';
import { cx, withClassName } from '../lib/class-names.ts';
import styles from './time-field.module.css';

export interface TimeFieldProps<T extends TimeValue>
  extends Omit<AriaTimeFieldProps<T>, 'children'>, FieldTextProps {
  /**
   * 24-hour clock (the API's `HH:MM`), or 12 for AM/PM.
   * @default 24
   */
  hourCycle?: 12 | 24;
  /**
   * `second` adds a seconds segment (`HH:MM:SS`).
   * @default 'minute'
   */
  granularity?: 'hour' | 'minute' | 'second';
}

/**
 * A time typed segment by segment (hours, minutes, optionally seconds). Arrow keys change the
 * focused segment; separators and digits follow the locale.
 */
export function TimeField<T extends TimeValue>({
  label,
  description,
  errorMessage,
  hourCycle = 24,
  granularity = 'minute',
  className,
  ...props
}: TimeFieldProps<T>) {
  return (
    <AriaTimeField
      {...props}
      hourCycle={hourCycle}
      granularity={granularity}
      className={withClassName(fieldStyles.field, className)}
    >
      {label != null ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      <DateInput className={cx(fieldStyles.group, styles.input)}>
        {(segment) => <DateSegment segment={segment} className={styles.segment} />}
      </DateInput>
      {description != null ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaTimeField>
  );
}
