import type { ReactNode } from 'react';
import {
  Cell as AriaCell,
  type CellProps as AriaCellProps,
  Column as AriaColumn,
  type ColumnProps as AriaColumnProps,
  Row as AriaRow,
  type RowProps as AriaRowProps,
  Table as AriaTable,
  TableBody as AriaTableBody,
  type TableBodyProps as AriaTableBodyProps,
  TableHeader as AriaTableHeader,
  type TableHeaderProps as AriaTableHeaderProps,
  type TableProps as AriaTableProps,
} from 'react-aria-components';

import { ArrowDownIcon, ArrowUpIcon, ChevronsUpDownIcon } from '../icons/icons.tsx';
import { cx, withClassName } from '../lib/class-names.ts';
import { Spinner } from '../spinner/spinner.tsx';
import styles from './table.module.css';

export interface TableProps extends AriaTableProps {
  /**
   * Marks the table busy while its rows load.
   * @default false
   */
  isLoading?: boolean;
}

/**
 * A data table on React Aria's grid: arrow keys move between cells and rows, Enter activates a
 * row (`onRowAction`), sortable columns sort on click or Enter (`sortDescriptor` /
 * `onSortChange`). Name it with `aria-label` or `aria-labelledby`. Scrolls sideways on narrow
 * screens.
 */
export const Table = ({ isLoading = false, className, ...props }: TableProps) => (
  // React Aria's table does not pass aria-busy through, so the wrapper carries it.
  <div className={styles.scroller} aria-busy={isLoading || undefined}>
    <AriaTable {...props} className={withClassName(styles.table, className)} />
  </div>
);

export type TableHeaderProps<T> = AriaTableHeaderProps<T>;

export const TableHeader = <T extends object>({ className, ...props }: TableHeaderProps<T>) => (
  <AriaTableHeader {...props} className={withClassName(styles.header, className)} />
);

export interface ColumnProps extends AriaColumnProps {
  /**
   * Aligns the header and, through `Cell`'s own prop, its cells.
   * @default 'start'
   */
  align?: 'start' | 'end';
}

/** A column header; with `allowsSorting` it shows the sort direction and sorts on press. */
export const Column = ({ align = 'start', className, children, ...props }: ColumnProps) => (
  <AriaColumn {...props} data-align={align} className={withClassName(styles.column, className)}>
    {(renderProps) => (
      <span className={styles.columnContent}>
        {typeof children === 'function' ? children(renderProps) : children}
        {renderProps.allowsSorting ? (
          <span className={styles.sortIcon} aria-hidden="true">
            {renderProps.sortDirection === 'ascending' ? (
              <ArrowUpIcon />
            ) : renderProps.sortDirection === 'descending' ? (
              <ArrowDownIcon />
            ) : (
              <ChevronsUpDownIcon />
            )}
          </span>
        ) : null}
      </span>
    )}
  </AriaColumn>
);

export interface TableBodyProps<T> extends Omit<AriaTableBodyProps<T>, 'renderEmptyState'> {
  /**
   * Shows the loading state instead of the empty state while there are no rows yet.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Accessible name of the loading spinner.
   * @default 'Loading'
   */
  loadingLabel?: string;
  /** Shown when there are no rows (an `EmptyState` or a sentence). */
  emptyState?: ReactNode;
}

export const TableBody = <T extends object>({
  isLoading = false,
  loadingLabel = 'Loading',
  emptyState,
  className,
  ...props
}: TableBodyProps<T>) => (
  <AriaTableBody
    {...props}
    className={withClassName(styles.body, className)}
    renderEmptyState={() => (
      <div className={styles.empty}>
        {isLoading ? <Spinner label={loadingLabel} size="lg" /> : emptyState}
      </div>
    )}
  />
);

export type RowProps<T> = AriaRowProps<T>;

/** A row; with `onRowAction` on the table (or `href`) it becomes actionable. */
export const Row = <T extends object>({ className, ...props }: RowProps<T>) => (
  <AriaRow {...props} className={withClassName(styles.row, className)} />
);

export interface CellProps extends AriaCellProps {
  /**
   * Aligns the content (numbers and amounts read best at the end).
   * @default 'start'
   */
  align?: 'start' | 'end';
}

export const Cell = ({ align = 'start', className, ...props }: CellProps) => (
  <AriaCell {...props} data-align={align} className={withClassName(cx(styles.cell), className)} />
);
