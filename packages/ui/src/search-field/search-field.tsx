import type { Ref } from 'react';
import {
  Button as AriaButton,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
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
import { CloseIcon, SearchIcon } from '../icons/icons.tsx';
import { withClassName } from '../lib/class-names.ts';
import { Spinner } from '../spinner/spinner.tsx';
import styles from './search-field.module.css';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children'>, FieldTextProps {
  /** Hint shown in the empty input, such as "Search by name, e-mail or phone". */
  placeholder?: string;
  /**
   * Shows a spinner in the field while the results of the search load.
   * @default false
   */
  isPending?: boolean;
  /**
   * Accessible name of the spinner.
   * @default 'Searching'
   */
  pendingLabel?: string;
  /**
   * Accessible name of the button that empties the field (shown while it holds text).
   * @default 'Clear search'
   */
  clearLabel?: string;
  /** Ref to the <input>, for focusing it. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A search input: a magnifier, the text, a spinner while results load and a button that clears
 * it. Escape clears it too; Enter calls `onSubmit`. Without a visible `label`, give it an
 * `aria-label`.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  isPending = false,
  pendingLabel = 'Searching',
  clearLabel = 'Clear search',
  inputRef,
  className,
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className={withClassName(fieldStyles.field, className)}>
      {({ isEmpty }) => (
        <>
          {label != null ? <Label isRequired={props.isRequired}>{label}</Label> : null}
          <FieldGroup className={styles.group}>
            <SearchIcon className={styles.icon} aria-hidden="true" />
            <Input ref={inputRef} placeholder={placeholder} className={styles.input} />
            {isPending ? (
              <span className={styles.pending}>
                <Spinner size="sm" label={pendingLabel} />
              </span>
            ) : null}
            {!isEmpty ? (
              <AriaButton className={styles.clear} aria-label={clearLabel}>
                <CloseIcon />
              </AriaButton>
            ) : null}
          </FieldGroup>
          {description != null ? <Description>{description}</Description> : null}
          <FieldError>{errorMessage}</FieldError>
        </>
      )}
    </AriaSearchField>
  );
}
