// One origin for the built web app and the API (`npm run serve`): the app's files with their
// caching, client-side routes, and the headers of a hardened deployment on every answer.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, startMockServer, type MockServer } from '../src/node.ts';
import { contentSecurityPolicy, inlineStyleHashes } from '../src/security-headers.ts';

let server: MockServer;
let site: string;

const indexHtml = `<!doctype html>
<html lang="en"><head><title>Spotless</title><script src="/theme-init.js"></script>
<script type="module" crossorigin src="/assets/index-3f9c2a1b.js"></script></head>
<body><div id="root"></div></body></html>`;
const loginHtml = indexHtml.replace('<div id="root"></div>', '<div id="root"><form></form></div>');
const bundle = `console.info(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  // A built app in miniature: what `vite build` writes, hidden source map and manifest included.
  site = mkdtempSync(join(tmpdir(), 'spotless-site-'));
  mkdirSync(join(site, 'assets'));
  mkdirSync(join(site, '.vite'));
  writeFileSync(join(site, 'index.html'), indexHtml);
  // A public page prerendered with its own HTML.
  mkdirSync(join(site, 'login'));
  writeFileSync(join(site, 'login', 'index.html'), loginHtml);
  writeFileSync(join(site, 'theme-init.js'), 'document.documentElement.dataset.theme = "light";');
  writeFileSync(join(site, 'assets', 'index-3f9c2a1b.js'), bundle);
  writeFileSync(join(site, 'assets', 'index-3f9c2a1b.js.map'), '{"version":3}');
  writeFileSync(join(site, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(dirname(site), 'outside.txt'), 'not part of the site');
  server = await startMockServer({ port: 0, db: await createTestDb(), staticDir: site });
});

afterAll(async () => {
  await server?.close();
  rmSync(site, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}${path}`, { headers, redirect: 'manual' });

/** The headers every answer carries, whatever serves it. */
function expectHardened(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toBe(contentSecurityPolicy);
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp).not.toContain("'unsafe-inline'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/img-src 'self' data: blob: https:/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
}

