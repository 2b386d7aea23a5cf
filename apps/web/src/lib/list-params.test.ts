import { describe, expect, it } from 'vitest';
import {
  listParamsToSearch,
  nextListParams,
  pageQuery,
  parseListParams,
  type ListParamsConfig,
} from './list-params.ts';

const config = {
  sorts: ['firstName', 'lastName', 'email'],
  defaultSort: 'firstName',
  filters: { status: ['all', 'active', 'inactive'] },
} satisfies ListParamsConfig<
  'firstName' | 'lastName' | 'email',
  { status: ['all', 'active', 'inactive'] }
>;

const defaults = { q: '', page: 1, sort: 'firstName', order: 'asc', filters: { status: 'all' } };

describe('parseListParams', () => {
  it.each([
    ['', defaults],
    [
      'q=ann&page=3&sort=email&order=desc&status=inactive',
      { q: 'ann', page: 3, sort: 'email', order: 'desc', filters: { status: 'inactive' } },
    ],
    ['page=0&sort=password&order=up&status=deleted', defaults],
    ['page=2.5', defaults],
    ['page=-1', defaults],
    ['q=%20ann%20', { ...defaults, q: ' ann ' }],
  ])('reads %j', (search, expected) => {
    expect(parseListParams(search, config)).toEqual(expected);
  });

  it('cuts an over-long search to the API limit', () => {
    expect(parseListParams(`q=${'a'.repeat(150)}`, config).q).toHaveLength(100);
  });
});

describe('listParamsToSearch', () => {
  it('leaves defaults out', () => {
    expect(listParamsToSearch(parseListParams('', config), config)).toBe('');
  });

  it('round-trips every non-default value', () => {
    const search = 'q=ann+lee&status=active&sort=lastName&order=desc&page=2';
    expect(listParamsToSearch(parseListParams(search, config), config)).toBe(search);
  });

  it('keeps the order when only the direction differs from the default', () => {
    const params = { ...parseListParams('', config), order: 'desc' as const };
    expect(listParamsToSearch(params, config)).toBe('sort=firstName&order=desc');
  });
});

describe('nextListParams', () => {
  const onPage3 = parseListParams('page=3', config);

  it.each([
    [{ q: 'ann' }, 1],
    [{ sort: 'email' as const }, 1],
    [{ order: 'desc' as const }, 1],
    [{ filters: { status: 'inactive' as const } }, 1],
    [{ page: 4 }, 4],
    [{ q: '' }, 3],
    [{ filters: { status: 'all' as const } }, 3],
  ])('after %j the page is %i', (patch, page) => {
    expect(nextListParams(onPage3, patch).page).toBe(page);
  });
});

describe('pageQuery', () => {
  it('asks for the page as offset and limit, without an empty search', () => {
    expect(pageQuery(parseListParams('page=3&sort=email&order=desc', config), 20)).toEqual({
      limit: 20,
      offset: 40,
      sort: 'email',
      order: 'desc',
    });
  });

  it('sends the search trimmed', () => {
    expect(pageQuery(parseListParams('q=%20ann%20', config), 20)).toMatchObject({ q: 'ann' });
  });
});
