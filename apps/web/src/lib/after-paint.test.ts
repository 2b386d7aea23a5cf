import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint.ts';

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
