/**
 * Tells the app that the server ended the session (a refresh refused, or no refresh token). The
 * app's first reads start before its first render (`startFirstPage`, `theme-init.js`), and a
 * signed-in visitor's first render waits for the signed-in texts: an expired session can be found
 * out before anything listens. That news is kept for the first listener, so that the toast and the
 * way to `/login` are not lost; a new session (`forget`) drops it.
 */
export function createSessionExpiry() {
  const listeners = new Set<() => void>();
  let unheard = false;
  return {
    /** The server ended the session. */
    notify() {
      if (listeners.size === 0) {
        unheard = true;
        return;
      }
      for (const listener of listeners) listener();
    },
    /** Runs `listener` at each expiry from now on, and at once for one that nobody heard. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      if (unheard) {
        unheard = false;
        listener();
      }
      return () => listeners.delete(listener);
    },
    /** A session began: an earlier expiry is news no more. */
    forget() {
      unheard = false;
    },
  };
}
