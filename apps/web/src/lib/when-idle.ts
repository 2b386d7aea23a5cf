/**
 * Runs `callback` once the browser has nothing more urgent to do (at the latest after
 * `timeout` ms); returns a function that cancels it. For code that the first screen does not
 * need but the next interaction may: it loads after the page has painted, not in its way.
 */
export function whenIdle(callback: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout });
    return () => cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback: a short delay lets the first paint go first.
  const id = setTimeout(callback, 200);
  return () => clearTimeout(id);
}
