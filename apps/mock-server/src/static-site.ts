// Serves a built single-page app (the web app's `dist/`) next to the API, so that one origin
// answers both: `npm run serve`. No framework: node:fs, node:zlib and the rules below.
import { readdir, readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { immutableCache } from './security-headers.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** Text worth compressing; images and fonts are compressed already. */
const compressible = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;
/** Below this, the compressed answer saves less than its headers cost. */
const COMPRESS_MIN_BYTES = 1024;

interface Prepared {
  etag: string;
  contentType: string;
  cacheControl: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export interface StaticSite {
  /** The folder served, absolute. */
  root: string;
  /**
   * Answers a GET or HEAD for a path outside the API: the file, or `index.html` for a client-side
   * route. Other methods get 405.
   */
  serve: (incoming: IncomingMessage, outgoing: ServerResponse, pathname: string) => Promise<void>;
  /** Reads and compresses every file ahead of the first visit (resolves when done). */
  warm: () => Promise<void>;
}

/**
 * Rules:
 * - `/assets/*` is Vite's hashed output: cached for a year, `immutable`. Everything else
 *   (`index.html`, `favicon.svg`, `theme-init.js`) is `no-cache`: revalidated each time with its
 *   ETag, so a new deployment shows at once.
 * - A path with no file behind it and no extension is a client-side route (`/clients/new`): it
 *   gets `index.html` with 200, or the `index.html` of its own folder where the build wrote one
 *   (`/login` gets `login/index.html`: a page prerendered with its HTML). A missing file
 *   (`/assets/gone.js`, `/robots.txt`) is a 404, never HTML that a browser would try to run as a
 *   script.
 * - Hidden source maps (`*.map`) and dot-files (`.vite/manifest.json`) are not served: the build
 *   keeps them for error reports, not for visitors. Nothing outside the folder is reachable.
 * - Text is sent brotli- or gzip-compressed when the browser accepts it; compressed bytes are kept
 *   in memory until the file changes.
 */
export function createStaticSite(folder: string): StaticSite {
  const root = resolve(folder);
  // Promises, so that two first visits of one file compress it once.
  const cache = new Map<string, { etag: string; prepared: Promise<Prepared> }>();

  async function prepare(file: string, pathname: string): Promise<Prepared | undefined> {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const cached = cache.get(file);
    if (cached?.etag === etag) return cached.prepared;
    const prepared = load(file, pathname, etag);
    cache.set(file, { etag, prepared });
    prepared.catch(() => cache.delete(file));
    return prepared;
  }

  async function load(file: string, pathname: string, etag: string): Promise<Prepared> {
    const identity = await readFile(file);
    const contentType = contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
    const prepared: Prepared = {
      etag,
      contentType,
      cacheControl: pathname.startsWith('/assets/') ? immutableCache : 'no-cache',
      identity,
    };
    if (compressible.test(contentType) && identity.byteLength >= COMPRESS_MIN_BYTES) {
      [prepared.br, prepared.gzip] = await Promise.all([
        brotli(identity, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: 11,
            [zlib.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
          },
        }),
        gzipAsync(identity, { level: 9 }),
      ]);
    }
    return prepared;
  }

  /** The file a URL path names inside the root, or undefined if it may not be served. */
  function fileOf(pathname: string): string | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
    const file = resolve(root, ...decoded.split('/').filter(Boolean));
    if (file === root) return file;
    if (!file.startsWith(root + sep)) return undefined;
    // Judged on the file the path resolves to, not on how it was spelled: `x.js.map/`,
    // `x.js%2Emap`, `//x.js.map` and `a/../x.js.map` all name the same map.
    const inside = file.slice(root.length + 1).split(sep);
    if (inside.some((segment) => segment.startsWith('.'))) return undefined;
    if (/\.map$/i.test(inside.at(-1) ?? '')) return undefined;
    return file;
  }

  async function serve(
    incoming: IncomingMessage,
    outgoing: ServerResponse,
    pathname: string,
  ): Promise<void> {
    const method = incoming.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      sendText(outgoing, 405, 'Method not allowed.', { allow: 'GET, HEAD' });
      return;
    }
    const file = fileOf(pathname);
    let prepared = file && file !== root ? await prepare(file, pathname) : undefined;
    if (!prepared) {
      const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
      const isRoute =
        file !== undefined && !pathname.startsWith('/assets/') && !/\./.test(lastSegment);
      if (!isRoute) {
        sendText(outgoing, 404, 'Not found.');
        return;
      }
      // A page built with its own HTML (the web app's prerendered public pages) is in
      // `<route>/index.html`; every other route gets the app's `index.html`.
      prepared =
        (file === root
          ? undefined
          : await prepare(join(file, 'index.html'), `${pathname}/index.html`)) ??
        (await prepare(join(root, 'index.html'), '/index.html'));
      if (!prepared) {
        sendText(outgoing, 404, 'The web app is not built: run `npm run build`.');
        return;
      }
    }

    const headers: Record<string, string> = {
      'content-type': prepared.contentType,
      'cache-control': prepared.cacheControl,
      etag: prepared.etag,
    };
    if (prepared.br || prepared.gzip) headers.vary = 'Accept-Encoding';
    if (incoming.headers['if-none-match'] === prepared.etag) {
      outgoing.writeHead(304, headers);
      outgoing.end();
      return;
    }
    const accepted = String(incoming.headers['accept-encoding'] ?? '');
    let body = prepared.identity;
    if (prepared.br && /\bbr\b/.test(accepted)) {
      body = prepared.br;
      headers['content-encoding'] = 'br';
    } else if (prepared.gzip && /\bgzip\b/.test(accepted)) {
      body = prepared.gzip;
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = String(body.byteLength);
    outgoing.writeHead(200, headers);
    outgoing.end(method === 'HEAD' ? undefined : body);
  }

  async function warm(): Promise<void> {
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const pathname = `/${join(entry.parentPath, entry.name)
        .slice(root.length + 1)
        .split(sep)
        .join('/')}`;
      const file = fileOf(pathname);
      // One file at a time: the API answers in between.
      if (file) await prepare(file, pathname);
    }
  }

  return { root, serve, warm };
}

function sendText(
  outgoing: ServerResponse,
  status: number,
  text: string,
  extra: Record<string, string> = {},
): void {
  outgoing.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    'cache-control': 'no-store',
    ...extra,
  });
  outgoing.end(text);
}
