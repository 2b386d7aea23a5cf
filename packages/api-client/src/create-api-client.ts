import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError, NetworkError } from './errors.ts';
import type { paths } from './generated/schema.ts';
import { expiresWithin } from './jwt.ts';
import {
  AUTH_CHANNEL_NAME,
  createSession,
  type AuthChannelLike,
  type LockManagerLike,
  type RefreshResult,
} from './session.ts';
import type { TokenStore } from './token-store.ts';

/** Product rule: refresh in the background when the access token has under 5 minutes left. */
export const PROACTIVE_REFRESH_MS = 5 * 60 * 1000;

/** Calls that carry no Bearer token, and whose 401 means "wrong credentials", not "refresh". */
const PUBLIC_OPERATIONS = new Set([
  'POST /auth/login',
  'POST /auth/refresh',
  'POST /organizations',
  'POST /password-resets/request',
  'GET /password-resets/validate',
  'POST /password-resets/reset',
  'GET /health',
]);

export interface CrossTabOptions {
  /** Defaults to `navigator.locks`; `null` keeps the refresh to this tab. */
  locks?: LockManagerLike | null;
  /** Defaults to a `BroadcastChannel('spotless-auth')`; `null` sends and hears nothing. */
  channel?: AuthChannelLike | null;
}

export interface ApiClientOptions {
  /** The API root including `/v1`, e.g. `/v1` in the browser or `http://127.0.0.1:4010/v1`. */
  baseUrl: string;
  tokens: TokenStore;
  /**
   * Called once when the session ends: the refresh token is missing, or the server refused it
   * (401/403). The tokens are already cleared; the app forgets the user and goes to /login.
   */
  onSessionExpired: () => void;
  /** Defaults to the global `fetch`, looked up at call time. */
  fetch?: (request: Request) => Promise<Response>;
  /** Sharing one refresh between the tabs of the origin; `false` turns it off. */
  crossTab?: CrossTabOptions | false;
  /**
   * The clock a token's expiry is read against, in epoch milliseconds: the app's own, so that a
   * pinned day (stories, tests) sees the tokens its server issued as fresh.
   * @default Date.now
   */
  now?: () => number;
}

export type ApiClient = Client<paths> & {
  /** Stops listening to the other tabs (closes the channel the client opened itself). */
  dispose(): void;
};

type RefreshBody = paths['/auth/refresh']['post']['requestBody']['content']['application/json'];
type TokenPair = paths['/auth/refresh']['post']['responses'][200]['content']['application/json'];

function isTokenPair(body: unknown): body is TokenPair {
  if (typeof body !== 'object' || body === null) return false;
  const { access_token, refresh_token } = body as Record<string, unknown>;
  return typeof access_token === 'string' && typeof refresh_token === 'string';
}

function toNetworkError(error: unknown): unknown {
  // fetch rejects with a TypeError when no response arrives at all; an abort is a DOMException
  // and stays what it is.
  return error instanceof TypeError ? new NetworkError({ cause: error }) : error;
}

interface CrossTab {
  locks: LockManagerLike | null;
  channel: AuthChannelLike | null;
  ownsChannel: boolean;
}

function resolveCrossTab(option: ApiClientOptions['crossTab']): CrossTab {
  if (option === false) return { locks: null, channel: null, ownsChannel: false };
  const locks = option?.locks !== undefined ? option.locks : (globalThis.navigator?.locks ?? null);
  if (option?.channel !== undefined) return { locks, channel: option.channel, ownsChannel: false };
  if (typeof BroadcastChannel !== 'function') return { locks, channel: null, ownsChannel: false };
  const channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
  // Node keeps the process alive for an open channel; browsers have no unref.
  (channel as { unref?: () => void }).unref?.();
  return { locks, channel, ownsChannel: true };
}

