import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDate } from '@internationalized/date';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Job } from '../../../api/jobs.ts';
import type { JobSeries } from '../../../api/job-series.ts';
import { jobInputOf } from '../../../lib/job-status.ts';
import type { ClientAddress } from '../../../api/clients.ts';
import {
  addressLabel,
  defaultAddressOf,
  emptyJobValues,
  isCancellable,
  isRuleChanged,
  jobFormField,
  jobFormSchema,
  jobFormValues,
  recurrenceOf,
  ruleValues,
  toCancelledJobInput,
  toJobInput,
  toJobSeriesInput,
  toMoney,
  toVisitInput,
  wallClockTime,
  zonedTimestamp,
  type JobFormValues,
} from './job-form-values.ts';

const english = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../locales/en/job-form.json'), 'utf8'),
) as Record<string, unknown>;
const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { translation: english } } });
const schema = jobFormSchema(i18n.t);

const NEW_YORK = 'America/New_York';

const job: Job = {
  id: 'd2c1b0a9-8f7e-4d6c-b5a4-392817160504',
  status: 'SCHEDULED',
  date: '2026-12-03',
  order: 2,
  scheduledStartTime: '2026-12-03T09:00:00-05:00',
  scheduledEndTime: '2026-12-03T11:30:00-05:00',
  trackedStartTime: null,
  trackedEndTime: null,
  chargeAmount: '145.00',
  chargeBy: 'FIXED',
  otherInformation: 'Bring the extension duster.',
  isPaid: false,
  cancelReason: null,
  jobTypeId: '8e7d6c5b-4a39-4281-9f0e-d1c2b3a4f5e6',
  clientId: '2c5ea4c0-4067-41b3-a7c4-1e8f0d2b9a63',
  addressId: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
  teamId: '5b1d8e3a-2c4f-4a6b-8d9e-1f2a3b4c5d6e',
  createdById: 'a3bb189e-8bf9-4888-9912-ace4e6543002',
  createdAt: '2026-11-20T10:15:00-05:00',
  updatedAt: '2026-11-20T10:15:00-05:00',
  seriesId: null,
  originalDate: null,
  overrides: [],
  skip: null,
  jobType: { id: '8e7d6c5b-4a39-4281-9f0e-d1c2b3a4f5e6', name: 'Standard Clean' },
  client: {
    id: '2c5ea4c0-4067-41b3-a7c4-1e8f0d2b9a63',
    firstName: 'Olivia',
    lastName: 'Hartley',
    phone1: '(617) 555-0142',
  },
  address: {
    id: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
    street: '42 Willow Creek Lane',
    complement: 'Apt 3B',
    city: 'Cambridge',
    state: 'MA',
    zipCode: '02139',
    addressType: null,
    hasEntryCode: false,
    entryMethod: null,
  },
  team: { id: '5b1d8e3a-2c4f-4a6b-8d9e-1f2a3b4c5d6e', name: 'Blue Team', color: '#2563EB' },
  createdBy: { id: 'a3bb189e-8bf9-4888-9912-ace4e6543002' },
};

const valid = (overrides: Partial<JobFormValues> = {}): JobFormValues => ({
  ...emptyJobValues({ date: '2026-12-03' }),
  clientId: job.clientId,
  addressId: job.addressId,
  teamId: job.teamId,
  startTime: '09:00:00',
  endTime: '11:30:00',
  ...overrides,
});

