import { HttpResponse } from 'msw';

/**
 * The bytes of answers built from ready bytes, by answer. The Node server writes them as they
 * are instead of reading the answer's body stream back (web streams cost more than the rest of
 * a calendar request); any other host just reads the body as usual.
 */
export const rawBodies = new WeakMap<Response, Uint8Array>();

const encoder = new TextEncoder();

/** JSON bytes ready to answer many times: a Blob body is not copied into each answer. */
export interface RawJson {
  bytes: Uint8Array<ArrayBuffer>;
  blob: Blob;
}

export function rawJson(json: string): RawJson {
  const bytes = encoder.encode(json);
  return { bytes, blob: new Blob([bytes], { type: 'application/json' }) };
}

/** A JSON answer from JSON text (or bytes prepared with `rawJson`). */
export function rawJsonResponse(
  json: string | RawJson,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  const { bytes, blob } = typeof json === 'string' ? rawJson(json) : json;
  const response = new HttpResponse(blob, {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
  rawBodies.set(response, bytes);
  return response;
}
