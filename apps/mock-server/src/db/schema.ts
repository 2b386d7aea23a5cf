import { z } from 'zod';
import { planCodes } from './plans.ts';

/**
 * Stored records. They hold what the server keeps (password hashes, token hashes, foreign keys),
 * not what the API answers: handlers map records to the contract's shapes, so a stored field can
 * never leak by accident.
 */

export const roles = ['MASTER', 'ADMIN', 'CLEANER', 'BILLING'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

const timestamp = z.iso.datetime({ offset: true });

export const organizationRecord = z.object({
  id: z.uuid(),
  name: z.string().min(1),
  logoUrl: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  timeZone: z.string(),
  planCode: z.enum(planCodes),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type OrganizationRecord = z.infer<typeof organizationRecord>;

export const userRecord = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  role: roleSchema,
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  email: z.string(),
  phone: z.string().nullable(),
  /** Unique across Spotless, compared case-insensitively. */
  login: z.string().min(3),
  photoUrl: z.string().nullable(),
  isDriver: z.boolean(),
  isActive: z.boolean(),
  defaultTeamId: z.uuid().nullable(),
  /** `pbkdf2-sha256$<iterations>$<salt>$<hash>`; null until the user creates a password. */
  passwordHash: z.string().nullable(),
  lastLoginAt: timestamp.nullable(),
  lastPasswordResetAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type UserRecord = z.infer<typeof userRecord>;

/**
 * One refresh token. Only its SHA-256 is kept. Tokens of one sign-in form a family: each refresh
 * marks the presented token rotated and adds its successor, so a rotated token presented again
 * (a stolen copy, or a lost response) can be told apart and the family revoked.
 */
export const refreshTokenRecord = z.object({
  id: z.uuid(),
  familyId: z.uuid(),
  userId: z.uuid(),
  organizationId: z.uuid(),
  tokenHash: z.string().length(64),
  /** Epoch milliseconds, like the other token times: they are compared, never shown. */
  issuedAt: z.number().int(),
  expiresAt: z.number().int(),
  rotatedAt: z.number().int().nullable(),
  replacedById: z.uuid().nullable(),
  revokedAt: z.number().int().nullable(),
});
export type RefreshTokenRecord = z.infer<typeof refreshTokenRecord>;
