import { ApiError, NetworkError } from '@spotless/api-client';
import { describe, expect, it, vi } from 'vitest';
import {
  applyServerFieldErrors,
  hasErrorCode,
  serverMessage,
  type FormFields,
} from './api-errors.ts';

const invalid = new ApiError({
  status: 400,
  code: 'VALIDATION_FAILED',
  message: 'The request is invalid.',
  details: [
    { field: 'phone1', message: 'Required' },
    { field: 'addresses.0.street', message: 'Required' },
    { field: 'addresses', message: 'At most one address may be the default' },
  ],
});
const loginTaken = new ApiError({
  status: 409,
  code: 'CONFLICT',
  message: 'This login is already taken.',
  details: [{ field: 'login', message: 'This login is already taken.' }],
});

describe('applyServerFieldErrors', () => {
  it('sets each field the form shows, focusing the first, and returns the rest', () => {
    const setError = vi.fn();
    const result = applyServerFieldErrors(invalid, setError, (path) => path !== 'addresses');
    expect(setError.mock.calls).toEqual([
      ['phone1', { type: 'server', message: 'Required' }, { shouldFocus: true }],
      ['addresses.0.street', { type: 'server', message: 'Required' }, { shouldFocus: false }],
    ]);
    expect(result).toEqual({
      applied: 2,
      unapplied: [{ field: 'addresses', message: 'At most one address may be the default' }],
    });
  });

  it.each<[string, FormFields<Record<string, string>>, string[]]>([
    ['a list of names', ['login', 'email'], ['login']],
    ['a function giving the path itself', (path) => path === 'login', ['login']],
    [
      'a function renaming the path',
      (path) => (path === 'login' ? 'username' : null),
      ['username'],
    ],
    ['fields that do not include it', ['email'], []],
  ])('puts a conflict under its field, with %s', (_case, fields, set) => {
    const setError = vi.fn();
    const result = applyServerFieldErrors(loginTaken, setError, fields);
    expect(setError.mock.calls.map(([field]) => field as string)).toEqual(set);
    expect(result.applied).toBe(set.length);
  });

  it.each([
    ['a conflict without details', new ApiError({ status: 409, code: 'CONFLICT', message: 'x' })],
    [
      'details of another code',
      new ApiError({ status: 403, code: 'FORBIDDEN', message: 'x', details: [...invalid.details] }),
    ],
    ['a network error', new NetworkError()],
    ['an unknown error', new Error('boom')],
  ])('leaves the fields alone for %s', (_case, error) => {
    const setError = vi.fn();
    expect(applyServerFieldErrors(error, setError, () => true)).toEqual({
      applied: 0,
      unapplied: [],
    });
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('serverMessage', () => {
  const noBody = ApiError.fromBody(502, undefined);
  it.each([
    ['the server sentence', invalid, undefined, 'The request is invalid.'],
    ['the fallback for an error that is no answer', new Error('boom'), undefined, 'Failed.'],
    ['the fallback for a network error', new NetworkError(), undefined, 'Failed.'],
    ['the fallback for an answer without a sentence', noBody, undefined, 'Failed.'],
    [
      'the fallback for an empty sentence',
      new ApiError({ status: 500, code: 'INTERNAL', message: '' }),
      undefined,
      'Failed.',
    ],
    ['the sentence of a listed code', loginTaken, ['CONFLICT'] as const, loginTaken.message],
    ['the fallback for other codes', invalid, ['CONFLICT'] as const, 'Failed.'],
  ])('gives %s', (_case, error, codes, text) => {
    expect(serverMessage(error, 'Failed.', codes)).toBe(text);
  });
});

describe('hasErrorCode', () => {
  it('matches the error code of API answers only', () => {
    expect(hasErrorCode(invalid, 'VALIDATION_FAILED')).toBe(true);
    expect(hasErrorCode(invalid, 'CONFLICT')).toBe(false);
    expect(hasErrorCode(new Error('x'), 'CONFLICT')).toBe(false);
  });
});
