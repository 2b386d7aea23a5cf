import { ApiError } from '@spotless/api-client';
import { describe, expect, it } from 'vitest';
import { unwrapPage } from './paged-list.ts';

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
