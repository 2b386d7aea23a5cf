import { parseDate, type CalendarDate } from '@internationalized/date';
import type { TFunction } from 'i18next';
import { Temporal } from '@spotless/calendar/temporal';
import { z } from 'zod';
import type { components } from '@spotless/api-client/schema';
import type { ChargeBy, Frequency, Weekday } from '../../../lib/enums.ts';
import { weekdayOf } from '../../../lib/recurrence-text.ts';
import type { Job } from '../../../api/jobs.ts';
import type { JobSeries } from '../../../api/job-series.ts';
import { jobInputOf } from '../../../lib/job-status.ts';
import type { JobInput } from './api/create-job.ts';
import type { ClientAddress } from '../../../api/clients.ts';

export type SeriesFrequency = components['schemas']['SeriesFrequency'];
export type RecurrenceRule = components['schemas']['RecurrenceRule'];
export type JobSeriesInput = components['schemas']['JobSeriesInput'];
export type SeriesScope = components['schemas']['SeriesScope'];

/** How a series ends: never, on a date, or after a number of visits. */
export type SeriesEnd = 'never' | 'onDate' | 'afterVisits';

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
  /** `ONE_TIME` for a plain job; any other value makes a series (a new job) or is its rule. */
  frequency: Frequency;
  /** The weekly and n-th weekday rules' day; null reads as the weekday of `date`. */
  preferredDay: Weekday | null;
  seriesEnd: SeriesEnd;
  /** With `seriesEnd: 'onDate'`. */
  endDate: CalendarDate | null;
  /** With `seriesEnd: 'afterVisits'`. */
  visitCount: number | null;
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
  'frequency',
  'preferredDay',
  'endDate',
  'visitCount',
]);

/**
 * The server names the planned times after the body and a series' first day `startDate`; the
 * form names them after what the user typed. A visit's rule comes back under `recurrence.`.
 */
const serverFieldAliases: Record<string, keyof JobFormValues> = {
  scheduledStartTime: 'startTime',
  scheduledEndTime: 'endTime',
  startDate: 'date',
  recurrence: 'frequency',
  'recurrence.frequency': 'frequency',
  'recurrence.preferredDay': 'preferredDay',
  'recurrence.endDate': 'endDate',
  'recurrence.visitCount': 'visitCount',
};

/** The form field a server detail's `field` is about, or null when the form does not show it. */
export const jobFormField = (path: string): keyof JobFormValues | null => {
  const field = serverFieldAliases[path] ?? path;
  return formFields.has(field) ? (field as keyof JobFormValues) : null;
};

/** The frequencies whose rule needs a day of the week (the contract's `preferredDay`). */
const dayFrequencies = new Set<Frequency>([
  'WEEKLY',
  'BI_WEEKLY',
  'EVERY_THREE_WEEKS',
  'EVERY_FOUR_WEEKS',
  'EVERY_FIVE_WEEKS',
  'EVERY_SIX_WEEKS',
  'EVERY_EIGHT_WEEKS',
  'EVERY_TWELVE_WEEKS',
  'FIRST_OF_MONTH',
  'SECOND_OF_MONTH',
  'THIRD_OF_MONTH',
  'FOURTH_OF_MONTH',
  'LAST_OF_MONTH',
]);

export const needsPreferredDay = (frequency: Frequency): boolean => dayFrequencies.has(frequency);

export const isSeriesFrequency = (frequency: Frequency): frequency is SeriesFrequency =>
  frequency !== 'ONE_TIME';

/** The contract's limits on a series' `visitCount`. */
export const MIN_VISITS = 1;
export const MAX_VISITS = 1000;

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
      frequency: z.custom<Frequency>(),
      preferredDay: z.custom<Weekday | null>(),
      seriesEnd: z.custom<SeriesEnd>(),
      endDate: z.custom<CalendarDate | null>(),
      visitCount: z.number().nullable(),
    })
    .superRefine((values, context) => {
      if (isSeriesFrequency(values.frequency)) checkSeriesEnd(values, context, t);
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

/** Whether a count of visits is one the contract takes. */
export const isVisitCount = (count: number | null): count is number =>
  count != null && Number.isInteger(count) && count >= MIN_VISITS && count <= MAX_VISITS;

/** Whether the rule's end is complete and valid (what the preview needs before it asks). */
export function isEndValid({ date, seriesEnd, endDate, visitCount }: RuleFields): boolean {
  if (seriesEnd === 'onDate') return endDate != null && date != null && endDate.compare(date) >= 0;
  if (seriesEnd === 'afterVisits') return isVisitCount(visitCount);
  return true;
}

/** A series' end: a date not before its first day, or a whole number of visits in range. */
function checkSeriesEnd(values: JobFormValues, context: z.RefinementCtx, t: TFunction) {
  if (values.seriesEnd === 'onDate') {
    if (values.endDate == null) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: t('jobForm.validation.endDateRequired'),
      });
    } else if (values.date != null && values.endDate.compare(values.date) < 0) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: t('jobForm.validation.endDateBeforeStart'),
      });
    }
  }
  if (values.seriesEnd === 'afterVisits') {
    if (!isVisitCount(values.visitCount)) {
      context.addIssue({
        code: 'custom',
        path: ['visitCount'],
        message: t('jobForm.validation.visitCount', { min: MIN_VISITS, max: MAX_VISITS }),
      });
    }
  }
}

