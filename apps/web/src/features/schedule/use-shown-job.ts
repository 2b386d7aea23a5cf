import { useCallback, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../../lib/after-paint.ts';

/** A job opened or closed whose URL is not written yet, and the URL's search it was chosen on. */
export interface PendingJob {
  jobId: string | null;
  search: string;
}

/** The job shown: the one chosen last, until the URL changes; then the URL's. */
export const shownJobId = (pending: PendingJob | null, urlJobId: string | null, search: string) =>
  pending !== null && pending.search === search ? pending.jobId : urlJobId;

/**
 * Writes a URL later (`schedule`, after the next paint): the last write asked for wins, and a URL
 * changed in between (Back, a link: `href` differs from when it was asked for) drops it.
 */
export function laterUrlWriter(
  schedule: (run: () => void) => () => void = afterNextPaint,
  href: () => string = () => window.location.href,
) {
  let cancel: (() => void) | null = null;
  return {
    write(apply: () => void) {
      const asked = href();
      cancel?.();
      cancel = schedule(() => {
        cancel = null;
        if (href() === asked) apply();
      });
    },
    cancel() {
      cancel?.();
      cancel = null;
    },
  };
}

/**
 * The job whose details are open. It lives in the URL (`?job=`), so a reload or a shared link
 * opens it and Back follows it, but opening or closing the details shows at once and writes the
 * URL after the frame that shows it: writing it (`history.replaceState`) and the page's render on
 * the new URL took several milliseconds that the click waited for before its first frame (ADR
 * 0017).
 *
 * `urlJobId` and `search` are the URL's; `write` writes a job (or none) into the URL.
 */
export function useShownJob(
  urlJobId: string | null,
  search: string,
  write: (jobId: string | null) => void,
) {
  const [pending, setPending] = useState<PendingJob | null>(null);
  const [writer] = useState(() => laterUrlWriter());
  useEffect(() => () => writer.cancel(), [writer]);
  const latest = useRef({ search, write });
  useEffect(() => {
    latest.current = { search, write };
  });

  const show = useCallback(
    (jobId: string | null) => {
      setPending({ jobId, search: latest.current.search });
      writer.write(() => latest.current.write(jobId));
    },
    [writer],
  );

  return [shownJobId(pending, urlJobId, search), show] as const;
}
