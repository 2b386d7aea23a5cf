import { unwrap, type DataOf } from '@spotless/api-client';

/** One page of a server-side list and how many items match across all pages. */
export interface PagedList<T> {
  items: T[];
  total: number;
}

type ListResult = { data?: unknown; error?: unknown; response: Response };
type ItemOf<R> = DataOf<R> extends readonly (infer T)[] ? T : never;

/**
 * The items of a list answer (`GET /clients`, `GET /users`) with the total of its
 * `X-Total-Count` header; the page's own length stands in when the header is missing.
 */
export async function unwrapPage<R extends ListResult>(
  call: Promise<R> | R,
): Promise<PagedList<ItemOf<R>>> {
  const result = await call;
  const items = (await unwrap(result)) as ItemOf<R>[];
  const header = Number(result.response.headers.get('X-Total-Count') ?? Number.NaN);
  return { items, total: Number.isFinite(header) && header >= 0 ? header : items.length };
}

/** Where a page starts and how long it is, as list calls take them. */
export interface PageWindow {
  offset: number;
  limit: number;
}

/**
 * Every item of a paged list: the first page, then the rest at once. For lists a screen needs
 * whole (the jobs of a calendar range), which the server still sends in pages so that no answer
 * grows without bound. An empty page ends the reading early, should the list shrink meanwhile.
 */
export async function getAllPages<T>(
  getPage: (window: PageWindow) => Promise<PagedList<T>>,
  pageSize: number,
): Promise<T[]> {
  const first = await getPage({ offset: 0, limit: pageSize });
  if (first.items.length === 0 || first.total <= first.items.length) return first.items;
  const offsets: number[] = [];
  for (let offset = first.items.length; offset < first.total; offset += pageSize) {
    offsets.push(offset);
  }
  const rest = await Promise.all(offsets.map((offset) => getPage({ offset, limit: pageSize })));
  return first.items.concat(...rest.map((page) => page.items));
}
