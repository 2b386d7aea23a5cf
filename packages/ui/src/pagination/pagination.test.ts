import { describe, expect, it } from 'vitest';

import { pageItems } from './pagination.tsx';

describe('pageItems', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 'gap-end', 10]],
    [5, 10, [1, 'gap-start', 4, 5, 6, 'gap-end', 10]],
    [10, 10, [1, 'gap-start', 9, 10]],
    [3, 10, [1, 2, 3, 4, 'gap-end', 10]],
    [8, 10, [1, 'gap-start', 7, 8, 9, 10]],
  ])('page %i of %i shows %j', (page, count, expected) => {
    expect(pageItems(page, count)).toEqual(expected);
  });
});
