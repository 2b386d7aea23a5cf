import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

export type SortOrder = 'asc' | 'desc';

/** Filter name → its allowed values; the first value is the default (left out of the URL). */
export type FilterConfig = Record<string, readonly [string, ...string[]]>;

export interface ListParamsConfig<S extends string, F extends FilterConfig> {
  /** The sortable fields the API accepts. */
  sorts: readonly S[];
  defaultSort: S;
  /** @default 'asc' */
  defaultOrder?: SortOrder;
  filters: F;
}

export interface ListParams<S extends string, F extends FilterConfig> {
  q: string;
  /** From 1. */
  page: number;
  sort: S;
  order: SortOrder;
  filters: { [K in keyof F]: F[K][number] };
}

export type ListParamsPatch<S extends string, F extends FilterConfig> = Partial<
  Omit<ListParams<S, F>, 'filters'>
> & { filters?: Partial<ListParams<S, F>['filters']> };

const MAX_Q = 100;

/** Reads the list state from a query string, ignoring anything unknown or malformed. */
export function parseListParams<S extends string, F extends FilterConfig>(
  search: string,
  config: ListParamsConfig<S, F>,
): ListParams<S, F> {
  const query = new URLSearchParams(search);
  const page = Number(query.get('page'));
  const sort = query.get('sort');
  const order = query.get('order');
  const filters = Object.fromEntries(
    Object.entries(config.filters).map(([name, values]) => {
      const value = query.get(name);
      return [name, value != null && values.includes(value) ? value : values[0]];
    }),
  ) as ListParams<S, F>['filters'];
  return {
    q: (query.get('q') ?? '').slice(0, MAX_Q),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sort:
      sort != null && (config.sorts as readonly string[]).includes(sort)
        ? (sort as S)
        : config.defaultSort,
    order: order === 'asc' || order === 'desc' ? order : (config.defaultOrder ?? 'asc'),
    filters,
  };
}

/** Writes the list state as a query string, leaving defaults out so URLs stay short. */
export function listParamsToSearch<S extends string, F extends FilterConfig>(
  params: ListParams<S, F>,
  config: ListParamsConfig<S, F>,
): string {
  const query = new URLSearchParams();
  const q = params.q.trim();
  if (q) query.set('q', q);
  for (const [name, values] of Object.entries(config.filters)) {
    const value = params.filters[name as keyof F];
    if (value !== values[0]) query.set(name, value);
  }
  if (params.sort !== config.defaultSort || params.order !== (config.defaultOrder ?? 'asc')) {
    query.set('sort', params.sort);
    query.set('order', params.order);
  }
  if (params.page > 1) query.set('page', String(params.page));
  return query.toString();
}

/**
 * The next state after a change: a new search, sort or filter goes back to page 1 (the old page
 * number means nothing in a different result set) unless the change names a page itself.
 */
export function nextListParams<S extends string, F extends FilterConfig>(
  current: ListParams<S, F>,
  patch: ListParamsPatch<S, F>,
): ListParams<S, F> {
  const next: ListParams<S, F> = {
    ...current,
    ...patch,
    filters: { ...current.filters, ...patch.filters },
  };
  const reshaped =
    (patch.q !== undefined && patch.q.trim() !== current.q.trim()) ||
    (patch.sort !== undefined && patch.sort !== current.sort) ||
    (patch.order !== undefined && patch.order !== current.order) ||
    Object.entries(patch.filters ?? {}).some(
      ([name, value]) => current.filters[name as keyof F] !== value,
    );
  if (patch.page === undefined && reshaped) next.page = 1;
  return next;
}

/**
 * A list's search, page, sort and filters, kept in the URL so that reload, Back and shared links
 * show the same list. `setParams(patch)` pushes a history entry; pass `{ replace: true }` for
 * changes made while typing, so Back does not step through every keystroke.
 * `config` must be a stable value (a module constant).
 */
export function useListParams<S extends string, F extends FilterConfig>(
  config: ListParamsConfig<S, F>,
) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = useMemo(() => parseListParams(search, config), [search, config]);
  const setParams = useCallback(
    (patch: ListParamsPatch<S, F>, { replace = false }: { replace?: boolean } = {}) => {
      const next = listParamsToSearch(nextListParams(params, patch), config);
      if (next === listParamsToSearch(params, config)) return;
      navigate(next ? `${location}?${next}` : location, { replace });
    },
    [params, config, location, navigate],
  );
  return { params, setParams };
}

/** What a server-side list call asks for the current page: search, window and order. */
export interface PageQuery<S extends string> {
  q?: string;
  limit: number;
  offset: number;
  sort: S;
  order: SortOrder;
}

/** The `q`, `limit`, `offset`, `sort` and `order` of the current page (an empty search is left out). */
export function pageQuery<S extends string, F extends FilterConfig>(
  params: ListParams<S, F>,
  pageSize: number,
): PageQuery<S> {
  const q = params.q.trim();
  return {
    ...(q ? { q } : {}),
    limit: pageSize,
    offset: (params.page - 1) * pageSize,
    sort: params.sort,
    order: params.order,
  };
}
