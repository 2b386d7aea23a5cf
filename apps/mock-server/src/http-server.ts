import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { getResponse, type HttpHandler } from 'msw';
import type { Db } from './db/db.ts';
import { purgeStale } from './db/purge.ts';
import { seed, type SeedOptions } from './db/seed.ts';
import { DevControls } from './dev/controls.ts';
import { CLIENT_ADDRESS_HEADER, DEFAULT_WEB_ORIGIN } from './handlers/context.ts';
import { createMockApi, type MockApiOptions } from './handlers/index.ts';
import { rawBodies } from './handlers/raw-body.ts';
import { JSON_BODY_LIMIT, MULTIPART_BODY_LIMIT } from './handlers/validation.ts';
import { securityHeaders } from './security-headers.ts';
import { createStaticSite } from './static-site.ts';

export interface MockServerOptions extends Omit<MockApiOptions, 'baseUrl' | 'db' | 'seedOptions'> {
  /** The state to serve; a freshly seeded one (seed `seed`, scale `scale`) unless given. */
  db?: Db;
  seed?: number;
  scale?: number;
  /** A crew's visits a day, fewest and most (`seed`'s option of that name). */
  visitsPerDay?: SeedOptions['visitsPerDay'];
  /** 4010 by default; 0 picks a free port (tests). */
  port?: number;
  host?: string;
  /**
   * A built single-page app to serve at `/` next to the API (`--static apps/web/dist`): one
   * origin for the app and `/v1`, as deployed. E-mailed links then point at this server.
   */
  staticDir?: string;
  /**
   * How long a client may take to send its headers, and its whole request, before the server
   * answers 408 and closes: slow clients cannot hold connections. 10 and 60 seconds by default
   * (a 2 MB photo over a poor mobile link fits in a minute).
   */
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
  /**
   * How long an idle kept-alive connection stays open: 65 seconds by default, longer than the
   * clients and proxies in front of it keep theirs (60 s is common), so that it is they who close
   * it. Node's own 5 seconds raced clients that reuse a connection without reading the server's
   * `Keep-Alive: timeout` hint (Playwright's request context, Node's agent): a request sent as the
   * server closed the connection failed with ECONNRESET.
   */
  keepAliveTimeoutMs?: number;
  /** How often expired tokens, used password links and old e-mails are deleted; 10 minutes. */
  purgeIntervalMs?: number;
}

export interface MockServer {
  /** The API base, e.g. `http://127.0.0.1:4010/v1`. */
  url: string;
  origin: string;
  port: number;
  db: Db;
  controls: DevControls;
  server: Server;
  /** Stops accepting requests and closes open connections. */
  close: () => Promise<void>;
}

const contractFile = new URL('../../../openapi.yaml', import.meta.url);
const swaggerUiFolder = join(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
  '..',
);
const docsAssets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
};

const hopByHopHeaders = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

/** Calls whose body is `multipart/form-data` with an avatar: a bigger limit than JSON. */
const multipartRoute = /^\/v1\/users(\/[^/]+\/avatar)?$/;

