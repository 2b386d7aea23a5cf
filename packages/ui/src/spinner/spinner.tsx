import { ProgressBar, type ProgressBarProps } from 'react-aria-components';

import { withClassName } from '../lib/class-names.ts';
import styles from './spinner.module.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends Omit<
  ProgressBarProps,
  'isIndeterminate' | 'value' | 'minValue' | 'maxValue' | 'children'
> {
  /**
   * Accessible name announced to screen readers; the spinner shows no text.
   * @default 'Loading'
   */
  label?: string;
  /**
   * Diameter: `sm` and `md` follow the surrounding text, `lg` is for a loading page or panel.
   * @default 'md'
   */
  size?: SpinnerSize;
}

/**
 * An indeterminate progress indicator. Inside a pending `Button`, React Aria adds its name to the
 * button's, so "Save, Loading" is announced.
 */
export function Spinner({ label = 'Loading', size = 'md', className, ...props }: SpinnerProps) {
  return (
    <ProgressBar
      {...props}
      aria-label={props['aria-labelledby'] ? undefined : label}
      isIndeterminate
      data-size={size}
      className={withClassName(styles.spinner, className)}
    >
      <svg className={styles.svg} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle className={styles.track} cx="12" cy="12" r="9" strokeWidth="3" />
        <circle
          className={styles.arc}
          cx="12"
          cy="12"
          r="9"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
    </ProgressBar>
  );
}
