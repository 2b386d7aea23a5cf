import type { Ref } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';

import {
  Description,
  FieldError,
  type FieldTextProps,
  fieldStyles,
  Label,
} from '../field/field.tsx';
import { cx, withClassName } from '../lib/class-names.ts';
import styles from './text-area.module.css';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'children' | 'type'>, FieldTextProps {
  /** Hint shown in the empty text area. */
  placeholder?: string;
  /**
   * Visible lines before it scrolls; the user can resize it vertically.
   * @default 4
   */
  rows?: number;
  /** Ref to the <textarea>. */
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text input (notes, instructions) with its label, help text and error message. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  inputRef,
  className,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField {...props} className={withClassName(fieldStyles.field, className)}>
      {label != null ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      <AriaTextArea
        ref={inputRef}
        rows={rows}
        placeholder={placeholder}
        className={cx(fieldStyles.input, styles.textArea)}
      />
      {description != null ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
