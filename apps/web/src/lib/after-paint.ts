/**
 * Runs `callback` once the browser has painted the frame that shows what was just rendered, so
 * that work the user does not see (a URL written, a request started) stays out of the frame that
 * answers their input. A task queued from the next animation frame would run as soon as that
 * frame's content is handed to the compositor, while its tiles are still being rasterised: on a
 * 2-core machine, it delayed the frame it waited for. It waits for the animation frame after that
 * one, then for a task. A hidden tab has no animation frames, so `latest` ms is the longest it
 * waits. Returns a function that cancels it.
 */
export function afterNextPaint(callback: () => void, latest = 200): () => void {
  let done = false;
  let task: ReturnType<typeof setTimeout> | undefined;
  let frame2: number | undefined;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    callback();
  };
  const frame =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => {
          frame2 = requestAnimationFrame(() => {
            task = setTimeout(run);
          });
        })
      : undefined;
  const fallback = setTimeout(run, latest);
  const cancel = () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (frame2 !== undefined) cancelAnimationFrame(frame2);
    clearTimeout(task);
    clearTimeout(fallback);
  };
  return () => {
    done = true;
    cancel();
  };
}

/**
 * Runs `callback` once the frame that shows what was just rendered is painted and the page has
 * nothing more to do: React's rendering in slices (a transition) is done too. For work that would
 * interrupt that rendering, and have it start over, if it came sooner: a synchronous update, such
 * as a URL written to the history, which every part of the app that follows the URL renders at
 * once. Where the browser has no idle callbacks, it runs after the paint. `latest` ms is the
 * longest it waits. Returns a function that cancels it.
 */
export function afterPaintAndIdle(callback: () => void, latest = 1000): () => void {
  let cancelIdle: (() => void) | null = null;
  const cancelPaint = afterNextPaint(() => {
    if (typeof requestIdleCallback !== 'function') {
      callback();
      return;
    }
    const idle = requestIdleCallback(() => callback(), { timeout: latest });
    cancelIdle = () => cancelIdleCallback(idle);
  }, latest);
  return () => {
    cancelPaint();
    cancelIdle?.();
  };
}