/**
 * The typed /v1 client with the session rules of the product: Bearer token, proactive and
 * on-401 refresh shared by all requests and all tabs, one replay per request, typed errors.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { tokens: store, onSessionExpired, now = Date.now } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  // Looked up at call time so a fetch patched after creation (test interceptors) is used.
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));

  /** Sends a request as is: the refresh call and the replays never go through the middleware. */
  const sendRaw = async (request: Request): Promise<Response> => {
    try {
      return await baseFetch(request);
    } catch (error) {
      throw toNetworkError(error);
    }
  };

  const requestNewTokens = async (refreshToken: string): Promise<RefreshResult> => {
    const response = await sendRaw(
      new Request(`${baseUrl}/auth/refresh`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ refreshToken } satisfies RefreshBody),
      }),
    );
    if (response.status === 401 || response.status === 403) return { kind: 'rejected' };
    if (!response.ok) return { kind: 'failed', error: await ApiError.fromResponse(response) };
    const body: unknown = await response.json().catch(() => null);
    if (!isTokenPair(body)) {
      return {
        kind: 'failed',
        error: new ApiError({
          status: response.status,
          code: 'INTERNAL',
          message: 'The refresh answer carried no tokens.',
          isServerMessage: false,
        }),
      };
    }
    return {
      kind: 'ok',
      tokens: { accessToken: body.access_token, refreshToken: body.refresh_token },
    };
  };

  const crossTab = resolveCrossTab(options.crossTab);
  const session = createSession({
    store,
    onSessionExpired,
    requestNewTokens,
    locks: crossTab.locks,
    channel: crossTab.channel,
  });

  /** Per request id: an untouched copy for the replay, and the token it was sent with. */
  const pending = new Map<string, { replay: Request; sentWith: string | null }>();

  const sessionMiddleware: Middleware = {
    async onRequest({ request, schemaPath, id }) {
      if (PUBLIC_OPERATIONS.has(`${request.method} ${schemaPath}`)) return undefined;

      if (store.getAccessToken() !== null || store.getRefreshToken() !== null) {
        session.markActive();
      }
      let accessToken = store.getAccessToken();
      const due = accessToken === null || expiresWithin(accessToken, PROACTIVE_REFRESH_MS, now());
      if (due && store.getRefreshToken() !== null) {
        const outcome = await session.refresh();
        // After a failed refresh the current token may still be good for a few minutes: send
        // it and let the server decide.
        accessToken = outcome.kind === 'refreshed' ? outcome.accessToken : store.getAccessToken();
      }

      if (accessToken !== null) request.headers.set('Authorization', `Bearer ${accessToken}`);
      // fetch consumes the body, so the copy for a replay is taken before sending.
      pending.set(id, { replay: request.clone(), sentWith: accessToken });
      return request;
    },

    async onResponse({ response, id }) {
      const entry = pending.get(id);
      pending.delete(id);
      if (entry === undefined || response.status !== 401) return undefined;

      let accessToken = store.getAccessToken();
      // The same token that was refused: refresh (or join the refresh under way). A different
      // one means the tokens were rotated, or the session ended, while this call was out.
      if (accessToken === entry.sentWith) {
        const outcome = await session.refresh();
        if (outcome.kind === 'failed') {
          if (outcome.error instanceof NetworkError) throw outcome.error;
          return undefined;
        }
        accessToken = outcome.kind === 'refreshed' ? outcome.accessToken : null;
      }
      // No session any more: the caller gets the 401.
      if (accessToken === null) return undefined;

      await response.body?.cancel().catch(() => undefined);
      entry.replay.headers.set('Authorization', `Bearer ${accessToken}`);
      return sendRaw(entry.replay);
    },

    onError({ error, id }) {
      pending.delete(id);
      const mapped = toNetworkError(error);
      return mapped instanceof NetworkError ? mapped : undefined;
    },
  };

  const client = createClient<paths>({ baseUrl, fetch: baseFetch });
  client.use(sessionMiddleware);

  return {
    ...client,
    dispose() {
      session.dispose();
      if (crossTab.ownsChannel) crossTab.channel?.close();
    },
  };
}
