import type { ReactNode } from 'react';
import styles from './page-header.module.css';

export interface PageHeaderProps {
  /** The page's `h1`. */
  title: ReactNode;
  /** A line under the title: what the page is for, or a count. */
  description?: ReactNode;
  /** The page's main actions (its primary button last), at the end of the row. */
  actions?: ReactNode;
  className?: string;
}

/** The top of a section page: title, a line of context and the main actions. */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  return (
    <header className={[styles.header, className].filter(Boolean).join(' ')}>
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {description != null ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions != null ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
