import { describe, expect, it, vi } from 'vitest';
import { StorageError } from '../db/db.ts';
import { ApiError, conflict, emailTaken, loginTaken, toErrorResponse } from './errors.ts';

describe('toErrorResponse', () => {
  it('answers an ApiError with its status, code, details and headers', async () => {
    const response = toErrorResponse(
      new ApiError(429, 'RATE_LIMITED', 'Too many attempts. Please try again later.', {
        headers: { 'Retry-After': '30' },
      }),
    );
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toEqual({
      message: 'Too many attempts. Please try again later.',
      code: 'RATE_LIMITED',
    });
  });

  it('hides unexpected errors behind INTERNAL, and logs them', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = toErrorResponse(new Error('database on fire'));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      message: 'Something went wrong. Please try again.',
      code: 'INTERNAL',
    });
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it('answers a write the disk refused with 503 and Retry-After, and logs the cause', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = toErrorResponse(new StorageError(new Error('database or disk is full')));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(await response.json()).toEqual({
      message: 'The change could not be saved. Please try again.',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(log).toHaveBeenCalledWith(new Error('database or disk is full'));
    log.mockRestore();
  });
});

describe('conflict', () => {
  it.each([
    ['a taken login', loginTaken(), 'login', 'This login is already taken.'],
    ['a taken e-mail', emailTaken(), 'email', 'This e-mail is already registered.'],
    ['a named field', conflict('A team with this name already exists.', 'name'), 'name', null],
  ])('names the field of %s, with the same sentence', async (_case, error, field, text) => {
    const body = (await toErrorResponse(error).json()) as { message: string };
    if (text) expect(body.message).toBe(text);
    expect(body).toEqual({
      message: body.message,
      code: 'CONFLICT',
      details: [{ field, message: body.message }],
    });
  });

  it('has no details when no field of the body is at fault', async () => {
    const response = toErrorResponse(conflict('You cannot delete your own account.'));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: 'You cannot delete your own account.',
      code: 'CONFLICT',
    });
  });
});
