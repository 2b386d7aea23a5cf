import { type RefObject, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

// A week of a busy organisation holds thousands of timed jobs (a hundred crews: 500 a day), and
// creating, styling and laying out every block took most of a second at each Previous or Next.
// The week renders the blocks of the hours in view and some around them (the window) instead,
// a few at a time from the ones in view, and tells each block how wide it is, so that a block
// too narrow for text gets no text elements. Both come from two observers (scroll and size) that
// read what the browser has laid out already: nothing is measured during a render.

/** The view moves by half an hour of the grid (80 px an hour), so a scroll seldom re-renders. */
const STEP = 40;
/** Hours rendered above and below the ones in view: half an hour, or a quarter of the view. */
const MIN_OVERSCAN = 40;

/** A stretch of the hour grid, in pixels from its top. */
export interface HourRange {
  readonly top: number;
  readonly bottom: number;
}

export interface WeekViewport {
  /** The hours in view, rounded out to half hours. */
  readonly view: HourRange;
  /** The hours whose blocks are rendered: the view and some around it. */
  readonly hours: HourRange;
  /**
   * Width of a day column in rem (the unit of the cards' spacing), once known; `null` before
   * the first observation, when the cards fall back to container queries.
   */
  readonly columnRem: number | null;
}

function viewOf(scrollTop: number, height: number): HourRange {
  return {
    top: Math.floor(scrollTop / STEP) * STEP,
    bottom: Math.ceil((scrollTop + height) / STEP) * STEP,
  };
}

/** Whether a block from `top`, `height` pixels tall, crosses a range. */
export const crosses = (range: HourRange, top: number, height: number) =>
  top < range.bottom && top + height > range.top;

// The last sizes seen, for a week view mounted again (switching views): its first render then
// draws the right hours and card texts at once. Before any, the window's height stands in.
let lastHeight: number | null = null;
let lastColumnRem: number | null = null;

interface Scrolled {
  readonly weekKey: string;
  readonly view: HourRange;
}

/**
 * The hours in view and to render, and the day columns' width, for the week `weekKey` whose grid
 * scrolls in `bodyRef` and opens at `initialTop`. `rowRef` is the row of hours (the gutter and
 * the seven days), `gutterRef` the gutter of hour labels.
 */
export function useWeekViewport({
  bodyRef,
  rowRef,
  gutterRef,
  weekKey,
  initialTop,
}: {
  bodyRef: RefObject<HTMLElement | null>;
  rowRef: RefObject<HTMLElement | null>;
  gutterRef: RefObject<HTMLElement | null>;
  weekKey: string;
  initialTop: number;
}): WeekViewport {
  const [height, setHeight] = useState<number | null>(lastHeight);
  const [columnRem, setColumnRem] = useState<number | null>(lastColumnRem);
  const [scrolled, setScrolled] = useState<Scrolled | null>(null);
  const latest = useRef({ weekKey, height });
  useLayoutEffect(() => {
    latest.current = { weekKey, height };
  });

  useEffect(() => {
    const body = bodyRef.current;
    const row = rowRef.current;
    const gutter = gutterRef.current;
    if (body === null || row === null || gutter === null) return;

    const update = (scrollTop: number, viewHeight: number) => {
      const next = viewOf(scrollTop, viewHeight);
      const key = latest.current.weekKey;
      setScrolled((current) =>
        current !== null &&
        current.weekKey === key &&
        current.view.top === next.top &&
        current.view.bottom === next.bottom
          ? current
          : { weekKey: key, view: next },
      );
    };

    let frame = 0;
    const handleScroll = () => {
      if (frame !== 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        update(body.scrollTop, latest.current.height ?? body.clientHeight);
      });
    };

    let rowWidth = 0;
    let gutterWidth = 0;
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const size = entry.borderBoxSize[0];
        if (size === undefined) continue;
        if (entry.target === body) {
          lastHeight = size.blockSize;
          setHeight(size.blockSize);
          update(body.scrollTop, size.blockSize);
        } else if (entry.target === row) rowWidth = size.inlineSize;
        else gutterWidth = size.inlineSize;
      }
      if (rowWidth > 0) {
        const remPx = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
        const rem = Math.round(((rowWidth - gutterWidth) / 7 / remPx) * 1000) / 1000;
        lastColumnRem = rem;
        setColumnRem(rem);
      }
    });
    observer.observe(body, { box: 'border-box' });
    observer.observe(row, { box: 'border-box' });
    observer.observe(gutter, { box: 'border-box' });
    body.addEventListener('scroll', handleScroll, { passive: true });
    return () => {
      observer.disconnect();
      body.removeEventListener('scroll', handleScroll);
      cancelAnimationFrame(frame);
    };
  }, [bodyRef, rowRef, gutterRef]);

  // A new week opens at its own scroll position (set by the view before it paints): its view
  // comes from there, not from where the last week was scrolled.
  const { top, bottom } =
    scrolled !== null && scrolled.weekKey === weekKey
      ? scrolled.view
      : viewOf(initialTop, height ?? globalThis.innerHeight);
  // The same objects while the view stays: the day columns are memoised on them.
  const view = useMemo(() => ({ top, bottom }), [top, bottom]);
  const hours = useMemo(() => {
    const overscan = Math.max(MIN_OVERSCAN, (bottom - top) / 4);
    return { top: top - overscan, bottom: bottom + overscan };
  }, [top, bottom]);
  return { view, hours, columnRem };
}
