import { type Ref, useId } from 'react';
import {
  Button as AriaButton,
  DateInput,
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  DateSegment,
  type DateValue,
  Dialog,
  Group,
  useLocale,
} from 'react-aria-components';
import { getLocalTimeZone } from '@internationalized/date';

import { Calendar } from '../calendar/calendar.tsx';
import {
  Description,
  FieldError,
  type FieldTextProps,
  fieldStyles,
  Label,
} from '../field/field.tsx';
import { CalendarIcon } from '../icons/icons.tsx';
import { cx, withClassName } from '../lib/class-names.ts';
import { Popover } from '../popover/popover.tsx';
import styles from './date-picker.module.css';

export interface DatePickerProps<T extends DateValue>
  extends Omit<AriaDatePickerProps<T>, 'children'>, FieldTextProps {
  /**
   * Shown in the empty field while it is not being edited, and read by screen readers as the
   * field's hint.
   * @default 'Pick a date'
   */
  placeholder?: string;
  /**
   * How the chosen date reads while the field is not being edited (`Intl.DateTimeFormat` date
   * style). While the field has focus, it shows the typed segments.
   * @default 'long'
   */
  dateStyle?: 'full' | 'long' | 'medium' | 'short';
  /** Ref to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A date field: the date is typed segment by segment in the locale's order (month/day/year in
 * en-US, day/month/year in es and pt-BR), or picked in a calendar opened by the button (or
 * Alt+ArrowDown). At rest, the field reads the date the locale's way ("March 4, 2026") or the
 * placeholder. `minValue` / `maxValue` limit both the segments and the calendar; a date outside
 * them makes the field invalid.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  placeholder = 'Pick a date',
  dateStyle = 'long',
  className,
  ...props
}: DatePickerProps<T>) {
  const { locale } = useLocale();
  const timeZone = getLocalTimeZone();
  const placeholderId = useId();
  const describedBy = cx(props['aria-describedby'], placeholderId);

  const formatRestText = (value: DateValue) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle,
      // A date-time value (granularity below a day) keeps its time at rest too.
      timeStyle: 'hour' in value ? 'short' : undefined,
      hourCycle: props.hourCycle == null ? undefined : props.hourCycle === 24 ? 'h23' : 'h12',
      timeZone,
    }).format(value.toDate(timeZone));

  return (
    <AriaDatePicker
      {...props}
      aria-describedby={describedBy}
      className={withClassName(fieldStyles.field, className)}
    >
      {({ state, isRequired }) => (
        <>
          {label != null ? <Label isRequired={isRequired}>{label}</Label> : null}
          <Group
            className={cx(fieldStyles.group, styles.group)}
            data-has-value={state.value != null || undefined}
          >
            <div className={styles.entry}>
              <DateInput className={styles.input}>
                {(segment) => <DateSegment segment={segment} className={styles.segment} />}
              </DateInput>
              {/* What the field reads while focus is elsewhere (CSS shows it only then). Screen
                  readers get the segments, which carry the same date, and the placeholder as a
                  hint (below), so this copy is hidden from them. */}
              <span className={styles.rest} aria-hidden="true">
                {state.value == null ? placeholder : formatRestText(state.value)}
              </span>
            </div>
            <AriaButton className={styles.button}>
              <CalendarIcon />
            </AriaButton>
          </Group>
          {/* The placeholder as the segments' description while the field is empty. */}
          <span id={placeholderId} hidden>
            {state.value == null ? placeholder : null}
          </span>
          {description != null ? <Description>{description}</Description> : null}
          <FieldError>{errorMessage}</FieldError>
          <Popover placement="bottom start">
            <Dialog className={styles.dialog}>
              <Calendar />
            </Dialog>
          </Popover>
        </>
      )}
    </AriaDatePicker>
  );
}
