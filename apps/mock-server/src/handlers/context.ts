import { http, type HttpHandler, type PathParams } from 'msw';
import {
  createAuthService,
  DEFAULT_ACCESS_TOKEN_TTL,
  type AuthService,
} from '../auth/auth-service.ts';
import { randomBytes, utf8 } from '../auth/encoding.ts';
import type { Db } from '../db/db.ts';
import type { MailRecord, UserRecord } from '../db/schema.ts';
import { seed, type SeedOptions } from '../db/seed.ts';
import { DevControls } from '../dev/controls.ts';
import { toErrorResponse, unauthorized } from './errors.ts';

export const DEFAULT_WEB_ORIGIN = 'http://127.0.0.1:5173';

export interface MockApiOptions {
  /** The state the handlers read and write (see `seed` from `@spotless/mock-server/db`). */
  db: Db;
  /**
   * Where the API lives, `/v1` by default. A relative base suits browsers (Storybook, the web
   * app), where MSW resolves it against the page. In Node, give an absolute one
   * (`http://127.0.0.1:4010/v1`), or `*\/v1` for any origin.
   */
  baseUrl?: string;
  /** Access-token lifetime in seconds; 900 (15 minutes) by default. */
  accessTokenTtl?: number;
  /** The token-signing key; a random one per call unless given (tokens then die with the server). */
  secret?: string | Uint8Array<ArrayBuffer>;
  /** The clock, in epoch milliseconds. Tests move it instead of waiting. */
  now?: () => number;
  /**
   * The web app's origin, for links in e-mails when the request names no local origin
   * (`Origin` or `Referer` of a loopback address). `http://127.0.0.1:5173` by default.
   */
  webOrigin?: string;
  /** Serve the QA controls under `/__dev`; true by default. */
  devRoutes?: boolean;
  /**
   * Keep e-mails in the mailbox that `/__dev/mailbox` shows (the default when `devRoutes` is on);
   * otherwise each e-mail is printed on the console, so that a demo without QA routes can still
   * create users and reset passwords.
   */
  mailbox?: boolean;
  /** How `POST /__dev/reset` seeds again (seed value, scale, a crew's visits a day). */
  seedOptions?: Pick<SeedOptions, 'seed' | 'scale' | 'visitsPerDay' | 'today'>;
  /** QA controls shared with the host; new ones unless given. */
  controls?: DevControls;
}

export interface ApiContext {
  db: Db;
  auth: AuthService;
  now: () => number;
  controls: DevControls;
  devRoutes: boolean;
  /** The handler URL of an API path: `url('/users/me')`. */
  url: (path: string) => string;
  /** The handler URL of a QA-control path: `devUrl('/reset')` is `/__dev/reset`. */
  devUrl: (path: string) => string;
  /** The absolute API base for links in answers (avatars), resolved against the request. */
  apiBase: (request: Request) => string;
  /** The web app's origin for links in e-mails sent while handling this request. */
  webOrigin: (request: Request) => string;
  /** Puts an e-mail in the development mailbox. Inside the write lock. */
  sendMail: (mail: Omit<MailRecord, 'id' | 'createdAt'>) => Promise<void>;
  /** Seeds the database again, as at start. */
  resetToSeed: () => Promise<void>;
}

// A request may name the web app's origin, but only a local one: an e-mailed link must never point
// wherever a caller's Origin header says (that would hand reset tokens to another site).
const localOrigin = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export function createApiContext(options: MockApiOptions): ApiContext {
  const now = options.now ?? Date.now;
  const base = (options.baseUrl ?? '/v1').replace(/\/+$/, '');
  const devBase = `${base.replace(/\/v1$/, '')}/__dev`;
  const secret =
    typeof options.secret === 'string' ? utf8(options.secret) : (options.secret ?? randomBytes(32));
  const db = options.db;
  const auth = createAuthService({
    db,
    now,
    accessTokenTtl: options.accessTokenTtl ?? DEFAULT_ACCESS_TOKEN_TTL,
    secret,
  });
  const devRoutes = options.devRoutes ?? true;
  const mailbox = options.mailbox ?? devRoutes;
  const fallbackWebOrigin = (options.webOrigin ?? DEFAULT_WEB_ORIGIN).replace(/\/+$/, '');

  return {
    db,
    auth,
    now,
    controls: options.controls ?? new DevControls(),
    devRoutes,
    url: (path) => `${base}${path}`,
    devUrl: (path) => `${devBase}${path}`,
    apiBase: (request) =>
      /^https?:/.test(base) ? base : new URL(base.replace(/^\*/, ''), request.url).href,
    webOrigin: (request) => {
      const origin = request.headers.get('origin');
      if (origin && localOrigin.test(origin)) return origin;
      const referer = request.headers.get('referer');
      if (referer) {
        try {
          const refererOrigin = new URL(referer).origin;
          if (localOrigin.test(refererOrigin)) return refererOrigin;
        } catch {
          // Not a URL: ignore it.
        }
      }
      return fallbackWebOrigin;
    },
    sendMail: async (mail) => {
      if (!mailbox) {
        console.info(`E-mail to ${mail.to}: ${mail.subject}\n${mail.text}\n`);
        return;
      }
      await db.mails.insert({
        id: crypto.randomUUID(),
        createdAt: new Date(now()).toISOString(),
        ...mail,
      });
    },
    resetToSeed: async () => {
      await seed({ ...options.seedOptions, now: now(), db });
    },
  };
}

interface ResolverInfo<Params extends PathParams> {
  request: Request;
  params: Params;
}

/** Wraps a resolver so that every failure answers the contract's Error body. */
export function route<Params extends PathParams = PathParams>(
  resolver: (info: ResolverInfo<Params>) => Promise<Response>,
) {
  return async (info: ResolverInfo<Params>): Promise<Response> => {
    try {
      return await resolver(info);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * The handler of one contract operation: its errors become the contract's Error body, and it
 * runs under the QA controls (latency, failures, request log), which know it by `operationId`.
 */
export function operation<Params extends PathParams = PathParams>(
  context: ApiContext,
  method: Method,
  path: string,
  operationId: string,
  resolver: (info: ResolverInfo<Params>) => Promise<Response>,
): HttpHandler {
  const handle = route(resolver);
  const handler = http[method]<Params>(context.url(path), (info) =>
    context.controls.run(operationId, info.request, () => handle(info)),
  );
  operationIds.set(handler, operationId);
  return handler;
}

/** Which contract operation each handler serves (tests check that every one is covered). */
export const operationIds = new WeakMap<HttpHandler, string>();

/**
 * The header through which the Node host tells the handlers the caller's network address. The host
 * drops any copy a client sends, so it cannot be forged; hosts without sockets (Storybook,
 * msw/node) send none.
 */
export const CLIENT_ADDRESS_HEADER = 'x-spotless-client-address';

/** The caller's network address, for throttles per client; `local` where the host has none. */
export const clientAddress = (request: Request): string =>
  request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'local';

/** The signed-in, active user of the request's bearer token, or a 401. */
export async function requireUser(context: ApiContext, request: Request): Promise<UserRecord> {
  const result = await context.auth.authenticate(request.headers.get('authorization'));
  if (!result.ok) throw unauthorized(result.code);
  return result.user;
}
