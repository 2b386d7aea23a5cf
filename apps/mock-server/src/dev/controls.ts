import type { components } from '@spotless/api-client/schema';
import { HttpResponse } from 'msw';

type ErrorCode = components['schemas']['ErrorCode'];

export type LatencySetting =
  { mode: 'off' } | { mode: 'fixed'; ms: number } | { mode: 'range'; min: number; max: number };

export interface FailureSetting {
  /** Share of API requests that fail, 0 to 1. */
  rate: number;
  /** `500`: an INTERNAL error answer; `drop`: the connection is cut, no answer at all. */
  mode: '500' | 'drop';
}

export interface ForcedFailure {
  operationId: string;
  status: number;
  code: ErrorCode;
  /** Calls of the operation still to fail. */
  remaining: number;
}

export interface RequestLogEntry {
  id: number;
  at: string;
  method: string;
  path: string;
  operationId: string | null;
  status: number;
  durationMs: number;
  /** What a QA control did to this request, if anything. */
  fault: 'forced' | 'random-500' | 'dropped' | null;
}

export const LOG_SIZE = 500;

/** Query parameters whose values are secrets: a token, a password, a reset token, a key. */
const secretParameter = /token|password|secret|key|code|auth/i;

/**
 * The path with every secret in its query cut to its first four characters: enough to tell two
 * requests apart in the log, never enough to use (the log is readable by anyone at `/__dev`).
 */
export function redactPath(path: string): string {
  const query = path.indexOf('?');
  if (query < 0) return path;
  const params = new URLSearchParams(path.slice(query + 1));
  let changed = false;
  for (const [name, value] of params) {
    if (secretParameter.test(name) && value.length > 0) {
      params.set(name, `${value.slice(0, 4)}…`);
      changed = true;
    }
  }
  return changed ? `${path.slice(0, query)}?${params}` : path;
}

const codeByStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

const messageByCode: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'The request is invalid.',
  UNAUTHORIZED: 'Authentication is required.',
  TOKEN_EXPIRED: 'Your session has expired.',
  FORBIDDEN: 'You do not have permission to perform this action.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'The request conflicts with the current state.',
  PLAN_LIMIT_REACHED: "You've reached the maximum number of users allowed in your current plan.",
  INVALID_RESET_TOKEN: 'Invalid or expired reset token',
  RATE_LIMITED: 'Too many attempts. Please try again later.',
  PAYLOAD_TOO_LARGE: 'The request body is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'The request body has a type this call does not accept.',
  SERVICE_UNAVAILABLE: 'The change could not be saved. Please try again.',
  INTERNAL: 'Something went wrong. Please try again.',
};

export const defaultCodeFor = (status: number): ErrorCode => codeByStatus[status] ?? 'INTERNAL';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * QA controls: latency, random failures, forced failures of one operation, and a log of recent
 * requests. Every contract operation runs through `run`, in every host (the Node server, Storybook,
 * msw/node), so the controls behave the same everywhere. A dropped connection is an MSW network
 * error: the Node server destroys the socket, a browser's fetch rejects.
 */
export class DevControls {
  latency: LatencySetting = { mode: 'off' };
  failures: FailureSetting = { rate: 0, mode: '500' };
  readonly #forced = new Map<string, ForcedFailure>();
  readonly #log: RequestLogEntry[] = [];
  #nextId = 1;

  forced(): ForcedFailure[] {
    return [...this.#forced.values()];
  }

  failNext(operationId: string, status: number, count: number, code?: ErrorCode): ForcedFailure {
    const failure = { operationId, status, code: code ?? defaultCodeFor(status), remaining: count };
    this.#forced.set(operationId, failure);
    return failure;
  }

  clearForced(): void {
    this.#forced.clear();
  }

  /** Latency, failures and forced failures back to none (the log stays). */
  clear(): void {
    this.latency = { mode: 'off' };
    this.failures = { rate: 0, mode: '500' };
    this.#forced.clear();
  }

  /** Recent requests, newest first. */
  log(limit = 100): RequestLogEntry[] {
    return this.#log.slice(-limit).reverse();
  }

  clearLog(): void {
    this.#log.length = 0;
  }

  record(entry: Omit<RequestLogEntry, 'id' | 'at'>): void {
    this.#log.push({
      id: this.#nextId++,
      at: new Date().toISOString(),
      ...entry,
      path: redactPath(entry.path),
    });
    if (this.#log.length > LOG_SIZE) this.#log.splice(0, this.#log.length - LOG_SIZE);
  }

  #delay(): number {
    const latency = this.latency;
    if (latency.mode === 'fixed') return latency.ms;
    if (latency.mode === 'range') {
      return latency.min + Math.floor(Math.random() * (latency.max - latency.min + 1));
    }
    return 0;
  }

  async run(
    operationId: string,
    request: Request,
    handle: () => Promise<Response>,
  ): Promise<Response> {
    const started = performance.now();
    let fault: RequestLogEntry['fault'] = null;
    let response: Response;

    const delay = this.#delay();
    if (delay > 0) await sleep(delay);

    const forced = this.#forced.get(operationId);
    if (forced) {
      forced.remaining -= 1;
      if (forced.remaining <= 0) this.#forced.delete(operationId);
      fault = 'forced';
      response = HttpResponse.json(
        { message: messageByCode[forced.code], code: forced.code },
        {
          status: forced.status,
          headers: {
            'Cache-Control': 'no-store',
            ...(forced.status === 429 ? { 'Retry-After': '5' } : {}),
          },
        },
      );
    } else if (this.failures.rate > 0 && Math.random() < this.failures.rate) {
      if (this.failures.mode === 'drop') {
        fault = 'dropped';
        response = HttpResponse.error();
      } else {
        fault = 'random-500';
        response = HttpResponse.json(
          { message: messageByCode.INTERNAL, code: 'INTERNAL' },
          { status: 500, headers: { 'Cache-Control': 'no-store' } },
        );
      }
    } else {
      response = await handle();
    }

    const url = new URL(request.url);
    this.record({
      method: request.method,
      path: `${url.pathname}${url.search}`,
      operationId,
      status: response.type === 'error' ? 0 : response.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      fault,
    });
    return response;
  }
}
