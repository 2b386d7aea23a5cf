// The zod schemas of every request: bodies, query strings and path parameters. A test compares
// each one with openapi.yaml (required fields, types, lengths, formats, patterns, enums, defaults),
// so the server and the contract cannot drift apart. Unknown fields are dropped (no mass
// assignment); rules that need the database (a team is active...) are checked by the handlers.
import { z } from 'zod';
import {
  daysBetween,
  FIRST_DATE,
  FIRST_JOB_DATE,
  isCalendarDate,
  isJobDate,
  isTimestamp,
  LAST_DATE,
  LAST_JOB_DATE,
} from '../db/dates.ts';
import { planCodes } from '../db/plans.ts';
import {
  chargeBases,
  entryMethods,
  frequencies,
  jobStatuses,
  paymentMethods,
  roles,
  seriesFrequencies,
  skipKinds,
  weekdays,
} from '../db/schema.ts';

// A required text is trimmed before its length is checked: a name of spaces is no name, and the
// stored value must not become empty after the check. Secrets (passwords, tokens) are kept as sent.
const text = (max: number, min = 0) => (min > 0 ? z.string().trim().min(min) : z.string()).max(max);
const secret = (max: number) => z.string().min(1).max(max);
const optionalText = (max: number, min = 0) => text(max, min).nullable().optional();
const webUrl = z.url({ protocol: /^https?$/, error: 'Invalid URL' }).max(2048);
const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).nullable().optional();

export const uuid = z.uuid();
export const idParamSchema = uuid;

export const loginPattern = /^[A-Za-z0-9._-]+$/;
export const passwordPattern = /^(?=.*[A-Za-z])(?=.*\d).+$/;
export const hexColorPattern = /^#[0-9A-Fa-f]{6}$/;
export const timeOfDayPattern = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
export const moneyPattern = /^\d{1,8}\.\d{2}$/;

const email = z.email({ error: 'Invalid email address' }).max(254);
const login = z
  .string()
  .min(3, 'Login should have at least 3 characters')
  .max(50)
  .regex(loginPattern, 'Login may contain only letters, digits, dots, underscores and hyphens');
const newPassword = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128)
  .regex(passwordPattern, 'Password must contain at least one letter and one digit');
const passwordConfirmation = z.string().min(1).max(128);
const phone = text(30, 1);
const timeZone = text(64, 1);
const hexColor = z
  .string()
  .min(7, 'Color must be a valid hex color code (e.g., #2563EB)')
  .max(7, 'Color must be a valid hex color code (e.g., #2563EB)')
  .regex(hexColorPattern, 'Color must be a valid hex color code (e.g., #2563EB)');
const visitCount = z.number().int().min(1).max(1000);
const timeOfDay = z.string().max(8).regex(timeOfDayPattern, 'Invalid time format');
const money = z
  .string()
  .max(11)
  .regex(moneyPattern, 'Must be an amount with two decimals, such as 145.00');
// zod's formats check the shape (and that February 30th is no date); these add the years the API
// keeps: four digits, from 0001, and for jobs a business window (see `FIRST_JOB_DATE`).
const calendarDate = z.iso
  .date()
  .refine(isCalendarDate, `Must be a date from ${FIRST_DATE} to ${LAST_DATE}`);
const jobDate = z.iso
  .date()
  .refine(isJobDate, `Must be a date from ${FIRST_JOB_DATE} to ${LAST_JOB_DATE}`);
const timestamp = z.iso
  .datetime({ offset: true })
  .refine(isTimestamp, 'Must be a date and time in the years 0001 to 9999');

// Auth

export const loginRequestSchema = z.object({
  login: text(50, 1),
  password: secret(128),
});

export const refreshTokenRequestSchema = z.object({
  refreshToken: secret(512),
});

// Password resets

export const passwordResetRequestSchema = z.object({ email });

export const passwordResetSchema = z.object({
  token: secret(512),
  password: newPassword,
  passwordConfirmation,
});

export const resetTokenQuerySchema = z.object({ token: secret(512) });

