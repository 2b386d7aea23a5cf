// The list screens' building blocks (Clients, Users, Teams), one import for a page.
export { ListEmptyState, type ListEmptyStateProps } from './list-empty-state.tsx';
export { ListPage, ListToolbar, type ListPageProps, type ListToolbarProps } from './list-page.tsx';
export {
  ClippedText,
  ListNameCell,
  NoValue,
  type ListNameCellProps,
  type ListNameFallback,
} from './list-cells.tsx';
export {
  ListTable,
  listStateOf,
  type ListBreakpoint,
  type ListColumn,
  type ListPagination,
  type ListRowActions,
  type ListSort,
  type ListState,
  type ListTableProps,
} from './list-table.tsx';
export { useServerList, type ServerListConfig } from './use-server-list.ts';
