/**
 * Reads claims of an access token. The client never verifies signatures (the server does): it
 * needs `exp` to refresh a token before the server starts rejecting it, and `role` only as a hint
 * of which page's code to load first.
 */

interface JwtClaims {
  exp?: unknown;
  role?: unknown;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

function readClaims(token: string): JwtClaims | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    return typeof claims === 'object' ? (claims as JwtClaims | null) : null;
  } catch {
    return null;
  }
}

/** The token's `exp` in milliseconds since the epoch, or `null` when it has none or is not a JWT. */
export function readTokenExpiry(token: string): number | null {
  const exp = readClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/**
 * The token's `role` claim (unverified: a hint, never a permission), or `null` when it has none or
 * is not a JWT.
 */
export function readTokenRole(token: string): string | null {
  const role = readClaims(token)?.role;
  return typeof role === 'string' && role !== '' ? role : null;
}

/**
 * Whether the token expires within `marginMs` of `now`. A token whose expiry cannot be read is
 * left to the server to judge: a 401 then triggers the refresh.
 */
export function expiresWithin(token: string, marginMs: number, now: number): boolean {
  const expiry = readTokenExpiry(token);
  return expiry !== null && expiry - now < marginMs;
}
