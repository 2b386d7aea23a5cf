import type { HTMLAttributes } from 'react';

import { cx } from '../lib/class-names.ts';
import styles from './badge.module.css';

/**
 * `neutral`, the job statuses (scheduled blue, in progress yellow, completed green, cancelled
 * red: the API's `IN_PROGRESS` is `in-progress`), and `info` / `success` / `warning` / `danger`.
 */
export type BadgeVariant =
  | 'neutral'
  | 'scheduled'
  | 'in-progress'
  | 'completed'
  | 'cancelled'
  | 'info'
  | 'success'
  | 'warning'
  | 'danger';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Colour and meaning; the text must say the same, colour is never the only signal.
   * @default 'neutral'
   */
  variant?: BadgeVariant;
  /**
   * Shows a dot before the text, for statuses in dense lists.
   * @default false
   */
  hasDot?: boolean;
}

/** A short status or count label. */
export function Badge({
  variant = 'neutral',
  hasDot = false,
  className,
  children,
  ...props
}: BadgeProps) {
  return (
    <span {...props} data-variant={variant} className={cx(styles.badge, className)}>
      {hasDot ? <span className={styles.dot} aria-hidden="true" /> : null}
      {children}
    </span>
  );
}
