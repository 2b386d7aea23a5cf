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
  }
}

/**
 * The API client's `fetch`: a GET that `theme-init.js` already started, with the same token, gets
 * that answer (once); every other request goes to the network. A read that failed is made again.
 */
export function createFirstReadsFetch(
  apiRoot: string,
  reads = () => globalThis.window?.spotlessFirstReads,
) {
  const root = new URL(apiRoot, globalThis.location?.href ?? 'http://localhost/').href;
  return (request: Request): Promise<Response> => {
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
}
