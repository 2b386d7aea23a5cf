import { isApiError, type ErrorCode, type FieldError } from '@spotless/api-client';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/**
 * The server's own sentence when `error` is an API answer that carried one, else `fallback`.
 * With `codes`, only the answers with one of those codes are worded by the server: the users
 * screens keep the spec's "Failed to … user. Please try again." for the rest (spec §8).
 */
export function serverMessage(
  error: unknown,
  fallback: string,
  codes?: readonly ErrorCode[],
): string {
  if (!isApiError(error) || !error.isServerMessage || error.message === '') return fallback;
  return codes && !codes.includes(error.code) ? fallback : error.message;
}

/** Whether `error` is an API answer with this `code` (`CONFLICT`, `PLAN_LIMIT_REACHED`...). */
export const hasErrorCode = (error: unknown, code: ErrorCode): boolean =>
  isApiError(error) && error.code === code;

/**
 * The fields of a form that a server detail can land on: their names, or a function that gives
 * the field a detail's path names (`true` for the path itself, `null` when the form does not show
 * it), for forms whose field names differ from the contract's.
 */
export type FormFields<T extends FieldValues> =
  readonly string[] | ((path: string) => FieldPath<T> | boolean | null | undefined);

function fieldOf<T extends FieldValues>(fields: FormFields<T>, path: string): FieldPath<T> | null {
  if (typeof fields !== 'function') return fields.includes(path) ? (path as FieldPath<T>) : null;
  const field = fields(path);
  if (field === true) return path as FieldPath<T>;
  return typeof field === 'string' ? field : null;
}

/**
 * Puts an answer's `details` under the fields they name: each invalid field of a `400
 * VALIDATION_FAILED`, and the field whose value a `409 CONFLICT` refuses (a login already taken).
 * The server names fields with dotted paths (`addresses.0.street`), which are react-hook-form paths
 * too. The first field set receives focus; the details the form does not show are returned, so
 * that the caller can still tell the user about them.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: FormFields<T>,
): { applied: number; unapplied: FieldError[] } {
  const unapplied: FieldError[] = [];
  let applied = 0;
  if (!isApiError(error) || (error.code !== 'VALIDATION_FAILED' && error.code !== 'CONFLICT')) {
    return { applied, unapplied };
  }
  for (const detail of error.details) {
    const field = fieldOf(fields, detail.field);
    if (field == null) {
      unapplied.push(detail);
      continue;
    }
    setError(field, { type: 'server', message: detail.message }, { shouldFocus: applied === 0 });
    applied += 1;
  }
  return { applied, unapplied };
}