// Organisations

const organizationFields = {
  name: text(100, 1),
  email,
  phone,
  address: text(200, 1),
  city: text(100, 1),
  state: text(50, 1),
  zipCode: text(20, 1),
  country: text(100, 1),
};

export const masterUserRegistrationSchema = z.object({
  firstName: text(100, 1),
  lastName: text(100, 1),
  email,
  phone: phone.nullable().optional(),
  login,
  password: newPassword,
  passwordConfirmation,
});

export const organizationRegistrationSchema = z.object({
  ...organizationFields,
  timeZone: timeZone.default('America/New_York'),
  masterUser: masterUserRegistrationSchema,
});

export const organizationUpdateSchema = z
  .object({
    name: organizationFields.name.optional(),
    logoUrl: webUrl.nullable().optional(),
    email: email.optional(),
    phone: phone.optional(),
    address: organizationFields.address.optional(),
    city: organizationFields.city.optional(),
    state: organizationFields.state.optional(),
    zipCode: organizationFields.zipCode.optional(),
    country: organizationFields.country.optional(),
    timeZone: timeZone.optional(),
    planCode: z.enum(planCodes).optional(),
  })
  .refine((update) => Object.keys(update).length > 0, {
    message: 'Send at least one field to change',
  });

// Users

const userFields = {
  firstName: z
    .string({ error: 'First name is required' })
    .trim()
    .min(1, 'First name is required')
    .max(100),
  lastName: z
    .string({ error: 'Last name is required' })
    .trim()
    .min(1, 'Last name is required')
    .max(100),
  email,
  phone: phone.nullable().optional(),
  login,
  role: z.enum(roles),
  isDriver: z.boolean().default(false),
  isActive: z.boolean().default(true),
  defaultTeamId: uuid.nullable().optional(),
};

/** The text fields of `POST /users` (multipart); the avatar `file` is read apart. */
export const userCreateFormSchema = z.object(userFields);
export const userUpdateSchema = z.object(userFields);

const pageFields = {
  q: text(100).optional(),
  limit: z.number().int().min(1).max(500).default(50),
  offset: z.number().int().min(0).default(0),
  order: z.enum(['asc', 'desc']).default('asc'),
  isActive: z.boolean().optional(),
};

export const listUsersQuerySchema = z.object({
  ...pageFields,
  sort: z
    .enum(['firstName', 'lastName', 'email', 'login', 'role', 'createdAt', 'lastLoginAt'])
    .default('firstName'),
});

// Teams and job types

export const isActiveQuerySchema = z.object({ isActive: z.boolean().optional() });

export const teamInputSchema = z.object({
  name: z
    .string({ error: 'Team name is required' })
    .trim()
    .min(1, 'Team name is required')
    .max(100),
  description: optionalText(2000),
  color: hexColor.default('#2563EB'),
  isActive: z.boolean().default(true),
});

export const teamUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'Team name is required').max(100).optional(),
    description: optionalText(2000),
    color: hexColor.optional(),
    isActive: z.boolean().optional(),
  })
  .refine((update) => Object.keys(update).length > 0, {
    message: 'Send at least one field to change',
  });

export const jobTypeInputSchema = z.object({
  name: text(100, 1),
  short: optionalText(10),
  description: optionalText(2000),
  isActive: z.boolean().default(true),
});

export const addressTypeInputSchema = z.object({
  name: text(100, 1),
  description: optionalText(2000),
  isActive: z.boolean().default(true),
});

// Clients

const addressFields = {
  addressTypeId: uuid.nullable().optional(),
  reference: optionalText(100),
  street: text(200, 1),
  complement: optionalText(100),
  city: text(100, 1),
  state: text(50, 1),
  zipCode: text(20, 1),
  isDefault: z.boolean().default(false),
  isBilling: z.boolean().default(false),
  chargeAmount: money.nullable().optional(),
  chargeBy: optionalEnum(chargeBases),
  entryMethod: optionalEnum(entryMethods),
  entryCode: optionalText(50, 1),
  otherInformation: optionalText(2000),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  isActive: z.boolean().default(true),
};

