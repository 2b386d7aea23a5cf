import { ApiError, NetworkError } from '@spotless/api-client';
import { showToast } from '@spotless/ui';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { submitForm, type SubmitFailureOptions } from './submit-form.ts';

vi.mock('@spotless/ui', () => ({ showToast: vi.fn() }));
const toast = vi.mocked(showToast);

beforeEach(() => toast.mockClear());

const validation = (...fields: string[]) =>
  new ApiError({
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'The request is invalid.',
    details: fields.map((field) => ({ field, message: `${field} is wrong` })),
  });
const loginTaken = new ApiError({
  status: 409,
  code: 'CONFLICT',
  message: 'This login is already taken.',
  details: [{ field: 'login', message: 'This login is already taken.' }],
});
const lastMaster = new ApiError({
  status: 409,
  code: 'CONFLICT',
  message: 'The organisation needs at least one active MASTER user.',
});
const internal = new ApiError({ status: 500, code: 'INTERNAL', message: 'Internal error.' });
const noBody = ApiError.fromBody(502, undefined);

type Options = Partial<SubmitFailureOptions<Record<string, string>>>;
const fields = ['name', 'login'];

describe('submitForm, failed', () => {
  it.each<[string, unknown, Options, string, string[]]>([
    ['a 500 shows the server sentence', internal, {}, 'Internal error.', []],
    ['an answer without a sentence shows the fallback', noBody, {}, 'Failed to save.', []],
    ['an error that is no answer shows the fallback', new Error('bug'), {}, 'Failed to save.', []],
    [
      'a 400 under the fields says so',
      validation('name'),
      { checkFields: 'Check the fields.' },
      'Check the fields.',
      ['name'],
    ],
    [
      'a 400 with details the form does not show lists them',
      validation('name', 'addresses'),
      { checkFields: 'Check the fields.' },
      'addresses: addresses is wrong',
      ['name'],
    ],
    [
      'a 400 without a "check the fields" text shows its sentence',
      validation('name'),
      {},
      'The request is invalid.',
      ['name'],
    ],
    [
      'a conflict goes under its field and keeps its sentence',
      loginTaken,
      { checkFields: 'Check the fields.' },
      'This login is already taken.',
      ['login'],
    ],
    ['a conflict about no field is a toast', lastMaster, {}, lastMaster.message, []],
    [
      'codes not listed show the fallback',
      internal,
      { codes: ['CONFLICT'] },
      'Failed to save.',
      [],
    ],
    [
      'a failure the form words itself shows its words',
      lastMaster,
      { message: (error) => (error === lastMaster ? 'Pick a bigger plan.' : undefined) },
      'Pick a bigger plan.',
      [],
    ],
    [
      'a failure the form does not word keeps the usual text',
      internal,
      { message: (error) => (error === lastMaster ? 'Pick a bigger plan.' : undefined) },
      'Internal error.',
      [],
    ],
    [
      'a 400 of an unlisted code still goes under its fields',
      validation('login'),
      { codes: ['CONFLICT'], checkFields: 'Check the fields.' },
      'Check the fields.',
      ['login'],
    ],
  ])('%s', async (_case, error, options, description, fieldsSet) => {
    const setError = vi.fn();
    const result = await submitForm(() => Promise.reject(error), {
      title: 'Save failed',
      fallback: 'Failed to save.',
      form: { setError, fields },
      ...options,
    });
    expect(result).toEqual({ ok: false, error, message: description });
    expect(toast).toHaveBeenCalledExactlyOnceWith({
      title: 'Save failed',
      description,
      variant: 'destructive',
    });
    expect(setError.mock.calls.map(([field]) => field as string)).toEqual(fieldsSet);
  });

  it('says nothing when no answer came: the network toast has said it', async () => {
    const onError = vi.fn();
    const setError = vi.fn();
    const error = new NetworkError();
    const result = await submitForm(() => Promise.reject(error), {
      title: 'Save failed',
      fallback: 'Failed to save.',
      form: { setError, fields },
      onError,
    });
    expect(result).toEqual({ ok: false, error });
    expect(toast).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
    expect(setError).not.toHaveBeenCalled();
  });

  it.each([
    ['handled by the form', true, 0],
    ['left to the usual toast', undefined, 1],
  ])('lets the form treat an error first: %s', async (_case, handled, toasts) => {
    const onError = vi.fn(() => handled);
    await submitForm(() => Promise.reject(internal), {
      title: 'Save failed',
      fallback: 'Failed to save.',
      onError,
    });
    expect(onError).toHaveBeenCalledExactlyOnceWith(internal);
    expect(toast).toHaveBeenCalledTimes(toasts);
  });
});

describe('submitForm, saved', () => {
  it('shows the success toast from the answer and hands the answer back', async () => {
    const result = await submitForm(() => Promise.resolve({ name: 'Blue Team' }), {
      title: 'Save failed',
      fallback: 'Failed to save.',
      success: (team) => ({ title: 'Team saved', description: `${team.name} is up to date.` }),
    });
    expect(result).toEqual({ ok: true, data: { name: 'Blue Team' } });
    expect(toast).toHaveBeenCalledExactlyOnceWith({
      title: 'Team saved',
      description: 'Blue Team is up to date.',
      variant: 'success',
    });
  });

  it('shows no toast without a success text', async () => {
    expect(
      await submitForm(() => Promise.resolve(undefined), { title: 'x', fallback: 'y' }),
    ).toEqual({ ok: true, data: undefined });
    expect(toast).not.toHaveBeenCalled();
  });
});
