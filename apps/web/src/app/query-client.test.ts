import { describe, expect, it } from 'vitest';
import { createQueryClient, retryDelay, shouldRetry } from './query-client.ts';

describe('query defaults (spec §4)', () => {
  it.each([
    [0, { status: 400 }, false],
    [0, { status: 401 }, false],
    [0, { status: 404 }, false],
    [0, { status: 500 }, true],
    [2, { status: 503 }, true],
    [3, { status: 503 }, false],
    [0, new TypeError('Failed to fetch'), true],
    [3, new TypeError('Failed to fetch'), false],
  ])('after %i failures of %o, retry is %s', (count, error, expected) => {
    expect(shouldRetry(count, error)).toBe(expected);
  });

  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [5, 30_000],
    [10, 30_000],
  ])('attempt %i waits %i ms', (attempt, ms) => {
    expect(retryDelay(attempt)).toBe(ms);
  });

  it('keeps data fresh for 5 minutes and collects it after 5 minutes, without focus refetch', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(300_000);
    expect(defaults?.gcTime).toBe(300_000);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
    expect(defaults?.retryDelay).toBe(retryDelay);
  });

  it('takes a shorter back-off when asked (stories), with the same retries', () => {
    const shorter = (attempt: number) => retryDelay(attempt) / 100;
    const defaults = createQueryClient({ retryDelay: shorter }).getDefaultOptions().queries;
    expect(defaults?.retryDelay).toBe(shorter);
    expect(defaults?.retry).toBe(shouldRetry);
  });
});
