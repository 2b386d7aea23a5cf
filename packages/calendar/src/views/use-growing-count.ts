import { type RefObject, useEffect, useState } from 'react';

/**
 * How many items of a long list to render: `initial` at first (and again whenever `resetKey`
 * changes: another period), then `step` more each time the `sentinel` after the last one comes
 * within a screen of the scrolling `root`'s end. A month of a hundred crews is 12,000 jobs in the
 * agenda: rendering them all took seconds; the list now grows as it is read.
 */
export function useGrowingCount({
  resetKey,
  total,
  initial,
  step,
  root,
  sentinel,
}: {
  resetKey: string;
  total: number;
  initial: number;
  step: number;
  root: RefObject<HTMLElement | null>;
  sentinel: RefObject<HTMLElement | null>;
}): number {
  const [state, setState] = useState({ resetKey, count: initial });
  const count = Math.min(total, state.resetKey === resetKey ? state.count : initial);

  useEffect(() => {
    const target = sentinel.current;
    if (count >= total || target === null) return;
    // A new observer after each step reports at once whether the end is still near, so the list
    // keeps growing, a step a frame, until it fills a screen more than the one in view.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting !== true) return;
        observer.disconnect();
        setState({ resetKey, count: count + step });
      },
      { root: root.current, rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [count, total, step, resetKey, root, sentinel]);

  return count;
}
