import type { ReactNode } from 'react';
import {
  Header,
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  type ListBoxItemProps as AriaListBoxItemProps,
  type ListBoxProps as AriaListBoxProps,
  ListBoxSection as AriaListBoxSection,
  type ListBoxSectionProps as AriaListBoxSectionProps,
} from 'react-aria-components';

import { CheckIcon } from '../icons/icons.tsx';
import { cx, withClassName } from '../lib/class-names.ts';
import styles from './list-box.module.css';

/** A list of options; Select and ComboBox render one in their popover. */
export function ListBox<T extends object>({ className, ...props }: AriaListBoxProps<T>) {
  return <AriaListBox {...props} className={withClassName(styles.listBox, className)} />;
}

export interface ListBoxItemProps<T = object> extends AriaListBoxItemProps<T> {
  /** Secondary text under the label (read as the option's description). */
  description?: ReactNode;
  /** A leading visual, such as a colour dot or an icon (decorative). */
  icon?: ReactNode;
}

/**
 * One option. Its `id` is the value, and it may not be empty: the empty value means "nothing
 * selected", so an option with it could never be told apart from no choice.
 */
export function ListBoxItem<T extends object>({
  description,
  icon,
  className,
  children,
  ...props
}: ListBoxItemProps<T>) {
  if (props.id === '') {
    throw new Error('A select option needs a non-empty id: the empty value means no selection.');
  }
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaListBoxItem
      {...props}
      textValue={textValue}
      className={withClassName(styles.item, className)}
    >
      {(renderProps) => (
        <>
          {icon != null ? (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          ) : null}
          <span className={styles.text}>
            <span slot="label" className={styles.label}>
              {typeof children === 'function' ? children(renderProps) : children}
            </span>
            {description != null ? (
              <span slot="description" className={styles.description}>
                {description}
              </span>
            ) : null}
          </span>
          {renderProps.isSelected ? <CheckIcon className={styles.check} /> : null}
        </>
      )}
    </AriaListBoxItem>
  );
}

export interface ListBoxSectionProps<T> extends Omit<AriaListBoxSectionProps<T>, 'children'> {
  /** The section's heading. */
  title?: ReactNode;
  /** The options (for a dynamic list, a `Collection` from react-aria-components). */
  children?: ReactNode;
}

/** A titled group of options. */
export function ListBoxSection<T extends object>({
  title,
  className,
  children,
  ...props
}: ListBoxSectionProps<T>) {
  return (
    <AriaListBoxSection {...props} className={cx(styles.section, className)}>
      {title != null ? <Header className={styles.header}>{title}</Header> : null}
      {children}
    </AriaListBoxSection>
  );
}
