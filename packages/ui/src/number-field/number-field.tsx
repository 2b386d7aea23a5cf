import type { Ref } from 'react';
import {
  Button as AriaButton,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
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
import { MinusIcon, PlusIcon } from '../icons/icons.tsx';
import { withClassName } from '../lib/class-names.ts';
import styles from './number-field.module.css';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children'>, FieldTextProps {
  /** Hint shown in the empty input. */
  placeholder?: string;
  /**
   * Shows the − and + buttons. React Aria names them in the user's language.
   * @default true
   */
  showSteppers?: boolean;
  /** Ref to the <input>. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A number input that parses and formats for the locale (`formatOptions` takes any
 * `Intl.NumberFormat` option). Arrow keys, Page Up/Down, Home/End and the wheel step the value.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  showSteppers = true,
  inputRef,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={withClassName(fieldStyles.field, className)}>
      {label != null ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      <FieldGroup>
        {showSteppers ? (
          <AriaButton slot="decrement" className={styles.stepper}>
            <MinusIcon />
          </AriaButton>
        ) : null}
        <Input ref={inputRef} placeholder={placeholder} className={styles.input} />
        {showSteppers ? (
          <AriaButton slot="increment" className={styles.stepper}>
            <PlusIcon />
          </AriaButton>
        ) : null}
      </FieldGroup>
      {description != null ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}

export interface CurrencyFieldProps extends Omit<NumberFieldProps, 'formatOptions'> {
  /**
   * ISO 4217 code of the currency; amounts are in US dollars throughout Spotless.
   * @default 'USD'
   */
  currency?: string;
}

/**
 * A money amount: formatted for the locale (`$1,234.50`, `US$ 1.234,50`), two decimals, never
 * negative unless `minValue` says so. The value is a number; the API's decimal string is
 * `value.toFixed(2)`.
 */
export function CurrencyField({
  currency = 'USD',
  minValue = 0,
  step = 0.01,
  showSteppers = false,
  ...props
}: CurrencyFieldProps) {
  return (
    <NumberField
      {...props}
      minValue={minValue}
      step={step}
      showSteppers={showSteppers}
      formatOptions={{
        style: 'currency',
        currency,
        currencyDisplay: 'symbol',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }}
    />
  );
}
