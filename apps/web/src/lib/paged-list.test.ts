import { ApiError } from '@spotless/api-client';
import { describe, expect, it } from 'vitest';
import { getAllPages, unwrapPage, type PageWindow } from './paged-list.ts';

const answer = (data: unknown[], headers: Record<string, string> = {}) => ({
  data,
  error: undefined,
  response: new Response(null, { status: 200, headers }),
});

describe('unwrapPage', () => {
  it('reads the total from X-Total-Count', async () => {
    expect(await unwrapPage(answer([{ id: 'a' }], { 'X-Total-Count': '120' }))).toEqual({
      items: [{ id: 'a' }],
      total: 120,
    });
  });

  it.each([[{}], [{ 'X-Total-Count': 'many' }], [{ 'X-Total-Count': '-1' }]])(
    'counts the page itself without a usable header (%j)',
    async (headers) => {
      expect((await unwrapPage(answer([{ id: 'a' }, { id: 'b' }], headers))).total).toBe(2);
    },
  );

  it('throws the API error of a failed answer', async () => {
    const failed = {
      data: undefined,
      error: { message: 'Nope', code: 'FORBIDDEN' },
      response: new Response(null, { status: 403 }),
    };
    await expect(unwrapPage(failed)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('getAllPages', () => {
  const pagesOf = (items: number[]) => {
    const asked: PageWindow[] = [];
    const getPage = async (window: PageWindow) => {
      asked.push(window);
      return {
        items: items.slice(window.offset, window.offset + window.limit),
        total: items.length,
      };
    };
    return { asked, getPage };
  };

  it('reads one page when it holds the whole list', async () => {
    const { asked, getPage } = pagesOf([1, 2, 3]);
    expect(await getAllPages(getPage, 5)).toEqual([1, 2, 3]);
    expect(asked).toEqual([{ offset: 0, limit: 5 }]);
  });

  it('reads the remaining pages and keeps their order', async () => {
    const items = Array.from({ length: 12 }, (_, index) => index);
    const { asked, getPage } = pagesOf(items);
    expect(await getAllPages(getPage, 5)).toEqual(items);
    expect(asked).toEqual([
      { offset: 0, limit: 5 },
      { offset: 5, limit: 5 },
      { offset: 10, limit: 5 },
    ]);
  });

  it('stops at an empty first page', async () => {
    const getPage = async () => ({ items: [] as number[], total: 40 });
    expect(await getAllPages(getPage, 5)).toEqual([]);
  });
});
