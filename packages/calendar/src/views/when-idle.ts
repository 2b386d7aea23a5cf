/** The longest a task waits for an idle period (ms): after it, the task runs anyway. */
const LONGEST_WAIT = 1000;

/**
 * Runs `task` when the browser is idle (or soon, where it cannot tell); returns a cancel.
 *
 * `minimum` is the idle time, in ms, the task needs. The browser also calls idle callbacks in the
 * short gaps between the frames it is drawing, where a task that takes longer than the gap holds
 * up the next frame (the one showing a press, say): given less than `minimum`, the task waits for
 * a longer idle period, unless it has waited a second already.
 */
export function whenIdle(task: () => void, { minimum = 0 }: { minimum?: number } = {}): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const started = performance.now();
    let handle = 0;
    const run = (deadline: IdleDeadline) => {
      const waited = performance.now() - started;
      if (deadline.timeRemaining() < minimum && !deadline.didTimeout && waited < LONGEST_WAIT) {
        handle = globalThis.requestIdleCallback(run, {
          timeout: Math.max(1, LONGEST_WAIT - waited),
        });
        return;
      }
      task();
    };
    handle = globalThis.requestIdleCallback(run, { timeout: LONGEST_WAIT });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 50);
  return () => clearTimeout(handle);
}
