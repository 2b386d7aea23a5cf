import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons.tsx';
import { Button } from '../button/button.tsx';
import { cx } from '../lib/class-names.ts';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are (from the `X-Total-Count` header: `Math.ceil(total / limit)`). */
  pageCount: number;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
  /**
   * Accessible name of the navigation landmark.
   * @default 'Pagination'
   */
  label?: string;
  /**
   * @default 'Previous'
   */
  previousLabel?: string;
  /**
   * @default 'Next'
   */
  nextLabel?: string;
  /**
   * Accessible name of a page button.
   * @default (page) => `Page ${page}`
   */
  pageLabel?: (page: number) => string;
  /**
   * Page buttons shown on each side of the current one before an ellipsis.
   * @default 1
   */
  siblingCount?: number;
  className?: string;
}

type PageItem = number | 'gap-start' | 'gap-end';

/** The page numbers to show: first, last, the current one and its siblings, gaps between. */
export const pageItems = (page: number, pageCount: number, siblingCount = 1): PageItem[] => {
  const items: PageItem[] = [];
  const start = Math.max(2, page - siblingCount);
  const end = Math.min(pageCount - 1, page + siblingCount);
  items.push(1);
  if (start > 2) items.push(start === 3 ? 2 : 'gap-start');
  for (let current = start; current <= end; current += 1) items.push(current);
  if (end < pageCount - 1) items.push(end === pageCount - 2 ? pageCount - 1 : 'gap-end');
  if (pageCount > 1) items.push(pageCount);
  return items;
};

/** Moves through a paged list; the current page is marked `aria-current="page"`. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  pageLabel = (number) => `Page ${number}`,
  siblingCount = 1,
  className,
}: PaginationProps) {
  return (
    <nav aria-label={label} className={cx(styles.pagination, className)}>
      <ul className={styles.list}>
        <li>
          <Button
            variant="ghost"
            size="sm"
            isDisabled={page <= 1}
            onPress={() => onPageChange(page - 1)}
          >
            <ChevronLeftIcon /> {previousLabel}
          </Button>
        </li>
        {pageItems(page, Math.max(pageCount, 1), siblingCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                variant={item === page ? 'outline' : 'ghost'}
                size="sm"
                aria-label={pageLabel(item)}
                aria-current={item === page ? 'page' : undefined}
                className={styles.page}
                onPress={() => onPageChange(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <Button
            variant="ghost"
            size="sm"
            isDisabled={page >= pageCount}
            onPress={() => onPageChange(page + 1)}
          >
            {nextLabel} <ChevronRightIcon />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
