/** The pair of tokens a signed-in user holds. */
export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * Where the client keeps the session's tokens. The client reads it before every call, so a store
 * shared by all tabs (cookies) lets one tab see the tokens another tab has just rotated.
 */
export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  /** Stores both tokens together: a refresh always rotates the pair. */
  set(tokens: Tokens): void;
  clear(): void;
  /** Calls `listener` after every `set` or `clear` made through this store; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** Listener bookkeeping shared by the stores. */
export function createListeners(): {
  subscribe: TokenStore['subscribe'];
  notify: () => void;
} {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify() {
      for (const listener of listeners) listener();
    },
  };
}

/** Keeps the tokens in memory: for tests, and for runtimes without cookies. */
export function createMemoryTokenStore(initial?: Partial<Tokens>): TokenStore {
  let accessToken = initial?.accessToken ?? null;
  let refreshToken = initial?.refreshToken ?? null;
  const { subscribe, notify } = createListeners();
  return {
    getAccessToken: () => accessToken,
    getRefreshToken: () => refreshToken,
    set(tokens) {
      accessToken = tokens.accessToken;
      refreshToken = tokens.refreshToken;
      notify();
    },
    clear() {
      accessToken = null;
      refreshToken = null;
      notify();
    },
    subscribe,
  };
}