export interface NewJobDefaults {
  /** ISO `yyyy-mm-dd`: the schedule's current day or the day clicked. */
  date?: string;
  teamId?: string;
}

/** What a rule is made of in the form: the frequency section's fields and the first day. */
export type RuleFields = Pick<
  JobFormValues,
  'date' | 'frequency' | 'preferredDay' | 'seriesEnd' | 'endDate' | 'visitCount'
>;

/** The rule fields of a plain job. */
const oneTimeRule = {
  frequency: 'ONE_TIME',
  preferredDay: null,
  seriesEnd: 'never',
  endDate: null,
  visitCount: null,
} as const satisfies Partial<JobFormValues>;

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
  ...oneTimeRule,
});

/** A series' rule as the form's fields; a plain job's when there is no series. */
export function ruleValues(
  series: JobSeries | undefined,
): Pick<JobFormValues, 'frequency' | 'preferredDay' | 'seriesEnd' | 'endDate' | 'visitCount'> {
  if (!series) return { ...oneTimeRule };
  // An end date wins over a count: a series ended early keeps its count and gets a date.
  const seriesEnd: SeriesEnd =
    series.endDate != null ? 'onDate' : series.visitCount != null ? 'afterVisits' : 'never';
  return {
    frequency: series.frequency,
    preferredDay: series.preferredDay,
    seriesEnd,
    endDate: seriesEnd === 'onDate' && series.endDate ? safeParseDate(series.endDate) : null,
    visitCount: seriesEnd === 'afterVisits' ? series.visitCount : null,
  };
}

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

/**
 * The stored job as the form shows it; times in the organisation's zone. A visit shows its
 * series' rule.
 */
export const jobFormValues = (job: Job, timeZone: string, series?: JobSeries): JobFormValues => {
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
    ...ruleValues(series),
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

/**
 * The form's rule as the contract's `RecurrenceRule`: the day only where the frequency needs one
 * (the weekday of `date` unless one was chosen), the end the form says. Null for `ONE_TIME` or
 * while the date a default day needs is missing.
 */
export function recurrenceOf(values: RuleFields): RecurrenceRule | null {
  const { frequency, date } = values;
  if (!isSeriesFrequency(frequency)) return null;
  let preferredDay: Weekday | null = null;
  if (needsPreferredDay(frequency)) {
    preferredDay = values.preferredDay ?? (date ? weekdayOf(date.toString()) : null);
    if (preferredDay == null) return null;
  }
  return {
    frequency,
    preferredDay,
    endDate: values.seriesEnd === 'onDate' ? (values.endDate?.toString() ?? null) : null,
    visitCount: values.seriesEnd === 'afterVisits' ? values.visitCount : null,
  };
}

/** Whether the form's rule differs from the series' (what makes a visit's save send it). */
export function isRuleChanged(values: RuleFields, series: JobSeries): boolean {
  const rule = recurrenceOf(values);
  if (rule == null) return false;
  const stored = recurrenceOf({ ...values, ...ruleValues(series) });
  return (
    rule.frequency !== stored?.frequency ||
    rule.preferredDay !== stored.preferredDay ||
    rule.endDate !== stored.endDate ||
    rule.visitCount !== stored.visitCount
  );
}

/**
 * The body of `POST /job-series` for a new job with a recurring frequency: its first day is the
 * form's date, and the times are wall-clock `HH:MM:SS` (each visit's, on its own day). Call it
 * with values the schema accepted.
 */
export function toJobSeriesInput(values: JobFormValues): JobSeriesInput {
  const { clientId, addressId, teamId, date } = values;
  const rule = recurrenceOf(values);
  if (clientId == null || addressId == null || teamId == null || date == null || rule == null) {
    throw new Error('toJobSeriesInput needs validated values with a recurring frequency');
  }
  const timed = values.hasTimeRange && values.startTime !== '' && values.endTime !== '';
  return {
    clientId,
    addressId,
    teamId,
    jobTypeId: values.jobTypeId,
    startTime: timed ? values.startTime : null,
    endTime: timed ? values.endTime : null,
    chargeAmount: values.chargeAmount == null ? null : toMoney(values.chargeAmount),
    chargeBy: values.chargeBy,
    otherInformation: values.otherInformation.trim() || null,
    ...rule,
    startDate: date.toString(),
  };
}

/**
 * The body of a visit's `PUT /jobs/{id}?scope=…`: the job, with the new rule only when it was
 * changed and the scope reaches the series (`this` takes no rule).
 */
export function toVisitInput(
  values: JobFormValues,
  timeZone: string,
  stored: Job,
  series: JobSeries | undefined,
  scope: SeriesScope,
): JobInput {
  const input = toJobInput(values, timeZone, stored);
  if (scope === 'this' || !series || !isRuleChanged(values, series)) return input;
  return { ...input, recurrence: recurrenceOf(values) };
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