export const clientAddressCreateSchema = z.object({ tempId: uuid, ...addressFields });
export const clientAddressUpdateSchema = z.object({
  id: uuid.optional(),
  tempId: uuid.optional(),
  ...addressFields,
});

const clientFields = {
  photoUrl: webUrl.nullable().optional(),
  firstName: text(100, 1),
  lastName: text(100, 1),
  birthday: calendarDate.nullable().optional(),
  phone1: text(30, 1),
  phone2: phone.nullable().optional(),
  email: email.nullable().optional(),
  preferredFrequency: optionalEnum(frequencies),
  preferredDay: optionalEnum(weekdays),
  paymentMethod: optionalEnum(paymentMethods),
  paymentInformation: optionalText(2000),
  clientSince: calendarDate.nullable().optional(),
  source: optionalText(100),
  otherInformation: optionalText(2000),
  isActive: z.boolean().default(true),
};

export const clientCreateSchema = z.object({
  ...clientFields,
  addresses: z.array(clientAddressCreateSchema).max(50).default([]),
});

export const clientUpdateSchema = z.object({
  ...clientFields,
  addresses: z.array(clientAddressUpdateSchema).max(50),
});

export const listClientsQuerySchema = z.object({
  ...pageFields,
  sort: z.enum(['firstName', 'lastName', 'email', 'clientSince', 'createdAt']).default('firstName'),
});

// Jobs

export const jobInputSchema = z.object({
  status: z.enum(jobStatuses).default('SCHEDULED'),
  date: jobDate,
  order: z.number().int().min(0).max(10000).default(0),
  scheduledStartTime: timestamp.nullable().optional(),
  scheduledEndTime: timestamp.nullable().optional(),
  trackedStartTime: timeOfDay.nullable().optional(),
  trackedEndTime: timeOfDay.nullable().optional(),
  chargeAmount: money.nullable().optional(),
  chargeBy: optionalEnum(chargeBases),
  isPaid: z.boolean().default(false),
  cancelReason: optionalText(500),
  otherInformation: optionalText(2000),
  jobTypeId: uuid.nullable().optional(),
  clientId: uuid,
  addressId: uuid,
  teamId: uuid,
  recurrence: z
    .object({
      frequency: z.enum(seriesFrequencies),
      preferredDay: optionalEnum(weekdays),
      endDate: jobDate.nullable().optional(),
      visitCount: visitCount.nullable().optional(),
    })
    .nullable()
    .optional(),
});

export const seriesScopeQuerySchema = z.object({
  scope: z.enum(['this', 'following', 'all']).default('this'),
});

export const jobSkipInputSchema = z.object({
  kind: z.enum(skipKinds),
  note: optionalText(500),
  keepCharge: z.boolean().default(false),
});

export const seriesChangeRequestSchema = z.object({
  action: z.enum(['UPDATE', 'DELETE']),
  scope: z.enum(['this', 'following', 'all']),
  job: jobInputSchema.nullable().optional(),
});

// Job series

const ruleFields = {
  frequency: z.enum(seriesFrequencies),
  preferredDay: optionalEnum(weekdays),
  startDate: jobDate,
  endDate: jobDate.nullable().optional(),
  visitCount: visitCount.nullable().optional(),
};

export const jobSeriesInputSchema = z.object({
  clientId: uuid,
  addressId: uuid,
  teamId: uuid,
  jobTypeId: uuid.nullable().optional(),
  startTime: timeOfDay.nullable().optional(),
  endTime: timeOfDay.nullable().optional(),
  chargeAmount: money.nullable().optional(),
  chargeBy: optionalEnum(chargeBases),
  otherInformation: optionalText(2000),
  ...ruleFields,
});

export const recurrencePreviewRequestSchema = z.object({
  ...ruleFields,
  from: jobDate.nullable().optional(),
  count: z.number().int().min(1).max(60).default(5),
});

export const jobSeriesEndSchema = z.object({
  lastDate: jobDate.nullable().optional(),
});

