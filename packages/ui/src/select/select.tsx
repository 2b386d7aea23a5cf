import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  SelectValue,
} from 'react-aria-components';

import {
  Description,
  FieldError,
  type FieldTextProps,
  fieldStyles,
  Label,
} from '../field/field.tsx';
import { ChevronDownIcon } from '../icons/icons.tsx';
import { withClassName } from '../lib/class-names.ts';
import { ListBox } from '../list-box/list-box.tsx';
import { Popover } from '../popover/popover.tsx';
import styles from './select.module.css';

/** The list never grows taller than this (it scrolls), so it stays near its trigger. */
export const LIST_MAX_HEIGHT = 300;

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T, 'single'>, 'children' | 'selectionMode'>, FieldTextProps {
  /** Items for a dynamic list; render each with the `children` function. */
  items?: Iterable<T>;
  /** `SelectItem` elements, or a function rendering one per item of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  /**
   * Shown while nothing is selected. React Aria's localized "Select an item" by default.
   */
  placeholder?: string;
}

/**
 * Picks one option from a list in a popover. Type to jump to an option; the value is the
 * option's `id`, never empty (an empty value means no selection).
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <AriaSelect {...props} className={withClassName(fieldStyles.field, className)}>
      {label != null ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      <AriaButton className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon className={styles.chevron} />
      </AriaButton>
      {description != null ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={styles.popover} maxHeight={LIST_MAX_HEIGHT}>
        <ListBox items={items}>{children}</ListBox>
      </Popover>
    </AriaSelect>
  );
}

export {
  ListBoxItem as SelectItem,
  type ListBoxItemProps as SelectItemProps,
} from '../list-box/list-box.tsx';
export {
  ListBoxSection as SelectSection,
  type ListBoxSectionProps as SelectSectionProps,
} from '../list-box/list-box.tsx';
