import { ApiError, NetworkError } from '@spotless/api-client';
import { describe, expect, it, vi } from 'vitest';
import {
  applyServerFieldErrors,
  hasErrorCode,
  saveFailureText,
  serverMessage,
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

describe('applyServerFieldErrors', () => {
  it('sets each known field, focusing the first, and returns the rest', () => {
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

  it('ignores answers other than VALIDATION_FAILED', () => {
    const setError = vi.fn();
    const conflict = new ApiError({ status: 409, code: 'CONFLICT', message: 'Taken.' });
    expect(applyServerFieldErrors(conflict, setError)).toEqual({ applied: 0, unapplied: [] });
    expect(applyServerFieldErrors(new NetworkError(), setError).applied).toBe(0);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('serverMessage and hasErrorCode', () => {
  it('prefers the server message, else the fallback', () => {
    expect(serverMessage(invalid, 'Failed.')).toBe('The request is invalid.');
    expect(serverMessage(new Error('boom'), 'Failed.')).toBe('Failed.');
    expect(serverMessage(new ApiError({ status: 500, code: 'INTERNAL', message: '' }), 'F')).toBe(
      'F',
    );
  });

  it('matches the error code of API answers only', () => {
    expect(hasErrorCode(invalid, 'VALIDATION_FAILED')).toBe(true);
    expect(hasErrorCode(invalid, 'CONFLICT')).toBe(false);
    expect(hasErrorCode(new Error('x'), 'CONFLICT')).toBe(false);
  });
});

describe('saveFailureText', () => {
  const detail = { field: 'addresses', message: 'At most one address may be the default' };
  it.each([
    [{ applied: 2, unapplied: [] }, 'Check the fields'],
    [{ applied: 1, unapplied: [detail] }, 'addresses: At most one address may be the default'],
    [{ applied: 0, unapplied: [] }, 'Failed to save'],
  ])('%j reads %j', (result, text) => {
    expect(saveFailureText(result, 'Check the fields', 'Failed to save')).toBe(text);
  });
});
