// QA controls under /__dev, the mailbox, the docs, and what only the Node host does (body limits,
// dropped connections).
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, startMockServer } from '../src/node.ts';
import { startTestApi, type TestApi } from './http.ts';

let t: TestApi;
let token: string;

beforeAll(async () => {
  t = await startTestApi();
  token = await t.tokenOf('master');
});

afterAll(async () => {
  await t.api.close();
});

beforeEach(async () => {
  await dev('DELETE', '/controls');
});

const dev = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${t.api.origin}/__dev${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text,
  };
};

describe('QA controls', () => {
  it('fails the next calls of one operation with the chosen status and code', async () => {
    const armed = await dev('POST', '/fail-next', {
      operationId: 'listTeams',
      status: 503,
      count: 2,
    });
    expect(armed.body.forced).toEqual([
      { operationId: 'listTeams', status: 503, code: 'INTERNAL', remaining: 2 },
    ]);
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await t.call('GET', '/teams', { token, unchecked: true })).status);
    expect(statuses).toEqual([503, 503, 200]);
    // Other operations are untouched meanwhile.
    await dev('POST', '/fail-next', {
      operationId: 'getCurrentUser',
      status: 401,
      code: 'TOKEN_EXPIRED',
    });
    expect((await t.call('GET', '/teams', { token })).status).toBe(200);
    const expired = await t.call('GET', '/users/me', { token });
    expect(expired.body).toEqual({ message: 'Your session has expired.', code: 'TOKEN_EXPIRED' });
  });

  it('refuses an unknown operation or status', async () => {
    expect(
      (await dev('POST', '/fail-next', { operationId: 'stealData', status: 500 })).status,
    ).toBe(400);
    expect((await dev('POST', '/fail-next', { operationId: 'listJobs', status: 200 })).status).toBe(
      400,
    );
  });

  it('adds latency, fixed or in a range', async () => {
    await dev('POST', '/latency', { ms: 150 });
    let started = performance.now();
    await t.call('GET', '/health');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    await dev('POST', '/latency', { min: 50, max: 80 });
    started = performance.now();
    await t.call('GET', '/health');
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect((await dev('POST', '/latency', { min: 80, max: 50 })).status).toBe(400);
  });

  it('fails a share of requests with 500, or by dropping the connection', async () => {
    await dev('POST', '/failures', { rate: 1, mode: '500' });
    const failed = await t.call('GET', '/health', { unchecked: true });
    expect(failed).toMatchObject({ status: 500, body: { code: 'INTERNAL' } });

    await dev('POST', '/failures', { rate: 1, mode: 'drop' });
    await expect(fetch(`${t.api.url}/health`)).rejects.toThrow();

    await dev('POST', '/failures', { rate: 0 });
    expect((await t.call('GET', '/health')).status).toBe(200);
  });

  it('logs recent requests, newest first, with what the controls did', async () => {
    await dev('DELETE', '/requests');
    await dev('POST', '/fail-next', { operationId: 'getHealth', status: 500 });
    await t.call('GET', '/health', { unchecked: true });
    await t.call('GET', '/teams?isActive=true', { token });
    await t.call('GET', '/no-such-thing');
    const log = await dev('GET', '/requests?limit=10');
    expect(
      log.body.map(
        (entry: {
          path: string;
          operationId: string | null;
          status: number;
          fault: string | null;
        }) => [entry.path, entry.operationId, entry.status, entry.fault],
      ),
    ).toEqual([
      ['/v1/no-such-thing', null, 404, null],
      ['/v1/teams?isActive=true', 'listTeams', 200, null],
      ['/v1/health', 'getHealth', 500, 'forced'],
    ]);
  });

  it('resets the data to the seed', async () => {
    const created = await t.call('POST', '/job-types', { token, body: { name: 'Temporary' } });
    expect(created.status).toBe(201);
    const reset = await dev('POST', '/reset');
    expect(reset.status).toBe(200);
    const names = ((await t.call('GET', '/job-types', { token })).body as { name: string }[]).map(
      (j) => j.name,
    );
    expect(names).not.toContain('Temporary');
    // Same seed, same ids: a token issued before the reset still names a real user.
    expect((await t.call('GET', '/users/me', { token })).status).toBe(200);
  });

  it('serves a control page and a mailbox, in JSON and as a page that escapes what it shows', async () => {
    const page = await dev('GET', '');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('QA controls');

    const form = new FormData();
    for (const [key, value] of Object.entries({
      firstName: '<script>alert(1)</script>',
      lastName: 'Smith',
      email: 'xss@sparkleshine.example',
      login: 'xss.smith',
      role: 'CLEANER',
    })) {
      form.append(key, value);
    }
    await t.call('POST', '/users', { token, body: form });
    const mails = await dev('GET', '/mailbox?to=xss@sparkleshine.example');
    expect(mails.body).toHaveLength(1);
    expect(mails.body[0]).toMatchObject({
      to: 'xss@sparkleshine.example',
      kind: 'create-password',
    });
    expect(mails.body[0].link).toMatch(/^http:\/\/127\.0\.0\.1:5173\/create-password\?token=prt_/);

    const html = await fetch(`${t.api.origin}/__dev/mailbox`, { headers: { accept: 'text/html' } });
    const text = await html.text();
    expect(text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(text).not.toContain('<script>alert(1)');
    expect(text).toContain('<a href="http://127.0.0.1:5173/create-password?token=');

    await dev('DELETE', '/mailbox');
    expect((await dev('GET', '/mailbox')).body).toEqual([]);
  });

  it('is off when told so', async () => {
    const server = await startMockServer({ port: 0, db: await createTestDb(), devRoutes: false });
    try {
      expect((await fetch(`${server.origin}/__dev/state`)).status).toBe(404);
      expect((await fetch(`${server.origin}/__dev/reset`, { method: 'POST' })).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('docs', () => {
  it('serves interactive docs from the package, and the contract they read', async () => {
    const page = await fetch(`${t.api.origin}/docs`);
    const html = await page.text();
    expect(html).toContain('/docs/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
    for (const asset of ['swagger-ui-bundle.js', 'swagger-ui.css', 'init.js']) {
      const response = await fetch(`${t.api.origin}/docs/${asset}`);
      expect(response.status, asset).toBe(200);
      await response.arrayBuffer();
    }
    const init = await (await fetch(`${t.api.origin}/docs/init.js`)).text();
    expect(init).toContain("url: '/v1/openapi.yaml'");
    expect(init).toContain('validatorUrl: null');
  });
});

describe('body limits', () => {
  it('refuses a JSON body over 1 MB', async () => {
    const answer = await t.call('POST', '/teams', {
      token,
      body: { name: 'x', description: 'y'.repeat(1024 * 1024) },
    });
    expect(answer).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('refuses a chunked body once it passes the limit', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ >= 40) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${t.api.url}/teams`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('answers 413 to an avatar declared over 2 MB before reading it', async () => {
    const userId = t.db.users.findUnique('login', 'cleaner')!.id;
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        `${t.api.url}/users/${userId}/avatar`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(3 * 1024 * 1024),
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      // A few bytes only: the answer must not wait for the rest.
      request.write('--x\r\n');
    });
    expect(status).toBe(413);
  });
});

describe('uploads over the limit', () => {
  /**
   * A client that sends every byte of its body before it reads the answer (as many simple HTTP
   * clients do): it must get the 413, not a reset connection halfway through its upload.
   */
  const sendWholeThenRead = (path: string, headers: Record<string, string>, size: number) =>
    new Promise<string>((resolve, reject) => {
      const { port } = new URL(t.api.origin);
      const socket = connect(Number(port), '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
      socket.on('error', reject);
      socket.on('end', () => resolve(answer));
      socket.on('connect', async () => {
        const head = Object.entries({ ...headers, 'content-length': String(size) })
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('');
        socket.write(`POST ${path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\n${head}\r\n`);
        const chunk = Buffer.alloc(256 * 1024, 'x');
        for (let sent = 0; sent < size; sent += chunk.length) {
          if (!socket.write(chunk.subarray(0, Math.min(chunk.length, size - sent)))) {
            await once(socket, 'drain');
          }
        }
        socket.end();
      });
    });

  it('answers 413 to a whole avatar of 8 MB and a JSON body of 4 MB, then closes cleanly', async () => {
    const userId = t.db.users.findUnique('login', 'cleaner')!.id;
    const avatar = await sendWholeThenRead(
      `/v1/users/${userId}/avatar`,
      { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x' },
      8 * 1024 * 1024,
    );
    expect(avatar).toMatch(/^HTTP\/1\.1 413 /);
    expect(avatar).toContain('The file must be at most 2 MB.');

    const json = await sendWholeThenRead(
      '/v1/teams',
      { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      4 * 1024 * 1024,
    );
    expect(json).toMatch(/^HTTP\/1\.1 413 /);
    // The server is still there for the next request.
    expect((await fetch(`${t.api.url}/health`)).status).toBe(200);
  });
});

describe('slow clients', () => {
  it('closes a connection whose headers or body do not arrive in time', async () => {
    const server = await startMockServer({
      port: 0,
      db: await createTestDb(),
      headersTimeoutMs: 200,
      requestTimeoutMs: 400,
    });
    const { port } = new URL(server.origin);
    /** What the server sends before it closes a connection that sent `start` and then stalls. */
    const stall = async (start: string) => {
      const socket = connect(Number(port), '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
      socket.write(start);
      const started = performance.now();
      await once(socket, 'close');
      return { answer, seconds: (performance.now() - started) / 1000 };
    };
    try {
      const headers = await stall('GET /v1/health HTTP/1.1\r\nhost: 127.0.0.1\r\n');
      expect(headers.answer).toMatch(/^HTTP\/1\.1 408 /);
      // Bounded, with room for a slow machine: Node checks every 100 ms here.
      expect(headers.seconds).toBeLessThan(5);
      const body = await stall(
        'POST /v1/auth/login HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"login":',
      );
      expect(body.answer).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      await server.close();
    }
  });

  it('keeps an idle connection open long after a request, for clients that reuse it', async () => {
    // The headers' timeout is short here: an idle connection between two requests is not cut by it.
    const server = await startMockServer({
      port: 0,
      db: await createTestDb(),
      headersTimeoutMs: 200,
    });
    const { port } = new URL(server.origin);
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    /** Sends a request on the one connection and waits for its whole answer. */
    const ask = async () => {
      answer = '';
      socket.write('GET /v1/health HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: keep-alive\r\n\r\n');
      await expect.poll(() => /\r\n\r\n\{.*\}$/s.test(answer)).toBe(true);
      return answer;
    };
    try {
      const first = await ask();
      expect(first).toMatch(/^HTTP\/1\.1 200 /);
      // Longer than the clients and proxies in front of it keep theirs, so that they close first.
      expect(first).toMatch(/\r\nKeep-Alive: timeout=65\r\n/i);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await ask()).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      socket.destroy();
      await server.close();
    }
  });
});

describe('CORS', () => {
  it('lets a local web app read the total count', async () => {
    const response = await fetch(`${t.api.url}/clients?limit=1`, {
      headers: { authorization: `Bearer ${token}`, origin: 'http://127.0.0.1:5173' },
    });
    expect(response.headers.get('access-control-expose-headers')).toContain('X-Total-Count');
    expect(response.headers.get('x-total-count')).toBe('120');
  });
});
