import type { ReactNode } from 'react';
import {
  SwitchButton as AriaSwitchButton,
  SwitchField as AriaSwitchField,
  type SwitchFieldProps as AriaSwitchFieldProps,
} from 'react-aria-components';

import { Description, FieldError, type FieldTextProps } from '../field/field.tsx';
import { withClassName } from '../lib/class-names.ts';
import styles from './switch.module.css';

export interface SwitchProps extends Omit<AriaSwitchFieldProps, 'children'> {
  /** The visible label, next to the track. */
  children?: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** The message shown while the switch is invalid (`isInvalid`, or a form's validation). */
  errorMessage?: FieldTextProps['errorMessage'];
}

/** An on/off setting that applies at once (for example "Active" on a team). */
export function Switch({ children, description, errorMessage, className, ...props }: SwitchProps) {
  return (
    <AriaSwitchField {...props} className={withClassName(styles.field, className)}>
      <AriaSwitchButton className={styles.switch}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        {children != null ? <span className={styles.label}>{children}</span> : null}
      </AriaSwitchButton>
      {description != null ? (
        <Description className={styles.help}>{description}</Description>
      ) : null}
      <FieldError className={styles.help}>{errorMessage}</FieldError>
    </AriaSwitchField>
  );
}
