import { Card, type CardProps } from '@spotless/ui';
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

export type SettingsCardProps = Omit<CardProps, 'variant' | 'elementType' | 'headingLevel'>;

/** A bordered group of related settings, titled by an `h3` under the section's `h2`. */
export function SettingsCard(props: SettingsCardProps) {
  return <Card {...props} headingLevel={3} />;
}

/** Says why the fields below are read-only. */
export function ReadOnlyNote({ children }: { children: ReactNode }) {
  return <InfoNote>{children}</InfoNote>;
}
