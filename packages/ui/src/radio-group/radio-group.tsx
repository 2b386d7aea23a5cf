import type { ReactNode, Ref } from 'react';
import {
  RadioButton as AriaRadioButton,
  RadioField as AriaRadioField,
  type RadioFieldProps as AriaRadioFieldProps,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';

import { Description, FieldError, type FieldTextProps, Label } from '../field/field.tsx';
import { withClassName } from '../lib/class-names.ts';
import styles from './radio-group.module.css';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'>, FieldTextProps {
  /** The `Radio` options. */
  children?: ReactNode;
  /** Ref to the group element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * One choice among a few visible options (payment method, frequency). Arrow keys move the
 * selection; Tab leaves the group.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  orientation = 'vertical',
  className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      orientation={orientation}
      className={withClassName(styles.group, className)}
    >
      {label != null ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      <div className={styles.options} data-orientation={orientation}>
        {children}
      </div>
      {description != null ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioFieldProps, 'children'> {
  /** The option's label. */
  children?: ReactNode;
  /** Help text under the option. */
  description?: ReactNode;
}

/** One option of a `RadioGroup`. */
export function Radio({ children, description, className, ...props }: RadioProps) {
  return (
    <AriaRadioField {...props} className={withClassName(styles.field, className)}>
      <AriaRadioButton className={styles.radio}>
        <span className={styles.circle} aria-hidden="true" />
        {children != null ? <span className={styles.label}>{children}</span> : null}
      </AriaRadioButton>
      {description != null ? (
        <Description className={styles.help}>{description}</Description>
      ) : null}
    </AriaRadioField>
  );
}
