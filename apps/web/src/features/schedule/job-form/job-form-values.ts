import { parseDate, type CalendarDate } from '@internationalized/date';
import type { TFunction } from 'i18next';
import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import type { ChargeBy } from '../../../lib/enums.ts';
import type { Job } from '../../../api/jobs.ts';
import { jobInputOf } from '../api/update-job-status.ts';
import type { JobInput } from './api/create-job.ts';
import type { ClientAddress } from '../../../api/clients.ts';

/** What the job form edits. Times are wall-clock `HH:MM:SS` strings ('' for none). */
export interface JobFormValues {
  clientId: string | null;
  addressId: string | null;
  date: CalendarDate | null;
  /** The switch "Do you want to select a time range?". */
  hasTimeRange: boolean;
  startTime: string;
  endTime: string;
  teamId: string | null;
  jobTypeId: string | null;
  chargeBy: ChargeBy | null;
  chargeAmount: number | null;
  otherInformation: string;
}

/** The form's fields, for mapping the server's `details` (`clientId`…) onto them. */
const formFields = new Set<string>([
  'clientId',
  'addressId',
  'date',
  'startTime',
  'endTime',
  'teamId',
  'jobTypeId',
  'chargeBy',
  'chargeAmount',
  'otherInformation',
]);

/** The server names the planned times after the body; the form after what the user typed. */
const serverFieldAliases: Record<string, keyof JobFormValues> = {
  scheduledStartTime: 'startTime',
  scheduledEndTime: 'endTime',
};

/** The form field a server detail's `field` is about, or null when the form does not show it. */
export const jobFormField = (path: string): keyof JobFormValues | null => {
  const field = serverFieldAliases[path] ?? path;
  return formFields.has(field) ? (field as keyof JobFormValues) : null;
};

/** The contract's `TimeOfDay`: 24-hour `HH:MM` or `HH:MM:SS` (spec §5). */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** The largest amount the contract's money format takes (8 digits before the point). */
export const MAX_CHARGE_AMOUNT = 99_999_999.99;

/** Seconds since midnight of a valid `HH:MM[:SS]`. */
const secondsOf = (time: string) => {
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
};

/**
 * Spec §5 for jobs: client, address and team required; date required; with a time range, both
 * times `HH:MM` or `HH:MM:SS` and the end after the start. Charge by, amount, job type and other
 * information are optional.
 */
export function jobFormSchema(t: TFunction) {
  const required = (key: string) =>
    z
      .string()
      .nullable()
      .refine((value) => value != null && value !== '', t(`jobForm.validation.${key}`));
  return z
    .object({
      clientId: required('clientRequired'),
      addressId: required('addressRequired'),
      date: z
        .custom<CalendarDate | null>()
        .refine((value) => value != null, t('jobForm.validation.dateRequired')),
      hasTimeRange: z.boolean(),
      startTime: z.string(),
      endTime: z.string(),
      teamId: required('teamRequired'),
      jobTypeId: z.string().nullable(),
      chargeBy: z.custom<ChargeBy | null>(),
      chargeAmount: z
        .number()
        .min(0, t('jobForm.validation.amount'))
        .max(MAX_CHARGE_AMOUNT, t('jobForm.validation.amount'))
        .nullable(),
      otherInformation: z
        .string()
        .trim()
        .max(2000, t('jobForm.validation.tooLong', { max: 2000 })),
    })
    .superRefine((values, context) => {
      if (!values.hasTimeRange) return;
      const check = (field: 'startTime' | 'endTime', requiredKey: string) => {
        const value = values[field];
        if (value === '') {
          context.addIssue({
            code: 'custom',
            path: [field],
            message: t(`jobForm.validation.${requiredKey}`),
          });
          return false;
        }
        if (!TIME_OF_DAY.test(value)) {
          context.addIssue({
            code: 'custom',
            path: [field],
            message: t('jobForm.validation.timeFormat'),
          });
          return false;
        }
        return true;
      };
      const startOk = check('startTime', 'startRequired');
      const endOk = check('endTime', 'endRequired');
      if (startOk && endOk && secondsOf(values.endTime) <= secondsOf(values.startTime)) {
        context.addIssue({
          code: 'custom',
          path: ['endTime'],
          message: t('jobForm.validation.endAfterStart'),
        });
      }
    }) satisfies z.ZodType<JobFormValues>;
}

export interface NewJobDefaults {
  /** ISO `yyyy-mm-dd`: the schedule's current day or the day clicked. */
  date?: string;
  teamId?: string;
}

