import type { components } from './generated/schema.ts';

/** The server's error body, the same for every 4xx/5xx answer. */
export type ErrorBody = components['schemas']['Error'];
export type ErrorCode = ErrorBody['code'];
export type FieldError = NonNullable<ErrorBody['details']>[number];

/** The product's text for a call that got no response at all. */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';

/** A call that got no response: offline, DNS failure, connection refused, CORS refusal. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(options?: ErrorOptions) {
    super(NETWORK_ERROR_MESSAGE, options);
  }
}

/** Used when an error answer has no `Error` body (a proxy's HTML page, an empty 502). */
function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
    case 422:
      return 'VALIDATION_FAILED';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'INTERNAL';
  }
}

function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null) return false;
  const { field, message } = value as Record<string, unknown>;
  return typeof field === 'string' && typeof message === 'string';
}

export interface ApiErrorInit {
  status: number;
  code: ErrorCode;
  message: string;
  details?: readonly FieldError[];
  /**
   * Whether `message` is the server's own sentence, fit to show to the user; false when the
   * answer carried none and the client wrote one from the status.
   * @default true when `message` is not empty
   */
  isServerMessage?: boolean;
}

/** An HTTP error answer (4xx/5xx), carrying the server's `Error` body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode;
  /**
   * The fields the answer is about: each invalid field of a `VALIDATION_FAILED`, the field whose
   * value a `CONFLICT` refuses (a login already taken); empty otherwise.
   */
  readonly details: readonly FieldError[];
  /** Whether `message` came from the server (see `ApiErrorInit`). */
  readonly isServerMessage: boolean;

  constructor({
    status,
    code,
    message,
    details = [],
    isServerMessage = message !== '',
  }: ApiErrorInit) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.isServerMessage = isServerMessage;
  }

  /**
   * Builds the error from a status and a parsed body (openapi-fetch's `error`: the JSON body, or
   * the raw text when it was not JSON). Missing parts fall back to what the status says.
   */
  static fromBody(status: number, body: unknown): ApiError {
    const fields =
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const { message, code, details } = fields;
    const isServerMessage = typeof message === 'string' && message !== '';
    return new ApiError({
      status,
      code: typeof code === 'string' && code !== '' ? (code as ErrorCode) : codeForStatus(status),
      message: isServerMessage ? message : `Request failed with status ${status}.`,
      details: Array.isArray(details) ? details.filter(isFieldError) : [],
      isServerMessage,
    });
  }

  /** Reads the body of an error response (consuming it). */
  static async fromResponse(response: Response): Promise<ApiError> {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: fromBody falls back to the status.
    }
    return ApiError.fromBody(response.status, body);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

/** What every openapi-fetch call resolves to. */
interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The success data of an openapi-fetch result (`undefined` for answers without a body). */
export type DataOf<R> = R extends { data: infer D } ? ([D] extends [never] ? undefined : D) : never;

/**
 * Turns an openapi-fetch result into its data, or throws an `ApiError` for an HTTP error answer.
 * A call without any response already rejects with a `NetworkError`, so
 * `await unwrap(client.GET('/users/me'))` either returns the data or throws one of the two.
 */
export async function unwrap<R extends FetchResult>(call: Promise<R> | R): Promise<DataOf<R>> {
  const result = await call;
  if (!result.response.ok) throw ApiError.fromBody(result.response.status, result.error);
  return result.data as DataOf<R>;
}
