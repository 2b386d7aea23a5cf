import { isApiError } from '@spotless/api-client';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/**
 * Puts a `400 VALIDATION_FAILED` answer's per-field messages under the fields they concern (the
 * detail paths, such as `masterUser.login`, are the form's own). Returns whether any was shown.
 */
export function showFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return false;
  let shown = false;
  for (const { field, message } of error.details) {
    const name = fields.find((candidate) => candidate === field);
    if (!name) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}

/**
 * The `message` the server sent with an error answer, if it sent one. The api client fills in
 * "Request failed with status N." for an answer without a body: that is not the server's word,
 * so the page's own fallback text is shown instead.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error) || error.message === '') return undefined;
  return error.message === `Request failed with status ${error.status}.`
    ? undefined
    : error.message;
}
