import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';

import { cx } from '../lib/class-names.ts';
import styles from './form.module.css';

export type FormProps = AriaFormProps;

/**
 * A form that lays its fields out in a column. Validation shows through ARIA rather than the
 * browser's bubbles (`validationBehavior="aria"`), which suits forms validated by a schema.
 */
export function Form({ validationBehavior = 'aria', className, ...props }: FormProps) {
  return (
    <AriaForm
      {...props}
      validationBehavior={validationBehavior}
      className={cx(styles.form, className)}
    />
  );
}
