import { type Ref, useState } from 'react';
import {
  Button as AriaButton,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';

import {
  Description,
  FieldError,
  FieldGroup,
  type FieldTextProps,
  fieldStyles,
  Input,
  Label,
} from '../field/field.tsx';
import { EyeIcon, EyeOffIcon } from '../icons/icons.tsx';
import { withClassName } from '../lib/class-names.ts';
import styles from './password-field.module.css';

export interface PasswordFieldProps
  extends Omit<AriaTextFieldProps, 'children' | 'type'>, FieldTextProps {
  /** Hint shown in the empty input. */
  placeholder?: string;
  /** Ref to the <input>, for focusing it (form libraries focus the first invalid field). */
  inputRef?: Ref<HTMLInputElement>;
  /**
   * Accessible name of the toggle while the password is hidden.
   * @default 'Show password'
   */
  showPasswordLabel?: string;
  /**
   * Accessible name of the toggle while the password is shown.
   * @default 'Hide password'
   */
  hidePasswordLabel?: string;
}

/**
 * A password input with a button that shows or hides what was typed. The button keeps focus
 * where it is and takes its name from `showPasswordLabel` / `hidePasswordLabel`.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  inputRef,
  showPasswordLabel = 'Show password',
  hidePasswordLabel = 'Hide password',
  autoComplete = 'current-password',
  className,
  ...props
}: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <AriaTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      className={withClassName(fieldStyles.field, className)}
    >
      {({ isDisabled, isInvalid, isRequired }) => (
        <>
          {label != null ? <Label isRequired={isRequired}>{label}</Label> : null}
          <FieldGroup isDisabled={isDisabled} isInvalid={isInvalid}>
            <Input
              ref={inputRef}
              placeholder={placeholder}
              spellCheck={false}
              autoCapitalize="none"
            />
            <AriaButton
              className={styles.toggle}
              aria-label={isVisible ? hidePasswordLabel : showPasswordLabel}
              isDisabled={isDisabled}
              onPress={() => setIsVisible((visible) => !visible)}
            >
              {isVisible ? <EyeOffIcon /> : <EyeIcon />}
            </AriaButton>
          </FieldGroup>
          {description != null ? <Description>{description}</Description> : null}
          <FieldError>{errorMessage}</FieldError>
        </>
      )}
    </AriaTextField>
  );
}
