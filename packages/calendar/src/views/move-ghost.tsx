import { AlertCircleIcon } from '@spotless/ui';
import { useLayoutEffect, useRef } from 'react';

import type { StyleWithVars } from './css-vars.ts';
import styles from './move-ghost.module.css';

/** What a move's target shows: the job, where it would go, and the app's warning for it. */
export interface MoveGhostInfo {
  /** The client's name. */
  readonly name: string;
  /** The new day and time, short (`Thu, Dec 3, 9:15 – 11:15 AM`). */
  readonly when: string;
  /** The app's `moveWarning` for this target. */
  readonly warning: string | null;
  /** The team's colour. */
  readonly color: string | undefined;
  /** A keyboard move scrolls its target into view; a drag leaves scrolling to the pointer. */
  readonly follow: boolean;
}

export interface MoveGhostProps {
  ghost: MoveGhostInfo;
  /** Where it goes: a week block's `top` and `minHeight`. */
  style?: StyleWithVars;
  className?: string;
}

/**
 * The outline of a job at the target of its move, drawn where the job would land: a dashed
 * card with the new day and time and the app's warning. Hidden from assistive technology: the
 * view's live region says the same.
 */
export function MoveGhost({ ghost, style, className }: MoveGhostProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ghost.follow) ref.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  });
  const ghostStyle: StyleWithVars =
    ghost.color === undefined ? { ...style } : { ...style, '--team-color': ghost.color };
  return (
    <div
      ref={ref}
      className={className === undefined ? styles.ghost : `${styles.ghost} ${className}`}
      style={ghostStyle}
      aria-hidden="true"
      data-move-ghost=""
    >
      <span className={styles.name}>{ghost.name}</span>
      <span className={styles.when}>{ghost.when}</span>
      {ghost.warning ? (
        <span className={styles.warning}>
          <AlertCircleIcon className={styles.icon} /> {ghost.warning}
        </span>
      ) : null}
    </div>
  );
}

export interface MoveAnnouncerProps {
  /** The move's announcement (`Moving … to …`), or that it was cancelled. */
  announcement: string;
  /** The app's warning for the target, said after it. */
  warning: string | null;
  /** The hint the movable jobs point to (`aria-describedby`). */
  hintId: string;
  hint: string;
}

/** The move's polite live region, and the hint that describes every job that can move. */
export function MoveAnnouncer({ announcement, warning, hintId, hint }: MoveAnnouncerProps) {
  return (
    <>
      <span id={hintId} hidden>
        {hint}
      </span>
      <div className={styles.visuallyHidden} aria-live="polite">
        {warning ? `${announcement} ${warning}` : announcement}
      </div>
    </>
  );
}
