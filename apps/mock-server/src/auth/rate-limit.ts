export interface RateLimiterOptions {
  now: () => number;
  /** Attempts allowed within the window; the next one is refused. */
  maxFailures: number;
  windowMs: number;
}

export type RateLimitCheck = { limited: false } | { limited: true; retryAfterSeconds: number };
export type Attempt =
  { limited: false; release: () => void } | { limited: true; retryAfterSeconds: number };

/**
 * Counts attempts per key (a normalised login, an e-mail, a client address) in a sliding window.
 * Unknown logins are counted like known ones, so the limiter does not reveal which logins exist.
 * `take` checks and counts in one synchronous step: requests sent at once cannot all slip in
 * before the first of them is counted.
 */
export function createRateLimiter({ now, maxFailures, windowMs }: RateLimiterOptions) {
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const cutoff = now() - windowMs;
    const times = (failures.get(key) ?? []).filter((time) => time > cutoff);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  };

  // Keys of abandoned attempts would otherwise pile up for ever.
  const sweep = () => {
    if (failures.size < 10_000) return;
    for (const key of [...failures.keys()]) recent(key);
  };

  return {
    check(key: string): RateLimitCheck {
      const times = recent(key);
      if (times.length < maxFailures) return { limited: false };
      const oldest = times[times.length - maxFailures] ?? now();
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000));
      return { limited: true, retryAfterSeconds };
    },
    /**
     * Counts an attempt unless the key is over its limit, which it reports instead. `release`
     * takes the attempt back (a sign-in that turned out right), so only failures, and checks
     * still running, use up the allowance.
     */
    take(key: string): Attempt {
      const limit = this.check(key);
      if (limit.limited) return limit;
      sweep();
      const time = now();
      failures.set(key, [...recent(key), time]);
      return {
        limited: false,
        release: () => {
          const times = failures.get(key);
          const index = times?.lastIndexOf(time) ?? -1;
          if (!times || index < 0) return;
          times.splice(index, 1);
          if (times.length === 0) failures.delete(key);
        },
      };
    },
    recordFailure(key: string): void {
      sweep();
      failures.set(key, [...recent(key), now()]);
    },
    reset(key: string): void {
      failures.delete(key);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
