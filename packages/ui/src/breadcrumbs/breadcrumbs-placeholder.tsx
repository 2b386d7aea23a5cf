import { ChevronRightIcon } from '../icons/icons.tsx';
import { cx } from '../lib/class-names.ts';
import type { BreadcrumbItem } from './breadcrumbs.tsx';
import styles from './breadcrumbs.module.css';

export interface BreadcrumbsPlaceholderProps {
  /** The crumbs `Breadcrumbs` will show. */
  items: readonly BreadcrumbItem[];
  className?: string;
}

/**
 * The look of `Breadcrumbs` without their links or their code: the crumbs' texts, in their place
 * and wrapped as theirs will be, for a frame drawn before its code is in. Hidden from assistive
 * technology, as placeholders are: the page that replaces it names where the user is.
 */
export function BreadcrumbsPlaceholder({ items, className }: BreadcrumbsPlaceholderProps) {
  return (
    <div aria-hidden="true" className={cx(styles.nav, className)}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              <span className={isLast ? styles.current : styles.text}>{item.label}</span>
              {isLast ? null : <ChevronRightIcon className={styles.separator} />}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