const messages = (values: JobFormValues) => {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('job form validation (spec §5)', () => {
  it('accepts a timed job and a job without times', () => {
    expect(messages(valid())).toEqual({});
    expect(messages(valid({ hasTimeRange: false, startTime: '', endTime: '' }))).toEqual({});
  });

  it('requires client, address, team and date', () => {
    expect(messages(valid({ clientId: null, addressId: null, teamId: null, date: null }))).toEqual({
      clientId: 'Client is required',
      addressId: 'Address is required',
      teamId: 'Team is required',
      date: 'Date is required',
    });
  });

  it.each([
    ['09:00', true],
    ['09:00:30', true],
    ['23:59:59', true],
    ['00:00', true],
    ['9:00', false],
    ['24:00', false],
    ['09:60', false],
    ['09:00:60', false],
    ['09:00:00.5', false],
    ['nine', false],
  ])('reads %s as a time: %s', (time, ok) => {
    const result = messages(valid({ startTime: time, endTime: '23:59:59' }));
    if (ok && time !== '23:59:59') expect(result).toEqual({});
    else if (!ok) expect(result).toEqual({ startTime: 'Invalid time format' });
  });

  it('requires both times while the time range is on, and the end after the start', () => {
    expect(messages(valid({ startTime: '', endTime: '' }))).toEqual({
      startTime: 'Start time is required',
      endTime: 'End time is required',
    });
    expect(messages(valid({ startTime: '11:00', endTime: '10:59:59' }))).toEqual({
      endTime: 'End time must be after start time',
    });
    expect(messages(valid({ startTime: '11:00', endTime: '11:00:00' }))).toEqual({
      endTime: 'End time must be after start time',
    });
    expect(messages(valid({ startTime: '11:00', endTime: '11:00:01' }))).toEqual({});
  });

  it('ignores the times while the time range is off', () => {
    expect(messages(valid({ hasTimeRange: false, startTime: 'x', endTime: '' }))).toEqual({});
  });

  it('takes an optional amount from 0 to the contract maximum', () => {
    expect(messages(valid({ chargeAmount: null }))).toEqual({});
    expect(messages(valid({ chargeAmount: 0 }))).toEqual({});
    expect(messages(valid({ chargeAmount: -1 }))).toEqual({
      chargeAmount: 'Enter an amount from $0.00 to $99,999,999.99',
    });
    expect(messages(valid({ chargeAmount: 100_000_000 }))).toEqual({
      chargeAmount: 'Enter an amount from $0.00 to $99,999,999.99',
    });
  });
});

describe('a new job', () => {
  it('starts with the time range on, on the given day and team', () => {
    const values = emptyJobValues({ date: '2026-11-22', teamId: 'team-1' });
    expect(values.hasTimeRange).toBe(true);
    expect(values.date?.toString()).toBe('2026-11-22');
    expect(values.teamId).toBe('team-1');
    expect(emptyJobValues().date).toBeNull();
    expect(emptyJobValues({ date: 'not a date' }).date).toBeNull();
  });
});

describe('job → form values', () => {
  it('reads the stored times on the wall clock of the organisation', () => {
    expect(jobFormValues(job, NEW_YORK)).toEqual({
      clientId: job.clientId,
      addressId: job.addressId,
      date: parseDate('2026-12-03'),
      hasTimeRange: true,
      startTime: '09:00:00',
      endTime: '11:30:00',
      teamId: job.teamId,
      jobTypeId: job.jobTypeId,
      chargeBy: 'FIXED',
      chargeAmount: 145,
      otherInformation: 'Bring the extension duster.',
      // A plain job is a one-time job.
      frequency: 'ONE_TIME',
      preferredDay: null,
      seriesEnd: 'never',
      endDate: null,
      visitCount: null,
    });
  });

  it('reads a UTC timestamp in the organisation zone, whatever the browser zone', () => {
    expect(wallClockTime('2026-12-03T14:00:00Z', NEW_YORK)).toBe('09:00:00');
    expect(wallClockTime('2026-12-03T14:00:00Z', 'America/Chicago')).toBe('08:00:00');
    expect(wallClockTime('2026-07-03T13:05:30Z', NEW_YORK)).toBe('09:05:30');
  });

  it('turns the switch off for a job without both times', () => {
    const values = jobFormValues(
      { ...job, scheduledStartTime: null, scheduledEndTime: null, chargeAmount: null },
      NEW_YORK,
    );
    expect(values).toMatchObject({
      hasTimeRange: false,
      startTime: '',
      endTime: '',
      chargeAmount: null,
    });
  });
});

describe('form values → request body', () => {
  it('sends the times as timestamps on the job date in the organisation zone', () => {
    expect(toJobInput(valid({ chargeAmount: 145, jobTypeId: null }), NEW_YORK)).toEqual({
      date: '2026-12-03',
      clientId: job.clientId,
      addressId: job.addressId,
      teamId: job.teamId,
      jobTypeId: null,
      scheduledStartTime: '2026-12-03T09:00:00-05:00',
      scheduledEndTime: '2026-12-03T11:30:00-05:00',
      chargeBy: null,
      chargeAmount: '145.00',
      otherInformation: null,
    });
  });

  it('uses the summer offset in summer and another zone when the organisation has one', () => {
    const summer = valid({ date: parseDate('2026-07-15'), startTime: '08:15' });
    expect(toJobInput(summer, NEW_YORK).scheduledStartTime).toBe('2026-07-15T08:15:00-04:00');
    expect(toJobInput(summer, 'America/Chicago').scheduledStartTime).toBe(
      '2026-07-15T08:15:00-05:00',
    );
    expect(toJobInput(summer, 'UTC').scheduledStartTime).toBe('2026-07-15T08:15:00+00:00');
  });

  it('keeps seconds', () => {
    expect(zonedTimestamp('2026-12-03', '09:05:30', NEW_YORK)).toBe('2026-12-03T09:05:30-05:00');
  });

  it('handles the daylight-saving changes of the organisation zone', () => {
    // 8 March 2026: New York skips from 02:00 to 03:00. A time in the gap moves forward by it.
    expect(zonedTimestamp('2026-03-08', '01:30', NEW_YORK)).toBe('2026-03-08T01:30:00-05:00');
    expect(zonedTimestamp('2026-03-08', '02:30', NEW_YORK)).toBe('2026-03-08T03:30:00-04:00');
    expect(zonedTimestamp('2026-03-08', '03:30', NEW_YORK)).toBe('2026-03-08T03:30:00-04:00');
    // 1 November 2026: 01:00–02:00 happens twice; the first one is meant.
    expect(zonedTimestamp('2026-11-01', '01:30', NEW_YORK)).toBe('2026-11-01T01:30:00-04:00');
    expect(zonedTimestamp('2026-11-01', '02:30', NEW_YORK)).toBe('2026-11-01T02:30:00-05:00');
    // A job across the change lasts the real time: 01:00 EDT to 03:00 EST is 3 hours.
    const body = toJobInput(
      valid({ date: parseDate('2026-11-01'), startTime: '01:00', endTime: '03:00' }),
      NEW_YORK,
    );
    expect(
      (Date.parse(body.scheduledEndTime!) - Date.parse(body.scheduledStartTime!)) / 3_600_000,
    ).toBe(3);
    // And the stored times read back as typed.
    expect(wallClockTime(body.scheduledStartTime!, NEW_YORK)).toBe('01:00:00');
    expect(wallClockTime(body.scheduledEndTime!, NEW_YORK)).toBe('03:00:00');
  });

  it('sends no times when the time range is off', () => {
    const body = toJobInput(valid({ hasTimeRange: false }), NEW_YORK);
    expect(body.scheduledStartTime).toBeNull();
    expect(body.scheduledEndTime).toBeNull();
  });

  it.each([
    [145, '145.00'],
    [12.5, '12.50'],
    [0, '0.00'],
    [1.005, '1.01'],
    [99_999_999.99, '99999999.99'],
    [0.1 + 0.2, '0.30'],
  ])('formats the amount %s as %s', (amount, money) => {
    expect(toMoney(amount)).toBe(money);
  });

  it('trims other information and sends null for none', () => {
    expect(toJobInput(valid({ otherInformation: '  Gate code 12 ' }), NEW_YORK)).toMatchObject({
      otherInformation: 'Gate code 12',
    });
    expect(toJobInput(valid({ otherInformation: '   ' }), NEW_YORK)).toMatchObject({
      otherInformation: null,
    });
  });

  it('keeps what the form does not show when saving a stored job', () => {
    const stored: Job = {
      ...job,
      status: 'IN_PROGRESS',
      order: 4,
      trackedStartTime: '09:02',
      isPaid: true,
    };
    const body = toJobInput(
      { ...jobFormValues(stored, NEW_YORK), teamId: 'team-2', startTime: '10:00:00' },
      NEW_YORK,
      stored,
    );
    expect(body).toEqual({
      ...jobInputOf(stored),
      teamId: 'team-2',
      scheduledStartTime: '2026-12-03T10:00:00-05:00',
    });
    expect(body).toMatchObject({
      status: 'IN_PROGRESS',
      order: 4,
      trackedStartTime: '09:02',
      isPaid: true,
    });
  });

  it('refuses values the schema would not accept', () => {
    expect(() => toJobInput(valid({ clientId: null }), NEW_YORK)).toThrow();
  });
});

describe('cancelling', () => {
  it('sends the stored job with status CANCELLED and the trimmed reason', () => {
    expect(toCancelledJobInput(job, '  Client is travelling ')).toEqual({
      ...jobInputOf(job),
      status: 'CANCELLED',
      cancelReason: 'Client is travelling',
    });
  });

  it('is offered for scheduled and in-progress jobs only', () => {
    expect(isCancellable(job)).toBe(true);
    expect(isCancellable({ ...job, status: 'IN_PROGRESS' })).toBe(true);
    expect(isCancellable({ ...job, status: 'COMPLETED' })).toBe(false);
    expect(isCancellable({ ...job, status: 'CANCELLED' })).toBe(false);
  });
});

describe('addresses', () => {
  const address = (overrides: Partial<ClientAddress>): ClientAddress => ({
    id: 'a1',
    clientId: job.clientId,
    addressTypeId: null,
    reference: null,
    street: '42 Willow Creek Lane',
    complement: null,
    city: 'Cambridge',
    state: 'MA',
    zipCode: '02139',
    isDefault: false,
    isBilling: false,
    chargeAmount: null,
    chargeBy: null,
    entryMethod: null,
    hasEntryCode: false,
    otherInformation: null,
    latitude: null,
    longitude: null,
    isActive: true,
    lastUsedAt: null,
    ...overrides,
  });

  it('preselects the active default address, or the only active one', () => {
    const home = address({ id: 'home', isDefault: true });
    const office = address({ id: 'office' });
    expect(defaultAddressOf([office, home])?.id).toBe('home');
    expect(defaultAddressOf([office])?.id).toBe('office');
    expect(defaultAddressOf([office, address({ id: 'beach' })])).toBeNull();
    expect(defaultAddressOf([address({ id: 'old', isDefault: true, isActive: false })])).toBeNull();
    expect(defaultAddressOf([])).toBeNull();
  });

  it('reads as street, city', () => {
    expect(addressLabel(address({}))).toBe('42 Willow Creek Lane, Cambridge');
  });
});

describe('server field errors', () => {
  it('maps the body fields onto the form fields', () => {
    expect(jobFormField('clientId')).toBe('clientId');
    expect(jobFormField('scheduledStartTime')).toBe('startTime');
    expect(jobFormField('scheduledEndTime')).toBe('endTime');
    expect(jobFormField('cancelReason')).toBeNull();
    expect(jobFormField('status')).toBeNull();
  });

  it.each([
    // POST /job-series names the series' fields.
    ['startDate', 'date'],
    ['startTime', 'startTime'],
    ['endTime', 'endTime'],
    ['frequency', 'frequency'],
    ['preferredDay', 'preferredDay'],
    ['endDate', 'endDate'],
    ['visitCount', 'visitCount'],
    // PUT /jobs/{id} names a visit's rule under `recurrence`.
    ['recurrence', 'frequency'],
    ['recurrence.frequency', 'frequency'],
    ['recurrence.preferredDay', 'preferredDay'],
    ['recurrence.endDate', 'endDate'],
    ['recurrence.visitCount', 'visitCount'],
  ])('puts a series error on %s under %s', (path, field) => {
    expect(jobFormField(path)).toBe(field);
  });
});

const series: JobSeries = {
  id: '7f3e2d1c-0b9a-4887-a6f5-e4d3c2b1a090',
  clientId: job.clientId,
  addressId: job.addressId,
  teamId: job.teamId,
  jobTypeId: job.jobTypeId,
  startTime: '09:00:00',
  endTime: '11:30:00',
  chargeAmount: '145.00',
  chargeBy: 'FIXED',
  otherInformation: null,
  frequency: 'BI_WEEKLY',
  preferredDay: 'THURSDAY',
  startDate: '2026-11-19',
  endDate: null,
  visitCount: null,
  status: 'ACTIVE',
  nextVisitDate: '2026-12-03',
  createdById: job.createdById,
  createdAt: '2026-11-10T10:15:00-05:00',
  updatedAt: '2026-11-10T10:15:00-05:00',
  client: job.client,
  address: job.address,
  team: job.team,
  jobType: job.jobType,
};

const visit: Job = { ...job, seriesId: series.id, originalDate: job.date };

describe('recurring jobs: the rule in the form', () => {
  it('reads a visit with its series rule', () => {
    expect(jobFormValues(visit, NEW_YORK, series)).toMatchObject({
      frequency: 'BI_WEEKLY',
      preferredDay: 'THURSDAY',
      seriesEnd: 'never',
      endDate: null,
      visitCount: null,
    });
  });

  it.each([
    [{ endDate: '2027-03-30' }, { seriesEnd: 'onDate', endDate: '2027-03-30', visitCount: null }],
    [{ visitCount: 10 }, { seriesEnd: 'afterVisits', endDate: null, visitCount: 10 }],
    // A series ended early has a date; it wins over its count.
    [
      { endDate: '2027-01-14', visitCount: 10 },
      { seriesEnd: 'onDate', endDate: '2027-01-14', visitCount: null },
    ],
  ])('reads the end %o', (end, expected) => {
    const values = ruleValues({ ...series, ...end });
    expect({ ...values, endDate: values.endDate?.toString() ?? null }).toMatchObject(expected);
  });

  it.each([
    ['ONE_TIME', null, null],
    ['DAILY', 'MONDAY', { frequency: 'DAILY', preferredDay: null }],
    ['MONTHLY', null, { frequency: 'MONTHLY', preferredDay: null }],
    ['WEEKLY', null, { frequency: 'WEEKLY', preferredDay: 'THURSDAY' }],
    ['WEEKLY', 'MONDAY', { frequency: 'WEEKLY', preferredDay: 'MONDAY' }],
    ['LAST_OF_MONTH', null, { frequency: 'LAST_OF_MONTH', preferredDay: 'THURSDAY' }],
  ] as const)('%s with day %s is the rule %o', (frequency, preferredDay, expected) => {
    // 3 December 2026 is a Thursday: the day a rule takes when none was chosen.
    const rule = recurrenceOf(valid({ frequency, preferredDay }));
    if (expected == null) expect(rule).toBeNull();
    else expect(rule).toEqual({ ...expected, endDate: null, visitCount: null });
  });

  it('has no day to default to without a date', () => {
    expect(recurrenceOf(valid({ frequency: 'WEEKLY', date: null }))).toBeNull();
    expect(recurrenceOf(valid({ frequency: 'DAILY', date: null }))).not.toBeNull();
  });

  it('sends only the end chosen', () => {
    const both = { endDate: parseDate('2027-03-30'), visitCount: 10 };
    expect(recurrenceOf(valid({ frequency: 'DAILY', seriesEnd: 'onDate', ...both }))).toMatchObject(
      { endDate: '2027-03-30', visitCount: null },
    );
    expect(
      recurrenceOf(valid({ frequency: 'DAILY', seriesEnd: 'afterVisits', ...both })),
    ).toMatchObject({ endDate: null, visitCount: 10 });
    expect(recurrenceOf(valid({ frequency: 'DAILY', seriesEnd: 'never', ...both }))).toMatchObject({
      endDate: null,
      visitCount: null,
    });
  });

  it('tells whether a visit changed its series rule', () => {
    const stored = jobFormValues(visit, NEW_YORK, series);
    expect(isRuleChanged(stored, series)).toBe(false);
    // Moving the visit is not a change of rule.
    expect(isRuleChanged({ ...stored, date: parseDate('2026-12-04') }, series)).toBe(false);
    expect(isRuleChanged({ ...stored, frequency: 'WEEKLY' }, series)).toBe(true);
    expect(isRuleChanged({ ...stored, preferredDay: 'FRIDAY' }, series)).toBe(true);
    expect(isRuleChanged({ ...stored, seriesEnd: 'afterVisits', visitCount: 6 }, series)).toBe(
      true,
    );
  });

  it('validates the end of a recurring job only', () => {
    const weekly = (overrides: Partial<JobFormValues>) =>
      messages(valid({ frequency: 'WEEKLY', ...overrides }));
    expect(weekly({})).toEqual({});
    expect(weekly({ seriesEnd: 'onDate' })).toEqual({ endDate: 'End date is required' });
    expect(weekly({ seriesEnd: 'onDate', endDate: parseDate('2026-12-02') })).toEqual({
      endDate: "The end date can't be before the start date",
    });
    expect(weekly({ seriesEnd: 'onDate', endDate: parseDate('2026-12-03') })).toEqual({});
    for (const visitCount of [null, 0, 1001, 2.5]) {
      expect(weekly({ seriesEnd: 'afterVisits', visitCount })).toEqual({
        visitCount: 'Enter a number of visits from 1 to 1000',
      });
    }
    expect(weekly({ seriesEnd: 'afterVisits', visitCount: 1 })).toEqual({});
    expect(weekly({ seriesEnd: 'afterVisits', visitCount: 1000 })).toEqual({});
    // A one-time job has no end to check.
    expect(messages(valid({ seriesEnd: 'onDate' }))).toEqual({});
  });
});

describe('recurring jobs: request bodies', () => {
  it('starts a series with wall-clock times and the date as its first day', () => {
    expect(
      toJobSeriesInput(
        valid({
          frequency: 'BI_WEEKLY',
          chargeAmount: 145,
          chargeBy: 'FIXED',
          otherInformation: ' Side door ',
          seriesEnd: 'afterVisits',
          visitCount: 10,
        }),
      ),
    ).toEqual({
      clientId: job.clientId,
      addressId: job.addressId,
      teamId: job.teamId,
      jobTypeId: null,
      startTime: '09:00:00',
      endTime: '11:30:00',
      chargeAmount: '145.00',
      chargeBy: 'FIXED',
      otherInformation: 'Side door',
      frequency: 'BI_WEEKLY',
      preferredDay: 'THURSDAY',
      startDate: '2026-12-03',
      endDate: null,
      visitCount: 10,
    });
  });

  it('starts a series without times when the time range is off', () => {
    expect(toJobSeriesInput(valid({ frequency: 'MONTHLY', hasTimeRange: false }))).toMatchObject({
      startTime: null,
      endTime: null,
      preferredDay: null,
    });
  });

  it('refuses a one-time job', () => {
    expect(() => toJobSeriesInput(valid())).toThrow();
  });

  it.each(['this', 'following', 'all'] as const)(
    'saves a visit with an unchanged rule without one (scope %s)',
    (scope) => {
      const values = { ...jobFormValues(visit, NEW_YORK, series), teamId: 'team-2' };
      const body = toVisitInput(values, NEW_YORK, visit, series, scope);
      expect(body).toEqual({ ...jobInputOf(visit), teamId: 'team-2' });
      expect(body).not.toHaveProperty('recurrence');
    },
  );

  it('sends a changed rule with the following or all visits only', () => {
    const values = {
      ...jobFormValues(visit, NEW_YORK, series),
      frequency: 'WEEKLY' as const,
      seriesEnd: 'onDate' as const,
      endDate: parseDate('2027-06-30'),
    };
    const rule = {
      frequency: 'WEEKLY',
      preferredDay: 'THURSDAY',
      endDate: '2027-06-30',
      visitCount: null,
    };
    expect(toVisitInput(values, NEW_YORK, visit, series, 'following').recurrence).toEqual(rule);
    expect(toVisitInput(values, NEW_YORK, visit, series, 'all').recurrence).toEqual(rule);
    expect(toVisitInput(values, NEW_YORK, visit, series, 'this')).not.toHaveProperty('recurrence');
  });
});
