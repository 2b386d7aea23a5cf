let serial = 0;

function base64Url(value: string): string {
  return Buffer.from(value, 'utf8').toString('base64url');
}

/**
 * An access token shaped like the server's: header.payload.signature, base64url. The signature
 * is a dummy because the client never verifies it. Every token is unique (`jti`).
 */
export function makeJwt({
  expiresInSeconds,
  now = Date.now(),
}: {
  expiresInSeconds: number;
  now?: number;
}): string {
  const iat = Math.floor(now / 1000);
  serial += 1;
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64Url(
    JSON.stringify({
      sub: '3f0c6f0e-2b1a-4c8e-9a51-6d7f2b0c1a10',
      org: '8a2b4c6d-1e3f-4a5b-8c7d-9e0f1a2b3c4d',
      role: 'ADMIN',
      iat,
      exp: iat + expiresInSeconds,
      jti: `token-${serial}`,
    }),
  );
  return `${header}.${payload}.c2lnbmF0dXJl`;
}
