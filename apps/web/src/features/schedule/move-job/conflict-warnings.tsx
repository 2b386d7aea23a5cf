import { AlertCircleIcon } from '@spotless/ui';
import { useTranslation } from 'react-i18next';
import type { JobConflictsQuery } from './api/job-conflicts.ts';
import { useConflictLines } from './use-conflict-lines.ts';
import styles from './conflict-warnings.module.css';

export interface ConflictWarningsProps {
  /** The place to check; nothing is checked while it is null (the form is not complete yet). */
  query: JobConflictsQuery | null;
  /** The name of the team in `query`, for the sentences. */
  teamName: string;
  className?: string;
}

/**
 * What the server says stands in the way of a job's date, time and team (a busy team, a past
 * date, a start before the grid, an inactive team), asked once the fields rest for a moment.
 * Warnings, not refusals: the save stays possible. The region is always on the page and polite,
 * so a warning that appears is read out without taking the focus.
 */
export function ConflictWarnings({ query, teamName, className }: ConflictWarningsProps) {
  const { t } = useTranslation();
  const lines = useConflictLines(query, teamName);
  return (
    <div aria-live="polite" className={className ? `${styles.region} ${className}` : styles.region}>
      {lines.length > 0 ? (
        <div className={styles.warnings}>
          <AlertCircleIcon className={styles.icon} />
          <div>
            <p className={styles.title}>{t('schedule.conflicts.title')}</p>
            <ul className={styles.list}>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </div>
  );
}
