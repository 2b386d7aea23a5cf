import type { ReactNode } from 'react';

import styles from './period-status.module.css';

export interface PeriodStatusProps {
  children: ReactNode;
}

/**
 * A line over a grid that shows no job, saying why (`No double-booked jobs in this period.`).
 * The grid stays below it, with its days, its keys and the toolbar's navigation.
 */
export function PeriodStatus({ children }: PeriodStatusProps) {
  return (
    <p role="status" className={styles.status}>
      {children}
    </p>
  );
}
