/** Runs `task` when the browser is idle (or soon, where it cannot tell); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(task, { timeout: 1000 });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 50);
  return () => clearTimeout(handle);
}
