import {
  type BreadcrumbItem,
  BreadcrumbsPlaceholder,
  PanelLeftIcon,
  readSidebarCookie,
  Skeleton,
} from '@spotless/ui';
import { PageHeader } from '../components/page-header.tsx';
import styles from './frame-skeleton.module.css';

export interface FrameSkeletonProps {
  /** The text shown while the frame loads (spec §4: `Loading...`). */
  label: string;
  /**
   * The page's title, when it is known before its code (`RouteSkeleton`): shown where the page
   * shows it, in its `PageHeader`, instead of its placeholder.
   */
  title?: string;
  /** The line under the title, likewise; `false` for a page that has none. */
  description?: string | false;
  /**
   * The line under the title of a page whose line depends on the role, drawn before the role is
   * known (`/schedule`'s HTML, written at build time): an office user's and a CLEANER's, of which
   * the one of `data-role` on `<html>` shows (`theme-init.js` reads it from the sign-in), and the
   * placeholder while there is none.
   */
  descriptionsByRole?: { office: string; cleaner: string };
  /**
   * The page's breadcrumbs, drawn as theirs will be (without links), so that the header is as tall
   * as the frame's, whose crumbs wrap on a phone.
   */
  crumbs?: BreadcrumbItem[];
  /**
   * A CLEANER's crumbs where they differ from `crumbs` (an office user's) and the role is not
   * known yet (`/schedule`'s HTML): shown instead of them where `data-role` on `<html>` says so.
   */
  cleanerCrumbs?: BreadcrumbItem[];
  /**
   * The language switcher's label (`English`): its placeholder takes the width of the button, which
   * the crumbs share the header's row with.
   */
  languageLabel: string;
  /**
   * Written into a page's HTML at build time (`src/prerender.tsx`), in English: its texts are not
   * shown to a visitor who chose another language (`lang` on `<html>`, set by `theme-init.js`).
   */
  built?: boolean;
}

const navigationItems = 7;

/**
 * The signed-in frame before its code and the session's answers are in: the sidebar, the header
 * with the sidebar's toggle and the page, as placeholders of their size, with `Loading...` where
 * the page's content will be. The page's title is there already when it is known (`heading`).
 * The app shows it until the frame itself can render, so the page has the shape of what comes and
 * nothing jumps when it does.
 */
export function FrameSkeleton({
  label,
  title,
  description,
  descriptionsByRole,
  crumbs,
  cleanerCrumbs,
  languageLabel,
  built,
}: FrameSkeletonProps) {
  // The placeholders are sized by their classes, not by `Skeleton`'s props, which it sets as
  // styles: the HTML written at build time may have none (the Content-Security-Policy).
  return (
    <div
      className={styles.frame}
      aria-busy="true"
      data-sidebar={readSidebarCookie() === false ? 'collapsed' : undefined}
      data-built={built || undefined}
    >
      <div className={styles.sidebar} aria-hidden="true">
        <Skeleton className={styles.brand} />
        {Array.from({ length: navigationItems }, (_, index) => (
          <Skeleton key={index} className={styles.item} />
        ))}
      </div>
      <div className={styles.inset}>
        <div className={styles.header} aria-hidden="true">
          <span className={styles.toggle}>
            <PanelLeftIcon />
          </span>
          {crumbs && cleanerCrumbs ? (
            <>
              <BreadcrumbsPlaceholder
                items={crumbs}
                className={`${styles.crumbs} ${styles.officeCrumbs}`}
              />
              <BreadcrumbsPlaceholder
                items={cleanerCrumbs}
                className={`${styles.crumbs} ${styles.cleanerCrumbs}`}
              />
            </>
          ) : crumbs ? (
            <BreadcrumbsPlaceholder items={crumbs} className={styles.crumbs} />
          ) : (
            <div className={styles.crumbs}>
              <Skeleton className={styles.crumbsPlaceholder} />
            </div>
          )}
          <span className={styles.tools}>
            <span className={styles.languageButton}>
              <span className={styles.icon} />
              <span className={styles.languageLabel}>{languageLabel}</span>
              <span className={styles.icon} />
            </span>
            <span className={styles.themeButton} />
          </span>
        </div>
        <div className={styles.main}>
          {title != null && description !== undefined ? (
            <PageHeader title={title} description={description || undefined} />
          ) : (
            // Lines of the heading's height, so that nothing moves when its texts come.
            <div className={styles.heading} aria-hidden="true">
              <div className={styles.titleLine}>
                {title ?? <Skeleton className={styles.titlePlaceholder} />}
              </div>
              {description === false ? null : (
                <div
                  className={styles.descriptionLine}
                  data-by-role={description == null && descriptionsByRole ? '' : undefined}
                >
                  {description ?? (
                    <>
                      {descriptionsByRole ? (
                        <>
                          <span className={styles.officeDescription}>
                            {descriptionsByRole.office}
                          </span>
                          <span className={styles.cleanerDescription}>
                            {descriptionsByRole.cleaner}
                          </span>
                        </>
                      ) : null}
                      <Skeleton className={styles.descriptionPlaceholder} />
                    </>
                  )}
                </div>
              )}
            </div>
          )}
          <p role="status" className={styles.status}>
            {label}
          </p>
          <Skeleton className={styles.contentPlaceholder} />
        </div>
      </div>
    </div>
  );
}
