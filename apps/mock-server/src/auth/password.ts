import { fromBase64Url, randomBytes, timingSafeEqual, toBase64Url, utf8 } from './encoding.ts';

/**
 * Passwords are stored as `pbkdf2-sha256$<iterations>$<salt>$<hash>` (PBKDF2-HMAC-SHA256 through
 * Web Crypto, so it runs in Node and in browsers; a 16-byte salt per user).
 *
 * 100,000 iterations, below OWASP's 600,000 for production: this server seeds users at every
 * start (in browsers too, for Storybook) and test suites sign in hundreds of times. The count is
 * part of the stored value, so raising it later keeps existing hashes verifiable.
 */
export const PASSWORD_ITERATIONS = 100_000;
const SCHEME = 'pbkdf2-sha256';
const HASH_BITS = 256;

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const key = await crypto.subtle.importKey('raw', utf8(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(
  password: string,
  salt: Uint8Array<ArrayBuffer> = randomBytes(16),
  iterations: number = PASSWORD_ITERATIONS,
): Promise<string> {
  const hash = await derive(password, salt, iterations);
  return `${SCHEME}$${iterations}$${toBase64Url(salt)}$${toBase64Url(hash)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterationsText, saltText, hashText] = stored.split('$');
  const iterations = Number(iterationsText);
  const salt = fromBase64Url(saltText ?? '');
  if (scheme !== SCHEME || !Number.isInteger(iterations) || iterations < 1 || !salt || !hashText) {
    return false;
  }
  const hash = await derive(password, salt, iterations);
  return timingSafeEqual(toBase64Url(hash), hashText);
}
