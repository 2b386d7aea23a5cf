import { useEffect } from 'react';

let firstScreen: Promise<void> = Promise.resolve();
let showFirstScreen = () => {};

/**
 * Runs `callback` once the first screen is drawn (see `holdUntilFirstScreen`) and the browser has
 * nothing more urgent to do (at the latest `timeout` ms later); returns a function that cancels
 * it. For code that the first screen does not need but the next interaction may: it loads after
 * the page has painted with its data, not in their way.
 */
export function whenIdle(callback: () => void, timeout = 2000): () => void {
  let cancelled = false;
  let cancel = () => {};
  void firstScreen.then(() => {
    if (!cancelled) cancel = afterIdle(callback, timeout);
  });
  return () => {
    cancelled = true;
    cancel();
  };
}

function afterIdle(callback: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout });
    return () => cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback: a short delay lets the first paint go first.
  const id = setTimeout(callback, 200);
  return () => clearTimeout(id);
}

/**
 * Holds `whenIdle` back until the first screen is drawn with its data (`useFirstScreen`), or
 * `limit` ms have passed: on a slow connection, the menus' and the toasts' code would otherwise
 * share it with the first page's code and data, which the visitor is waiting for. Called once,
 * before a signed-in visit's first render (`main.tsx`).
 */
export function holdUntilFirstScreen(limit = 5000) {
  firstScreen = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, limit);
    showFirstScreen = () => {
      clearTimeout(timer);
      const drawnAt = performance.now();
      // After the frame that paints it, once that frame is on screen.
      if (typeof requestAnimationFrame === 'function') {
        requestAnimationFrame(() => setTimeout(() => afterShown(resolve, drawnAt)));
      } else resolve();
    };
  });
}

/**
 * Runs `callback` once a frame drawn after `drawnAt` is on screen. The browser shows a frame some
 * milliseconds after the main thread has drawn it (30 ms and more on a busy phone), and times the
 * page's largest paint then: where it reports those paints, `callback` runs when it reports one
 * from that frame, so that nothing loaded by `whenIdle` is counted as part of what the first
 * screen waited for. Where it reports none (Safari), or that frame painted nothing larger than
 * before, `wait` ms after the frame.
 */
function afterShown(callback: () => void, drawnAt: number, wait = 100) {
  let observer: PerformanceObserver | undefined;
  const run = () => {
    clearTimeout(timer);
    observer?.disconnect();
    callback();
  };
  const timer = setTimeout(run, wait);
  if (
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')
  ) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= drawnAt)) run();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
}

/** Tells `whenIdle` that the first screen is drawn. */
export function firstScreenDrawn() {
  showFirstScreen();
}

/** Calls `firstScreenDrawn` once `drawn` is true and committed (the frame's reads in). */
export function useFirstScreen(drawn: boolean) {
  useEffect(() => {
    if (drawn) firstScreenDrawn();
  }, [drawn]);
}
