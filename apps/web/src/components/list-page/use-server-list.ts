import {
  useListParams,
  pageQuery,
  type FilterConfig,
  type ListParamsConfig,
} from '../../lib/list-params.ts';
import { useRememberListLocation } from '../../lib/list-location.ts';
import type { PagedList } from '../../lib/paged-list.ts';
import type { ListSearchProps } from '../list-search.tsx';
import { listStateOf, type ListTableProps } from './list-table.tsx';

export interface ServerListConfig<
  S extends string,
  F extends FilterConfig,
> extends ListParamsConfig<S, F> {
  /** The list's path (`/clients`): forms return to it as it was left. */
  path: string;
  /** Rows per page. */
  pageSize: number;
}

interface PagedQuery<T> {
  data: PagedList<T> | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * A server-side list whose search, filters, sort and page live in the URL: `query` is what to
 * ask the API for; `searchProps` and `tableProps` wire the toolbar's search and the `ListTable`
 * to the answer. `config` must be a module constant.
 */
export function useServerList<S extends string, F extends FilterConfig>(
  config: ServerListConfig<S, F>,
) {
  const { params, setParams } = useListParams(config);
  useRememberListLocation(config.path);

  const searchProps = (
    result: PagedQuery<unknown>,
    texts: { label: string; placeholder: string },
  ): Omit<ListSearchProps, 'className'> => ({
    ...texts,
    value: params.q,
    // Typing replaces the history entry: Back does not step through every keystroke.
    onChange: (q) => setParams({ q }, { replace: true }),
    isPending: result.isFetching && result.isPlaceholderData,
  });

  const tableProps = <T extends { id: string }>(result: PagedQuery<T>, paginationLabel: string) =>
    ({
      state: listStateOf(result, (data) => data.items),
      sort: { column: params.sort, order: params.order },
      onSortChange: ({ column, order }) => setParams({ sort: column, order }),
      pagination: {
        page: params.page,
        pageSize: config.pageSize,
        total: result.data?.total ?? 0,
        onPageChange: (page, options) => setParams({ page }, options),
        label: paginationLabel,
      },
    }) satisfies Partial<ListTableProps<T, S>>;

  return {
    params,
    setParams,
    /** `q`, `limit`, `offset`, `sort` and `order` for the API (filters are the caller's). */
    query: pageQuery(params, config.pageSize),
    searchProps,
    tableProps,
  };
}
