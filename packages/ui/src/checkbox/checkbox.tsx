import type { ReactNode } from 'react';
import {
  CheckboxButton as AriaCheckboxButton,
  CheckboxField as AriaCheckboxField,
  type CheckboxFieldProps as AriaCheckboxFieldProps,
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components';

import { Description, FieldError, type FieldTextProps, Label } from '../field/field.tsx';
import { CheckIcon, MinusIcon } from '../icons/icons.tsx';
import { withClassName } from '../lib/class-names.ts';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<AriaCheckboxFieldProps, 'children'> {
  /** The visible label, next to the box. */
  children?: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** The message shown while the checkbox is invalid (for example an unaccepted agreement). */
  errorMessage?: FieldTextProps['errorMessage'];
}

/** A checkbox with its label, optional help text and error message. */
export function Checkbox({
  children,
  description,
  errorMessage,
  className,
  ...props
}: CheckboxProps) {
  return (
    <AriaCheckboxField {...props} className={withClassName(styles.field, className)}>
      <AriaCheckboxButton className={styles.checkbox}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? <MinusIcon /> : isSelected ? <CheckIcon /> : null}
            </span>
            {children != null ? <span className={styles.label}>{children}</span> : null}
          </>
        )}
      </AriaCheckboxButton>
      {description != null ? (
        <Description className={styles.help}>{description}</Description>
      ) : null}
      <FieldError className={styles.help}>{errorMessage}</FieldError>
    </AriaCheckboxField>
  );
}

export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'children'>, FieldTextProps {
  /** The `Checkbox` options. */
  children?: ReactNode;
}

/** Several related checkboxes under one label (for example the weekdays of a recurring job). */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={withClassName(styles.group, className)}>
      {label != null ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      <div className={styles.options}>{children}</div>
      {description != null ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
}
