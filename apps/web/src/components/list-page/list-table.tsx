import {
  Cell,
  Column,
  Pagination,
  Row,
  RowActions,
  Table,
  TableBody,
  TableHeader,
  type Key,
  type RowAction,
} from '@spotless/ui';
import { useEffect, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { SortOrder } from '../../lib/list-params.ts';
import { LoadError } from '../load-error.tsx';
import styles from './list-table.module.css';

/**
 * Widths of the list below which a column gives way (its content, when it matters, moves into the
 * name cell: see `ListNameCell`'s `fallbacks`): `sm` under 36rem (phones), `md` under 48rem,
 * `lg` under 60rem (a laptop with the sidebar open).
 */
export type ListBreakpoint = 'sm' | 'md' | 'lg';

export interface ListColumn<T> {
  /** The column's key; a sortable column's id is the API's `sort` value. */
  id: string;
  /** The header's text. */
  label: string;
  /** Shows the header to screen readers only (the row actions' column). */
  isLabelHidden?: boolean;
  /** The column that names the row (exactly one). */
  isRowHeader?: boolean;
  allowsSorting?: boolean;
  /**
   * Numbers and actions read best at the end.
   * @default 'start'
   */
  align?: 'start' | 'end';
  /** The column is hidden when the list is narrower than this. */
  hideBelow?: ListBreakpoint;
  /** A class on the header and every cell of the column (its width, in the page's CSS). */
  className?: string;
  /** The cell of a row. */
  render: (row: T) => ReactNode;
  /** What the cell reads as in type-ahead and to assistive technology, when not plain text. */
  textValue?: (row: T) => string;
}

/** The row's "⋯" menu: its actions as data and what to do with the chosen one. */
export interface ListRowActions {
  items: RowAction[];
  onAction: (id: Key) => void;
}

export interface ListSort<S extends string> {
  column: S;
  order: SortOrder;
}

export interface ListPagination {
  /** From 1. */
  page: number;
  pageSize: number;
  /** Matches across all pages (`X-Total-Count`). */
  total: number;
  /**
   * Shows another page. `replace` is set when the list corrects a page past the end, which
   * should not add a step to the history.
   */
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  /** Names the pagination landmark ("Client pages"). */
  label: string;
}

/** What the table shows of its query: rows, or why there are none (yet). */
export interface ListState<T> {
  rows: readonly T[];
  /** The first load: skeleton rows. */
  isLoading: boolean;
  /** The load failed with nothing to show: the error state replaces the table. */
  error: unknown;
  /** The rows shown are the previous page's or search's while the next loads: dimmed. */
  isStale: boolean;
  /** A request is under way (the table is marked busy). */
  isFetching: boolean;
  onRetry: () => void;
}

interface QueryLike<D> {
  data: D | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** The `ListState` of a react-query result whose data holds the rows (`rowsOf` picks them). */
export function listStateOf<D, T>(query: QueryLike<D>, rowsOf: (data: D) => readonly T[]) {
  return {
    rows: query.data === undefined ? [] : rowsOf(query.data),
    isLoading: query.isPending,
    error: query.isError && query.data === undefined ? query.error : null,
    isStale: query.isPlaceholderData,
    isFetching: query.isFetching,
    onRetry: () => void query.refetch(),
  } satisfies ListState<T>;
}

export interface ListTableProps<T extends { id: string }, S extends string> {
  /** The table's accessible name ("Clients"). */
  label: string;
  columns: readonly ListColumn<T>[];
  state: ListState<T>;
  /** Announced while the first rows load ("Loading clients"). */
  loadingLabel: string;
  /** The error state's heading ("Couldn't load clients"). */
  errorTitle: string;
  /** Shown instead of the table when there are no rows: nothing yet, or nothing matches. */
  emptyState: ReactNode;
  /** The current sort, for sortable columns. */
  sort?: ListSort<S>;
  onSortChange?: (sort: ListSort<S>) => void;
  /** Server-side pages: the range and the page buttons under the table. */
  pagination?: ListPagination;
  /** Opens a row (click, or Enter on the row). */
  onRowAction?: (row: T) => void;
  /** The row's name, as its menu button says it ("Actions for Aisha Schmidt"). */
  rowName?: (row: T) => string;
  /** The row's "⋯" menu; `null` for a row with none. Leave out for a list without actions. */
  rowActions?: (row: T) => ListRowActions | null;
  /** Inactive rows read quieter (their badge says it in words). */
  isRowInactive?: (row: T) => boolean;
  /** Values the cells depend on besides the row (a role, a locale), so rows re-render. */
  dependencies?: readonly unknown[];
  /** A class on the table (e.g. `table-layout: fixed` with column widths). */
  className?: string;
}

/**
 * The table of a list page, in every state: skeleton rows while loading, the error state with a
 * way to try again, the empty state, or the rows (sortable headers, a "⋯" menu per row, dimmed
 * while the next page loads) with "Showing 21–40 of 120" and the page buttons. Arrow keys move
 * through the grid; Enter opens a row or sorts a column.
 */
export function ListTable<T extends { id: string }, S extends string>({
  label,
  columns,
  state,
  loadingLabel,
  errorTitle,
  emptyState,
  sort,
  onSortChange,
  pagination,
  onRowAction,
  rowName,
  rowActions,
  isRowInactive,
  dependencies = [],
  className,
}: ListTableProps<T, S>) {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  const { rows, isLoading, error, isStale, isFetching, onRetry } = state;
  const pageCount = pagination ? Math.max(1, Math.ceil(pagination.total / pagination.pageSize)) : 1;
  const pastTheEnd =
    pagination != null &&
    !isLoading &&
    !isStale &&
    rows.length === 0 &&
    pagination.page > pageCount;

  // A page past the end (its last row was deleted, or an old link): go to the last page there is.
  useEffect(() => {
    if (pastTheEnd) pagination.onPageChange(pageCount, { replace: true });
  }, [pastTheEnd, pagination, pageCount]);

  if (!isLoading && error != null) {
    return <LoadError title={errorTitle} error={error} onRetry={onRetry} isRetrying={isFetching} />;
  }
  if (!isLoading && !isStale && rows.length === 0 && !pastTheEnd) return <>{emptyState}</>;

  const allColumns: ListColumn<T>[] = rowActions
    ? [
        ...columns,
        {
          id: '__actions',
          label: t('common.list.actions'),
          isLabelHidden: true,
          align: 'end',
          className: styles.actionsColumn,
          render: (row) => {
            const actions = rowActions(row);
            return actions && actions.items.length > 0 ? (
              <RowActions
                rowLabel={rowName?.(row) ?? row.id}
                label={(name) => t('common.list.actionsFor', { name })}
                items={actions.items}
                onAction={actions.onAction}
              />
            ) : null;
          },
        },
      ]
    : [...columns];
  const classOf = (column: ListColumn<T>) =>
    [column.className, column.hideBelow ? styles[`hideBelow-${column.hideBelow}`] : null]
      .filter(Boolean)
      .join(' ') || undefined;

  const from =
    pagination && pagination.total > 0 ? (pagination.page - 1) * pagination.pageSize + 1 : 0;
  const to = pagination ? Math.min(pagination.total, pagination.page * pagination.pageSize) : 0;

  return (
    <div className={styles.root}>
      <div className={styles.tableWrap} data-stale={isStale || undefined}>
        <Table
          aria-label={label}
          className={className}
          sortDescriptor={
            sort
              ? {
                  column: sort.column,
                  direction: sort.order === 'asc' ? 'ascending' : 'descending',
                }
              : undefined
          }
          onSortChange={
            onSortChange
              ? (descriptor) =>
                  onSortChange({
                    column: descriptor.column as S,
                    order: descriptor.direction === 'descending' ? 'desc' : 'asc',
                  })
              : undefined
          }
          onRowAction={
            onRowAction
              ? (key) => {
                  const row = rows.find((item) => item.id === key);
                  if (row) onRowAction(row);
                }
              : undefined
          }
          isLoading={isLoading || isFetching}
        >
          <TableHeader columns={allColumns}>
            {(column) => (
              <Column
                id={column.id}
                isRowHeader={column.isRowHeader}
                allowsSorting={column.allowsSorting}
                align={column.align}
                className={classOf(column)}
              >
                {column.isLabelHidden ? (
                  <VisuallyHidden>{column.label}</VisuallyHidden>
                ) : (
                  column.label
                )}
              </Column>
            )}
          </TableHeader>
          <TableBody
            items={isLoading ? [] : rows}
            isLoading={isLoading}
            loadingLabel={loadingLabel}
            loadingRowCount={8}
            dependencies={[allColumns, ...dependencies]}
          >
            {(row) => (
              <Row
                id={row.id}
                columns={allColumns}
                data-inactive={isRowInactive?.(row) || undefined}
              >
                {(column) => (
                  <Cell
                    align={column.align}
                    className={classOf(column)}
                    textValue={column.textValue?.(row)}
                  >
                    {column.render(row)}
                  </Cell>
                )}
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
      {pagination && !isLoading ? (
        <footer className={styles.footer}>
          <p className={styles.range} aria-live="polite">
            {t('common.list.range', {
              from: numbers.format(from),
              to: numbers.format(to),
              total: numbers.format(pagination.total),
            })}
          </p>
          {pageCount > 1 ? (
            <Pagination
              page={pagination.page}
              pageCount={pageCount}
              onPageChange={(page) => pagination.onPageChange(page)}
              label={pagination.label}
              previousLabel={t('common.list.previous')}
              nextLabel={t('common.list.next')}
              pageLabel={(page) => t('common.list.page', { page })}
            />
          ) : null}
        </footer>
      ) : null}
    </div>
  );
}
