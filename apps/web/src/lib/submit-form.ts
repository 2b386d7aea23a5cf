import { isNetworkError, type ErrorCode, type FieldError } from '@spotless/api-client';
import { showToast } from '@spotless/ui';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import {
  applyServerFieldErrors,
  hasErrorCode,
  serverMessage,
  type FormFields,
} from './api-errors.ts';

/** How a form tells the user that sending it failed. */
export interface SubmitFailureOptions<T extends FieldValues> {
  /** The title of the failure toast. */
  title: string;
  /** What the toast says when the server has no sentence of its own for the user. */
  fallback: string;
  /**
   * The codes whose server sentence the toast shows; the others show `fallback`.
   * @default every code
   */
  codes?: readonly ErrorCode[];
  /** The form that receives the server's per-field messages, and the fields it shows. */
  form?: { setError: UseFormSetError<T>; fields: FormFields<T> };
  /**
   * Said instead of a `400`'s sentence, which is generic ("The request is invalid."), once its
   * details are under their fields; the details the form does not show are listed instead.
   * Without it, the toast always shows the server's sentence.
   */
  checkFields?: string;
  /**
   * The toast's text for the failures the form words itself (a plan too small for the
   * organisation names the plan); undefined leaves the usual text.
   */
  message?: (error: unknown) => string | undefined;
  /**
   * Handles the failures the form treats in its own way (an expired link, a full plan); it
   * returns `true` when it has told the user, and nothing else is shown then.
   */
  onError?: (error: unknown) => boolean | void;
}

export interface SubmitFormOptions<R, T extends FieldValues> extends SubmitFailureOptions<T> {
  /** The success toast, from what the server answered. */
  success?: (data: R) => { title: string; description: string };
}

/**
 * What was saved, or why not (the user has been told either way): `message` is what the failure
 * toast said, for a form that also shows it in place; none when no toast was shown.
 */
export type SubmitResult<R> =
  { ok: true; data: R } | { ok: false; error: unknown; message?: string };

/** What the failure toast says once the details the form shows are under their fields. */
function failureText(
  error: unknown,
  { applied, unapplied }: { applied: number; unapplied: FieldError[] },
  {
    fallback,
    codes,
    checkFields,
    message,
  }: Pick<SubmitFailureOptions<FieldValues>, 'fallback' | 'codes' | 'checkFields' | 'message'>,
): string {
  const own = message?.(error);
  if (own !== undefined) return own;
  if (checkFields !== undefined && hasErrorCode(error, 'VALIDATION_FAILED')) {
    if (unapplied.length > 0)
      return unapplied.map((detail) => `${detail.field}: ${detail.message}`).join('\n');
    if (applied > 0) return checkFields;
  }
  // A conflict's sentence says what is taken, so it is shown even when it is under its field.
  return serverMessage(error, fallback, codes);
}

/**
 * Sends a form and tells the user how it went: the success toast, or the failure's. Nothing typed
 * is lost on a failure: the server's per-field messages go under their fields (the first one gets
 * focus) and the toast says the rest. A call that got no response shows nothing here: the query
 * client's network toast has already said so.
 */
export async function submitForm<R, T extends FieldValues = FieldValues>(
  save: () => Promise<R>,
  options: SubmitFormOptions<R, T>,
): Promise<SubmitResult<R>> {
  let data: R;
  try {
    data = await save();
  } catch (error) {
    if (isNetworkError(error) || options.onError?.(error) === true) return { ok: false, error };
    const placed = options.form
      ? applyServerFieldErrors(error, options.form.setError, options.form.fields)
      : { applied: 0, unapplied: [] };
    const message = failureText(error, placed, options);
    showToast({ title: options.title, description: message, variant: 'destructive' });
    return { ok: false, error, message };
  }
  if (options.success) showToast({ ...options.success(data), variant: 'success' });
  return { ok: true, data };
}
