import {
  chargeByValues,
  entryMethodValues,
  frequencyValues,
  jobStatusValues,
  paymentMethodValues,
  roleValues,
  seriesFrequencyValues,
  skipKindValues,
  visitFieldValues,
  weekdayValues,
  type ChargeBy,
  type EntryMethod,
  type Frequency,
  type JobStatus,
  type PaymentMethod,
  type Role,
  type SeriesFrequency,
  type SkipKind,
  type VisitField,
  type Weekday,
} from '@spotless/api-client/schema';
import { z } from 'zod';
import { planCodes } from './plans.ts';

/**
 * Stored records. They hold what the server keeps (password hashes, token hashes, foreign keys),
 * not what the API answers: handlers map records to the contract's shapes, so a stored field can
 * never leak by accident. Relations are foreign-key fields (`organizationId`, `clientId`...)
 * resolved through the tables' indexes (see `Table`).
 */

/**
 * An enum's values as generated from openapi.yaml, typed as the non-empty list `z.enum` takes (a
 * contract enum always has a value), so the contract stays the one place that lists them.
 */
const contractEnum = <T extends string>(values: readonly T[]) => values as readonly [T, ...T[]];

export type {
  ChargeBy,
  EntryMethod,
  Frequency,
  JobStatus,
  PaymentMethod,
  Role,
  SeriesFrequency,
  SkipKind,
  VisitField,
  Weekday,
};

export const roles = contractEnum(roleValues);
export const roleSchema = z.enum(roles);
export const jobStatuses = contractEnum(jobStatusValues);
export const frequencies = contractEnum(frequencyValues);
export const weekdays = contractEnum(weekdayValues);
export const paymentMethods = contractEnum(paymentMethodValues);
export const chargeBases = contractEnum(chargeByValues);
export const entryMethods = contractEnum(entryMethodValues);
export const seriesFrequencies = contractEnum(seriesFrequencyValues);
export const skipKinds = contractEnum(skipKindValues);
export const visitFields = contractEnum(visitFieldValues);

const timestamp = z.iso.datetime({ offset: true });
const date = z.iso.date();
const nullableText = z.string().nullable();

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
  /** The uploaded avatar (see `avatarRecord`); the API's `photoUrl` is its address. */
  avatarId: z.uuid().nullable(),
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

export const teamRecord = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  name: z.string().min(1),
  description: nullableText,
  color: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  isActive: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type TeamRecord = z.infer<typeof teamRecord>;

export const jobTypeRecord = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  name: z.string().min(1),
  short: nullableText,
  description: nullableText,
  isActive: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type JobTypeRecord = z.infer<typeof jobTypeRecord>;

/** A kind of service address (House, Office...); an address may have one (`addressTypeId`). */
export const addressTypeRecord = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  name: z.string().min(1),
  description: nullableText,
  isActive: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AddressTypeRecord = z.infer<typeof addressTypeRecord>;

export const clientRecord = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  photoUrl: nullableText,
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  birthday: date.nullable(),
  phone1: z.string().min(1),
  phone2: nullableText,
  email: nullableText,
  preferredFrequency: z.enum(frequencies).nullable(),
  preferredDay: z.enum(weekdays).nullable(),
  paymentMethod: z.enum(paymentMethods).nullable(),
  paymentInformation: nullableText,
  clientSince: date.nullable(),
  source: nullableText,
  otherInformation: nullableText,
  isActive: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ClientRecord = z.infer<typeof clientRecord>;

export const addressRecord = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  clientId: z.uuid(),
  /** Where the address stands in its client's list. */
  position: z.number().int().min(0),
  addressTypeId: z.uuid().nullable(),
  reference: nullableText,
  street: z.string().min(1),
  complement: nullableText,
  city: z.string().min(1),
  state: z.string().min(1),
  zipCode: z.string().min(1),
  isDefault: z.boolean(),
  isBilling: z.boolean(),
  chargeAmount: nullableText,
  chargeBy: z.enum(chargeBases).nullable(),
  entryMethod: z.enum(entryMethods).nullable(),
  entryCode: nullableText,
  otherInformation: nullableText,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isActive: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AddressRecord = z.infer<typeof addressRecord>;

