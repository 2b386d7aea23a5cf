import { useCallback, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../../lib/after-paint.ts';

/** A job opened or closed whose URL is not written yet, and the URL's search it was chosen on. */
interface Pending {
  jobId: string | null;
  search: string;
}

/**
 * The job whose details are open. It lives in the URL (`?job=`), so a reload or a shared link
 * opens it and Back follows it, but opening or closing the details shows at once and writes the
 * URL after the frame that shows it: writing it (`history.replaceState`) and the page's render on
 * the new URL took several milliseconds that the click waited for before its first frame (ADR
 * 0017). The last open or close chosen wins; a URL changed in between (Back, a link) drops it.
 *
 * `urlJobId` and `search` are the URL's; `write` writes a job (or none) into the URL.
 */
export function useShownJob(
  urlJobId: string | null,
  search: string,
  write: (jobId: string | null) => void,
) {
  const [pending, setPending] = useState<Pending | null>(null);
  const latest = useRef({ search, write });
  useEffect(() => {
    latest.current = { search, write };
  });
  const cancel = useRef<(() => void) | null>(null);
  useEffect(() => () => cancel.current?.(), []);

  const show = useCallback((jobId: string | null) => {
    const href = window.location.href;
    setPending({ jobId, search: latest.current.search });
    cancel.current?.();
    cancel.current = afterNextPaint(() => {
      cancel.current = null;
      if (window.location.href === href) latest.current.write(jobId);
    });
  }, []);

  // Once the URL has changed, whether by the write or by anything else, the URL says.
  const jobId = pending !== null && pending.search === search ? pending.jobId : urlJobId;
  return [jobId, show] as const;
}
