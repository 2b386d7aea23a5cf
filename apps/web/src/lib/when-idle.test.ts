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
