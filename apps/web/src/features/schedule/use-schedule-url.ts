import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { afterNextPaint } from '../../lib/after-paint.ts';
import { parseScheduleParams, scheduleSearch, type ScheduleParams } from './schedule-params.ts';

/** What the schedule shows, chosen but not written to the URL yet, and the search it was chosen on. */
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
 * Writes URLs later (`schedule`, after the next paint), and never out of order.
 *
 * - A replace still waiting is superseded by the next write: a job opened and closed within a
 *   frame leaves nothing to write.
 * - A push still waiting is written at once when another write comes, so that two presses of Next
 *   within a frame still leave two entries in the history.
 * - A URL changed in between (Back, a link: `href` differs from when the write was asked for)
 *   drops what is waiting.
 */
export function laterUrlWriter(
  schedule: (run: () => void) => () => void = afterNextPaint,
  href: () => string = () => window.location.href,
) {
  let waiting: { apply: () => void; push: boolean; asked: string; cancel: () => void } | null =
    null;
  const settle = (write: boolean) => {
    if (waiting === null) return;
    const { apply, asked, cancel } = waiting;
    waiting = null;
    cancel();
    if (write && href() === asked) apply();
  };
  return {
    write(apply: () => void, { push = false }: { push?: boolean } = {}) {
      settle(waiting?.push === true);
      const asked = href();
      const entry = { apply, push, asked, cancel: () => {} };
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
 * The schedule's view, day, team, filter and open job. They live in the URL, so a reload or a
 * shared link shows the same schedule and Back follows it; but a change is shown at once and
 * written to the URL after the frame that shows it. Writing it (`history.pushState` or
 * `replaceState`) and the render of every part of the app that follows the URL took several
 * milliseconds that a press of Next, or a click on a job, waited for before its first frame (ADR
 * 0017, ADR 0020).
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
  useEffect(() => () => writer.cancel(), [writer]);
  const shown = shownParams(pending, urlParams, search);

  // Read by `change`, which keeps its identity: the calendar's handlers are memoised. `chosen`
  // is updated at once, so that two changes before a render build on each other.
  const latest = useRef({ search, urlParams, write, normalise });
  const chosen = useRef<PendingParams | null>(pending);
  useLayoutEffect(() => {
    latest.current = { search, urlParams, write, normalise };
  });

  const change = useCallback(
    (patch: Partial<ScheduleParams>, replace = false) => {
      const { search: current, urlParams: url, normalise: fix } = latest.current;
      const base = fix(shownParams(chosen.current, url, current));
      const next: ScheduleParams = { ...base, ...patch };
      const entry = { params: next, search: current };
      chosen.current = entry;
      setPending(entry);
      const nextSearch = scheduleSearch(next);
      writer.write(() => latest.current.write(nextSearch, replace), { push: !replace });
    },
    [writer],
  );

  return [shown, change] as const;
}
