import { isApiError, type ErrorCode, type FieldError } from '@spotless/api-client';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/** The server's `message` when the error is an API answer that has one, else `fallback`. */
export const serverMessage = (error: unknown, fallback: string): string =>
  isApiError(error) && error.message ? error.message : fallback;

/** Whether `error` is an API answer with this `code` (`CONFLICT`, `PLAN_LIMIT_REACHED`...). */
export const hasErrorCode = (error: unknown, code: ErrorCode): boolean =>
  isApiError(error) && error.code === code;

/**
 * Puts the per-field messages of a `400 VALIDATION_FAILED` answer on the form's fields. The
 * server names fields with dotted paths (`addresses.0.street`), which are react-hook-form paths
 * too. Details for paths the form does not show (`isFormField` says which it does) are returned,
 * so the caller can still tell the user about them; the first field set receives focus.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  isFormField: (path: string) => boolean = () => true,
): { applied: number; unapplied: FieldError[] } {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED')
    return { applied: 0, unapplied: [] };
  const unapplied: FieldError[] = [];
  let applied = 0;
  for (const detail of error.details) {
    if (!isFormField(detail.field)) {
      unapplied.push(detail);
      continue;
    }
    setError(
      detail.field as FieldPath<T>,
      { type: 'server', message: detail.message },
      { shouldFocus: applied === 0 },
    );
    applied += 1;
  }
  return { applied, unapplied };
}

/**
 * What the toast of a failed save says, once `applyServerFieldErrors` has run: "check the
 * fields" when every detail is under its field, the details the form does not show when there
 * are some, else `otherwise` (the server's sentence or the product's generic failure).
 */
export function saveFailureText(
  { applied, unapplied }: { applied: number; unapplied: FieldError[] },
  checkFields: string,
  otherwise: string,
): string {
  if (unapplied.length > 0)
    return unapplied.map((detail) => `${detail.field}: ${detail.message}`).join('\n');
  return applied > 0 ? checkFields : otherwise;
}
