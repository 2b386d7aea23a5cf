// For the tests: a mock server on a free port with a clock the test moves, and small HTTP calls.
import { createTestDb, startMockServer, type MockServer } from '../src/node.ts';

export interface TestApi {
  api: MockServer;
  /** Moves the server's clock forward. */
  advance: (milliseconds: number) => void;
  call: (method: string, path: string, options?: CallOptions) => Promise<Answer>;
  signIn: (login: string, password?: string) => Promise<Tokens>;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

export const PASSWORD = 'Spotless123!';
export const START = Date.parse('2026-03-16T14:00:00Z');

export async function startTestApi(options: { accessTokenTtl?: number } = {}): Promise<TestApi> {
  let clock = START;
  const api = await startMockServer({
    port: 0,
    db: await createTestDb(),
    now: () => clock,
    accessTokenTtl: options.accessTokenTtl,
  });

  const call = async (method: string, path: string, { body, token, headers }: CallOptions = {}) => {
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json');
    return {
      status: response.status,
      headers: response.headers,
      body: text && isJson ? JSON.parse(text) : text,
    };
  };

  const signIn = async (login: string, password = PASSWORD) => {
    const answer = await call('POST', '/auth/login', { body: { login, password } });
    if (answer.status !== 200) throw new Error(`${login} could not sign in: ${answer.status}`);
    return answer.body as Tokens;
  };

  return { api, advance: (ms) => (clock += ms), call, signIn };
}

export function claimsOf(accessToken: string): Record<string, unknown> {
  const payload = accessToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