/**
 * Serves the MSW handlers over real HTTP: each Node request becomes a Fetch `Request`, MSW's
 * `getResponse` finds the handler, and its `Response` is written back. No framework in between.
 * The host adds what only a server can do: refuse bodies over their limit before reading them,
 * and cut the connection for a "dropped" QA failure. (With `--data`, a write is on disk before
 * its handler answers: the store commits inside `db.state.write`.)
 */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const {
    port = 4010,
    host = '127.0.0.1',
    seed: seedValue,
    scale,
    visitsPerDay,
    staticDir,
    headersTimeoutMs = 10_000,
    requestTimeoutMs = 60_000,
    keepAliveTimeoutMs = 65_000,
    purgeIntervalMs = 10 * 60 * 1000,
    ...apiOptions
  } = options;
  const site = staticDir ? createStaticSite(staticDir) : undefined;
  const seedOptions: Pick<SeedOptions, 'seed' | 'scale' | 'visitsPerDay'> = {
    seed: seedValue,
    scale,
    visitsPerDay,
  };
  const db = options.db ?? (await seed({ ...seedOptions, now: apiOptions.now?.() }));
  const controls = apiOptions.controls ?? new DevControls();
  let handlersByArea = new Map<string, HttpHandler[]>();
  let allHandlers: HttpHandler[] = [];
  let origin = '';

  const server = createServer(
    {
      headersTimeout: headersTimeoutMs,
      requestTimeout: Math.max(requestTimeoutMs, headersTimeoutMs),
      // Node looks for overdue requests this often (30 s by default, longer than the timeouts).
      connectionsCheckingInterval: Math.max(50, Math.min(1000, headersTimeoutMs / 2)),
      keepAliveTimeout: keepAliveTimeoutMs,
    },
    (request, response) => {
      handle(request, response).catch((error: unknown) => {
        console.error(error);
        if (!response.headersSent) sendJson(response, 500, internalError);
        else response.destroy();
      });
    },
  );
  // A client too slow to send its request is told so; other broken requests end with the socket.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' && socket.writable) {
      socket.end('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    }
    socket.destroy();
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
  const devRoutes = apiOptions.devRoutes ?? true;
  const webOrigin = apiOptions.webOrigin ?? (site ? origin : undefined);
  // Absolute handler URLs: matching skips resolving relative paths on every request.
  const { groups } = createMockApi({
    ...apiOptions,
    webOrigin,
    controls,
    db,
    seedOptions,
    baseUrl: `${origin}/v1`,
  });
  allHandlers = Object.values(groups).flat();
  // MSW tries handlers one by one; trying only those of the first path segment keeps the
  // calendar's calls from walking past forty others.
  handlersByArea = new Map(
    Object.entries(groups).map(([name, handlers]) => [name, handlers as HttpHandler[]]),
  );
  const areaOf = (pathname: string): HttpHandler[] => {
    const segment = /^\/v1\/([^/]+)/.exec(pathname)?.[1];
    const group = pathname.startsWith('/v1/users/me/calendar-feed')
      ? 'calendarFeeds'
      : pathname.endsWith('/entry-code-reveals')
        ? 'entryCodeReveals'
        : segment === undefined
          ? undefined
          : (
              {
                jobs: 'jobs',
                teams: 'teams',
                'job-types': 'jobTypes',
                'address-types': 'addressTypes',
                clients: 'clients',
                users: 'users',
                avatars: 'users',
                organizations: 'organizations',
                auth: 'auth',
                'password-resets': 'passwordResets',
                health: 'health',
                'calendar-feeds': 'calendarFeeds',
                addresses: 'entryCodeReveals',
              } as Record<string, string>
            )[segment];
    return (group && handlersByArea.get(group)) || allHandlers;
  };

  async function handle(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const method = incoming.method ?? 'GET';
    // Appended, not resolved: a request target such as `//elsewhere/x` must stay a path here.
    const target = incoming.url ?? '/';
    const url = new URL(`${origin}${target.startsWith('/') ? target : `/${target}`}`);
    const cors = corsHeaders(incoming.headers.origin);
    // Every answer, API and pages alike; headers written later add to these.
    for (const [name, value] of Object.entries(securityHeaders)) outgoing.setHeader(name, value);

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

    // HEAD is answered as GET without the body (Node drops the body of a HEAD answer).
    const reading = method === 'GET' || method === 'HEAD';
    if (reading && url.pathname === '/v1/openapi.yaml') {
      const contract = await readFile(contractFile);
      sendBytes(outgoing, 200, 'application/yaml; charset=utf-8', contract, cors);
      return;
    }
    if (reading && (url.pathname === '/docs' || url.pathname === '/docs/')) {
      sendBytes(outgoing, 200, 'text/html; charset=utf-8', Buffer.from(docsPage), cors);
      return;
    }
    if (reading && url.pathname === '/docs/init.js') {
      sendBytes(outgoing, 200, 'text/javascript; charset=utf-8', Buffer.from(docsInit), cors);
      return;
    }
    const asset = /^\/docs\/([\w.-]+)$/.exec(url.pathname)?.[1];
    if (reading && asset && docsAssets[asset]) {
      const bytes = await readFile(join(swaggerUiFolder, asset));
      sendBytes(outgoing, 200, docsAssets[asset], bytes, cors, 'public, max-age=3600');
      return;
    }

    if (devRoutes && /^\/__dev(\/|$)/.test(url.pathname)) {
      const refusal = devRequestRefusal(
        incoming,
        host,
        actualPort,
        webOrigin ?? DEFAULT_WEB_ORIGIN,
      );
      if (refusal) {
        sendJson(outgoing, 403, { message: refusal, code: 'FORBIDDEN' });
        return;
      }
    }

    if (site && !isServerPath(url.pathname)) {
      await site.serve(incoming, outgoing, url.pathname);
      return;
    }

    // Bodies over the limit are refused from their declared length, before a byte is read.
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const limit = multipartRoute.test(url.pathname) ? MULTIPART_BODY_LIMIT : JSON_BODY_LIMIT;
    const declared = Number(incoming.headers['content-length'] ?? '0');
    if (hasBody && declared > limit) {
      tooLarge(incoming, outgoing, limit, cors);
      return;
    }

    // A body without a declared length (chunked) is counted as it streams in.
    const body = hasBody ? limitedBody(incoming, limit) : undefined;
    const request = toFetchRequest(incoming, url, body?.stream);
    const handlers = url.pathname.startsWith('/v1/') ? areaOf(url.pathname) : allHandlers;
    const response = await getResponse(handlers, request);

    if (body?.exceeded()) {
      tooLarge(incoming, outgoing, limit, cors);
      return;
    }
    if (response?.type === 'error') {
      // A QA "dropped connection": no answer at all.
      incoming.socket.destroy();
      return;
    }
    if (!response) {
      if (url.pathname.startsWith('/v1/')) {
        controls.record({
          method,
          path: `${url.pathname}${url.search}`,
          operationId: null,
          status: 404,
          durationMs: 0,
          fault: null,
        });
      }
      sendJson(
        outgoing,
        404,
        { message: `No such endpoint: ${method} ${url.pathname}.`, code: 'NOT_FOUND' },
        cors,
      );
      return;
    }
    await send(
      outgoing,
      response,
      method === 'HEAD',
      cors,
      body?.consumed() === false,
      String(incoming.headers['accept-encoding'] ?? ''),
    );
  }

  const clock = apiOptions.now ?? Date.now;
  const purge = () =>
    db.state
      .write(() => purgeStale(db, clock()))
      .catch((error: unknown) => console.error('Could not purge stale records:', error));
  void purge();
  const purging = setInterval(purge, purgeIntervalMs).unref();
  server.on('close', () => clearInterval(purging));

  // Compress the app's files while nobody is asking yet, so the first visit is not the slow one.
  site?.warm().catch((error: unknown) => console.error('Could not read the web app:', error));

  return {
    url: `${origin}/v1`,
    origin,
    port: actualPort,
    db,
    controls,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** The host name of a `Host` header or an origin, lower-cased, without the port. */
function hostnameOf(value: string): string | undefined {
  try {
    return new URL(`http://${value}`).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Why a request may not use the QA controls, if it may not. They can wipe the data and read
 * password links, so they answer only under this server's own names (no DNS rebinding: a hostile
 * name that resolves to this machine arrives with its own `Host`) and only to pages of this
 * server's own origin or of the configured web app (a page elsewhere cannot post a reset).
 */
function devRequestRefusal(
  incoming: IncomingMessage,
  host: string,
  port: number,
  webOrigin: string,
): string | undefined {
  const ownHosts = new Set([...loopbackHosts, host.toLowerCase(), `[${host.toLowerCase()}]`]);
  const requested = hostnameOf(incoming.headers.host ?? '');
  if (!requested || !ownHosts.has(requested)) {
    return 'The QA controls answer only on the server’s own address.';
  }
  const origin = incoming.headers.origin;
  if (origin !== undefined) {
    let allowed = false;
    try {
      const parsed = new URL(origin);
      allowed =
        parsed.origin === new URL(webOrigin).origin ||
        (ownHosts.has(parsed.hostname.toLowerCase()) &&
          Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80)) === port);
    } catch {
      allowed = false;
    }
    if (!allowed) return 'The QA controls cannot be called from another site.';
  }
  if (incoming.headers['sec-fetch-site'] === 'cross-site') {
    return 'The QA controls cannot be called from another site.';
  }
  return undefined;
}

/** Paths the server itself answers; with a static site, every other path belongs to the app. */
const isServerPath = (pathname: string) => /^\/(v1|docs|__dev)(\/|$)/.test(pathname);

const internalError = { message: 'Something went wrong. Please try again.', code: 'INTERNAL' };

/** The request body as a stream that stops at `limit` bytes. */
function limitedBody(incoming: IncomingMessage, limit: number) {
  let received = 0;
  let exceeded = false;
  let ended = false;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > limit) {
        exceeded = true;
        callback(new Error('The request body is too large.'));
        return;
      }
      callback(null, chunk);
    },
  });
  counter.on('end', () => (ended = true));
  counter.on('error', () => incoming.unpipe(counter));
  incoming.pipe(counter);
  return {
    stream: Readable.toWeb(counter) as ReadableStream<Uint8Array>,
    exceeded: () => exceeded,
    consumed: () => ended,
  };
}

