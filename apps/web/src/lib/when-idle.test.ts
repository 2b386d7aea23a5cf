import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenDrawn, holdUntilFirstScreen, whenIdle } from './when-idle.ts';

afterEach(() => {
  vi.useRealTimers();
});

const tick = () => vi.advanceTimersByTimeAsync(250);

describe('whenIdle', () => {
  it('waits for the first screen to be drawn, then runs once', async () => {
    vi.useFakeTimers();
    holdUntilFirstScreen();
    const callback = vi.fn();
    whenIdle(callback);
    await tick();
    expect(callback).not.toHaveBeenCalled();

    firstScreenDrawn();
    await tick();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs after the limit if the first screen never comes, and not at all once cancelled', async () => {
    vi.useFakeTimers();
    holdUntilFirstScreen(1000);
    const callback = vi.fn();
    const cancelled = vi.fn();
    whenIdle(callback);
    whenIdle(cancelled)();
    await tick();
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('whenIdle where the browser reports its largest paints', () => {
  let report: ((entries: { startTime: number }[]) => void) | undefined;
  const disconnect = vi.fn();

  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(callback: (list: { getEntries: () => { startTime: number }[] }) => void) {
      report = (entries) => callback({ getEntries: () => entries });
    }
    observe() {}
    disconnect = disconnect;
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    report = undefined;
  });

  const drawn = async () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    vi.stubGlobal('requestAnimationFrame', (frame: () => void) => setTimeout(frame, 16));
    vi.stubGlobal('requestIdleCallback', (idle: () => void) => setTimeout(idle, 0));
    holdUntilFirstScreen();
    const callback = vi.fn();
    whenIdle(callback);
    firstScreenDrawn();
    // The frame that paints the first screen.
    await vi.advanceTimersByTimeAsync(20);
    return callback;
  };

  it('waits until the first screen is shown: a largest paint timed after it was drawn', async () => {
    const callback = await drawn();
    // A paint from before the first screen (the page's placeholders) is not it.
    report?.([{ startTime: performance.now() - 1000 }]);
    await vi.advanceTimersByTimeAsync(50);
    expect(callback).not.toHaveBeenCalled();

    // The first screen's own paint: at once, not at the 100 ms fallback.
    report?.([{ startTime: performance.now() }]);
    await vi.advanceTimersByTimeAsync(1);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
  });

  it('runs 100 ms after the frame when that frame painted nothing larger', async () => {
    const callback = await drawn();
    await vi.advanceTimersByTimeAsync(90);
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
