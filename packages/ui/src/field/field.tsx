import type { ReactNode, Ref } from 'react';
import {
  FieldError as AriaFieldError,
  type FieldErrorProps as AriaFieldErrorProps,
  Group as AriaGroup,
  type GroupProps as AriaGroupProps,
  Input as AriaInput,
  type InputProps as AriaInputProps,
  Label as AriaLabel,
  type LabelProps as AriaLabelProps,
  Text,
  type TextProps,
} from 'react-aria-components';

import { AlertCircleIcon } from '../icons/icons.tsx';
import { cx, withClassName } from '../lib/class-names.ts';
import styles from './field.module.css';

/*
 * The parts every form field is made of. Inside a React Aria field (TextField, NumberField…)
 * they are wired automatically: the label names the control, and the description and the error
 * message describe it (aria-describedby), so a screen reader reads all three.
 */

export interface LabelProps extends AriaLabelProps {
  /**
   * Shows a required marker after the text. The control itself carries `aria-required`, so the
   * marker is hidden from assistive technology.
   * @default false
   */
  isRequired?: boolean;
}

/** A field's visible name. */
export function Label({ isRequired = false, className, children, ...props }: LabelProps) {
  return (
    <AriaLabel {...props} className={cx(styles.label, className)}>
      {children}
      {isRequired ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </AriaLabel>
  );
}

export type DescriptionProps = Omit<TextProps, 'slot'>;

/** Help text under a control, read after its label. */
export function Description({ className, ...props }: DescriptionProps) {
  return <Text {...props} slot="description" className={cx(styles.description, className)} />;
}

export type FieldErrorProps = AriaFieldErrorProps;

/** The validation message; it renders only while the field is invalid. */
export function FieldError({ className, children, ...props }: FieldErrorProps) {
  return (
    <AriaFieldError {...props} className={withClassName(styles.error, className)}>
      {(state) => (
        <>
          <AlertCircleIcon className={styles.errorIcon} />
          <span>
            {typeof children === 'function' ? children(state) : (children ?? state.defaultChildren)}
          </span>
        </>
      )}
    </AriaFieldError>
  );
}

export interface InputProps extends AriaInputProps {
  ref?: Ref<HTMLInputElement>;
}

/** A text input styled for every theme; use it inside a field. */
export function Input({ className, ...props }: InputProps) {
  return <AriaInput {...props} className={withClassName(styles.input, className)} />;
}

export type FieldGroupProps = AriaGroupProps;

/** Wraps an input and its buttons (show password, clear, steppers) so they look like one control. */
export function FieldGroup({ className, ...props }: FieldGroupProps) {
  return <AriaGroup {...props} className={withClassName(styles.group, className)} />;
}

/** Props shared by the labelled fields of the library. */
export interface FieldTextProps {
  /** The visible label. Without one, give the field an `aria-label`. */
  label?: ReactNode;
  /** Help text shown under the control. */
  description?: ReactNode;
  /**
   * The message shown while the field is invalid. A function receives the browser's validation
   * result; by default the browser's own message is shown.
   */
  errorMessage?: FieldErrorProps['children'];
}

/** Class names for composing custom fields from the same parts. */
export const fieldStyles = { field: styles.field, input: styles.input, group: styles.group };
