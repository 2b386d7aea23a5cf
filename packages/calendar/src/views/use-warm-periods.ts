import { type RefObject, useEffect } from 'react';

import { whenIdle } from './when-idle.ts';

/**
 * Keeps the periods rendered ahead in `viewRef` (`data-period` other than `shown`) styled and laid
 * out while they are hidden. They are hidden with `content-visibility: hidden`, which skips their
 * style and layout, and keeps what was done last: reading a box in one has the browser do that
 * work for it at once. Done here, when the browser is idle and again after each change, it is
 * not done at the press that shows the period, which then only paints it.
 */
export function useWarmPeriods(viewRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const view = viewRef.current;
    if (view === null) return;
    let cancel: (() => void) | null = null;
    const warm = () => {
      cancel = null;
      for (const period of view.querySelectorAll('[data-period]:not([data-period="shown"])')) {
        period.firstElementChild?.getBoundingClientRect();
      }
    };
    const schedule = () => {
      cancel ??= whenIdle(warm);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(view, { subtree: true, childList: true, attributes: true });
    schedule();
    return () => {
      observer.disconnect();
      cancel?.();
    };
  }, [viewRef]);
}
