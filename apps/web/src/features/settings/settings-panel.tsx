import { useId, type ReactNode } from 'react';
import { InfoNote } from '../../components/info-note.tsx';
import styles from './settings-panel.module.css';

export interface SettingsPanelProps {
  /** The section's heading (an `h2`: the page's `h1` is "Settings"). */
  title: ReactNode;
  description?: ReactNode;
  /** The section's main action, at the end of the heading row. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One settings section: its heading, what it is for, then its cards. */
export function SettingsPanel({ title, description, actions, children }: SettingsPanelProps) {
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <header className={styles.header}>
        <div className={styles.text}>
          <h2 id={id} className={styles.title}>
            {title}
          </h2>
          {description != null ? <p className={styles.description}>{description}</p> : null}
        </div>
        {actions != null ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

export interface SettingsCardProps {
  /** The card's heading (an `h3`). */
  title?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** A row of actions under the content, on a tinted band. */
  footer?: ReactNode;
  className?: string;
}

/** A bordered group of related settings. */
export function SettingsCard({
  title,
  description,
  children,
  footer,
  className,
}: SettingsCardProps) {
  const id = useId();
  return (
    <div
      className={[styles.card, className].filter(Boolean).join(' ')}
      role={title != null ? 'group' : undefined}
      aria-labelledby={title != null ? id : undefined}
    >
      <div className={styles.cardBody}>
        {title != null ? (
          <div className={styles.cardIntro}>
            <h3 id={id} className={styles.cardTitle}>
              {title}
            </h3>
            {description != null ? <p className={styles.cardText}>{description}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
      {footer != null ? <div className={styles.cardFooter}>{footer}</div> : null}
    </div>
  );
}

/** Says why the fields below are read-only. */
export function ReadOnlyNote({ children }: { children: ReactNode }) {
  return <InfoNote>{children}</InfoNote>;
}
