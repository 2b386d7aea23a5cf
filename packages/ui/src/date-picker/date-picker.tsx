import {
  Button as AriaButton,
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
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
import { withClassName } from '../lib/class-names.ts';
import { Popover } from '../popover/popover.tsx';
import styles from './date-picker.module.css';

export interface DatePickerProps<T extends DateValue>
  extends Omit<AriaDatePickerProps<T>, 'children'>, FieldTextProps {
  /**
   * Shown on the button while no date is chosen.
   * @default 'Pick a date'
   */
  placeholder?: string;
  /**
   * How the chosen date is written on the button (`Intl.DateTimeFormat` date style).
   * @default 'long'
   */
  dateStyle?: 'full' | 'long' | 'medium' | 'short';
}

/**
 * A date field that opens a calendar: the button shows the chosen date written for the locale
 * ("March 4, 2026", "4 de março de 2026") or the placeholder. Enter or a click opens the
 * calendar; arrow keys move by day, Enter picks, Escape closes and returns focus.
 */
export const DatePicker = <T extends DateValue>({
  label,
  description,
  errorMessage,
  placeholder = 'Pick a date',
  dateStyle = 'long',
  className,
  ...props
}: DatePickerProps<T>) => {
  const { locale } = useLocale();
  const formatter = new Intl.DateTimeFormat(locale, { dateStyle, timeZone: getLocalTimeZone() });
  return (
    <AriaDatePicker {...props} className={withClassName(fieldStyles.field, className)}>
      {({ state, isRequired }) => {
        const text =
          state.value == null
            ? placeholder
            : formatter.format(state.value.toDate(getLocalTimeZone()));
        return (
          <>
            {label != null ? <Label isRequired={isRequired}>{label}</Label> : null}
            {/* The popover is anchored to the group; the button is named by its visible text
                plus the field label (WCAG 2.5.3, label in name). */}
            <Group className={styles.group}>
              <AriaButton className={styles.trigger} aria-label={text}>
                <CalendarIcon className={styles.icon} />
                <span className={styles.value} data-placeholder={state.value == null || undefined}>
                  {text}
                </span>
              </AriaButton>
            </Group>
            {description != null ? <Description>{description}</Description> : null}
            <FieldError>{errorMessage}</FieldError>
            <Popover placement="bottom start">
              <Dialog className={styles.dialog}>
                <Calendar />
              </Dialog>
            </Popover>
          </>
        );
      }}
    </AriaDatePicker>
  );
};
