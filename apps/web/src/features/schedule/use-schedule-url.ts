import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { afterPaintAndIdle } from '../../lib/after-paint.ts';
import { parseScheduleParams, scheduleSearch, type ScheduleParams } from './schedule-params.ts';

/** What the schedule shows, chosen but not in the URL yet, and the URL's search it came from. */
export interface PendingParams {
  params: ScheduleParams;
  search: string;
}

/** What the schedule shows: the last choice, until the URL changes; then the URL's. */
export const shownParams = (
  pending: PendingParams | null,
  urlParams: ScheduleParams,
  search: string,
): ScheduleParams => (pending !== null && pending.search === search ? pending.params : urlParams);

/**
 * Writes URLs later (`schedule`: after the paint, once the page is idle), and never out of order.
 *
 * - A replace still waiting is superseded by the next write: a job opened and closed before its
 *   URL was written leaves nothing to write.
 * - A push still waiting is written at once when another write comes, so that two presses of Next
 *   in quick succession still leave two entries in the history.
 * - A URL changed in between (Back, a link: `href` differs from when the write was asked for)
 *   drops what is waiting.
 */
export function laterUrlWriter(
  schedule: (run: () => void) => () => void = afterPaintAndIdle,
  href: () => string = () => window.location.href,
) {
  interface Waiting {
    apply: () => void;
    dropped?: () => void;
    push: boolean;
    asked: string;
    cancel: () => void;
  }
  let waiting: Waiting | null = null;
  const settle = (write: boolean) => {
    if (waiting === null) return;
    const { apply, dropped, asked, cancel } = waiting;
    waiting = null;
    cancel();
    if (!write) return;
    if (href() === asked) apply();
    else dropped?.();
  };
  return {
    /** Writes a push still waiting, now; with `all`, a replace too. */
    flush({ all = false }: { all?: boolean } = {}) {
      if (waiting?.push === true || all) settle(true);
    },
    /** `dropped` is called instead of `apply` when the URL changed in between. */
    write(
      apply: () => void,
      { push = false, dropped }: { push?: boolean; dropped?: () => void } = {},
    ) {
      settle(waiting?.push === true);
      const asked = href();
      const entry: Waiting = { apply, dropped, push, asked, cancel: () => {} };
      waiting = entry;
      entry.cancel = schedule(() => {
        if (waiting === entry) settle(true);
      });
    },
    cancel() {
      settle(false);
    },
  };
}

/**
 * A key or button that may go Back, Forward or reload the page (Alt+Left, Cmd+[, F5, Ctrl+R, a
 * mouse's back and forward buttons): the browser acts on the URL as it is, so a change still
 * waiting to be written must be written first.
 */
export const mayLeaveEntry = (
  event:
    | Pick<KeyboardEvent, 'type' | 'key' | 'altKey' | 'metaKey' | 'ctrlKey'>
    | Pick<PointerEvent, 'type' | 'button'>,
) =>
  'key' in event
    ? event.altKey || event.metaKey || event.ctrlKey || /^(F5|Browser\w+)$/.test(event.key)
    : event.button === 3 || event.button === 4;

/**
 * The schedule's view, day, team, filter and open job. They live in the URL, so a reload or a
 * shared link shows the same schedule and Back follows it; but a change is shown at once and
 * written to the URL once the frame that shows it is painted and the page is idle (the new week
 * drawn), within a second. Writing it (`history.pushState` or `replaceState`, a call to the
 * browser's own process that took 1 to 24 ms on a 2-core machine) and the render of every part of
 * the app that follows the URL delayed the frame that answers a press of Next or a click on a job
 * (ADR 0017); written sooner, that render interrupted the drawing of the new week and had it start
 * over (ADR 0020). A key or button that may go Back or reload writes what waits first.
 *
 * `search` is the URL's; `write` writes a schedule's state into it, adding a history entry unless
 * `replace`. `change(patch, replace)` applies `patch` to what is shown; `normalise` is applied to
 * what the URL says before a patch (the team a cleaner cannot change, say).
 */
export function useScheduleUrl(
  search: string,
  write: (search: string, replace: boolean) => void,
  normalise: (params: ScheduleParams) => ScheduleParams = (params) => params,
) {
  const urlParams = useMemo(() => parseScheduleParams(search), [search]);
  const [pending, setPending] = useState<PendingParams | null>(null);
  const [writer] = useState(() => laterUrlWriter());
  useEffect(() => {
    const beforeLeaving = (event: KeyboardEvent | PointerEvent) => {
      if (mayLeaveEntry(event)) writer.flush({ all: true });
    };
    document.addEventListener('keydown', beforeLeaving, true);
    document.addEventListener('pointerdown', beforeLeaving, true);
    return () => {
      document.removeEventListener('keydown', beforeLeaving, true);
      document.removeEventListener('pointerdown', beforeLeaving, true);
      writer.cancel();
    };
  }, [writer]);
  const shown = shownParams(pending, urlParams, search);

  // Read by `change`, which keeps its identity: the calendar's handlers are memoised. `url` is
  // the URL's search as it is now, and `chosen` the last choice: both are updated at once, so
  // that two changes before a render build on each other.
  const latest = useRef({ write, normalise });
  const url = useRef(search);
  const chosen = useRef<PendingParams | null>(pending);
  useLayoutEffect(() => {
    latest.current = { write, normalise };
    url.current = search;
  });

  const change = useCallback(
    (patch: Partial<ScheduleParams>, replace = false) => {
      // A push still waiting goes first, so that this change is chosen on the URL it leaves.
      writer.flush();
      const current = url.current;
      const base = latest.current.normalise(
        shownParams(chosen.current, parseScheduleParams(current), current),
      );
      const next: ScheduleParams = { ...base, ...patch };
      const entry = { params: next, search: current };
      chosen.current = entry;
      setPending(entry);
      const nextSearch = scheduleSearch(next);
      // Once written, or dropped, the URL says what is shown: a choice must not come back when
      // Back or Forward returns to the URL it was chosen on.
      const done = () => {
        if (chosen.current !== entry) return;
        chosen.current = null;
        setPending(null);
      };
      writer.write(
        () => {
          latest.current.write(nextSearch, replace);
          url.current = nextSearch;
          done();
        },
        { push: !replace, dropped: done },
      );
    },
    [writer],
  );

  return [shown, change] as const;
}
