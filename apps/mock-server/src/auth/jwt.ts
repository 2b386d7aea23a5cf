import { z } from 'zod';
import { roleSchema } from '../db/schema.ts';
import { fromBase64Url, fromUtf8, toBase64Url, utf8 } from './encoding.ts';

/** Claims of an access token, times in seconds since the epoch (the JWT convention). */
export const accessClaimsSchema = z.object({
  sub: z.string().min(1),
  org: z.string().min(1),
  role: roleSchema,
  iat: z.number().int(),
  exp: z.number().int(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

export type VerifyResult =
  { ok: true; claims: AccessClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/**
 * The key that signed a token, found by the header's `kid`. `retired` keys still verify (so their
 * tokens are known to be ours) but their tokens count as expired: that is how the server expires
 * every access token at once.
 */
export type KeyResolver = (kid: string) => Promise<{ key: CryptoKey; retired: boolean } | null>;

const headers = new Map<string, string>();
const headerFor = (kid: string) => {
  let header = headers.get(kid);
  if (!header) {
    header = toBase64Url(utf8(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid })));
    headers.set(kid, header);
  }
  return header;
};

/** An HMAC-SHA256 key for signing and verifying access tokens. */
export function importSigningKey(secret: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

/** Signs the claims (HS256). The same claims, key and `kid` always give the same token. */
export async function signJwt(claims: AccessClaims, key: CryptoKey, kid: string): Promise<string> {
  const header = headerFor(kid);
  const payload = toBase64Url(utf8(JSON.stringify(claims)));
  const signature = await crypto.subtle.sign('HMAC', key, utf8(`${header}.${payload}`));
  return `${header}.${payload}.${toBase64Url(new Uint8Array(signature))}`;
}

/**
 * Checks the signature first, then expiry, so an expired token is only reported as such when we
 * issued it: a forged token is malformed whatever its `exp`. The header's `kid` names the key.
 */
export async function verifyJwt(
  token: string,
  resolveKey: KeyResolver,
  nowMs: number,
): Promise<VerifyResult> {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [headerText, payloadText, signatureText] = parts as [string, string, string];

  const header = parseJson(fromBase64Url(headerText));
  if (!isRecord(header) || header.alg !== 'HS256' || typeof header.kid !== 'string') {
    return { ok: false, reason: 'malformed' };
  }
  const signer = await resolveKey(header.kid);
  if (!signer) return { ok: false, reason: 'signature' };
  const key = signer.key;

  const signature = fromBase64Url(signatureText);
  if (!signature) return { ok: false, reason: 'malformed' };
  const valid = await crypto.subtle.verify(
    'HMAC',
    key,
    signature,
    utf8(`${headerText}.${payloadText}`),
  );
  if (!valid) return { ok: false, reason: 'signature' };

  const claims = accessClaimsSchema.safeParse(parseJson(fromBase64Url(payloadText)));
  if (!claims.success) return { ok: false, reason: 'malformed' };
  if (signer.retired || nowMs >= claims.data.exp * 1000) return { ok: false, reason: 'expired' };
  return { ok: true, claims: claims.data };
}

function parseJson(bytes: Uint8Array | null): unknown {
  if (!bytes) return undefined;
  try {
    return JSON.parse(fromUtf8(bytes));
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
