import type { z } from 'zod';
import { ApiError, messages, type ErrorDetail } from './errors.ts';

/** JSON bodies above this answer 413 (the Node server refuses them before reading them). */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** Avatar images, and so the multipart bodies that carry one (plus room for the text fields). */
export const AVATAR_LIMIT = 2 * 1024 * 1024;
export const MULTIPART_BODY_LIMIT = AVATAR_LIMIT + 64 * 1024;

// zod's default for a missing field is "Invalid input: expected string, received undefined";
// the product's forms say "Required" (for an empty required text too), and so does the API.
const errorMap = (issue: z.core.$ZodRawIssue): string | undefined => {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'Required';
  if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) {
    return 'Required';
  }
  return undefined;
};

export function toDetails(issues: readonly z.core.$ZodIssue[], root = 'body'): ErrorDetail[] {
  return issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : root,
    message: issue.message,
  }));
}

export function validationError(issues: readonly z.core.$ZodIssue[], root = 'body'): ApiError {
  return new ApiError(400, 'VALIDATION_FAILED', messages.validationFailed, {
    details: toDetails(issues, root),
  });
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

/** Like `parseWith`, but returns the problems instead of throwing (to add rule checks to them). */
export function checkWith<S extends z.ZodType>(
  schema: S,
  data: unknown,
): { ok: true; data: z.output<S> } | { ok: false; details: ErrorDetail[] } {
  const result = schema.safeParse(data, { error: errorMap });
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, details: toDetails(result.error.issues) };
}

const jsonType = /^application\/(?:[\w.+-]+\+)?json(?:\s*;|$)/i;

const tooLarge = (limit: number) =>
  new ApiError(
    413,
    'PAYLOAD_TOO_LARGE',
    `The request body must be at most ${Math.round(limit / 1024)} KB.`,
  );

function checkDeclaredLength(request: Request, limit: number): void {
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > limit) throw tooLarge(limit);
}

/** Reads the raw JSON value of the body; a body that is not JSON answers 415 or 400. */
export async function readJson(request: Request): Promise<unknown> {
  if (!jsonType.test(request.headers.get('content-type') ?? '')) {
    throw new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'The request body must be JSON (Content-Type: application/json).',
    );
  }
  checkDeclaredLength(request, JSON_BODY_LIMIT);
  // The Node server cuts a body that streams past the limit: reading it then fails.
  const text = await request.text().catch(() => {
    throw tooLarge(JSON_BODY_LIMIT);
  });
  if (text.length > JSON_BODY_LIMIT) throw tooLarge(JSON_BODY_LIMIT);
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'VALIDATION_FAILED', 'The request body is not valid JSON.', {
      details: [{ field: 'body', message: 'Invalid JSON' }],
    });
  }
}

/**
 * Reads a JSON body and validates it. Unknown fields are dropped by the schemas (no mass
 * assignment); anything but JSON is refused before it is read.
 */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  return parseWith(schema, await readJson(request));
}

/** Reads a `multipart/form-data` body (after the Node server checked its size as it streamed). */
export async function readFormData(request: Request): Promise<FormData> {
  if (!/^multipart\/form-data\s*;/i.test(request.headers.get('content-type') ?? '')) {
    throw new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'The request body must be multipart/form-data.',
    );
  }
  checkDeclaredLength(request, MULTIPART_BODY_LIMIT);
  const body = await request.arrayBuffer().catch(() => {
    throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The file must be at most 2 MB.');
  });
  try {
    return await new Response(body, { headers: request.headers }).formData();
  } catch {
    throw new ApiError(400, 'VALIDATION_FAILED', 'The multipart body cannot be read.', {
      details: [{ field: 'body', message: 'Invalid multipart body' }],
    });
  }
}

/** The text fields of a form as an object; `true` / `false` become booleans. */
export function formFields(form: FormData, booleans: readonly string[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string' || name in fields) continue;
    fields[name] =
      booleans.includes(name) && (value === 'true' || value === 'false') ? value === 'true' : value;
  }
  return fields;
}

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

/** Checks an avatar's size and kind (by its bytes, not only its declared type). */
export async function readAvatarFile(
  file: unknown,
): Promise<{ contentType: ImageType; bytes: Uint8Array }> {
  if (!(file instanceof Blob)) {
    throw new ApiError(400, 'VALIDATION_FAILED', messages.validationFailed, {
      details: [{ field: 'file', message: 'Required' }],
    });
  }
  if (file.size > AVATAR_LIMIT) {
    throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The file must be at most 2 MB.');
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniffImage(bytes);
  const declared = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  const jpegAlias = declared === 'image/jpg' ? 'image/jpeg' : declared;
  if (!sniffed || (declared !== '' && jpegAlias !== sniffed)) {
    throw new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'The file must be a PNG, JPEG or WebP image.',
    );
  }
  return { contentType: sniffed, bytes };
}

function sniffImage(bytes: Uint8Array): ImageType | undefined {
  const starts = (...values: number[]) => values.every((value, i) => bytes[i] === value);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

/**
 * Reads a query string into typed values for a schema: numbers, booleans and repeated
 * parameters (`status=A&status=B`) as the schema expects them; anything that does not convert
 * stays a string, so the schema reports it.
 */
export function readQuery<S extends z.ZodObject>(request: Request, schema: S): z.output<S> {
  const params = new URL(request.url).searchParams;
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const all = params.getAll(name);
    if (all.length === 0) continue;
    const kind = baseKind(field as z.ZodType);
    const convert = (text: string): unknown => {
      if (kind === 'number' && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
      if (kind === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
      return text;
    };
    values[name] = kind === 'array' ? all.map(convert) : convert(all[0]!);
  }
  return parseWith(schema, values, 'query');
}

function baseKind(schema: z.ZodType): string {
  let current = schema as z.ZodType & { def: { type: string; innerType?: z.ZodType } };
  while (current.def.innerType && ['optional', 'default', 'nullable'].includes(current.def.type)) {
    current = current.def.innerType as typeof current;
  }
  return current.def.type === 'int' ? 'number' : current.def.type;
}
