import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle.ts';

/** A browser's idle callbacks, called by hand with the idle time they are given. */
function idleCallbacks() {
  const waiting = new Map<number, IdleRequestCallback>();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    waiting.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => waiting.delete(handle));
  return {
    get count() {
      return waiting.size;
    },
    /** Calls the callbacks waiting now, as in one idle period of `remaining` ms. */
    idle(remaining: number, didTimeout = false) {
      const now = [...waiting];
      waiting.clear();
      for (const [, callback] of now) callback({ didTimeout, timeRemaining: () => remaining });
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('runs the task in the first idle period when it needs no minimum', () => {
    const browser = idleCallbacks();
    const task = vi.fn();
    whenIdle(task);
    browser.idle(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('passes over an idle period shorter than the minimum, then runs in a long enough one', () => {
    const browser = idleCallbacks();
    const task = vi.fn();
    whenIdle(task, { minimum: 20 });
    browser.idle(6);
    expect(task).not.toHaveBeenCalled();
    expect(browser.count).toBe(1);
    browser.idle(19.9);
    expect(task).not.toHaveBeenCalled();
    browser.idle(45);
    expect(task).toHaveBeenCalledTimes(1);
    expect(browser.count).toBe(0);
  });

  it('runs anyway once the browser says it waited too long, or after a second', () => {
    const browser = idleCallbacks();
    const timedOut = vi.fn();
    whenIdle(timedOut, { minimum: 20 });
    browser.idle(2, true);
    expect(timedOut).toHaveBeenCalledTimes(1);

    vi.useFakeTimers();
    const late = vi.fn();
    whenIdle(late, { minimum: 20 });
    browser.idle(2);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    browser.idle(2);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('cancels the task, also once it has been passed over', () => {
    const browser = idleCallbacks();
    const task = vi.fn();
    const cancel = whenIdle(task, { minimum: 20 });
    browser.idle(5);
    cancel();
    expect(browser.count).toBe(0);
    browser.idle(50);
    expect(task).not.toHaveBeenCalled();
  });
});
