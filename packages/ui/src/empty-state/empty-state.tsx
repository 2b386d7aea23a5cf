import type { HTMLAttributes, ReactNode } from 'react';

import { cx } from '../lib/class-names.ts';
import styles from './empty-state.module.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** What is missing, as a short heading ("No clients yet"). */
  title: ReactNode;
  /** What to do about it. */
  description?: ReactNode;
  /** A large decorative icon. */
  icon?: ReactNode;
  /** The way out: usually a `Button`. */
  action?: ReactNode;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
}

/** Stands in for a list or a page with nothing to show, and offers the next step. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...props} className={cx(styles.emptyState, className)}>
      {icon != null ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {description != null ? <p className={styles.description}>{description}</p> : null}
      {action != null ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
