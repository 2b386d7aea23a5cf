import {
  Button as AriaButton,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  type CalendarProps as AriaCalendarProps,
  type DateValue,
  Heading,
} from 'react-aria-components';

import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons.tsx';
import { withClassName } from '../lib/class-names.ts';
import styles from './calendar.module.css';

export type CalendarProps<T extends DateValue> = AriaCalendarProps<T>;

/**
 * A month grid for picking one date. Weekday names, the first day of the week and the month
 * title follow the locale. Arrow keys move by day and week, Page Up/Down by month.
 */
export function Calendar<T extends DateValue>({ className, ...props }: CalendarProps<T>) {
  return (
    <AriaCalendar {...props} className={withClassName(styles.calendar, className)}>
      <header className={styles.header}>
        <AriaButton slot="previous" className={styles.nav}>
          <ChevronLeftIcon />
        </AriaButton>
        <Heading className={styles.heading} />
        <AriaButton slot="next" className={styles.nav}>
          <ChevronRightIcon />
        </AriaButton>
      </header>
      <CalendarGrid className={styles.grid}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => <CalendarCell date={date} className={styles.cell} />}
        </CalendarGridBody>
      </CalendarGrid>
    </AriaCalendar>
  );
}