/** A new job: the time range switch on (spec §2), the schedule's day and team when given. */
export const emptyJobValues = ({ date, teamId }: NewJobDefaults = {}): JobFormValues => ({
  clientId: null,
  addressId: null,
  date: date ? safeParseDate(date) : null,
  hasTimeRange: true,
  startTime: '',
  endTime: '',
  teamId: teamId ?? null,
  jobTypeId: null,
  chargeBy: null,
  chargeAmount: null,
  otherInformation: '',
});

function safeParseDate(iso: string): CalendarDate | null {
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

/** A stored timestamp as the wall-clock time (`HH:MM:SS`) it reads in the organisation's zone. */
export const wallClockTime = (timestamp: string, timeZone: string): string =>
  Temporal.Instant.from(timestamp)
    .toZonedDateTimeISO(timeZone)
    .toPlainTime()
    .toString({ smallestUnit: 'second' });

/**
 * A wall-clock time on `date` in the organisation's zone as a full timestamp with its offset
 * (`2026-12-03T09:00:00-05:00`), as the contract takes `scheduledStartTime`. A time that the
 * clocks skip (02:30 on the spring-forward night) moves forward by the gap, and a time that
 * happens twice (01:30 on the fall-back night) is the first one, as clocks and calendars do.
 */
export const zonedTimestamp = (date: string, time: string, timeZone: string): string =>
  Temporal.PlainDate.from(date)
    .toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) })
    .toString({ timeZoneName: 'never', smallestUnit: 'second' });

/**
 * An amount as the contract's money string: two decimals (spec §5), rounded half up on the
 * decimal digits (1.005 → "1.01"), not on their binary approximation (which gives "1.00").
 */
export const toMoney = (amount: number): string => {
  const cents = Math.round(Number(`${amount}e2`));
  return Number.isFinite(cents) ? (cents / 100).toFixed(2) : amount.toFixed(2);
};

/** The stored job as the form shows it; times in the organisation's zone. */
export const jobFormValues = (job: Job, timeZone: string): JobFormValues => {
  const { scheduledStartTime: start, scheduledEndTime: end } = job;
  const hasTimeRange = start != null && end != null;
  return {
    clientId: job.clientId,
    addressId: job.addressId,
    date: safeParseDate(job.date),
    hasTimeRange,
    startTime: hasTimeRange ? wallClockTime(start, timeZone) : '',
    endTime: hasTimeRange ? wallClockTime(end, timeZone) : '',
    teamId: job.teamId,
    jobTypeId: job.jobTypeId,
    chargeBy: job.chargeBy,
    chargeAmount: job.chargeAmount == null ? null : Number(job.chargeAmount),
    otherInformation: job.otherInformation ?? '',
  };
};

/**
 * The body of `POST /jobs` (no `stored` job) or `PUT /jobs/{id}`: the amount with two decimals,
 * the times as full timestamps on the job's date in the organisation's zone (spec §3, §5).
 * Call it with values the schema accepted.
 */
export function toJobInput(values: JobFormValues, timeZone: string, stored?: Job): JobInput {
  const { clientId, addressId, teamId, date } = values;
  if (clientId == null || addressId == null || teamId == null || date == null) {
    throw new Error('toJobInput needs validated values');
  }
  const day = date.toString();
  const timed = values.hasTimeRange && values.startTime !== '' && values.endTime !== '';
  const fields = {
    date: day,
    clientId,
    addressId,
    teamId,
    jobTypeId: values.jobTypeId,
    scheduledStartTime: timed ? zonedTimestamp(day, values.startTime, timeZone) : null,
    scheduledEndTime: timed ? zonedTimestamp(day, values.endTime, timeZone) : null,
    chargeBy: values.chargeBy,
    chargeAmount: values.chargeAmount == null ? null : toMoney(values.chargeAmount),
    otherInformation: values.otherInformation.trim() || null,
  } satisfies JobInput;
  return stored ? { ...jobInputOf(stored), ...fields } : fields;
}

/** The stored job, cancelled for `reason` (the server needs one for `CANCELLED`). */
export const toCancelledJobInput = (job: Job, reason: string): JobInput => ({
  ...jobInputOf(job),
  status: 'CANCELLED',
  cancelReason: reason.trim(),
});

/** Only scheduled and in-progress jobs can be cancelled; completed and cancelled are final. */
export const isCancellable = (job: Job): boolean =>
  job.status === 'SCHEDULED' || job.status === 'IN_PROGRESS';

/** The address the form picks for a newly chosen client: its active default, or its only one. */
export function defaultAddressOf(addresses: readonly ClientAddress[]): ClientAddress | null {
  const active = addresses.filter((address) => address.isActive);
  return active.find((address) => address.isDefault) ?? (active.length === 1 ? active[0]! : null);
}

/** `street, city`, as the address picker lists them (spec §2). */
export const addressLabel = (address: Pick<ClientAddress, 'street' | 'city'>): string =>
  `${address.street}, ${address.city}`;
