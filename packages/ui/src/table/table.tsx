import { createContext, type ReactNode, useContext } from 'react';
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
  TableStateContext,
  VisuallyHidden,
} from 'react-aria-components';

import { ArrowDownIcon, ArrowUpIcon, ChevronsUpDownIcon } from '../icons/icons.tsx';
import { cx, withClassName } from '../lib/class-names.ts';
import { Skeleton } from '../skeleton/skeleton.tsx';
import styles from './table.module.css';

export interface TableProps extends AriaTableProps {
  /**
   * Marks the table busy while its rows load; with no rows yet, the body shows skeleton rows
   * (see `TableBody`).
   * @default false
   */
  isLoading?: boolean;
}

/** The table's `isLoading`, the default of its body's. */
const TableLoadingContext = createContext(false);

/**
 * A data table on React Aria's grid: arrow keys move between cells and rows, Enter activates a
 * row (`onRowAction`), sortable columns sort on click or Enter (`sortDescriptor` /
 * `onSortChange`). Name it with `aria-label` or `aria-labelledby`. Scrolls sideways on narrow
 * screens.
 */
export function Table({ isLoading = false, className, ...props }: TableProps) {
  return (
    // React Aria's table does not pass aria-busy through, so the wrapper carries it.
    <div className={styles.scroller} aria-busy={isLoading || undefined}>
      <TableLoadingContext value={isLoading}>
        <AriaTable {...props} className={withClassName(styles.table, className)} />
      </TableLoadingContext>
    </div>
  );
}

export type TableHeaderProps<T> = AriaTableHeaderProps<T>;

export function TableHeader<T extends object>({ className, ...props }: TableHeaderProps<T>) {
  return <AriaTableHeader {...props} className={withClassName(styles.header, className)} />;
}

export interface ColumnProps extends AriaColumnProps {
  /**
   * Aligns the header and, through `Cell`'s own prop, its cells.
   * @default 'start'
   */
  align?: 'start' | 'end';
}

/** A column header; with `allowsSorting` it shows the sort direction and sorts on press. */
export function Column({ align = 'start', className, children, ...props }: ColumnProps) {
  return (
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
}

export interface TableBodyProps<T> extends Omit<AriaTableBodyProps<T>, 'renderEmptyState'> {
  /**
   * Shows skeleton rows instead of the empty state while there are no rows yet.
   * @default the table's `isLoading`
   */
  isLoading?: boolean;
  /**
   * Announced to screen readers while the skeleton rows show.
   * @default 'Loading'
   */
  loadingLabel?: string;
  /**
   * How many skeleton rows stand in for the rows being loaded.
   * @default 5
   */
  loadingRowCount?: number;
  /** Shown when there are no rows (an `EmptyState` or a sentence). */
  emptyState?: ReactNode;
}

/**
 * The rows. With no rows it shows `emptyState`, or skeleton rows while loading: one placeholder
 * per column, end-aligned under end-aligned columns, so the table keeps its shape.
 */
export function TableBody<T extends object>({
  isLoading,
  loadingLabel = 'Loading',
  loadingRowCount = 5,
  emptyState,
  className,
  ...props
}: TableBodyProps<T>) {
  const isTableLoading = useContext(TableLoadingContext);
  const showsSkeleton = isLoading ?? isTableLoading;
  return (
    <AriaTableBody
      {...props}
      data-loading={showsSkeleton || undefined}
      className={withClassName(styles.body, className)}
      renderEmptyState={() =>
        showsSkeleton ? (
          <SkeletonRows label={loadingLabel} count={loadingRowCount} />
        ) : (
          <div className={styles.empty}>{emptyState}</div>
        )
      }
    />
  );
}

/**
 * Placeholder rows inside the body's single empty-state cell. That row and cell are laid out as
 * `display: contents` (table.module.css), so these rows join the table's own grid and line up
 * with the columns. They are decorative; the status names the wait.
 */
function SkeletonRows({ label, count }: { label: string; count: number }) {
  const columns = useContext(TableStateContext)?.collection.columns ?? [];
  return (
    <>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {Array.from({ length: count }, (_, row) => (
        <div key={row} className={styles.skeletonRow} aria-hidden="true">
          {columns.map((column, index) => {
            const isEnd = column.props?.['data-align'] === 'end';
            // Widths vary from row to row, the way real text does; end-aligned columns hold
            // amounts and actions, which are short.
            const share = 45 + ((row * 23 + index * 37) % 45);
            return (
              <div
                key={column.key}
                className={styles.skeletonCell}
                data-align={isEnd ? 'end' : 'start'}
              >
                <Skeleton shape="text" width={`min(${share}%, ${isEnd ? 5 : 12}rem)`} />
              </div>
            );
          })}
        </div>
      ))}
    </>
  );
}

export type RowProps<T> = AriaRowProps<T>;

/** A row; with `onRowAction` on the table (or `href`) it becomes actionable. */
export function Row<T extends object>({ className, ...props }: RowProps<T>) {
  return <AriaRow {...props} className={withClassName(styles.row, className)} />;
}

export interface CellProps extends AriaCellProps {
  /**
   * Aligns the content (numbers and amounts read best at the end).
   * @default 'start'
   */
  align?: 'start' | 'end';
}

export function Cell({ align = 'start', className, ...props }: CellProps) {
  return (
    <AriaCell {...props} data-align={align} className={withClassName(cx(styles.cell), className)} />
  );
}