function toFetchRequest(
  incoming: IncomingMessage,
  url: URL,
  body: ReadableStream<Uint8Array> | undefined,
): Request {
  const headers = new Headers();
  const raw = incoming.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!;
    const lower = name.toLowerCase();
    if (!hopByHopHeaders.has(lower) && lower !== CLIENT_ADDRESS_HEADER) {
      headers.append(name, raw[i + 1]!);
    }
  }
  headers.set(CLIENT_ADDRESS_HEADER, incoming.socket.remoteAddress ?? 'unknown');
  // The handlers are declared for GET; a HEAD gets the same answer, sent without its body.
  const method = incoming.method === 'HEAD' ? 'GET' : (incoming.method ?? 'GET');
  const init: RequestInit & { duplex?: 'half' } = { method, headers };
  if (body) {
    // The body streams in as the handler reads it; `duplex: 'half'` is what Fetch requires then.
    init.body = body;
    init.duplex = 'half';
  }
  return new Request(url, init);
}

async function send(
  outgoing: ServerResponse,
  response: Response,
  headOnly: boolean,
  cors: Record<string, string> | undefined,
  closeAfter: boolean,
  acceptEncoding: string,
): Promise<void> {
  const headers: Record<string, string | string[]> = { ...cors };
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  // A body the handler never read (refused early) is not worth reading now: end the connection.
  if (closeAfter) headers.connection = 'close';

  const raw = rawBodies.get(response);
  const body = raw
    ? Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength)
    : response.body
      ? Buffer.from(await response.arrayBuffer())
      : undefined;
  const sent = body ? await compressed(body, headers, acceptEncoding) : undefined;
  if (sent) headers['content-length'] = String(sent.byteLength);
  outgoing.writeHead(response.status, headers);
  outgoing.end(headOnly ? undefined : sent);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** JSON and text answers worth compressing (an upload's bytes are served as they are). */
const compressibleAnswer = /^(application\/(json|problem\+json|yaml)|text\/)/;
/** Below this, a compressed answer saves less than its headers cost. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * An answer's bytes, brotli- or gzip-compressed when the client accepts it, as a real API's
 * server or proxy sends them: a dashboard's three weeks of jobs are 257 kB of JSON, about a tenth
 * of that compressed, and on a phone's connection that is the difference of a second.
 */
async function compressed(
  body: Buffer,
  headers: Record<string, string | string[]>,
  acceptEncoding: string,
): Promise<Buffer> {
  const type = String(headers['content-type'] ?? '');
  if (body.byteLength < COMPRESS_MIN_BYTES || headers['content-encoding'] != null) return body;
  if (!compressibleAnswer.test(type)) return body;
  headers.vary = 'Accept-Encoding';
  if (/\bbr\b/.test(acceptEncoding)) {
    headers['content-encoding'] = 'br';
    // Quality 4: most of the saving for a few milliseconds, answers being made afresh each time.
    return brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } });
  }
  if (/\bgzip\b/.test(acceptEncoding)) {
    headers['content-encoding'] = 'gzip';
    return gzipAsync(body, { level: 6 });
  }
  return body;
}