describe('the web app', () => {
  it('serves index.html at / with no-cache and the hardened headers', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expectHardened(response);
    expect(await response.text()).toBe(indexHtml);
  });

  it('serves hashed assets for a year, immutable, compressed when the browser accepts it', async () => {
    const plain = await get('/assets/index-3f9c2a1b.js');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectHardened(plain);
    expect(await plain.text()).toBe(bundle);

    // fetch() would decompress on its own: read the raw bytes through node:http instead.
    const { request } = await import('node:http');
    const raw = await new Promise<{ encoding?: string; vary?: string; body: Buffer }>(
      (resolve, reject) => {
        request(
          `${server.origin}/assets/index-3f9c2a1b.js`,
          { headers: { 'accept-encoding': 'gzip, deflate, br' } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                encoding: response.headers['content-encoding'],
                vary: response.headers.vary,
                body: Buffer.concat(chunks),
              }),
            );
          },
        )
          .on('error', reject)
          .end();
      },
    );
    expect(raw.encoding).toBe('br');
    expect(raw.vary).toBe('Accept-Encoding');
    expect(raw.body.byteLength).toBeLessThan(bundle.length / 10);
    expect(brotliDecompressSync(raw.body).toString()).toBe(bundle);
  });

  it('answers a revalidation with 304 when the file has not changed', async () => {
    const first = await get('/');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get('/', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expectHardened(again);
  });

  it('serves other files of the build (not hashed) with no-cache', async () => {
    const response = await get('/theme-init.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers client-side routes with index.html (SPA fallback)', async () => {
    for (const path of ['/clients/new', '/users/edit/3f9c2a1b', '/settings/plan?x=1', '/loginx']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expectHardened(response);
      expect(await response.text(), path).toBe(indexHtml);
    }
  });

  it('answers a route the build wrote a page for with that page, with or without a last slash', async () => {
    for (const path of ['/login', '/login/', '/login?next=%2Fschedule']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expectHardened(response);
      expect(await response.text(), path).toBe(loginHtml);
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await fetch(`${server.origin}/clients`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expectHardened(response);
    expect(await response.text()).toBe('');
  });

  it('answers 404, not index.html, for missing files, hidden maps, dot-files and paths outside', async () => {
    for (const path of [
      '/assets/gone-12345678.js',
      '/robots.txt',
      '/assets/index-3f9c2a1b.js.map',
      '/.vite/manifest.json',
      '/%2e%2e/outside.txt',
      '/assets/..%2f..%2foutside.txt',
      // Every other spelling of the map's path.
      '/assets/index-3f9c2a1b.js.map/',
      '/assets//index-3f9c2a1b.js.map',
      '//assets/index-3f9c2a1b.js.map',
      '/assets%2Findex-3f9c2a1b.js.map',
      '/assets/index-3f9c2a1b.js%2Emap',
      '/assets/index-3f9c2a1b.js.MAP',
      '/assets/./index-3f9c2a1b.js.map',
      '/assets/x/../index-3f9c2a1b.js.map',
      '/assets/index-3f9c2a1b.js.map%2F',
      '/assets/index-3f9c2a1b.js.map?x=1',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).not.toContain('text/html');
      expectHardened(response);
    }
  });

  it('refuses writes to the app with 405', async () => {
    const response = await fetch(`${server.origin}/clients`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

/** An answer's raw bytes and headers: fetch() would decompress on its own. */
async function getRaw(path: string, headers: Record<string, string>) {
  const { request } = await import('node:http');
  return new Promise<{ status?: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(`${server.origin}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('the API and the server pages on the same origin', () => {
  it("compresses the API's larger answers when the client accepts it, and only those", async () => {
    const signIn = await fetch(`${server.origin}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'master', password: 'Spotless123!' }),
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const path = '/v1/jobs?from=2026-01-01&to=2026-12-31&limit=500';
    const authorization = `Bearer ${token}`;
    const plain = await getRaw(path, { authorization });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.body.toString();
    expect(JSON.parse(json)).toHaveLength(500);
    expect(json.length).toBeGreaterThan(10_000);

    const br = await getRaw(path, { authorization, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.byteLength);
    expect(br.body.byteLength).toBeLessThan(json.length / 5);
    expect(brotliDecompressSync(br.body).toString()).toBe(json);

    const gzip = await getRaw(path, { authorization, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(json);

    // A few bytes are not worth it.
    const health = await getRaw('/v1/health', { 'accept-encoding': 'gzip, br' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toEqual({ status: 'ok' });
  });

  it('answers /v1/health with the hardened headers', async () => {
    const response = await get('/v1/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expectHardened(response);
    expect((await fetch(`${server.origin}/v1/health`, { method: 'HEAD' })).status).toBe(200);
  });

  it('keeps unknown API paths JSON 404s, not the app', async () => {
    const response = await get('/v1/nothing-here');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('serves the docs and the QA pages, whose scripts and styles are files (no inline code)', async () => {
    for (const path of ['/docs', '/__dev', '/__dev/mailbox']) {
      const response = await get(path, { accept: 'text/html' });
      expect(response.status, path).toBe(200);
      expectHardened(response);
      const html = await response.text();
      expect(html, path).not.toMatch(/<script>|<script(?![^>]*\bsrc=)[^>]*>/);
      expect(html, path).not.toMatch(/<style|\sstyle=|\son\w+=/);
    }
    for (const path of ['/__dev/controls.js', '/__dev/pages.css', '/docs/init.js']) {
      expect((await get(path)).status, path).toBe(200);
    }
  });

  it('points e-mailed links at itself', async () => {
    const answer = await fetch(`${server.origin}/v1/password-resets/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'maria.lopez@sparkleshine.example' }),
    });
    expect(answer.status).toBe(202);
    // The e-mail is written after the answer; a write queued now runs after it.
    await server.db.state.write(() => {});
    const mails = (await (await get('/__dev/mailbox')).json()) as { link: string }[];
    expect(mails[0]?.link.startsWith(`${server.origin}/reset-password?token=`)).toBe(true);
  });
});

describe('the style sheets React Aria inserts', () => {
  it('are exactly the ones the policy allows by hash', () => {
    // React Aria comes with the web app; its files say what it inserts as <style> elements.
    const require = createRequire(join(import.meta.dirname, '../../web/package.json'));
    const ariaRoot = dirname(
      createRequire(require.resolve('react-aria-components')).resolve('react-aria/package.json'),
    );
    const read = (file: string) => readFileSync(join(ariaRoot, 'dist/private', file), 'utf8');
    const sheets = [read('interactions/usePress.mjs'), read('overlays/usePreventScroll.mjs')].map(
      (source) => {
        const template = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)?.[1];
        expect(template).toBeDefined();
        const attribute = /PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(source)?.[1] ?? '';
        return template!.replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/, attribute).trim();
      },
    );
    const hashes = sheets.map(
      (sheet) => `sha256-${createHash('sha256').update(sheet).digest('base64')}`,
    );
    expect(hashes).toEqual([...inlineStyleHashes]);
  });
});
