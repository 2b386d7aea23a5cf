import { type RefObject, type UIEventHandler, useCallback, useEffect, useState } from 'react';

/**
 * How many items of a long list to render: `initial` at first (and again whenever `resetKey`
 * changes: another period), then `step` more each time the `sentinel` after the last one comes
 * within a screen of the scrolling `root`'s end. A month of a hundred crews is 12,000 jobs in the
 * agenda: rendering them all took seconds; the list now grows as it is read.
 *
 * An IntersectionObserver sees the end come near. The root's scroll events, passed to the
 * returned `onScroll`, check it too: a list scrolled to its end that stayed at its first jobs was
 * seen a few times in hundreds of test runs, its observer having reported nothing for seconds
 * (ADR 0003), and a reader must never be left at an end that is not the list's.
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
}): { count: number; onScroll: UIEventHandler<HTMLElement> } {
  const [state, setState] = useState({ resetKey, count: initial });
  const count = Math.min(total, state.resetKey === resetKey ? state.count : initial);
  // The observer and the scroll events may both see the same end: the step is taken once for the
  // count they saw.
  const grow = useCallback(
    () =>
      setState((current) =>
        (current.resetKey === resetKey ? current.count : initial) === count
          ? { resetKey, count: count + step }
          : current,
      ),
    [resetKey, count, step, initial],
  );

  useEffect(() => {
    const target = sentinel.current;
    if (count >= total || target === null) return;
    // A new observer after each step reports at once whether the end is still near, so the list
    // keeps growing, a step a frame, until it fills a screen more than the one in view.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting !== true) return;
        observer.disconnect();
        grow();
      },
      { root: root.current, rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [count, total, grow, root, sentinel]);

  const onScroll = useCallback<UIEventHandler<HTMLElement>>(
    (event) => {
      const target = sentinel.current;
      if (count >= total || target === null) return;
      const list = event.currentTarget;
      const end = list.getBoundingClientRect().bottom + list.clientHeight;
      if (target.getBoundingClientRect().top <= end) grow();
    },
    [count, total, grow, sentinel],
  );

  return { count, onScroll };
}
