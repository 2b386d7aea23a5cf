import type { PathParams } from 'msw';
import {
  createAuthService,
  DEFAULT_ACCESS_TOKEN_TTL,
  type AuthService,
} from '../auth/auth-service.ts';
import { randomBytes, utf8 } from '../auth/encoding.ts';
import type { Db } from '../db/db.ts';
import type { UserRecord } from '../db/schema.ts';
import { toErrorResponse, unauthorized } from './errors.ts';

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
}

export interface ApiContext {
  db: Db;
  auth: AuthService;
  now: () => number;
  /** The handler URL of an API path: `url('/users/me')`. */
  url: (path: string) => string;
}

export function createApiContext(options: MockApiOptions): ApiContext {
  const now = options.now ?? Date.now;
  const base = (options.baseUrl ?? '/v1').replace(/\/+$/, '');
  const secret =
    typeof options.secret === 'string' ? utf8(options.secret) : (options.secret ?? randomBytes(32));
  const auth = createAuthService({
    db: options.db,
    now,
    accessTokenTtl: options.accessTokenTtl ?? DEFAULT_ACCESS_TOKEN_TTL,
    secret,
  });
  return { db: options.db, auth, now, url: (path) => `${base}${path}` };
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

/** The signed-in, active user of the request's bearer token, or a 401. */
export async function requireUser(context: ApiContext, request: Request): Promise<UserRecord> {
  const result = await context.auth.authenticate(request.headers.get('authorization'));
  if (!result.ok) throw unauthorized(result.code);
  return result.user;
}
