import type { z } from 'zod';
import { ApiError, messages, type ErrorDetail } from './errors.ts';

// zod's default for a missing field is "Invalid input: expected string, received undefined";
// the product's forms say "Required" (for an empty required text too), and so does the API.
const errorMap = (issue: z.core.$ZodRawIssue): string | undefined => {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'Required';
  if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) {
    return 'Required';
  }
  return undefined;
};

export function validationError(issues: readonly z.core.$ZodIssue[], root = 'body'): ApiError {
  const details: ErrorDetail[] = issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : root,
    message: issue.message,
  }));
  return new ApiError(400, 'VALIDATION_FAILED', messages.validationFailed, { details });
}

/** Parses with the API's messages; throws a 400 VALIDATION_FAILED listing every field. */
export function parseWith<S extends z.ZodType>(
  schema: S,
  data: unknown,
  root = 'body',
): z.output<S> {
  const result = schema.safeParse(data, { error: errorMap });
  if (!result.success) throw validationError(result.error.issues, root);
  return result.data;
}

const jsonType = /^application\/(?:[\w.+-]+\+)?json(?:\s*;|$)/i;

/**
 * Reads a JSON body and validates it. Unknown fields are dropped by the schemas (no mass
 * assignment); anything but JSON is refused before it is read.
 */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  if (!jsonType.test(request.headers.get('content-type') ?? '')) {
    throw new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'The request body must be JSON (Content-Type: application/json).',
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(await request.text());
  } catch {
    throw new ApiError(400, 'VALIDATION_FAILED', 'The request body is not valid JSON.', {
      details: [{ field: 'body', message: 'Invalid JSON' }],
    });
  }
  return parseWith(schema, data);
}