/** Bytes of a refused body read and dropped at most; a client sending more is cut off. */
const DRAIN_LIMIT = 64 * 1024 * 1024;

/**
 * Answers 413, then reads and drops the rest of the body: a client that sends its whole body
 * before it reads the answer (as many do) gets the 413 instead of a reset connection, which is
 * what closing with unread bytes gives. Past `DRAIN_LIMIT` the connection is cut.
 */
function tooLarge(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  limit: number,
  cors: Record<string, string> | undefined,
): void {
  const message =
    limit > JSON_BODY_LIMIT
      ? 'The file must be at most 2 MB.'
      : `The request body must be at most ${Math.round(limit / 1024)} KB.`;
  let drained = 0;
  incoming.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT) incoming.socket.destroy();
  });
  incoming.resume();
  sendJson(outgoing, 413, { message, code: 'PAYLOAD_TOO_LARGE' }, cors);
}

function sendBytes(
  outgoing: ServerResponse,
  status: number,
  contentType: string,
  bytes: Buffer,
  cors: Record<string, string> | undefined,
  cacheControl = 'no-cache',
): void {
  outgoing.writeHead(status, {
    ...cors,
    'content-type': contentType,
    'content-length': String(bytes.byteLength),
    'cache-control': cacheControl,
  });
  outgoing.end(bytes);
}

function sendJson(
  outgoing: ServerResponse,
  status: number,
  body: unknown,
  cors?: Record<string, string>,
  close = false,
): void {
  const text = JSON.stringify(body);
  outgoing.writeHead(status, {
    ...cors,
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
    'cache-control': 'no-store',
    ...(close ? { connection: 'close' } : {}),
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

// Interactive docs: Swagger UI's standalone bundle from node_modules, nothing from a CDN. "Try it
// out" calls this server (the contract's first server is `/v1`, the same origin).
const docsPage = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Spotless API · docs</title>
  <link rel="icon" type="image/png" href="/docs/favicon-32x32.png">
  <link rel="stylesheet" href="/docs/swagger-ui.css">
</head>
<body>
  <div id="docs"></div>
  <script src="/docs/swagger-ui-bundle.js"></script>
  <script src="/docs/init.js"></script>
</body>
</html>`;

const docsInit = `window.ui = SwaggerUIBundle({
  url: '/v1/openapi.yaml',
  dom_id: '#docs',
  deepLinking: true,
  persistAuthorization: true,
  displayRequestDuration: true,
  tryItOutEnabled: true,
  // The default validator badge loads an image from the internet.
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
});`;
