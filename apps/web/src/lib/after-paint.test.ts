import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, afterPaintAndIdle } from './after-paint.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Animation frames every 16 ms, as a visible tab has them; `frames()` counts those run. */
function stubFrames() {
  let count = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
    setTimeout(() => {
      count += 1;
      callback(performance.now());
    }, 16),
  );
  vi.stubGlobal('cancelAnimationFrame', (id: ReturnType<typeof setTimeout>) => clearTimeout(id));
  return { frames: () => count };
}

describe('afterNextPaint', () => {
  it('runs once, in a task after the second animation frame', async () => {
    vi.useFakeTimers();
    const { frames } = stubFrames();
    const callback = vi.fn(() => frames());
    afterNextPaint(callback);
    await vi.advanceTimersByTimeAsync(16);
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(16);
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback).toHaveLastReturnedWith(2);
    // The fallback for a hidden tab does not run it a second time.
    await vi.advanceTimersByTimeAsync(1000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs after `latest` ms when no frame comes (a hidden tab)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => {});
    const callback = vi.fn();
    afterNextPaint(callback, 200);
    await vi.advanceTimersByTimeAsync(199);
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled', async () => {
    vi.useFakeTimers();
    stubFrames();
    const callback = vi.fn();
    const cancel = afterNextPaint(callback);
    await vi.advanceTimersByTimeAsync(20);
    cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(callback).not.toHaveBeenCalled();
  });
});

/** An idle callback that comes `busy` ms after it is asked for, or at its timeout if sooner. */
function stubIdle(busy: number) {
  vi.stubGlobal(
    'requestIdleCallback',
    (callback: IdleRequestCallback, options?: IdleRequestOptions) =>
      setTimeout(
        () => callback({ didTimeout: false, timeRemaining: () => 0 }),
        Math.min(busy, options?.timeout ?? busy),
      ),
  );
  vi.stubGlobal('cancelIdleCallback', (id: ReturnType<typeof setTimeout>) => clearTimeout(id));
}

describe('afterPaintAndIdle', () => {
  it('runs once, after the paint and once the page is idle', async () => {
    vi.useFakeTimers();
    stubFrames();
    stubIdle(100);
    const callback = vi.fn();
    afterPaintAndIdle(callback);
    await vi.advanceTimersByTimeAsync(33);
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(99);
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(callback).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits for the idle moment `latest` ms at most', async () => {
    vi.useFakeTimers();
    stubFrames();
    stubIdle(10_000);
    const callback = vi.fn();
    afterPaintAndIdle(callback, 500);
    await vi.advanceTimersByTimeAsync(33 + 500);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs after the paint where the browser has no idle callbacks', async () => {
    vi.useFakeTimers();
    stubFrames();
    vi.stubGlobal('requestIdleCallback', undefined);
    const callback = vi.fn();
    afterPaintAndIdle(callback);
    await vi.advanceTimersByTimeAsync(33);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled, before or after the paint', async () => {
    vi.useFakeTimers();
    stubFrames();
    stubIdle(100);
    const early = vi.fn();
    afterPaintAndIdle(early)();
    const late = vi.fn();
    const cancel = afterPaintAndIdle(late);
    await vi.advanceTimersByTimeAsync(40);
    cancel();
    await vi.advanceTimersByTimeAsync(2000);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