export const listJobSeriesQuerySchema = z.object({
  clientId: uuid.optional(),
  teamId: uuid.optional(),
  status: z.enum(['ACTIVE', 'ENDED']).optional(),
  limit: pageFields.limit,
  offset: pageFields.offset,
});

/** The longest `from`–`to` span of `GET /jobs`, both days included: a leap year. */
export const MAX_JOB_RANGE_DAYS = 366;

export const listJobsQuerySchema = z
  .object({
    from: jobDate,
    to: jobDate,
    teamId: uuid.optional(),
    status: z.array(z.enum(jobStatuses)).max(4).optional(),
    clientId: uuid.optional(),
    limit: z.number().int().min(1).max(5000).default(1000),
    offset: z.number().int().min(0).default(0),
  })
  .superRefine(({ from, to }, context) => {
    // zod runs this even when a field failed; those failures are reported already.
    if (!isJobDate(from) || !isJobDate(to)) return;
    if (to < from) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before from' });
    } else if (daysBetween(from, to) >= MAX_JOB_RANGE_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `The range must be at most ${MAX_JOB_RANGE_DAYS} days`,
      });
    }
  });

/** `HH:MM` or `HH:MM:SS` as seconds since midnight. */
export const secondsOfDay = (time: string): number => {
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return (hours * 60 + minutes) * 60 + seconds;
};

/**
 * An end of `00:00` is midnight at the end of the day: a time of day stops at 23:59:59, and a job
 * that runs until midnight must still be asked about.
 */
export const endSecondsOfDay = (time: string): number => secondsOfDay(time) || 24 * 60 * 60;

export const listJobConflictsQuerySchema = z
  .object({
    date: jobDate,
    teamId: uuid,
    startTime: timeOfDay.optional(),
    endTime: timeOfDay.optional(),
    jobId: uuid.optional(),
  })
  .superRefine(({ startTime, endTime }, context) => {
    if ((startTime === undefined) !== (endTime === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [startTime === undefined ? 'startTime' : 'endTime'],
        message: 'Set both the start and the end, or neither',
      });
      return;
    }
    // zod runs this even when a time failed its pattern; that failure is reported already.
    const valid = (time: string | undefined): time is string =>
      time !== undefined && timeOfDayPattern.test(time);
    if (valid(startTime) && valid(endTime)) {
      if (endSecondsOfDay(endTime) <= secondsOfDay(startTime)) {
        context.addIssue({
          code: 'custom',
          path: ['endTime'],
          message: 'The end must be after the start',
        });
      }
    }
  });

/** What a new calendar feed carries: a team, null for every team, omitted for one's own. */
export const calendarFeedRequestSchema = z.object({ teamId: uuid.nullable().optional() });
/** Any text: a malformed token answers the same 404 as an unknown one. */
export const calendarFeedTokenParamSchema = z.string();

/** Where an entry code is revealed from: a visit, or none. */
export const entryCodeRevealRequestSchema = z.object({ jobId: uuid.nullable().optional() });
export const listEntryCodeRevealsQuerySchema = z.object({
  limit: pageFields.limit,
  offset: pageFields.offset,
});

/**
 * Every operation's request schemas, by operationId, for the contract test. `body` is the JSON
 * (or multipart) body, `query` the query string, `path` the `id` path parameter.
 */
export const requestSchemas: Record<
  string,
  { body?: z.ZodType; bodySchema?: string; query?: z.ZodObject; path?: z.ZodType }
