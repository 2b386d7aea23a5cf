export interface RateLimiterOptions {
  now: () => number;
  /** Failures allowed within the window; the next attempt is refused. */
  maxFailures: number;
  windowMs: number;
}

export type RateLimitCheck = { limited: false } | { limited: true; retryAfterSeconds: number };

/**
 * Counts failed attempts per key (a normalised login) in a sliding window. Unknown logins are
 * counted like known ones, so the limiter does not reveal which logins exist.
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
