import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import type { ListBreakpoint } from './list-table.tsx';
import styles from './list-cells.module.css';

export interface ListNameFallback {
  /** What a column that gave way would have shown (the phone, an "Inactive" badge). */
  content: ReactNode;
  /** Shown only while that column is hidden: below the same width. */
  below: ListBreakpoint;
}

export interface ListNameCellProps {
  /** The row's name, its main text. */
  name: string;
  /** An avatar or a colour dot before the name. */
  leading?: ReactNode;
  /** Badges after the name ("You"). */
  badges?: ReactNode;
  /** A quieter second line (an e-mail address). */
  secondary?: ReactNode;
  /** Second-line content shown only on narrow lists, standing in for hidden columns. */
  fallbacks?: readonly ListNameFallback[];
}

/** The row header's cell: who or what the row is, with what the narrow list would otherwise lose. */
export function ListNameCell({
  name,
  leading,
  badges,
  secondary,
  fallbacks = [],
}: ListNameCellProps) {
  return (
    <span className={styles.nameCell}>
      {leading != null ? <span className={styles.leading}>{leading}</span> : null}
      <span className={styles.nameText}>
        <span className={styles.nameLine}>
          <span className={styles.name}>{name}</span>
          {badges}
        </span>
        {secondary != null ? <span className={styles.secondary}>{secondary}</span> : null}
        {fallbacks.map((fallback, index) => (
          <span key={index} className={styles[`showBelow-${fallback.below}`]}>
            {fallback.content}
          </span>
        ))}
      </span>
    </span>
  );
}

/** A cell's "nothing here" (—), with words for screen readers. */
export function NoValue({ label }: { label?: string }) {
  return (
    <span className={styles.none}>
      <span aria-hidden="true">—</span>
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </span>
  );
}

/** One line that ends in an ellipsis when the column is too narrow; the full text in a tooltip. */
export function ClippedText({ children, muted = false }: { children: string; muted?: boolean }) {
  return (
    <span className={styles.clip} data-muted={muted || undefined} title={children}>
      {children}
    </span>
  );
}
