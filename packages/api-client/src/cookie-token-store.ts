import { createListeners, type TokenStore } from './token-store.ts';

export const ACCESS_TOKEN_COOKIE = 'access_token';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';

const DAY_SECONDS = 24 * 60 * 60;
/** Product rule: the access cookie lives 1 day, the refresh cookie 15 days. */
const ACCESS_MAX_AGE = DAY_SECONDS;
const REFRESH_MAX_AGE = 15 * DAY_SECONDS;

export interface CookieTokenStoreOptions {
  /** Defaults to the global `document`. */
  document?: Pick<Document, 'cookie'>;
  /** Defaults to the global `location`. */
  location?: Pick<Location, 'protocol' | 'hostname'>;
  /**
   * Runs `forget` once the current task is over, so the cookie header read in a task is read
   * again in the next one (another tab may have changed it by then).
   * @default (forget) => setTimeout(forget, 0)
   */
  afterTask?: (forget: () => void) => void;
}

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/**
 * `Secure` is set on https, and on every host that is not a loopback host, so tokens never travel
 * in a non-Secure cookie on a real network (a plain-http deployment fails closed: the browser
 * refuses the cookie). It is left off only for http on localhost / 127.0.0.0/8 / ::1, the local
 * development and test setup. Chromium would accept it there (checked: it treats loopback as a
 * secure context and keeps a `Secure` cookie set from http://127.0.0.1), but not every browser
 * does (WebKit drops it), and a dropped cookie would make signing in locally impossible. Loopback
 * cookies never leave the machine, so nothing is lost.
 */
function shouldUseSecure(location: Pick<Location, 'protocol' | 'hostname'>): boolean {
  return location.protocol === 'https:' || !isLoopbackHost(location.hostname);
}

function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    if (value === '') return null;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/**
 * Keeps the tokens in two first-party cookies, `access_token` (1 day) and `refresh_token`
 * (15 days), `SameSite=Strict`, `Path=/`, `Secure` as described above. Cookies are shared by all
 * tabs of the origin, which is what makes the cross-tab refresh safe. The cookie header is read at
 * most once per task (see `afterTask`): a change made by another tab is seen from the next task.
 */
export function createCookieTokenStore(options: CookieTokenStoreOptions = {}): TokenStore {
  // Outside a browser (the web app's prerender at build time) there are no cookies: no session.
  const doc: Pick<Document, 'cookie'> = options.document ?? globalThis.document ?? { cookie: '' };
  const loc = options.location ?? globalThis.location;
  const afterTask = options.afterTask ?? ((forget: () => void) => setTimeout(forget, 0));
  const { subscribe, notify } = createListeners();

  // `document.cookie` is a synchronous round trip to the browser's cookie store, several
  // milliseconds on a busy phone, and one click can read it a dozen times (the session check of
  // every render, each request's token). One read serves the rest of the task; a write drops it.
  let header: string | null = null;
  const forget = () => {
    header = null;
  };
  const cookieHeader = (): string => {
    if (header === null) {
      header = doc.cookie;
      afterTask(forget);
    }
    return header;
  };

  const write = (name: string, value: string, maxAge: number) => {
    const attributes = [`Max-Age=${maxAge}`, 'Path=/', 'SameSite=Strict'];
    if (shouldUseSecure(loc)) attributes.push('Secure');
    forget();
    doc.cookie = [`${name}=${encodeURIComponent(value)}`, ...attributes].join('; ');
  };

  return {
    getAccessToken: () => readCookie(cookieHeader(), ACCESS_TOKEN_COOKIE),
    getRefreshToken: () => readCookie(cookieHeader(), REFRESH_TOKEN_COOKIE),
    set(tokens) {
      write(ACCESS_TOKEN_COOKIE, tokens.accessToken, ACCESS_MAX_AGE);
      write(REFRESH_TOKEN_COOKIE, tokens.refreshToken, REFRESH_MAX_AGE);
      notify();
    },
    clear() {
      write(ACCESS_TOKEN_COOKIE, '', 0);
      write(REFRESH_TOKEN_COOKIE, '', 0);
      notify();
    },
    subscribe,
  };
}
