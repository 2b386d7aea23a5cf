import type { Ref } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';

import {
  Description,
  FieldError,
  type FieldTextProps,
  fieldStyles,
  Input,
  Label,
} from '../field/field.tsx';
import { withClassName } from '../lib/class-names.ts';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'>, FieldTextProps {
  /** Hint shown in the empty input. Never a replacement for the label. */
  placeholder?: string;
  /** Ref to the <input>, for focusing it (form libraries focus the first invalid field). */
  inputRef?: Ref<HTMLInputElement>;
}

/** A single-line text input with its label, help text and error message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  inputRef,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={withClassName(fieldStyles.field, className)}>
      {label != null ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      <Input ref={inputRef} placeholder={placeholder} />
      {description != null ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
