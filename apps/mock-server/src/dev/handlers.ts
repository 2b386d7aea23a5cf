import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import type { ApiContext } from '../handlers/context.ts';
import { route } from '../handlers/context.ts';
import { ApiError } from '../handlers/errors.ts';
import { parseWith } from '../handlers/validation.ts';
import { controlPage, controlScript, mailboxPage, pagesStyle } from './pages.ts';

const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PLAN_LIMIT_REACHED',
  'INVALID_RESET_TOKEN',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

const latencySchema = z.union([
  z.object({ ms: z.number().int().min(0).max(60_000) }),
  z
    .object({ min: z.number().int().min(0).max(60_000), max: z.number().int().min(0).max(60_000) })
    .refine((range) => range.max >= range.min, {
      message: 'max must not be below min',
      path: ['max'],
    }),
]);

const failuresSchema = z.object({
  rate: z.number().min(0).max(1),
  mode: z.enum(['500', 'drop']).default('500'),
});

const noStore = { 'Cache-Control': 'no-store' };
const json = (body: unknown, status = 200) => Response.json(body, { status, headers: noStore });

/**
 * Reads an optional JSON body, whatever its declared type (`curl -d` sends a form type): an empty
 * body is `{}`.
 */
async function readOptionalJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'VALIDATION_FAILED', 'The request body is not valid JSON.', {
      details: [{ field: 'body', message: 'Invalid JSON' }],
    });
  }
}

/**
 * The QA controls under `/__dev` (see the README for curl examples). Off in production: the
 * server leaves this group out when NODE_ENV is production or MOCK_DEV_ROUTES is 0.
 */
export function devHandlers(context: ApiContext, operationIds: readonly string[]): HttpHandler[] {
  const { controls, db } = context;
  const known = new Set(operationIds);
  const state = () => ({
    latency: controls.latency,
    failures: controls.failures,
    forced: controls.forced(),
    accessKeyGeneration: db.state.settings.accessKeyGeneration,
    mails: db.mails.count(),
    operationIds,
  });
  const failNextSchema = z.object({
    operationId: z.string().refine((id) => known.has(id), { message: 'Unknown operationId' }),
    status: z.number().int().min(400).max(599),
    count: z.number().int().min(1).max(1000).default(1),
    code: z.enum(errorCodes).optional(),
  });
  const acceptsHtml = (request: Request) =>
    /text\/html/.test(request.headers.get('accept') ?? '') &&
    new URL(request.url).searchParams.get('format') !== 'json';

  return [
    http.get(
      context.devUrl(''),
      () =>
        new HttpResponse(controlPage(), {
          headers: { 'Content-Type': 'text/html; charset=utf-8', ...noStore },
        }),
    ),
    http.get(
      context.devUrl('/pages.css'),
      () =>
        new HttpResponse(pagesStyle, {
          headers: { 'Content-Type': 'text/css; charset=utf-8', ...noStore },
        }),
    ),
    http.get(
      context.devUrl('/controls.js'),
      () =>
        new HttpResponse(controlScript, {
          headers: { 'Content-Type': 'text/javascript; charset=utf-8', ...noStore },
        }),
    ),
    http.get(context.devUrl('/state'), () => json(state())),

    http.post(
      context.devUrl('/reset'),
      route(async () => {
        await context.resetToSeed();
        return json({ status: 'reset', ...state() });
      }),
    ),

    http.post(
      context.devUrl('/latency'),
      route(async ({ request }) => {
        const body = parseWith(latencySchema, await readOptionalJson(request));
        controls.latency =
          'ms' in body
            ? body.ms === 0
              ? { mode: 'off' }
              : { mode: 'fixed', ms: body.ms }
            : { mode: 'range', min: body.min, max: body.max };
        return json(state());
      }),
    ),

    http.post(
      context.devUrl('/failures'),
      route(async ({ request }) => {
        controls.failures = parseWith(failuresSchema, await readOptionalJson(request));
        return json(state());
      }),
    ),

    http.post(
      context.devUrl('/fail-next'),
      route(async ({ request }) => {
        const body = parseWith(failNextSchema, await readOptionalJson(request));
        controls.failNext(body.operationId, body.status, body.count, body.code);
        return json(state());
      }),
    ),
    http.delete(context.devUrl('/fail-next'), () => {
      controls.clearForced();
      return json(state());
    }),

    http.delete(context.devUrl('/controls'), () => {
      controls.clear();
      return json(state());
    }),

    http.post(
      context.devUrl('/expire-tokens'),
      route(async () => {
        await context.auth.expireAccessTokens();
        return json(state());
      }),
    ),

    http.get(
      context.devUrl('/requests'),
      route(async ({ request }) => {
        const limitText = new URL(request.url).searchParams.get('limit') ?? '100';
        const limit = Number(limitText);
        if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
          throw new ApiError(400, 'VALIDATION_FAILED', 'The request is invalid.', {
            details: [{ field: 'limit', message: 'An integer from 1 to 500' }],
          });
        }
        return json(controls.log(limit));
      }),
    ),
    http.delete(context.devUrl('/requests'), () => {
      controls.clearLog();
      return json(state());
    }),

    http.get(context.devUrl('/mailbox'), ({ request }) => {
      const to = new URL(request.url).searchParams.get('to')?.toLowerCase();
      const mails = [...db.mails.all()]
        .reverse()
        .filter((mail) => !to || mail.to.toLowerCase() === to);
      if (acceptsHtml(request)) {
        return new HttpResponse(mailboxPage(mails), {
          headers: { 'Content-Type': 'text/html; charset=utf-8', ...noStore },
        });
      }
      return json(mails);
    }),
    http.delete(
      context.devUrl('/mailbox'),
      route(async () => {
        await db.state.write(() => db.mails.clear());
        return json(state());
      }),
    ),
  ];
}
