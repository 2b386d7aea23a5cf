import { describe, expect, it, vi } from 'vitest';
import { createSessionExpiry } from './session-expiry.ts';

describe('createSessionExpiry', () => {
  it('tells every listener, until it unsubscribes', () => {
    const expiry = createSessionExpiry();
    const first = vi.fn();
    const second = vi.fn();
    const stop = expiry.subscribe(first);
    expiry.subscribe(second);
    expiry.notify();
    stop();
    expiry.notify();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('keeps an expiry nobody heard for the first listener, once', () => {
    const expiry = createSessionExpiry();
    expiry.notify();
    const first = vi.fn();
    const second = vi.fn();
    expiry.subscribe(first);
    expiry.subscribe(second);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it('drops an unheard expiry once a new session begins', () => {
    const expiry = createSessionExpiry();
    expiry.notify();
    expiry.forget();
    const listener = vi.fn();
    expiry.subscribe(listener);
    expect(listener).not.toHaveBeenCalled();
  });
});
