import type { Tokens, TokenStore } from './token-store.ts';

/** The Web Locks name all tabs of the origin queue on before refreshing. */
export const REFRESH_LOCK_NAME = 'spotless-token-refresh';
/** The BroadcastChannel on which a tab hands rotated tokens (or the end of the session) over. */
export const AUTH_CHANNEL_NAME = 'spotless-auth';

/** The part of the Web Locks API (`navigator.locks`) the client uses. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The part of `BroadcastChannel` the client uses. */
export interface AuthChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

/**
 * What one tab tells the others. Each message names the refresh token it replaces or ends, so a
 * message that arrives late (after a newer rotation or a new sign-in) is ignored.
 */
type AuthMessage =
  ({ type: 'tokens'; replaces: string } & Tokens) | { type: 'expired'; refreshToken: string };

function parseMessage(data: unknown): AuthMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, accessToken, refreshToken, replaces } = data as Record<string, unknown>;
  if (typeof refreshToken !== 'string') return null;
  if (type === 'expired') return { type, refreshToken };
  if (type === 'tokens' && typeof accessToken === 'string' && typeof replaces === 'string') {
    return { type, accessToken, refreshToken, replaces };
  }
  return null;
}

/** What the server said to a refresh. */
export type RefreshResult =
  | { kind: 'ok'; tokens: Tokens }
  /** 401 or 403: the refresh token is invalid, expired or revoked. */
  | { kind: 'rejected' }
  /** Anything else (5xx, malformed answer, no answer): the session may still be good. */
  | { kind: 'failed'; error: unknown };

export type RefreshOutcome =
  | { kind: 'refreshed'; accessToken: string }
  | { kind: 'expired' }
  | { kind: 'failed'; error: unknown };

export interface SessionOptions {
  store: TokenStore;
  onSessionExpired: () => void;
  /** Calls the refresh endpoint; never through the retrying middleware. */
  requestNewTokens: (refreshToken: string) => Promise<RefreshResult>;
  /** `null`: one tab only; the in-process single flight is the only guard. */
  locks: LockManagerLike | null;
  channel: AuthChannelLike | null;
}

export interface Session {
  /**
   * Refreshes the tokens, or joins the refresh already under way: however many callers ask at
   * once, one refresh runs in this tab, and across tabs one at a time under the lock.
   */
  refresh(): Promise<RefreshOutcome>;
  /** Records that this tab holds a session, so its end is announced again. */
  markActive(): void;
  dispose(): void;
}

export function createSession({
  store,
  onSessionExpired,
  requestNewTokens,
  locks,
  channel,
}: SessionOptions): Session {
  let inFlight: Promise<RefreshOutcome> | null = null;
  // Many requests (queued ones, late answers, other tabs' messages) learn of the same expiry;
  // the app hears of it once, until this tab sends a call with a session again.
  let expiryAnnounced = false;

  const announceExpiry = () => {
    if (expiryAnnounced) return;
    expiryAnnounced = true;
    onSessionExpired();
  };

  const expire = (): RefreshOutcome => {
    store.clear();
    announceExpiry();
    return { kind: 'expired' };
  };

  const handleMessage = (event: MessageEvent) => {
    const message = parseMessage(event.data);
    if (message === null) return;
    const current = store.getRefreshToken();
    if (message.type === 'expired') {
      // With cookies the other tab has already cleared them (current is null).
      if (current !== null && current !== message.refreshToken) return;
      store.clear();
      announceExpiry();
      return;
    }
    // With cookies the store already holds the new pair; writing it again would only extend it.
    if (current !== message.replaces) return;
    store.set({ accessToken: message.accessToken, refreshToken: message.refreshToken });
  };
  channel?.addEventListener('message', handleMessage);

  const withLock = (task: () => Promise<RefreshOutcome>) =>
    locks === null ? task() : locks.request(REFRESH_LOCK_NAME, task);

  const run = async (): Promise<RefreshOutcome> => {
    const startedWith = store.getRefreshToken();
    if (startedWith === null) return expire();
    return withLock(async () => {
      const current = store.getRefreshToken();
      // Another tab ended the session while this one waited for the lock.
      if (current === null) return expire();
      const accessToken = store.getAccessToken();
      // Another tab rotated the tokens while this one waited: refreshing again with the old,
      // now revoked, refresh token would end the session, so reuse the new pair.
      if (current !== startedWith && accessToken !== null)
        return { kind: 'refreshed', accessToken };

      let result: RefreshResult;
      try {
        result = await requestNewTokens(current);
      } catch (error) {
        result = { kind: 'failed', error };
      }
      if (result.kind === 'ok') {
        store.set(result.tokens);
        channel?.postMessage({
          type: 'tokens',
          replaces: current,
          ...result.tokens,
        } satisfies AuthMessage);
        return { kind: 'refreshed', accessToken: result.tokens.accessToken };
      }
      if (result.kind === 'rejected') {
        channel?.postMessage({ type: 'expired', refreshToken: current } satisfies AuthMessage);
        return expire();
      }
      return { kind: 'failed', error: result.error };
    });
  };

  return {
    refresh() {
      inFlight ??= run().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    markActive() {
      expiryAnnounced = false;
    },
    dispose() {
      channel?.removeEventListener('message', handleMessage);
    },
  };
}
