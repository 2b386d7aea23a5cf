/** A read `public/theme-init.js` started before the app's code had arrived. */
interface FirstRead {
  /** The `Authorization` header it was sent with. */
  authorization: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    /** By path under the API's root (`/users/me`); each is taken once. */
    spotlessFirstReads?: Record<string, FirstRead | undefined>;
    /**
     * Settles once `theme-init.js` has started every read it will: the day's jobs (their path holds
     * the day in the organisation's zone) are asked for once the organisation's answer is in, or,
     * with the organisation kept from the last visit, at once (after the first paint where the
     * page's HTML has something to draw).
     */
    spotlessFirstReadsStarted?: Promise<unknown>;
  }
}

/**
 * The API client's `fetch`: a GET that `theme-init.js` already started, with the same token, gets
 * that answer (once); every other request goes to the network. A read that failed is made again.
 * A GET waits until `theme-init.js` has started its reads, or the app, reading the same answer of
 * the organisation, could ask for the day's jobs a moment before it and they would be asked twice.
 */
export function createFirstReadsFetch(
  apiRoot: string,
  reads = () => globalThis.window?.spotlessFirstReads,
  started = () => globalThis.window?.spotlessFirstReadsStarted,
) {
  const root = new URL(apiRoot, globalThis.location?.href ?? 'http://localhost/').href;
  const take = (request: Request): Promise<Response> => {
    const pending = reads();
    if (pending && request.method === 'GET' && request.url.startsWith(root)) {
      const path = request.url.slice(root.length);
      const read = pending[path];
      if (read) {
        pending[path] = undefined;
        if (read.authorization === request.headers.get('Authorization')) {
          return read.response.catch(() => fetch(request));
        }
      }
    }
    return fetch(request);
  };
  return (request: Request): Promise<Response> => {
    const starting = started();
    if (starting && request.method === 'GET' && request.url.startsWith(root)) {
      return starting.then(
        () => take(request),
        () => take(request),
      );
    }
    return take(request);
  };
}
