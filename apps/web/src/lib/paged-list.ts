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