> = {
  login: { body: loginRequestSchema, bodySchema: 'LoginRequest' },
  refreshToken: { body: refreshTokenRequestSchema, bodySchema: 'RefreshTokenRequest' },
  logout: { body: refreshTokenRequestSchema, bodySchema: 'RefreshTokenRequest' },
  registerOrganization: {
    body: organizationRegistrationSchema,
    bodySchema: 'OrganizationRegistration',
  },
  updateCurrentOrganization: { body: organizationUpdateSchema, bodySchema: 'OrganizationUpdate' },
  requestPasswordReset: { body: passwordResetRequestSchema, bodySchema: 'PasswordResetRequest' },
  validatePasswordResetToken: { query: resetTokenQuerySchema },
  resetPassword: { body: passwordResetSchema, bodySchema: 'PasswordReset' },
  listUsers: { query: listUsersQuerySchema },
  createUser: { body: userCreateFormSchema, bodySchema: 'UserCreateForm' },
  getUser: { path: idParamSchema },
  updateUser: { path: idParamSchema, body: userUpdateSchema, bodySchema: 'UserUpdate' },
  deleteUser: { path: idParamSchema },
  uploadUserAvatar: { path: idParamSchema },
  sendUserPasswordReset: { path: idParamSchema },
  listClients: { query: listClientsQuerySchema },
  createClient: { body: clientCreateSchema, bodySchema: 'ClientCreate' },
  getClient: { path: idParamSchema },
  updateClient: { path: idParamSchema, body: clientUpdateSchema, bodySchema: 'ClientUpdate' },
  deleteClient: { path: idParamSchema },
  listJobs: { query: listJobsQuerySchema },
  createJob: { body: jobInputSchema, bodySchema: 'JobInput' },
  getJob: { path: idParamSchema },
  updateJob: {
    path: idParamSchema,
    body: jobInputSchema,
    bodySchema: 'JobInput',
    query: seriesScopeQuerySchema,
  },
  deleteJob: { path: idParamSchema, query: seriesScopeQuerySchema },
  skipJob: { path: idParamSchema, body: jobSkipInputSchema, bodySchema: 'JobSkipInput' },
  previewSeriesChange: {
    path: idParamSchema,
    body: seriesChangeRequestSchema,
    bodySchema: 'SeriesChangeRequest',
  },
  listJobSeries: { query: listJobSeriesQuerySchema },
  createJobSeries: { body: jobSeriesInputSchema, bodySchema: 'JobSeriesInput' },
  previewJobSeries: {
    body: recurrencePreviewRequestSchema,
    bodySchema: 'RecurrencePreviewRequest',
  },
  getJobSeries: { path: idParamSchema },
  updateJobSeries: {
    path: idParamSchema,
    body: jobSeriesInputSchema,
    bodySchema: 'JobSeriesInput',
  },
  endJobSeries: { path: idParamSchema, body: jobSeriesEndSchema, bodySchema: 'JobSeriesEnd' },
  listJobConflicts: { query: listJobConflictsQuerySchema },
  listJobTypes: { query: isActiveQuerySchema },
  createJobType: { body: jobTypeInputSchema, bodySchema: 'JobTypeInput' },
  updateJobType: { path: idParamSchema, body: jobTypeInputSchema, bodySchema: 'JobTypeInput' },
  deleteJobType: { path: idParamSchema },
  listAddressTypes: { query: isActiveQuerySchema },
  createAddressType: { body: addressTypeInputSchema, bodySchema: 'AddressTypeInput' },
  updateAddressType: {
    path: idParamSchema,
    body: addressTypeInputSchema,
    bodySchema: 'AddressTypeInput',
  },
  deleteAddressType: { path: idParamSchema },
  listTeams: { query: isActiveQuerySchema },
  createTeam: { body: teamInputSchema, bodySchema: 'TeamInput' },
  getTeam: { path: idParamSchema },
  updateTeam: { path: idParamSchema, body: teamUpdateSchema, bodySchema: 'TeamUpdate' },
  deleteTeam: { path: idParamSchema },
  createCalendarFeed: { body: calendarFeedRequestSchema, bodySchema: 'CalendarFeedRequest' },
  getCalendarFeedEvents: { path: calendarFeedTokenParamSchema },
  revealEntryCode: {
    path: idParamSchema,
    body: entryCodeRevealRequestSchema,
    bodySchema: 'EntryCodeRevealRequest',
  },
  listEntryCodeReveals: { path: idParamSchema, query: listEntryCodeRevealsQuerySchema },
};
