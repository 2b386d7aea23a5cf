/**
 * Where a week's grid opens scrolled to, written when it costs nothing. Writing `scrollTop` has
 * the browser lay the element out first; in a week rendered ahead (hidden with
 * `content-visibility: hidden`, which skips its layout) that is the whole week, 10 to 15 ms on the
 * 2-core machine, at once, inside the commit that renders it. So a hidden week's position waits:
 * `useWarmPeriods` writes it after it has laid the week out while the browser is idle, or the
 * calendar when it shows the week, whose frame needs that layout anyway.
 */
const waiting = new Map<HTMLElement, number>();

/**
 * Scrolls `element` to `top`: at once, unless it is inside a period rendered ahead
 * (`data-period` other than `shown`), where the write waits for `writeInitialScrolls`. Returns
 * the clean-up, which forgets a write still waiting.
 */
export function scrollInitially(element: HTMLElement, top: number): () => void {
  const period = element.closest('[data-period]');
  if (period === null || period.getAttribute('data-period') === 'shown') {
    element.scrollTop = top;
    return () => {};
  }
  waiting.set(element, top);
  return () => {
    waiting.delete(element);
  };
}

/** Writes the scroll positions waiting inside `root`. */
export function writeInitialScrolls(root: Element): void {
  for (const [element, top] of waiting) {
    if (!root.contains(element)) continue;
    waiting.delete(element);
    element.scrollTop = top;
  }
}
