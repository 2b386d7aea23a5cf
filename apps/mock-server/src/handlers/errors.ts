import type { components } from '@spotless/api-client/schema';
import { HttpResponse } from 'msw';
import { StorageError } from '../db/db.ts';

export type ErrorBody = components['schemas']['Error'];
export type ErrorCode = components['schemas']['ErrorCode'];
export type ErrorDetail = components['schemas']['ErrorDetail'];

/** The standard sentences of the contract, so every handler answers alike. */
export const messages = {
  unauthorized: 'Authentication is required.',
  tokenExpired: 'Your session has expired.',
  forbidden: 'You do not have permission to perform this action.',
  notFound: 'Not found.',
  validationFailed: 'The request is invalid.',
  rateLimited: 'Too many attempts. Please try again later.',
  internal: 'Something went wrong. Please try again.',
  storageUnavailable: 'The change could not be saved. Please try again.',
} as const;

interface ApiErrorOptions {
  details?: ErrorDetail[];
  headers?: Record<string, string>;
}

/** Thrown anywhere in a handler; `route` turns it into the contract's Error answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly details: ErrorDetail[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(status: number, code: ErrorCode, message: string, options: ApiErrorOptions = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = options.details;
    this.headers = options.headers;
  }
}

export function errorResponse(
  status: number,
  code: ErrorCode,
  message: string,
  options: ApiErrorOptions = {},
): Response {
  const body: ErrorBody = { message, code };
  if (options.details) body.details = options.details;
  return HttpResponse.json(body, {
    status,
    headers: { 'Cache-Control': 'no-store', ...options.headers },
  });
}

export function toErrorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    return errorResponse(error.status, error.code, error.message, error);
  }
  if (error instanceof StorageError) {
    // The disk refused the write (full, read-only): it was taken back whole, so a retry is safe.
    console.error(error.cause ?? error);
    return storageUnavailable();
  }
  // Unexpected: log it for whoever runs the server, answer the contract's generic error.
  console.error(error);
  return errorResponse(500, 'INTERNAL', messages.internal);
}

/** `503 SERVICE_UNAVAILABLE`, only with `--data`: a write that could not be saved. */
function storageUnavailable(): Response {
  const body: ErrorBody = { message: messages.storageUnavailable, code: 'SERVICE_UNAVAILABLE' };
  return HttpResponse.json(body, {
    status: 503,
    headers: { 'Cache-Control': 'no-store', 'Retry-After': '1' },
  });
}

export const unauthorized = (code: 'UNAUTHORIZED' | 'TOKEN_EXPIRED' = 'UNAUTHORIZED') =>
  new ApiError(401, code, code === 'TOKEN_EXPIRED' ? messages.tokenExpired : messages.unauthorized);

export const forbidden = () => new ApiError(403, 'FORBIDDEN', messages.forbidden);
export const notFound = () => new ApiError(404, 'NOT_FOUND', messages.notFound);
/**
 * A `409`. `field` names the part of the body whose value the stored data refuses (a login
 * already taken), with the same sentence: clients put it under that field, as with a 400.
 */
export const conflict = (message: string, field?: string) =>
  new ApiError(409, 'CONFLICT', message, field ? { details: [{ field, message }] } : {});

/** A 400 about one or more fields (business rules found after the schema passed). */
export const invalidFields = (details: ErrorDetail[]) =>
  new ApiError(400, 'VALIDATION_FAILED', messages.validationFailed, { details });
export const invalidField = (field: string, message: string) => invalidFields([{ field, message }]);

/** Too many attempts from one caller; `Retry-After` says when to try again. */
export const rateLimited = (retryAfterSeconds: number) =>
  new ApiError(429, 'RATE_LIMITED', messages.rateLimited, {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });

export const planLimitReached = (what: 'users' | 'teams') =>
  new ApiError(
    403,
    'PLAN_LIMIT_REACHED',
    `You've reached the maximum number of ${what} allowed in your current plan.`,
  );

export const loginTaken = () => conflict('This login is already taken.', 'login');
export const emailTaken = () => conflict('This e-mail is already registered.', 'email');
