import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, isApiError, isNetworkError, unwrap } from './errors.ts';

const settled = <T>(status: number, data: T | undefined, error?: unknown) => ({
  data,
  error,
  response: new Response(null, { status }),
});

describe('ApiError.fromBody', () => {
  it.each([
    [
      'the server body',
      404,
      { message: 'Client not found.', code: 'NOT_FOUND' },
      { code: 'NOT_FOUND', message: 'Client not found.', details: [], isServerMessage: true },
    ],
    [
      'field details, dropping malformed ones',
      422,
      {
        message: 'Some fields are invalid.',
        code: 'VALIDATION_FAILED',
        details: [{ field: 'name', message: 'Required.' }, { field: 3 }, 'oops'],
      },
      {
        code: 'VALIDATION_FAILED',
        message: 'Some fields are invalid.',
        details: [{ field: 'name', message: 'Required.' }],
      },
    ],
    [
      'the field of a conflict',
      409,
      {
        message: 'This login is already taken.',
        code: 'CONFLICT',
        details: [{ field: 'login', message: 'This login is already taken.' }],
      },
      { code: 'CONFLICT', details: [{ field: 'login', message: 'This login is already taken.' }] },
    ],
    [
      'a text body',
      409,
      'Conflict',
      { code: 'CONFLICT', message: 'Request failed with status 409.', isServerMessage: false },
    ],
    [
      'no body',
      403,
      undefined,
      { code: 'FORBIDDEN', message: 'Request failed with status 403.', isServerMessage: false },
    ],
    [
      'a body without message',
      400,
      { code: 'VALIDATION_FAILED' },
      { code: 'VALIDATION_FAILED', isServerMessage: false },
    ],
    ['a 429 without body', 429, '', { code: 'RATE_LIMITED' }],
    ['a 500 without body', 500, null, { code: 'INTERNAL' }],
  ])('keeps %s', (_case, status, body, expected) => {
    const error = ApiError.fromBody(status, body);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', status, ...expected });
  });

  it('reads a response that is not JSON', async () => {
    const error = await ApiError.fromResponse(
      new Response('<h1>Bad gateway</h1>', { status: 502 }),
    );
    expect(error).toMatchObject({ status: 502, code: 'INTERNAL' });
  });
});

describe('unwrap', () => {
  it('returns the data of a success', async () => {
    await expect(unwrap(Promise.resolve(settled(200, { status: 'ok' })))).resolves.toEqual({
      status: 'ok',
    });
  });

  it('returns undefined for a 204', async () => {
    await expect(unwrap(settled(204, undefined))).resolves.toBeUndefined();
  });

  it('throws an ApiError for an error answer, even one without body', async () => {
    const error = await unwrap(settled(404, undefined, undefined)).catch(
      (caught: unknown) => caught,
    );
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('NetworkError', () => {
  it('carries the product message and its cause', () => {
    const cause = new TypeError('fetch failed');
    const error = new NetworkError({ cause });
    expect(error.message).toBe('Network error. Please check your connection.');
    expect(error.cause).toBe(cause);
    expect(isNetworkError(error)).toBe(true);
    expect(isApiError(error)).toBe(false);
  });
});
