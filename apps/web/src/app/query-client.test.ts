import { describe, expect, it } from 'vitest';
import { createQueryClient, gatherNotifications, retryDelay, shouldRetry } from './query-client.ts';

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

describe('gatherNotifications', () => {
  /** A scheduler whose tasks run when the test says. */
  const tasks = () => {
    const queue: (() => void)[] = [];
    return { queue, schedule: (run: () => void) => void queue.push(run) };
  };

  it('sends the notifications of one task together, in one later task, in order', () => {
    const { queue, schedule } = tasks();
    const scheduleNotification = gatherNotifications(schedule);
    const sent: string[] = [];
    scheduleNotification(() => sent.push('started'));
    scheduleNotification(() => sent.push('answered'));
    expect(sent).toEqual([]);
    expect(queue).toHaveLength(1);
    queue.shift()?.();
    expect(sent).toEqual(['started', 'answered']);
  });

  it('sends one scheduled while others are sent in a task of its own', () => {
    const { queue, schedule } = tasks();
    const scheduleNotification = gatherNotifications(schedule);
    const sent: string[] = [];
    scheduleNotification(() => {
      sent.push('first');
      scheduleNotification(() => sent.push('second'));
    });
    queue.shift()?.();
    expect(sent).toEqual(['first']);
    expect(queue).toHaveLength(1);
    queue.shift()?.();
    expect(sent).toEqual(['first', 'second']);
  });

  it('sends the others when one throws, and reports its error', () => {
    const { queue, schedule } = tasks();
    const reported: unknown[] = [];
    const scheduleNotification = gatherNotifications(schedule, (error) => reported.push(error));
    const sent: string[] = [];
    scheduleNotification(() => {
      throw new Error('a listener failed');
    });
    scheduleNotification(() => sent.push('after'));
    queue.shift()?.();
    expect(sent).toEqual(['after']);
    expect(reported).toEqual([new Error('a listener failed')]);
  });
});
