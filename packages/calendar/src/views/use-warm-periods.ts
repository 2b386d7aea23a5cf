import { type RefObject, useEffect } from 'react';

import { writeInitialScrolls } from './initial-scroll.ts';
import { whenIdle } from './when-idle.ts';

/**
 * Laying a week out takes 10 to 30 ms on a 2-core machine: in an idle period of less, it would
 * hold up the frame after it (after a press, frames follow one another for a while).
 */
const idle = { minimum: 20 };

/**
 * Keeps the periods rendered ahead in `viewRef` (`data-period` other than `shown`) styled and laid
 * out while they are hidden. They are hidden with `content-visibility: hidden`, which skips their
 * style and layout, and keeps what was done last: reading a box in one has the browser do that
 * work for it at once. Done here, when the browser is idle and again after each change, it is
 * not done at the press that shows the period, which then only paints it. A week's grid gets its
 * first scroll position here too, once it is laid out (`initial-scroll.ts`).
 */
export function useWarmPeriods(viewRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const view = viewRef.current;
    if (view === null) return;
    let cancel: (() => void) | null = null;
    // One period per idle callback, so that a press waits for one week's layout at most.
    let queue: Element[] = [];
    const warm = () => {
      cancel = null;
      if (queue.length === 0) {
        queue = [...view.querySelectorAll('[data-period]:not([data-period="shown"])')];
      }
      const period = queue.shift();
      if (period === undefined) return;
      if (period.isConnected && period.getAttribute('data-period') !== 'shown') {
        period.firstElementChild?.getBoundingClientRect();
        // Laid out now, so the grid's first scroll position costs nothing to write.
        writeInitialScrolls(period);
      }
      if (queue.length > 0) cancel = whenIdle(warm, idle);
    };
    const schedule = () => {
      // A change starts over from the page as it is now.
      queue = [];
      cancel ??= whenIdle(warm, idle);
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
