import { PanelLeftIcon, readSidebarCookie, Skeleton } from '@spotless/ui';
import styles from './frame-skeleton.module.css';

export interface FrameSkeletonProps {
  /** The text shown while the frame loads (spec §4: `Loading...`). */
  label: string;
}

const navigationItems = 7;

/**
 * The signed-in frame before its code and the session's answers are in: the sidebar, the header
 * with the sidebar's toggle and the page, as placeholders of their size, under `Loading...`. The
 * app shows it until the frame itself can render, so the page has the shape of what comes and
 * nothing jumps when it does.
 */
export function FrameSkeleton({ label }: FrameSkeletonProps) {
  return (
    <div
      className={styles.frame}
      aria-busy="true"
      data-sidebar={readSidebarCookie() === false ? 'collapsed' : undefined}
    >
      <div className={styles.sidebar} aria-hidden="true">
        <Skeleton height="2.5rem" className={styles.brand} />
        {Array.from({ length: navigationItems }, (_, index) => (
          <Skeleton key={index} height="1.25rem" className={styles.item} />
        ))}
      </div>
      <div className={styles.inset}>
        <div className={styles.header} aria-hidden="true">
          <span className={styles.toggle}>
            <PanelLeftIcon />
          </span>
          <Skeleton width="min(12rem, 40%)" height="1rem" />
        </div>
        <div className={styles.main}>
          <p role="status" className={styles.status}>
            {label}
          </p>
          <Skeleton width="min(16rem, 60%)" height="2rem" />
          <Skeleton width="min(28rem, 90%)" height="1rem" />
          <Skeleton height="12rem" />
        </div>
      </div>
    </div>
  );
}
