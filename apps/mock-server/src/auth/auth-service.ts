import { normalizeLogin, type Db } from '../db/db.ts';
import type { RefreshTokenRecord, UserRecord } from '../db/schema.ts';
import { randomBytes, sha256Hex, toBase64Url, utf8 } from './encoding.ts';
import { importSigningKey, signJwt, verifyJwt, type AccessClaims } from './jwt.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { createRateLimiter } from './rate-limit.ts';

export const DEFAULT_ACCESS_TOKEN_TTL = 900;
export const REFRESH_TOKEN_TTL_MS = 15 * 24 * 60 * 60 * 1000;
/** A retry with the just-rotated refresh token within this delay is a lost response, not theft. */
export const ROTATION_GRACE_MS = 10_000;
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Verified access tokens remembered at most (the memory is emptied beyond). */
const VERIFIED_TOKENS_KEPT = 10_000;
/** Reset and create-password links live one hour. */
export const PASSWORD_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface AuthServiceOptions {
  db: Db;
  /** Epoch milliseconds; tests move it to expire tokens without waiting. */
  now: () => number;
  /** Access-token lifetime in seconds. */
  accessTokenTtl: number;
  /** HMAC key material; a fresh random one per server unless given. */
  secret: Uint8Array<ArrayBuffer>;
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

export type LoginResult =
  | { ok: true; tokens: TokenPair; user: UserRecord }
  | { ok: false; reason: 'invalid-credentials' | 'inactive' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

export type AuthenticateResult =
  { ok: true; user: UserRecord } | { ok: false; code: 'UNAUTHORIZED' | 'TOKEN_EXPIRED' };

// Verified against when the login is unknown, so both failures cost one key derivation and
// cannot be told apart by timing.
let decoyHash: Promise<string> | undefined;
const getDecoyHash = () => (decoyHash ??= hashPassword('decoy password', randomBytes(16)));

/**
 * Sign-in, access tokens, refresh-token families and password links. Refresh tokens are opaque
 * random strings, stored as SHA-256 only. A rotated token's successor is derived from it with the
 * server key (HMAC), so a retry within the grace delay can be answered with the same pair without
 * keeping any token in clear.
 *
 * Access tokens carry a `kid`: the generation of the key that signed them, derived from the
 * secret. Expiring every access token at once (a QA control) moves to the next generation; tokens
 * of older generations still verify, and answer TOKEN_EXPIRED, so the web app refreshes as it
 * would after a real expiry.
 */
export function createAuthService({ db, now, accessTokenTtl, secret }: AuthServiceOptions) {
  const rotationKey = importSigningKey(secret);
  const accessKeys = new Map<number, Promise<CryptoKey>>();
  const accessKey = (generation: number) => {
    let key = accessKeys.get(generation);
    if (!key) {
      key = rotationKey.then(async (root) => {
        const material = await crypto.subtle.sign('HMAC', root, utf8(`access-key:${generation}`));
        return importSigningKey(new Uint8Array(material));
      });
      accessKeys.set(generation, key);
    }
    return key;
  };
  const currentGeneration = () => db.state.settings.accessKeyGeneration;

  const limiter = createRateLimiter({
    now,
    maxFailures: LOGIN_MAX_FAILURES,
    windowMs: LOGIN_FAILURE_WINDOW_MS,
  });
  /**
   * Tokens whose signature was already checked, with their claims and key generation: checking
   * an HMAC through Web Crypto costs more than the rest of a calendar request, and the web app
   * sends the same token for 15 minutes. Expiry and key retirement are still checked each time.
   */
  const verifiedTokens = new Map<string, { claims: AccessClaims; generation: number }>();

  /** Rotations under way, so concurrent refreshes with one token share one outcome. */
  const rotations = new Map<string, Promise<TokenPair | null>>();

  const accessToken = async (user: UserRecord, issuedAtMs: number) => {
    const iat = Math.floor(issuedAtMs / 1000);
    const generation = currentGeneration();
    return signJwt(
      { sub: user.id, org: user.organizationId, role: user.role, iat, exp: iat + accessTokenTtl },
      await accessKey(generation),
      `g${generation}`,
    );
  };

  const successorOf = async (refreshToken: string) => {
    const mac = await crypto.subtle.sign(
      'HMAC',
      await rotationKey,
      utf8(`refresh-rotation:${refreshToken}`),
    );
    return `rt_${toBase64Url(new Uint8Array(mac))}`;
  };

  /** Inside the write lock. */
  const revokeFamily = async (familyId: string) => {
    const time = now();
    for (const token of db.refreshTokens.list('familyId', familyId)) {
      if (token.revokedAt === null) {
        await db.refreshTokens.update(token.id, (draft) => {
          draft.revokedAt = time;
        });
      }
    }
  };

  const revokeUserSessions = async (userId: string): Promise<void> => {
    const families = new Set(db.refreshTokens.list('userId', userId).map((t) => t.familyId));
    for (const familyId of families) await revokeFamily(familyId);
  };

  const insertRefreshToken = async (
    user: UserRecord,
    refreshToken: string,
    familyId: string,
    issuedAt: number,
  ) =>
    db.refreshTokens.insert({
      id: crypto.randomUUID(),
      familyId,
      userId: user.id,
      organizationId: user.organizationId,
      tokenHash: await sha256Hex(refreshToken),
      issuedAt,
      expiresAt: issuedAt + REFRESH_TOKEN_TTL_MS,
      rotatedAt: null,
      replacedById: null,
      revokedAt: null,
    });

  /** Starts a new token family: a sign-in or a registration. Inside the write lock. */
  const issueSession = async (user: UserRecord): Promise<TokenPair> => {
    const issuedAt = now();
    const refreshToken = `rt_${toBase64Url(randomBytes(32))}`;
    await insertRefreshToken(user, refreshToken, crypto.randomUUID(), issuedAt);
    return { access_token: await accessToken(user, issuedAt), refresh_token: refreshToken };
  };

  const rotate = async (
    presented: string,
    record: RefreshTokenRecord,
  ): Promise<TokenPair | null> => {
    const user = db.users.get(record.userId);
    const time = now();

    if (record.rotatedAt !== null) {
      const successor = record.replacedById ? db.refreshTokens.get(record.replacedById) : undefined;
      const isLostResponse =
        successor !== undefined &&
        successor.revokedAt === null &&
        successor.rotatedAt === null &&
        time - record.rotatedAt <= ROTATION_GRACE_MS;
      if (isLostResponse && user?.isActive) {
        return {
          access_token: await accessToken(user, successor.issuedAt),
          refresh_token: await successorOf(presented),
        };
      }
      // A rotated token presented again: someone else may hold a copy. End the whole session.
      await revokeFamily(record.familyId);
      return null;
    }

    if (record.expiresAt <= time) return null;
    if (!user?.isActive) {
      await revokeFamily(record.familyId);
      return null;
    }

    const refreshToken = await successorOf(presented);
    const successor = await insertRefreshToken(user, refreshToken, record.familyId, time);
    await db.refreshTokens.update(record.id, (draft) => {
      draft.rotatedAt = time;
      draft.replacedById = successor.id;
    });
    return { access_token: await accessToken(user, time), refresh_token: refreshToken };
  };

  return {
    /** Inside the write lock (registration creates the user and its session together). */
    issueSession,

    async login(login: string, password: string): Promise<LoginResult> {
      const limiterKey = normalizeLogin(login);
      // Counted before the password is checked: attempts sent at once cannot all be checked.
      const attempt = limiter.take(limiterKey);
      if (attempt.limited) {
        return { ok: false, reason: 'rate-limited', retryAfterSeconds: attempt.retryAfterSeconds };
      }

      const user = db.users.findUnique('login', limiterKey);
      let passwordMatches = false;
      if (user?.passwordHash) passwordMatches = await verifyPassword(password, user.passwordHash);
      else await verifyPassword(password, await getDecoyHash());
      if (!user || !passwordMatches) return { ok: false, reason: 'invalid-credentials' };
      attempt.release();
      if (!user.isActive) return { ok: false, reason: 'inactive' };

      return db.state.write(async () => {
        const signedIn =
          (await db.users.update(user.id, (draft) => {
            draft.lastLoginAt = new Date(now()).toISOString();
          })) ?? user;
        return { ok: true, tokens: await issueSession(signedIn), user: signedIn };
      });
    },

    /** A new pair for a valid refresh token; null when it is unknown, expired or revoked. */
    async refresh(refreshToken: string): Promise<TokenPair | null> {
      const record = db.refreshTokens.findUnique('tokenHash', await sha256Hex(refreshToken));
      if (!record || record.revokedAt !== null) return null;

      const running = rotations.get(record.id);
      if (running) return running;
      const rotation = db.state
        .write(async () => {
          // Read again under the lock: another request may have rotated or revoked it meanwhile.
          const current = db.refreshTokens.get(record.id);
          if (!current || current.revokedAt !== null) return null;
          return rotate(refreshToken, current);
        })
        .finally(() => rotations.delete(record.id));
      rotations.set(record.id, rotation);
      return rotation;
    },

    /** Ends the session (token family) of this refresh token, if it is the caller's. */
    async logout(refreshToken: string, userId: string): Promise<void> {
      const record = db.refreshTokens.findUnique('tokenHash', await sha256Hex(refreshToken));
      if (record && record.userId === userId && record.revokedAt === null) {
        await db.state.write(() => revokeFamily(record.familyId));
      }
    },

    /** Ends every session of a user (password set, account deleted). Inside the write lock. */
    revokeUserSessions,

    /** Every access token issued so far answers TOKEN_EXPIRED from now on; refresh tokens stay. */
    async expireAccessTokens(): Promise<void> {
      await db.state.write(() => {
        db.state.settings = {
          ...db.state.settings,
          accessKeyGeneration: db.state.settings.accessKeyGeneration + 1,
        };
        db.state.bump();
      });
    },

    async authenticate(authorization: string | null): Promise<AuthenticateResult> {
      const match = /^Bearer +([^\s]+)$/i.exec(authorization?.trim() ?? '');
      const token = match?.[1];
      if (!token) return { ok: false, code: 'UNAUTHORIZED' };

      let claims: AccessClaims;
      const known = verifiedTokens.get(token);
      if (known) {
        if (known.generation < currentGeneration() || now() >= known.claims.exp * 1000) {
          return { ok: false, code: 'TOKEN_EXPIRED' };
        }
        claims = known.claims;
      } else {
        let generation = -1;
        const result = await verifyJwt(
          token,
          async (kid) => {
            const match = /^g(\d{1,9})$/.exec(kid)?.[1];
            if (match === undefined || Number(match) > currentGeneration()) return null;
            generation = Number(match);
            return {
              key: await accessKey(generation),
              retired: generation < currentGeneration(),
            };
          },
          now(),
        );
        if (!result.ok) {
          return {
            ok: false,
            code: result.reason === 'expired' ? 'TOKEN_EXPIRED' : 'UNAUTHORIZED',
          };
        }
        claims = result.claims;
        if (verifiedTokens.size >= VERIFIED_TOKENS_KEPT) verifiedTokens.clear();
        verifiedTokens.set(token, { claims, generation });
      }
      const user = db.users.get(claims.sub);
      if (!user || user.organizationId !== claims.org || !user.isActive) {
        return { ok: false, code: 'UNAUTHORIZED' };
      }
      return { ok: true, user };
    },

    /** A reset or create-password token for the user: stored hashed, valid one hour. Inside the lock. */
    async issuePasswordToken(userId: string, kind: 'reset' | 'create'): Promise<string> {
      const token = `prt_${toBase64Url(randomBytes(32))}`;
      const time = now();
      await db.passwordTokens.insert({
        id: crypto.randomUUID(),
        userId,
        kind,
        tokenHash: await sha256Hex(token),
        createdAt: time,
        expiresAt: time + PASSWORD_TOKEN_TTL_MS,
        usedAt: null,
      });
      return token;
    },

    /** The usable token record, or undefined when unknown, used, expired or its user is gone. */
    async findPasswordToken(token: string) {
      const record = db.passwordTokens.findUnique('tokenHash', await sha256Hex(token));
      if (!record || record.usedAt !== null || record.expiresAt <= now()) return undefined;
      if (!db.users.get(record.userId)) return undefined;
      return record;
    },

    /**
     * Sets the password, uses up every open link of the user and ends their sessions. Inside the
     * write lock; the hash is computed by the caller before taking it.
     */
    async setPassword(userId: string, passwordHash: string): Promise<void> {
      const time = now();
      for (const record of db.passwordTokens.list('userId', userId)) {
        if (record.usedAt === null) {
          await db.passwordTokens.update(record.id, (draft) => {
            draft.usedAt = time;
          });
        }
      }
      await db.users.update(userId, (draft) => {
        draft.passwordHash = passwordHash;
        draft.lastPasswordResetAt = new Date(time).toISOString();
        draft.updatedAt = new Date(time).toISOString();
      });
      await revokeUserSessions(userId);
      limiter.reset(normalizeLogin(db.users.get(userId)?.login ?? ''));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
