import { InfoIcon } from '@spotless/ui';
import type { ReactNode } from 'react';
import styles from './info-note.module.css';

export interface InfoNoteProps {
  children: ReactNode;
  className?: string;
}

/** A calm note above a form or section: why its fields are read-only, what the role may do. */
export function InfoNote({ children, className }: InfoNoteProps) {
  return (
    <p className={[styles.note, className].filter(Boolean).join(' ')} role="note">
      <InfoIcon className={styles.icon} />
      <span>{children}</span>
    </p>
  );
}
