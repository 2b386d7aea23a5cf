import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { getResponse, type HttpHandler } from 'msw';
import type { Db } from './db/db.ts';
import { seed } from './db/seed.ts';
import { createHandlers, type MockApiOptions } from './handlers/index.ts';

export interface MockServerOptions extends Omit<MockApiOptions, 'baseUrl' | 'db'> {
  /** The state to serve; a freshly seeded one (seed `seed`) unless given. */
  db?: Db;
  seed?: number;
  /** 4010 by default; 0 picks a free port (tests). */
  port?: number;
  host?: string;
}

export interface MockServer {
  /** The API base, e.g. `http://127.0.0.1:4010/v1`. */
  url: string;
  origin: string;
  port: number;
  db: Db;
  server: Server;
  /** Stops accepting requests and closes open connections. */
  close: () => Promise<void>;
}

const contractFile = new URL('../../../openapi.yaml', import.meta.url);
const hopByHopHeaders = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

/**
 * Serves the MSW handlers over real HTTP: each Node request becomes a Fetch `Request`, MSW's
 * `getResponse` finds the handler, and its `Response` is written back. No framework in between.
 */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const { port = 4010, host = '127.0.0.1', seed: seedValue, ...apiOptions } = options;
  const db = options.db ?? (await seed({ seed: seedValue }));
  let handlers: HttpHandler[] = [];
  let origin = '';

  const server = createServer((request, response) => {
    handle(request, response, handlers, origin).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) sendJson(response, 500, internalError);
      else response.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  // Absolute handler URLs: matching skips resolving relative paths on every request.
  handlers = createHandlers({ ...apiOptions, db, baseUrl: `${origin}/v1` });

  return {
    url: `${origin}/v1`,
    origin,
    port: actualPort,
    db,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

const internalError = { message: 'Something went wrong. Please try again.', code: 'INTERNAL' };

async function handle(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  handlers: HttpHandler[],
  origin: string,
): Promise<void> {
  const method = incoming.method ?? 'GET';
  const url = new URL(incoming.url ?? '/', origin);
  const cors = corsHeaders(incoming.headers.origin);

  if (method === 'OPTIONS' && cors) {
    outgoing.writeHead(204, {
      ...cors,
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
      'access-control-allow-headers':
        incoming.headers['access-control-request-headers'] ?? 'authorization, content-type',
      'access-control-max-age': '600',
    });
    outgoing.end();
    return;
  }

  if (method === 'GET' && url.pathname === '/v1/openapi.yaml') {
    const contract = await readFile(contractFile);
    outgoing.writeHead(200, {
      ...cors,
      'content-type': 'application/yaml; charset=utf-8',
      'content-length': String(contract.byteLength),
    });
    outgoing.end(contract);
    return;
  }

  // Aborted when the client goes away, so long-running handlers can stop.
  const abort = new AbortController();
  outgoing.once('close', () => {
    if (!outgoing.writableFinished) abort.abort();
  });

  const response = await getResponse(handlers, toFetchRequest(incoming, url, abort.signal));
  if (!response) {
    sendJson(
      outgoing,
      404,
      { message: `No such endpoint: ${method} ${url.pathname}.`, code: 'NOT_FOUND' },
      cors,
    );
    return;
  }
  await send(outgoing, response, method === 'HEAD', cors);
}

function toFetchRequest(incoming: IncomingMessage, url: URL, signal: AbortSignal): Request {
  const headers = new Headers();
  const raw = incoming.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!;
    if (!hopByHopHeaders.has(name.toLowerCase())) headers.append(name, raw[i + 1]!);
  }
  const method = incoming.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const init: RequestInit & { duplex?: 'half' } = { method, headers, signal };
  if (hasBody) {
    // The body streams in as the handler reads it; `duplex: 'half'` is what Fetch requires then.
    init.body = Readable.toWeb(incoming) as ReadableStream<Uint8Array>;
    init.duplex = 'half';
  }
  return new Request(url, init);
}

async function send(
  outgoing: ServerResponse,
  response: Response,
  headOnly: boolean,
  cors: Record<string, string> | undefined,
): Promise<void> {
  const headers: Record<string, string | string[]> = { ...cors };
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;

  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  if (body) headers['content-length'] = String(body.byteLength);
  outgoing.writeHead(response.status, headers);
  outgoing.end(headOnly ? undefined : body);
}

function sendJson(
  outgoing: ServerResponse,
  status: number,
  body: unknown,
  cors?: Record<string, string>,
): void {
  const text = JSON.stringify(body);
  outgoing.writeHead(status, {
    ...cors,
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
  });
  outgoing.end(text);
}

/**
 * The web app reaches the API through its dev server's proxy (same origin, no CORS). A page
 * served from another local port (a preview build, VITE_API_URL) may still call it directly, so
 * loopback origins, and only those, are allowed.
 */
function corsHeaders(origin: string | undefined): Record<string, string> | undefined {
  if (!origin || !/^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin)) {
    return undefined;
  }
  return {
    'access-control-allow-origin': origin,
    'access-control-expose-headers': 'X-Total-Count, Retry-After',
    vary: 'Origin',
  };
}