export const jobRecord = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  status: z.enum(jobStatuses),
  date,
  order: z.number().int().min(0),
  scheduledStartTime: timestamp.nullable(),
  scheduledEndTime: timestamp.nullable(),
  trackedStartTime: nullableText,
  trackedEndTime: nullableText,
  chargeAmount: nullableText,
  chargeBy: z.enum(chargeBases).nullable(),
  otherInformation: nullableText,
  isPaid: z.boolean(),
  cancelReason: nullableText,
  jobTypeId: z.uuid().nullable(),
  clientId: z.uuid(),
  addressId: z.uuid(),
  teamId: z.uuid(),
  createdById: z.uuid().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  // A visit of a series; the defaults read state files saved before series existed.
  seriesId: z.uuid().nullable().default(null),
  /** The date the series' rule gave the visit, kept when it moves. */
  originalDate: date.nullable().default(null),
  /** The fields of the visit that differ from its series, changed on it alone. */
  overrides: z.array(z.enum(visitFields)).default([]),
  skip: z
    .object({
      kind: z.enum(skipKinds),
      note: nullableText,
      isCharged: z.boolean(),
    })
    .nullable()
    .default(null),
});
export type JobRecord = z.infer<typeof jobRecord>;

/**
 * A recurring service plan: the rule, and what each visit is. Its visits are jobs (`seriesId`),
 * made up to 12 months ahead (`materializedThrough`); `exDates` are the rule's dates whose visits
 * were deleted, which are never made again.
 */
export const jobSeriesRecord = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  clientId: z.uuid(),
  addressId: z.uuid(),
  teamId: z.uuid(),
  jobTypeId: z.uuid().nullable(),
  /** Wall-clock times of day on the organisation's clock, `HH:MM:SS`. */
  startTime: nullableText,
  endTime: nullableText,
  chargeAmount: nullableText,
  chargeBy: z.enum(chargeBases).nullable(),
  otherInformation: nullableText,
  frequency: z.enum(seriesFrequencies),
  preferredDay: z.enum(weekdays).nullable(),
  startDate: date,
  endDate: date.nullable(),
  visitCount: z.number().int().min(1).nullable(),
  /** The last date the rule gives (null when open-ended), kept for the status. */
  finalDate: date.nullable(),
  exDates: z.array(date),
  materializedThrough: date.nullable(),
  createdById: z.uuid().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type JobSeriesRecord = z.infer<typeof jobSeriesRecord>;

/** A reset or create-password link's token; only its SHA-256 is kept. Times in epoch ms. */
export const passwordTokenRecord = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  kind: z.enum(['reset', 'create']),
  tokenHash: z.string().length(64),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  usedAt: z.number().int().nullable(),
});
export type PasswordTokenRecord = z.infer<typeof passwordTokenRecord>;

/**
 * A user's private calendar feed (at most one each). Only the SHA-256 of its token is kept, so a
 * copy of the data gives no working feed address. `teamId` null is every team of the organisation
 * (MASTER and ADMIN); a CLEANER's feed follows their current team whatever it says.
 */
export const calendarFeedRecord = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  organizationId: z.uuid(),
  teamId: z.uuid().nullable(),
  tokenHash: z.string().length(64),
  createdAt: timestamp,
});
export type CalendarFeedRecord = z.infer<typeof calendarFeedRecord>;

/**
 * One reveal of an address's entry code. The user's name and the visit's date are kept as they
 * were, so the log still reads when the user or the visit is later deleted.
 */
export const entryCodeRevealRecord = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  clientId: z.uuid(),
  addressId: z.uuid(),
  userId: z.uuid(),
  userName: z.string(),
  jobId: z.uuid().nullable(),
  jobDate: date.nullable(),
  revealedAt: timestamp,
});
export type EntryCodeRevealRecord = z.infer<typeof entryCodeRevealRecord>;

/** An uploaded avatar image, served at `/v1/avatars/{id}`. */
export const avatarRecord = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  contentType: z.enum(['image/png', 'image/jpeg', 'image/webp']),
  /** The image bytes, base64: the state file is JSON. */
  data: z.string(),
  size: z.number().int().min(0),
  createdAt: timestamp,
});
export type AvatarRecord = z.infer<typeof avatarRecord>;

/** An e-mail the server "sent": it lands in the development mailbox (`GET /__dev/mailbox`). */
export const mailRecord = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The link the e-mail is about (reset, create-password, sign-in or registration page). */
  link: z.string(),
  /**
   * `welcome`, `account-exists` and `login-taken` tell a registrant the outcome of a registration
   * (created; the e-mail already has an account; the login is someone else's).
   */
  kind: z.enum(['password-reset', 'create-password', 'welcome', 'account-exists', 'login-taken']),
  createdAt: timestamp,
});
export type MailRecord = z.infer<typeof mailRecord>;
