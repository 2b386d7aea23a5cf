import { describe, expect, it, vi } from 'vitest';
import { createCookieTokenStore } from './cookie-token-store.ts';

/** `document.cookie` as a browser exposes it: writes take attributes, reads list name=value. */
function createCookieJar() {
  const cookies = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(header: string) {
      writes.push(header);
      const [pair = '', ...attributes] = header.split('; ');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      if (attributes.includes('Max-Age=0')) cookies.delete(name);
      else cookies.set(name, pair.slice(separator + 1));
    },
  };
}

const https = { protocol: 'https:', hostname: 'app.spotless.example' };
const tokens = { accessToken: 'header.payload.signature', refreshToken: 'refresh=token;1' };

describe('createCookieTokenStore', () => {
  it('writes the access cookie for 1 day and the refresh cookie for 15 days, Secure and strict', () => {
    const document = createCookieJar();
    const store = createCookieTokenStore({ document, location: https });

    store.set(tokens);

    expect(document.writes).toEqual([
      'access_token=header.payload.signature; Max-Age=86400; Path=/; SameSite=Strict; Secure',
      'refresh_token=refresh%3Dtoken%3B1; Max-Age=1296000; Path=/; SameSite=Strict; Secure',
    ]);
    expect(store.getAccessToken()).toBe(tokens.accessToken);
    expect(store.getRefreshToken()).toBe(tokens.refreshToken);
  });

  it('clears both cookies', () => {
    const document = createCookieJar();
    const store = createCookieTokenStore({ document, location: https });
    store.set(tokens);

    store.clear();

    expect(document.writes.slice(2)).toEqual([
      'access_token=; Max-Age=0; Path=/; SameSite=Strict; Secure',
      'refresh_token=; Max-Age=0; Path=/; SameSite=Strict; Secure',
    ]);
    expect(store.getAccessToken()).toBeNull();
    expect(store.getRefreshToken()).toBeNull();
  });

  it.each([
    ['https', 'https:', 'app.spotless.example', true],
    ['http on a real host', 'http:', 'app.spotless.example', true],
    ['http on 127.0.0.1', 'http:', '127.0.0.1', false],
    ['http on localhost', 'http:', 'localhost', false],
    ['http on [::1]', 'http:', '[::1]', false],
    ['https on localhost', 'https:', 'localhost', true],
  ])('on %s sets Secure: %s', (_case, protocol, hostname, secure) => {
    const document = createCookieJar();
    createCookieTokenStore({ document, location: { protocol, hostname } }).set(tokens);
    expect(document.writes.every((write) => write.endsWith('; Secure'))).toBe(secure);
  });

  it('reads its cookies among others', () => {
    const document = { cookie: 'sidebar_state=true; access_token=abc; refresh_token=def' };
    const store = createCookieTokenStore({ document, location: https });
    expect(store.getAccessToken()).toBe('abc');
    expect(store.getRefreshToken()).toBe('def');
  });

  it('notifies subscribers of changes until they unsubscribe', () => {
    const store = createCookieTokenStore({ document: createCookieJar(), location: https });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    store.set(tokens);
    unsubscribe();
    store.clear();

    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reads the cookie header once per task, again after a write or in the next task', () => {
    const jar = createCookieJar();
    jar.cookie = 'access_token=first';
    const read = vi.spyOn(jar, 'cookie', 'get');
    const pending: (() => void)[] = [];
    const store = createCookieTokenStore({
      document: jar,
      location: https,
      afterTask: (forget) => pending.push(forget),
    });

    expect(store.getAccessToken()).toBe('first');
    expect(store.getRefreshToken()).toBeNull();
    expect(read).toHaveBeenCalledTimes(1);

    // Another tab signs in: this task still sees what it read, the next one sees the change.
    jar.cookie = 'access_token=other-tab';
    expect(store.getAccessToken()).toBe('first');
    for (const forget of pending.splice(0)) forget();
    expect(store.getAccessToken()).toBe('other-tab');
    expect(read).toHaveBeenCalledTimes(2);

    // Its own write is seen at once.
    store.set(tokens);
    expect(store.getAccessToken()).toBe(tokens.accessToken);
    store.clear();
    expect(store.getAccessToken()).toBeNull();
  });

  it('has no session outside a browser, where there is no document (a prerender at build time)', () => {
    expect(globalThis.document).toBeUndefined();
    const store = createCookieTokenStore({ location: https });
    expect(store.getAccessToken()).toBeNull();
    expect(store.getRefreshToken()).toBeNull();
  });
});
