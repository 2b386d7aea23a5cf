import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import {
  givesDate,
  lastRuleDate,
  needsPreferredDay,
  nextDates,
  ruleDates,
  ruleTotal,
  visitTimes,
  weekdayNames,
  weekdayOfDate,
  type RecurrenceRule,
  type SeriesFrequency,
  type Weekday,
} from './rules.ts';

const NEW_YORK = 'America/New_York';

/** A rule with the given frequency and start, open-ended unless `end` says otherwise. */
function rule(
  frequency: SeriesFrequency,
  startDate: string,
  preferredDay: Weekday | null = null,
  end: { endDate?: string; visitCount?: number } = {},
): RecurrenceRule {
  return {
    frequency,
    preferredDay,
    startDate,
    endDate: end.endDate ?? null,
    visitCount: end.visitCount ?? null,
  };
}

const allFrequencies: readonly SeriesFrequency[] = [
  'DAILY',
  'EVERY_OTHER_DAY',
  'WEEKLY',
  'BI_WEEKLY',
  'EVERY_THREE_WEEKS',
  'EVERY_FOUR_WEEKS',
  'EVERY_FIVE_WEEKS',
  'EVERY_SIX_WEEKS',
  'EVERY_EIGHT_WEEKS',
  'EVERY_TWELVE_WEEKS',
  'MONTHLY',
  'FIRST_OF_MONTH',
  'SECOND_OF_MONTH',
  'THIRD_OF_MONTH',
  'FOURTH_OF_MONTH',
  'LAST_OF_MONTH',
  'WEEK_DAYS',
];

// ---------------------------------------------------------------------------------------------
// The oracle: the product's meanings, walked one calendar day at a time with plain Temporal
// arithmetic. It shares no code with rules.ts (no rrule, no RFC 5545 terms), so a mistake in the
// translation to RRULE parts cannot hide in both.
// ---------------------------------------------------------------------------------------------

const weeksOfOracle: Partial<Record<SeriesFrequency, number>> = {
  WEEKLY: 1,
  BI_WEEKLY: 2,
  EVERY_THREE_WEEKS: 3,
  EVERY_FOUR_WEEKS: 4,
  EVERY_FIVE_WEEKS: 5,
  EVERY_SIX_WEEKS: 6,
  EVERY_EIGHT_WEEKS: 8,
  EVERY_TWELVE_WEEKS: 12,
};
const nthOfOracle: Partial<Record<SeriesFrequency, number>> = {
  FIRST_OF_MONTH: 1,
  SECOND_OF_MONTH: 2,
  THIRD_OF_MONTH: 3,
  FOURTH_OF_MONTH: 4,
};
// Temporal's dayOfWeek: Monday 1 … Sunday 7.
const isoDayOf: Record<Weekday, number> = {
  MONDAY: 1,
  TUESDAY: 2,
  WEDNESDAY: 3,
  THURSDAY: 4,
  FRIDAY: 5,
  SATURDAY: 6,
  SUNDAY: 7,
};

const daysFrom = (from: Temporal.PlainDate, to: Temporal.PlainDate) =>
  from.until(to, { largestUnit: 'days' }).days;

/**
 * Whether the rule's frequency allows a date (ends aside), the date being `index` days after the
 * start. The walk below keeps the index as it goes: a Temporal difference per day would cost more
 * than the rest of the oracle.
 */
function allowsDay(
  r: RecurrenceRule,
  start: Temporal.PlainDate,
  date: Temporal.PlainDate,
  index: number,
): boolean {
  if (index < 0) return false;
  const weeks = weeksOfOracle[r.frequency];
  if (weeks !== undefined) {
    if (date.dayOfWeek !== isoDayOf[r.preferredDay!]) return false;
    // Week 0 is the Sunday-to-Saturday week of the start (Temporal's Sunday is 7, here 0);
    // visits fall in weeks 0, n, 2n…
    const week = Math.floor((index + (start.dayOfWeek % 7)) / 7);
    return week % weeks === 0;
  }
  const nth = nthOfOracle[r.frequency];
  if (nth !== undefined) {
    return date.dayOfWeek === isoDayOf[r.preferredDay!] && Math.ceil(date.day / 7) === nth;
  }
  switch (r.frequency) {
    case 'DAILY':
      return true;
    case 'EVERY_OTHER_DAY':
      return index % 2 === 0;
    case 'WEEK_DAYS':
      return date.dayOfWeek <= 5;
    case 'MONTHLY':
      return date.day === Math.min(start.day, date.daysInMonth);
    case 'LAST_OF_MONTH':
      return date.dayOfWeek === isoDayOf[r.preferredDay!] && date.day + 7 > date.daysInMonth;
    default:
      throw new Error(`The oracle does not know ${r.frequency}`);
  }
}

/** Whether the rule's frequency allows a date (ends aside). */
function oracleAllows(r: RecurrenceRule, date: string): boolean {
  const start = Temporal.PlainDate.from(r.startDate);
  const day = Temporal.PlainDate.from(date);
  return allowsDay(r, start, day, daysFrom(start, day));
}

/**
 * The rule's dates from `from` to `to` (both included), ends applied, at most `limit` of them:
 * walks from the start when the rule ends by count (the count runs from the start), else from
 * the window's first day.
 */
function oracleDates(r: RecurrenceRule, from: string, to: string, limit = Infinity): string[] {
  const dates: string[] = [];
  const start = Temporal.PlainDate.from(r.startDate);
  const first = Temporal.PlainDate.from(from > r.startDate ? from : r.startDate);
  const last = Temporal.PlainDate.from(r.endDate !== null && r.endDate < to ? r.endDate : to);
  let day = r.visitCount === null ? first : start;
  let index = daysFrom(start, day);
  let counted = 0;
  while (Temporal.PlainDate.compare(day, last) <= 0 && dates.length < limit) {
    if (allowsDay(r, start, day, index)) {
      counted += 1;
      if (r.visitCount !== null && counted > r.visitCount) break;
      if (Temporal.PlainDate.compare(day, first) >= 0) dates.push(day.toString());
    }
    day = day.add({ days: 1 });
    index += 1;
  }
  return dates;
}

describe('the oracle itself', () => {
  // A wrong oracle would make the properties below agree with a wrong rules.ts or fail on a
  // right one; a few hand-checked dates pin it down.
  it.each([
    // [why, rule, from, to, dates]
    [
      'Sunday opens the week',
      rule('BI_WEEKLY', '2026-12-30', 'SUNDAY'),
      '2026-12-27',
      '2027-01-31',
      ['2027-01-10', '2027-01-24'],
    ],
    [
      'the 31st falls back',
      rule('MONTHLY', '2027-01-31'),
      '2027-02-01',
      '2027-04-30',
      ['2027-02-28', '2027-03-31', '2027-04-30'],
    ],
    [
      'the last Tuesday of leap February',
      rule('LAST_OF_MONTH', '2028-02-01', 'TUESDAY'),
      '2028-02-01',
      '2028-02-29',
      ['2028-02-29'],
    ],
    [
      'a fourth Sunday on the 28th',
      rule('FOURTH_OF_MONTH', '2027-02-01', 'SUNDAY'),
      '2027-02-01',
      '2027-02-28',
      ['2027-02-28'],
    ],
    [
      'a count walks from the start',
      rule('WEEKLY', '2026-01-05', 'MONDAY', { visitCount: 3 }),
      '2026-01-13',
      '2026-12-31',
      ['2026-01-19'],
    ],
  ] as const)('%s', (_why, r, from, to, expected) => {
    expect(oracleDates(r, from, to)).toEqual(expected);
    for (const date of expected) expect(oracleAllows(r, date)).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// Tables: every frequency on the awkward days of the calendar.
// ---------------------------------------------------------------------------------------------

describe('the dates of each frequency', () => {
  it.each([
    // [why, rule, from, to, dates]
    // DAILY
    [
      'DAILY crosses the year end',
      rule('DAILY', '2026-12-30'),
      '2026-12-29',
      '2027-01-02',
      ['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'],
    ],
    [
      'DAILY has 29 February in a leap year',
      rule('DAILY', '2028-02-27'),
      '2028-02-27',
      '2028-03-01',
      ['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01'],
    ],
    [
      'DAILY goes from 28 February to 1 March in other years',
      rule('DAILY', '2027-02-27'),
      '2027-02-27',
      '2027-03-01',
      ['2027-02-27', '2027-02-28', '2027-03-01'],
    ],
    [
      // Dates are calendar days: the 23-hour and 25-hour days are one day each.
      'DAILY keeps the DST days',
      rule('DAILY', '2026-10-31'),
      '2026-10-31',
      '2026-11-02',
      ['2026-10-31', '2026-11-01', '2026-11-02'],
    ],
    [
      'DAILY keeps the spring-forward day',
      rule('DAILY', '2027-03-13'),
      '2027-03-13',
      '2027-03-15',
      ['2027-03-13', '2027-03-14', '2027-03-15'],
    ],
    // EVERY_OTHER_DAY
    [
      'EVERY_OTHER_DAY crosses the year end',
      rule('EVERY_OTHER_DAY', '2026-12-30'),
      '2026-12-01',
      '2027-01-05',
      ['2026-12-30', '2027-01-01', '2027-01-03', '2027-01-05'],
    ],
    [
      'EVERY_OTHER_DAY steps on 29 February in a leap year',
      rule('EVERY_OTHER_DAY', '2028-02-27'),
      '2028-02-27',
      '2028-03-03',
      ['2028-02-27', '2028-02-29', '2028-03-02'],
    ],
    [
      'EVERY_OTHER_DAY steps onto 1 March in other years',
      rule('EVERY_OTHER_DAY', '2027-02-27'),
      '2027-02-27',
      '2027-03-03',
      ['2027-02-27', '2027-03-01', '2027-03-03'],
    ],
    [
      // The parity comes from the start date, not from the window.
      'EVERY_OTHER_DAY counts from the start, not from `from`',
      rule('EVERY_OTHER_DAY', '2026-01-01'),
      '2026-01-02',
      '2026-01-08',
      ['2026-01-03', '2026-01-05', '2026-01-07'],
    ],
    // WEEKLY
    [
      'WEEKLY starting on the preferred day',
      rule('WEEKLY', '2026-01-05', 'MONDAY'),
      '2026-01-01',
      '2026-01-19',
      ['2026-01-05', '2026-01-12', '2026-01-19'],
    ],
    [
      // A Wednesday start with Monday visits: the start itself is no visit.
      'WEEKLY starting after the preferred day of its week',
      rule('WEEKLY', '2026-01-07', 'MONDAY'),
      '2026-01-01',
      '2026-01-26',
      ['2026-01-12', '2026-01-19', '2026-01-26'],
    ],
    [
      'WEEKLY starting before the preferred day of its week',
      rule('WEEKLY', '2026-12-30', 'FRIDAY'),
      '2026-12-01',
      '2027-01-15',
      ['2027-01-01', '2027-01-08', '2027-01-15'],
    ],
    // BI_WEEKLY
    [
      'BI_WEEKLY on the preferred day of week 0',
      rule('BI_WEEKLY', '2026-01-05', 'MONDAY'),
      '2026-01-01',
      '2026-02-16',
      ['2026-01-05', '2026-01-19', '2026-02-02', '2026-02-16'],
    ],
    [
      // Week 0 is 2026-01-04 to 01-10; its Monday (01-05) is before the start, so week 2.
      'BI_WEEKLY skips to week 2 when week 0 has passed its day',
      rule('BI_WEEKLY', '2026-01-07', 'MONDAY'),
      '2026-01-01',
      '2026-02-28',
      ['2026-01-19', '2026-02-02', '2026-02-16'],
    ],
    [
      // Weeks run Sunday to Saturday: a Sunday is the first day of its week, so a Wednesday
      // start has already passed it. (With ISO weeks, Monday to Sunday, this would be 01-11.)
      'BI_WEEKLY on Sundays counts Sunday as the first day of the week',
      rule('BI_WEEKLY', '2026-01-07', 'SUNDAY'),
      '2026-01-01',
      '2026-02-28',
      ['2026-01-18', '2026-02-01', '2026-02-15'],
    ],
    [
      // …and a Saturday as the last: a Sunday start still has Saturday of week 0 ahead.
      'BI_WEEKLY on Saturdays from a Sunday start is in week 0',
      rule('BI_WEEKLY', '2026-01-04', 'SATURDAY'),
      '2026-01-01',
      '2026-02-07',
      ['2026-01-10', '2026-01-24', '2026-02-07'],
    ],
    [
      // Week 0 runs 2026-12-27 to 2027-01-02: the Friday of week 0 is New Year's Day.
      'BI_WEEKLY numbers the week that straddles the year end as one week',
      rule('BI_WEEKLY', '2026-12-30', 'FRIDAY'),
      '2026-12-01',
      '2027-01-31',
      ['2027-01-01', '2027-01-15', '2027-01-29'],
    ],
    [
      'BI_WEEKLY on Sundays across the year end',
      rule('BI_WEEKLY', '2026-12-30', 'SUNDAY'),
      '2026-12-01',
      '2027-01-31',
      ['2027-01-10', '2027-01-24'],
    ],
    [
      // 2026 has 53 Thursdays; weeks keep counting through the year end rather than restarting
      // (week 52 is 2026-12-31, week 54 is 2027-01-14).
      'BI_WEEKLY keeps counting weeks from one year into the next',
      rule('BI_WEEKLY', '2026-01-01', 'THURSDAY'),
      '2026-12-01',
      '2027-01-31',
      ['2026-12-03', '2026-12-17', '2026-12-31', '2027-01-14', '2027-01-28'],
    ],
    [
      'BI_WEEKLY over the 2026 fall back, dates only',
      rule('BI_WEEKLY', '2026-10-18', 'SUNDAY'),
      '2026-10-01',
      '2026-11-30',
      ['2026-10-18', '2026-11-01', '2026-11-15', '2026-11-29'],
    ],
    // EVERY_THREE_WEEKS … EVERY_TWELVE_WEEKS
    [
      'EVERY_THREE_WEEKS starting on the preferred day',
      rule('EVERY_THREE_WEEKS', '2026-03-03', 'TUESDAY'),
      '2026-03-01',
      '2026-04-14',
      ['2026-03-03', '2026-03-24', '2026-04-14'],
    ],
    [
      'EVERY_THREE_WEEKS starting after the preferred day',
      rule('EVERY_THREE_WEEKS', '2026-03-03', 'MONDAY'),
      '2026-03-01',
      '2026-04-30',
      ['2026-03-23', '2026-04-13'],
    ],
    [
      'EVERY_THREE_WEEKS through the spring-forward week',
      rule('EVERY_THREE_WEEKS', '2027-02-21', 'SUNDAY'),
      '2027-02-01',
      '2027-04-04',
      ['2027-02-21', '2027-03-14', '2027-04-04'],
    ],
    [
      'EVERY_FOUR_WEEKS over a short February',
      rule('EVERY_FOUR_WEEKS', '2026-02-28', 'SATURDAY'),
      '2026-02-01',
      '2026-04-30',
      ['2026-02-28', '2026-03-28', '2026-04-25'],
    ],
    [
      'EVERY_FOUR_WEEKS lands on 29 February 2028',
      rule('EVERY_FOUR_WEEKS', '2028-02-01', 'TUESDAY'),
      '2028-01-01',
      '2028-03-31',
      ['2028-02-01', '2028-02-29', '2028-03-28'],
    ],
    [
      'EVERY_FIVE_WEEKS across the year end',
      rule('EVERY_FIVE_WEEKS', '2026-11-25', 'WEDNESDAY'),
      '2026-11-01',
      '2027-02-28',
      ['2026-11-25', '2026-12-30', '2027-02-03'],
    ],
    [
      // Week 0 is 2026-12-27 to 2027-01-02; its Monday is before the start, so week 6.
      'EVERY_SIX_WEEKS from New Year’s Eve with a passed Monday',
      rule('EVERY_SIX_WEEKS', '2026-12-31', 'MONDAY'),
      '2026-12-01',
      '2027-03-31',
      ['2027-02-08', '2027-03-22'],
    ],
    [
      'EVERY_EIGHT_WEEKS from a Thursday start with Friday visits',
      rule('EVERY_EIGHT_WEEKS', '2026-01-01', 'FRIDAY'),
      '2026-01-01',
      '2026-06-30',
      ['2026-01-02', '2026-02-27', '2026-04-24', '2026-06-19'],
    ],
    [
      'EVERY_TWELVE_WEEKS from a Wednesday start with Monday visits',
      rule('EVERY_TWELVE_WEEKS', '2026-12-30', 'MONDAY'),
      '2026-12-01',
      '2027-12-31',
      ['2027-03-22', '2027-06-14', '2027-09-06', '2027-11-29'],
    ],
    // MONTHLY
    [
      'MONTHLY on the 31st falls back to each shorter month’s last day',
      rule('MONTHLY', '2027-01-31'),
      '2027-01-01',
      '2027-07-31',
      [
        '2027-01-31',
        '2027-02-28',
        '2027-03-31',
        '2027-04-30',
        '2027-05-31',
        '2027-06-30',
        '2027-07-31',
      ],
    ],
    [
      'MONTHLY on the 31st has 29 February in a leap year',
      rule('MONTHLY', '2028-01-31'),
      '2028-01-01',
      '2028-04-30',
      ['2028-01-31', '2028-02-29', '2028-03-31', '2028-04-30'],
    ],
    [
      'MONTHLY on the 30th',
      rule('MONTHLY', '2027-01-30'),
      '2027-01-01',
      '2027-05-31',
      ['2027-01-30', '2027-02-28', '2027-03-30', '2027-04-30', '2027-05-30'],
    ],
    [
      'MONTHLY on the 30th in a leap year',
      rule('MONTHLY', '2028-01-30'),
      '2028-01-01',
      '2028-03-31',
      ['2028-01-30', '2028-02-29', '2028-03-30'],
    ],
    [
      'MONTHLY on the 29th has 28 February in a non-leap year',
      rule('MONTHLY', '2027-01-29'),
      '2027-01-01',
      '2027-03-31',
      ['2027-01-29', '2027-02-28', '2027-03-29'],
    ],
    [
      'MONTHLY on the 29th has 29 February in a leap year',
      rule('MONTHLY', '2028-01-29'),
      '2028-01-01',
      '2028-03-31',
      ['2028-01-29', '2028-02-29', '2028-03-29'],
    ],
    [
      // Started on 29 February: the 29th of every month, and 28 February a year on.
      'MONTHLY from 29 February 2028 goes on the 29th',
      rule('MONTHLY', '2028-02-29'),
      '2028-02-01',
      '2028-04-30',
      ['2028-02-29', '2028-03-29', '2028-04-29'],
    ],
    [
      'MONTHLY from 29 February 2028 has 28 February 2029',
      rule('MONTHLY', '2028-02-29'),
      '2029-01-01',
      '2029-03-31',
      ['2029-01-29', '2029-02-28', '2029-03-29'],
    ],
    [
      'MONTHLY on the 28th is the 28th everywhere',
      rule('MONTHLY', '2027-01-28'),
      '2027-01-01',
      '2027-03-31',
      ['2027-01-28', '2027-02-28', '2027-03-28'],
    ],
    [
      'MONTHLY on the 1st across the year end',
      rule('MONTHLY', '2026-11-01'),
      '2026-10-01',
      '2027-01-31',
      ['2026-11-01', '2026-12-01', '2027-01-01'],
    ],
    [
      'MONTHLY on the 31st across the year end and into February',
      rule('MONTHLY', '2026-10-31'),
      '2026-10-01',
      '2027-02-28',
      ['2026-10-31', '2026-11-30', '2026-12-31', '2027-01-31', '2027-02-28'],
    ],
    [
      // The window opens a year after the start: the day of month still comes from the start.
      'MONTHLY on the 31st, a window a year later',
      rule('MONTHLY', '2026-01-31'),
      '2027-02-01',
      '2027-05-01',
      ['2027-02-28', '2027-03-31', '2027-04-30'],
    ],
    [
      'MONTHLY on the 30th, a window in a later leap year',
      rule('MONTHLY', '2026-12-30'),
      '2028-01-15',
      '2028-04-30',
      ['2028-01-30', '2028-02-29', '2028-03-30', '2028-04-30'],
    ],
    // FIRST_OF_MONTH … FOURTH_OF_MONTH, LAST_OF_MONTH
    [
      'FIRST_OF_MONTH from a start after that month’s first Monday',
      rule('FIRST_OF_MONTH', '2026-01-20', 'MONDAY'),
      '2026-01-01',
      '2026-04-30',
      ['2026-02-02', '2026-03-02', '2026-04-06'],
    ],
    [
      'FIRST_OF_MONTH from a start on the first Monday',
      rule('FIRST_OF_MONTH', '2026-02-02', 'MONDAY'),
      '2026-01-01',
      '2026-03-31',
      ['2026-02-02', '2026-03-02'],
    ],
    [
      // 2026-02-09 is a Monday, but the second one: no visit on the start.
      'FIRST_OF_MONTH from a Monday that is not the first',
      rule('FIRST_OF_MONTH', '2026-02-09', 'MONDAY'),
      '2026-02-01',
      '2026-04-30',
      ['2026-03-02', '2026-04-06'],
    ],
    [
      'FIRST_OF_MONTH across the year end (1 January 2027 is a Friday)',
      rule('FIRST_OF_MONTH', '2026-12-15', 'FRIDAY'),
      '2026-12-01',
      '2027-02-28',
      ['2027-01-01', '2027-02-05'],
    ],
    [
      // 2026-12-01 is a Tuesday, so the second Tuesday is the 8th.
      'SECOND_OF_MONTH across the year end',
      rule('SECOND_OF_MONTH', '2026-12-01', 'TUESDAY'),
      '2026-12-01',
      '2027-02-28',
      ['2026-12-08', '2027-01-12', '2027-02-09'],
    ],
    [
      'THIRD_OF_MONTH in leap February 2028',
      rule('THIRD_OF_MONTH', '2028-02-01', 'WEDNESDAY'),
      '2028-02-01',
      '2028-04-30',
      ['2028-02-16', '2028-03-15', '2028-04-19'],
    ],
    [
      // The fourth Sunday of February 2027 is its last day, the 28th.
      'FOURTH_OF_MONTH on the DST-end Sunday’s month, across the year end',
      rule('FOURTH_OF_MONTH', '2026-11-01', 'SUNDAY'),
      '2026-11-01',
      '2027-02-28',
      ['2026-11-22', '2026-12-27', '2027-01-24', '2027-02-28'],
    ],
    [
      'SECOND_OF_MONTH on the spring-forward Sunday',
      rule('SECOND_OF_MONTH', '2027-03-01', 'SUNDAY'),
      '2027-03-01',
      '2027-04-30',
      ['2027-03-14', '2027-04-11'],
    ],
    [
      'LAST_OF_MONTH across the year end',
      rule('LAST_OF_MONTH', '2026-11-20', 'FRIDAY'),
      '2026-11-01',
      '2027-02-28',
      ['2026-11-27', '2026-12-25', '2027-01-29', '2027-02-26'],
    ],
    [
      // 31 December 2026 is a Thursday, the last of the year.
      'LAST_OF_MONTH in December is New Year’s Eve',
      rule('LAST_OF_MONTH', '2026-12-01', 'THURSDAY'),
      '2026-12-01',
      '2027-01-31',
      ['2026-12-31', '2027-01-28'],
    ],
    [
      // May 2026 has five Fridays: the last is the fifth, not the fourth.
      'LAST_OF_MONTH is the fifth when a month has five',
      rule('LAST_OF_MONTH', '2026-05-01', 'FRIDAY'),
      '2026-05-01',
      '2026-06-30',
      ['2026-05-29', '2026-06-26'],
    ],
    [
      'LAST_OF_MONTH is 29 February 2028, a Tuesday',
      rule('LAST_OF_MONTH', '2028-02-01', 'TUESDAY'),
      '2028-02-01',
      '2028-03-31',
      ['2028-02-29', '2028-03-28'],
    ],
    [
      'LAST_OF_MONTH from a start on the last Friday',
      rule('LAST_OF_MONTH', '2026-11-27', 'FRIDAY'),
      '2026-11-01',
      '2026-12-31',
      ['2026-11-27', '2026-12-25'],
    ],
    [
      'LAST_OF_MONTH from a start after the month’s last Friday',
      rule('LAST_OF_MONTH', '2026-11-28', 'FRIDAY'),
      '2026-11-01',
      '2027-01-31',
      ['2026-12-25', '2027-01-29'],
    ],
    // WEEK_DAYS
    [
      'WEEK_DAYS from a Saturday start',
      rule('WEEK_DAYS', '2026-01-03'),
      '2026-01-01',
      '2026-01-12',
      ['2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09', '2026-01-12'],
    ],
    [
      'WEEK_DAYS across the year end',
      rule('WEEK_DAYS', '2026-12-30'),
      '2026-12-01',
      '2027-01-05',
      ['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-04', '2027-01-05'],
    ],
    [
      'WEEK_DAYS skip the spring-forward weekend',
      rule('WEEK_DAYS', '2027-03-01'),
      '2027-03-12',
      '2027-03-15',
      ['2027-03-12', '2027-03-15'],
    ],
    [
      'WEEK_DAYS include 29 February 2028, a Tuesday',
      rule('WEEK_DAYS', '2028-02-25'),
      '2028-02-25',
      '2028-03-01',
      ['2028-02-25', '2028-02-28', '2028-02-29', '2028-03-01'],
    ],
  ] as const)('%s', (_why, r, from, to, expected) => {
    expect(ruleDates(r, from, to)).toEqual(expected);
    // The oracle agrees, so the property tests below judge by the same meanings.
    expect(oracleDates(r, from, to)).toEqual(expected);
  });

  it('covers every frequency in the table above', () => {
    // A frequency added to the contract should get rows of its own, and the oracle a case.
    expect(new Set(allFrequencies).size).toBe(17);
    for (const frequency of allFrequencies) {
      const r = rule(frequency, '2026-01-01', needsPreferredDay(frequency) ? 'MONDAY' : null);
      expect(() => oracleDates(r, '2026-01-01', '2026-03-31')).not.toThrow();
      expect(ruleDates(r, '2026-01-01', '2026-03-31')).toEqual(
        oracleDates(r, '2026-01-01', '2026-03-31'),
      );
    }
  });

  it.each([
    // [why, from, to]
    ['a window that ends before the start', '2026-01-01', '2026-01-04'],
    ['a window turned around', '2026-02-10', '2026-02-01'],
    ['a window after the end date', '2026-03-01', '2026-03-31'],
  ])('gives no dates for %s', (_why, from, to) => {
    const r = rule('DAILY', '2026-01-05', null, { endDate: '2026-02-28' });
    expect(ruleDates(r, from, to)).toEqual([]);
  });

  it('ignores preferredDay for the frequencies that do not use it', () => {
    expect(ruleDates(rule('DAILY', '2026-01-01', 'SUNDAY'), '2026-01-01', '2026-01-03')).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
    ]);
    expect(ruleDates(rule('MONTHLY', '2026-01-31', 'MONDAY'), '2026-02-01', '2026-02-28')).toEqual([
      '2026-02-28',
    ]);
  });

  it.each(allFrequencies.filter(needsPreferredDay))('%s without a preferredDay throws', (f) => {
    expect(() => ruleDates(rule(f, '2026-01-01'), '2026-01-01', '2026-12-31')).toThrow(RangeError);
  });
});

describe('the ends of a rule', () => {
  it.each([
    // [why, total, last date, rule]
    // endDate is inclusive: a visit on the end day counts.
    [
      'an end on a visit day',
      3,
      '2026-01-19',
      rule('WEEKLY', '2026-01-05', 'MONDAY', { endDate: '2026-01-19' }),
    ],
    [
      'an end between visits',
      3,
      '2026-01-19',
      rule('WEEKLY', '2026-01-05', 'MONDAY', { endDate: '2026-01-25' }),
    ],
    [
      'an end on the start, a visit day',
      1,
      '2026-01-05',
      rule('WEEKLY', '2026-01-05', 'MONDAY', { endDate: '2026-01-05' }),
    ],
    // A Wednesday start with Monday visits ending that Sunday: the series gives nothing.
    [
      'an end before the first visit',
      0,
      null,
      rule('WEEKLY', '2026-01-07', 'MONDAY', { endDate: '2026-01-11' }),
    ],
    [
      'a DAILY end across the year end',
      3,
      '2027-01-01',
      rule('DAILY', '2026-12-30', null, { endDate: '2027-01-01' }),
    ],
    // The 31st's February visit is on the 28th, so an end on the 28th keeps it…
    [
      'a MONTHLY-31st end on 28 February',
      2,
      '2027-02-28',
      rule('MONTHLY', '2027-01-31', null, { endDate: '2027-02-28' }),
    ],
    // …and an end on the 27th does not.
    [
      'a MONTHLY-31st end on 27 February',
      1,
      '2027-01-31',
      rule('MONTHLY', '2027-01-31', null, { endDate: '2027-02-27' }),
    ],
    [
      'a MONTHLY-31st end on 30 June',
      6,
      '2027-06-30',
      rule('MONTHLY', '2027-01-31', null, { endDate: '2027-06-30' }),
    ],
    [
      'a MONTHLY-29th end in leap February',
      3,
      '2028-02-29',
      rule('MONTHLY', '2027-12-29', null, { endDate: '2028-02-29' }),
    ],
    [
      'a LAST_OF_MONTH end on 31 December',
      12,
      '2026-12-31',
      rule('LAST_OF_MONTH', '2026-01-01', 'THURSDAY', { endDate: '2026-12-31' }),
    ],
    [
      'a BI_WEEKLY end after a year end',
      2,
      '2027-01-15',
      rule('BI_WEEKLY', '2026-12-30', 'FRIDAY', { endDate: '2027-01-28' }),
    ],
    // visitCount counts from the start, the start's own visit included when it is one.
    ['a count of visits', 3, '2027-03-31', rule('MONTHLY', '2027-01-31', null, { visitCount: 3 })],
    [
      'a count from a start that is no visit',
      2,
      '2026-02-02',
      rule('BI_WEEKLY', '2026-01-07', 'MONDAY', { visitCount: 2 }),
    ],
    [
      'a count of one',
      1,
      '2026-12-25',
      rule('LAST_OF_MONTH', '2026-11-28', 'FRIDAY', { visitCount: 1 }),
    ],
    [
      'a count across the year end',
      3,
      '2027-01-03',
      rule('EVERY_OTHER_DAY', '2026-12-30', null, { visitCount: 3 }),
    ],
    [
      'a count over leap February',
      2,
      '2028-02-29',
      rule('MONTHLY', '2028-01-30', null, { visitCount: 2 }),
    ],
    [
      'a count of week days',
      3,
      '2027-01-04',
      rule('WEEK_DAYS', '2026-12-31', null, { visitCount: 3 }),
    ],
    // Far-apart visits: 60 visits 12 weeks apart take almost 14 years.
    [
      'a long count of 12-weekly visits',
      60,
      '2039-08-01',
      rule('EVERY_TWELVE_WEEKS', '2026-01-05', 'MONDAY', { visitCount: 60 }),
    ],
    ['no end', null, null, rule('DAILY', '2026-01-01')],
    ['no end, n-th weekday', null, null, rule('SECOND_OF_MONTH', '2026-01-01', 'FRIDAY')],
  ] as const)('%s: %s visits, the last on %s', (_why, total, last, r) => {
    expect(ruleTotal(r)).toBe(total);
    expect(lastRuleDate(r)).toBe(last);
    if (total !== null) {
      // The total and the last date are those of the whole list, whichever way it ends.
      const all = oracleDates(r, r.startDate, r.endDate ?? '2099-12-31');
      expect(all).toHaveLength(total);
      expect(all.at(-1) ?? null).toBe(last);
    }
  });

  it('gives the visits of a count only, whatever the window', () => {
    const r = rule('BI_WEEKLY', '2026-01-05', 'MONDAY', { visitCount: 4 });
    expect(ruleDates(r, '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-05',
      '2026-01-19',
      '2026-02-02',
      '2026-02-16',
    ]);
    // A window that opens after the start still counts the visits from the start.
    expect(ruleDates(r, '2026-02-01', '2026-12-31')).toEqual(['2026-02-02', '2026-02-16']);
    expect(ruleDates(r, '2026-02-17', '2026-12-31')).toEqual([]);
  });
});

describe('the next dates of a rule', () => {
  it.each([
    // [why, rule, from, count, dates]
    [
      'from before the start begins at the start',
      rule('WEEKLY', '2026-01-05', 'MONDAY'),
      '2025-12-01',
      2,
      ['2026-01-05', '2026-01-12'],
    ],
    [
      'from after the start',
      rule('BI_WEEKLY', '2026-01-05', 'MONDAY'),
      '2026-01-06',
      3,
      ['2026-01-19', '2026-02-02', '2026-02-16'],
    ],
    [
      'from on a visit day includes it',
      rule('BI_WEEKLY', '2026-01-05', 'MONDAY'),
      '2026-01-19',
      2,
      ['2026-01-19', '2026-02-02'],
    ],
    [
      'from in an off week',
      rule('BI_WEEKLY', '2026-12-30', 'FRIDAY'),
      '2027-01-02',
      2,
      ['2027-01-15', '2027-01-29'],
    ],
    [
      'MONTHLY on the 31st from February',
      rule('MONTHLY', '2027-01-31'),
      '2027-02-01',
      3,
      ['2027-02-28', '2027-03-31', '2027-04-30'],
    ],
    [
      'MONTHLY on the 29th over two Februaries',
      rule('MONTHLY', '2027-01-29'),
      '2027-02-01',
      13,
      [
        '2027-02-28',
        '2027-03-29',
        '2027-04-29',
        '2027-05-29',
        '2027-06-29',
        '2027-07-29',
        '2027-08-29',
        '2027-09-29',
        '2027-10-29',
        '2027-11-29',
        '2027-12-29',
        '2028-01-29',
        '2028-02-29',
      ],
    ],
    [
      'LAST_OF_MONTH from mid-December',
      rule('LAST_OF_MONTH', '2026-01-01', 'THURSDAY'),
      '2026-12-15',
      2,
      ['2026-12-31', '2027-01-28'],
    ],
    [
      'fewer than asked when the count runs out',
      rule('DAILY', '2026-01-01', null, { visitCount: 5 }),
      '2026-01-04',
      10,
      ['2026-01-04', '2026-01-05'],
    ],
    [
      'fewer than asked when the end date comes',
      rule('WEEKLY', '2026-01-05', 'MONDAY', { endDate: '2026-01-20' }),
      '2026-01-06',
      10,
      ['2026-01-12', '2026-01-19'],
    ],
    [
      'none after the end date',
      rule('WEEKLY', '2026-01-05', 'MONDAY', { endDate: '2026-01-20' }),
      '2026-01-21',
      3,
      [],
    ],
    [
      'none after the last counted visit',
      rule('MONTHLY', '2026-01-31', null, { visitCount: 2 }),
      '2026-03-01',
      3,
      [],
    ],
    [
      'EVERY_OTHER_DAY from an off day',
      rule('EVERY_OTHER_DAY', '2026-12-30'),
      '2026-12-31',
      3,
      ['2027-01-01', '2027-01-03', '2027-01-05'],
    ],
  ] as const)('%s', (_why, r, from, count, expected) => {
    expect(nextDates(r, from, count)).toEqual(expected);
  });

  it.each([
    // More visits than a year holds (a 12-weekly rule has 4 or 5 a year): the search widens.
    ['EVERY_TWELVE_WEEKS', 60, 'MONDAY'],
    ['EVERY_EIGHT_WEEKS', 60, 'SATURDAY'],
    ['EVERY_SIX_WEEKS', 30, 'SUNDAY'],
    ['LAST_OF_MONTH', 60, 'FRIDAY'],
    ['MONTHLY', 60, null],
  ] as const)('%s: the next %s visits', (frequency, count, day) => {
    const r = rule(frequency, '2026-01-31', day);
    const expected = oracleDates(r, '2027-06-01', '2050-12-31', count);
    expect(expected).toHaveLength(count);
    expect(nextDates(r, '2027-06-01', count)).toEqual(expected);
  });
});

describe('whether a rule gives a date', () => {
  it.each([
    // [why, date, gives, rule]
    ['the 31st’s short-February visit', '2027-02-28', true, rule('MONTHLY', '2027-01-31')],
    ['the day before it', '2027-02-27', false, rule('MONTHLY', '2027-01-31')],
    ['28 February in a leap year', '2028-02-28', false, rule('MONTHLY', '2028-01-31')],
    ['29 February in a leap year', '2028-02-29', true, rule('MONTHLY', '2028-01-31')],
    ['the 31st in a 31-day month', '2027-03-31', true, rule('MONTHLY', '2027-01-31')],
    ['the 30th in a 31-day month', '2027-03-30', false, rule('MONTHLY', '2027-01-31')],
    ['a BI_WEEKLY on-week', '2026-01-19', true, rule('BI_WEEKLY', '2026-01-05', 'MONDAY')],
    ['a BI_WEEKLY off-week', '2026-01-12', false, rule('BI_WEEKLY', '2026-01-05', 'MONDAY')],
    [
      'a passed preferred day in week 0',
      '2026-01-05',
      false,
      rule('BI_WEEKLY', '2026-01-07', 'MONDAY'),
    ],
    ['a date before the start', '2026-01-04', false, rule('DAILY', '2026-01-05')],
    [
      'the end date',
      '2026-01-10',
      true,
      rule('DAILY', '2026-01-05', null, { endDate: '2026-01-10' }),
    ],
    [
      'the day after the end date',
      '2026-01-11',
      false,
      rule('DAILY', '2026-01-05', null, { endDate: '2026-01-10' }),
    ],
    [
      'the last counted visit',
      '2026-01-07',
      true,
      rule('DAILY', '2026-01-05', null, { visitCount: 3 }),
    ],
    [
      'a date past the count',
      '2026-01-08',
      false,
      rule('DAILY', '2026-01-05', null, { visitCount: 3 }),
    ],
    ['an EVERY_OTHER_DAY off day', '2026-12-31', false, rule('EVERY_OTHER_DAY', '2026-12-30')],
    [
      'an EVERY_OTHER_DAY on day after the year end',
      '2027-01-01',
      true,
      rule('EVERY_OTHER_DAY', '2026-12-30'),
    ],
    ['a Saturday, for WEEK_DAYS', '2026-01-03', false, rule('WEEK_DAYS', '2026-01-01')],
    [
      'the fourth Friday that is not the last',
      '2026-05-22',
      false,
      rule('LAST_OF_MONTH', '2026-01-01', 'FRIDAY'),
    ],
    [
      'the fifth Friday, the last',
      '2026-05-29',
      true,
      rule('LAST_OF_MONTH', '2026-01-01', 'FRIDAY'),
    ],
    ['a fourth Friday', '2026-05-22', true, rule('FOURTH_OF_MONTH', '2026-01-01', 'FRIDAY')],
  ] as const)('%s: %s is a visit: %s', (_why, date, gives, r) => {
    expect(givesDate(r, date)).toBe(gives);
  });
});

describe('weekdays', () => {
  it.each([
    ['2026-01-04', 'SUNDAY'],
    ['2026-01-05', 'MONDAY'],
    ['2026-12-31', 'THURSDAY'],
    ['2027-01-01', 'FRIDAY'],
    ['2028-02-29', 'TUESDAY'],
    ['2027-03-14', 'SUNDAY'],
  ] as const)('%s is a %s', (date, weekday) => {
    expect(weekdayOfDate(date)).toBe(weekday);
  });

  it.each(
    allFrequencies.map(
      (f) => [f, f in weeksOfOracle || f in nthOfOracle || f === 'LAST_OF_MONTH'] as const,
    ),
  )('%s needs a preferred day: %s', (frequency, needs) => {
    expect(needsPreferredDay(frequency)).toBe(needs);
  });
});

// ---------------------------------------------------------------------------------------------
// Times of day
// ---------------------------------------------------------------------------------------------

describe('the times of a visit', () => {
  it.each([
    // [date, start, end, zone, scheduled start, scheduled end]
    // A 09:00 series stays at 09:00 local on both sides of each change: only the offset moves.
    [
      '2026-10-31',
      '09:00',
      '11:30',
      NEW_YORK,
      '2026-10-31T09:00:00-04:00',
      '2026-10-31T11:30:00-04:00',
    ],
    [
      '2026-11-01',
      '09:00',
      '11:30',
      NEW_YORK,
      '2026-11-01T09:00:00-05:00',
      '2026-11-01T11:30:00-05:00',
    ],
    [
      '2026-11-02',
      '09:00',
      '11:30',
      NEW_YORK,
      '2026-11-02T09:00:00-05:00',
      '2026-11-02T11:30:00-05:00',
    ],
    [
      '2027-03-13',
      '09:00',
      '11:30',
      NEW_YORK,
      '2027-03-13T09:00:00-05:00',
      '2027-03-13T11:30:00-05:00',
    ],
    [
      '2027-03-14',
      '09:00',
      '11:30',
      NEW_YORK,
      '2027-03-14T09:00:00-04:00',
      '2027-03-14T11:30:00-04:00',
    ],
    [
      '2027-03-15',
      '09:00',
      '11:30',
      NEW_YORK,
      '2027-03-15T09:00:00-04:00',
      '2027-03-15T11:30:00-04:00',
    ],
    // 01:30 happens twice when clocks go back: the first (EDT); 02:00 happens once, in EST.
    [
      '2026-11-01',
      '01:30',
      '02:00',
      NEW_YORK,
      '2026-11-01T01:30:00-04:00',
      '2026-11-01T02:00:00-05:00',
    ],
    [
      '2026-11-01',
      '01:00',
      '01:59',
      NEW_YORK,
      '2026-11-01T01:00:00-04:00',
      '2026-11-01T01:59:00-04:00',
    ],
    [
      '2026-10-31',
      '01:30',
      '02:00',
      NEW_YORK,
      '2026-10-31T01:30:00-04:00',
      '2026-10-31T02:00:00-04:00',
    ],
    [
      '2026-11-02',
      '01:30',
      '02:00',
      NEW_YORK,
      '2026-11-02T01:30:00-05:00',
      '2026-11-02T02:00:00-05:00',
    ],
    // 02:00 to 02:59 do not exist on 2027-03-14: such a time moves on by the hour's gap.
    [
      '2027-03-14',
      '02:30',
      '04:00',
      NEW_YORK,
      '2027-03-14T03:30:00-04:00',
      '2027-03-14T04:00:00-04:00',
    ],
    [
      '2027-03-14',
      '02:00',
      '02:59',
      NEW_YORK,
      '2027-03-14T03:00:00-04:00',
      '2027-03-14T03:59:00-04:00',
    ],
    [
      '2027-03-14',
      '01:30',
      '02:30',
      NEW_YORK,
      '2027-03-14T01:30:00-05:00',
      '2027-03-14T03:30:00-04:00',
    ],
    // 02:30–03:30: the start moves to 03:30, where the end is; the visit keeps its hour from the
    // new start (as a change of zone does, ADR 0007) rather than collapsing to nothing.
    [
      '2027-03-14',
      '02:30',
      '03:30',
      NEW_YORK,
      '2027-03-14T03:30:00-04:00',
      '2027-03-14T04:30:00-04:00',
    ],
    [
      '2027-03-14',
      '02:30',
      '03:15',
      NEW_YORK,
      '2027-03-14T03:30:00-04:00',
      '2027-03-14T04:15:00-04:00',
    ],
    [
      '2027-03-13',
      '02:30',
      '03:30',
      NEW_YORK,
      '2027-03-13T02:30:00-05:00',
      '2027-03-13T03:30:00-05:00',
    ],
    [
      '2027-03-15',
      '02:30',
      '03:30',
      NEW_YORK,
      '2027-03-15T02:30:00-04:00',
      '2027-03-15T03:30:00-04:00',
    ],
    // The year end is a day like any other.
    [
      '2026-12-31',
      '23:00',
      '23:59',
      NEW_YORK,
      '2026-12-31T23:00:00-05:00',
      '2026-12-31T23:59:00-05:00',
    ],
    [
      '2027-01-01',
      '00:00',
      '00:30',
      NEW_YORK,
      '2027-01-01T00:00:00-05:00',
      '2027-01-01T00:30:00-05:00',
    ],
    ['2028-02-29', '09:00', '11:30', 'UTC', '2028-02-29T09:00:00Z', '2028-02-29T11:30:00Z'],
    [
      '2027-03-28',
      '02:30',
      '03:30',
      'Europe/Berlin',
      '2027-03-28T03:30:00+02:00',
      '2027-03-28T04:30:00+02:00',
    ],
  ])('%s %s–%s in %s is %s to %s', (date, start, end, zone, expectedStart, expectedEnd) => {
    expect(visitTimes(date, start, end, zone)).toEqual({ start: expectedStart, end: expectedEnd });
  });

  it('keeps every visit of a weekly 09:00 series at 09:00 through both changes', () => {
    const dates = ruleDates(rule('WEEKLY', '2026-10-18', 'SUNDAY'), '2026-10-01', '2027-03-31');
    expect(dates).toHaveLength(24);
    for (const date of dates) {
      const { start } = visitTimes(date, '09:00', '11:30', NEW_YORK);
      expect(start?.slice(0, 19)).toBe(`${date}T09:00:00`);
    }
  });

  it.each([
    [null, null],
    ['09:00', null],
    [null, '11:30'],
  ])('has no times without both (%s, %s)', (start, end) => {
    expect(visitTimes('2026-11-01', start, end, NEW_YORK)).toEqual({ start: null, end: null });
  });
});

// ---------------------------------------------------------------------------------------------
// Properties, judged by the oracle. Fixed seeds keep every run the same; the sizes keep the
// file fast (rrule-temporal's month-end rules cost about a millisecond per year expanded).
// ---------------------------------------------------------------------------------------------

const firstDay = Temporal.PlainDate.from('1999-01-01');
const plusDays = (date: string, days: number) =>
  Temporal.PlainDate.from(date).add({ days }).toString();

/** A date in 1999–2040, with month ends more often than chance would give. */
const dateArb = fc.oneof(
  fc
    .integer({ min: 0, max: daysFrom(firstDay, Temporal.PlainDate.from('2040-12-31')) })
    .map((n) => firstDay.add({ days: n }).toString()),
  // Day 26–31 of any month, clamped to the month: the MONTHLY fall-backs (29th–31st, and the
  // last day of each month) and the last weeks of a month.
  fc
    .record({
      year: fc.integer({ min: 1999, max: 2040 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 26, max: 31 }),
    })
    .map((d) => Temporal.PlainDate.from(d, { overflow: 'constrain' }).toString()),
);

const weekdayArb = fc.constantFrom(...weekdayNames);

const ruleArb: fc.Arbitrary<RecurrenceRule> = fc
  .record({
    frequency: fc.constantFrom(...allFrequencies),
    day: weekdayArb,
    dayForOthers: fc.option(weekdayArb),
    startDate: dateArb,
    end: fc.oneof(
      fc.constant({ kind: 'none' as const }),
      fc.record({ kind: fc.constant('date' as const), days: fc.integer({ min: 0, max: 800 }) }),
      fc.record({
        kind: fc.constant('count' as const),
        count: fc.oneof(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 1000 })),
      }),
    ),
  })
  .map(({ frequency, day, dayForOthers, startDate, end }) => ({
    frequency,
    // The frequencies that do not use a preferred day may still carry one: it is ignored.
    preferredDay: needsPreferredDay(frequency) ? day : dayForOthers,
    startDate,
    endDate: end.kind === 'date' ? plusDays(startDate, end.days) : null,
    visitCount: end.kind === 'count' ? end.count : null,
  }));

/** A rule and a window of up to 400 days, opening from a year before the start to 5 after. */
const ruleAndWindowArb = fc
  .record({
    r: ruleArb,
    offset: fc.integer({ min: -366, max: 5 * 366 }),
    length: fc.integer({ min: 0, max: 400 }),
  })
  .map(({ r, offset, length }) => {
    const from = plusDays(r.startDate, offset);
    return { r, from, to: plusDays(from, length) };
  });

describe('properties against the oracle', () => {
  it('(a, b, c) gives exactly the allowed dates of the window, in order, within its bounds', () => {
    fc.assert(
      fc.property(ruleAndWindowArb, ({ r, from, to }) => {
        const dates = ruleDates(r, from, to);
        // (a) each date is one the rule allows, by the oracle's day-by-day meaning.
        for (const date of dates) {
          expect(oracleAllows(r, date), date).toBe(true);
        }
        // (c) strictly increasing, within [max(from, start), min(to, end)].
        const low = from > r.startDate ? from : r.startDate;
        const high = r.endDate !== null && r.endDate < to ? r.endDate : to;
        for (let i = 1; i < dates.length; i += 1) expect(dates[i]! > dates[i - 1]!).toBe(true);
        for (const date of dates) {
          expect(date >= low && date <= high, `${date} in ${low}…${high}`).toBe(true);
        }
        // (b) nothing allowed is missing: the oracle's list is the same list.
        expect(dates).toEqual(oracleDates(r, from, to));
      }),
      { seed: 4242, numRuns: 300 },
    );
  });

  it('(c) never gives more visits than the count, counted from the start', () => {
    fc.assert(
      fc.property(
        ruleArb.filter((r) => r.visitCount !== null),
        fc.integer({ min: 0, max: 800 }),
        (r, length) => {
          const to = plusDays(r.startDate, length);
          const dates = ruleDates(r, r.startDate, to);
          expect(dates.length).toBeLessThanOrEqual(r.visitCount!);
          expect(dates).toEqual(oracleDates(r, r.startDate, to));
        },
      ),
      { seed: 4243, numRuns: 100 },
    );
  });

  it('agrees with the oracle on nextDates, ruleTotal, lastRuleDate and givesDate', () => {
    // Ends kept near the start: ruleTotal and lastRuleDate expand the whole rule.
    const boundedRuleArb = ruleArb.map((r) => ({
      ...r,
      visitCount: r.visitCount === null ? null : Math.min(r.visitCount, 60),
    }));
    fc.assert(
      fc.property(
        boundedRuleArb,
        fc.integer({ min: -30, max: 3 * 366 }),
        fc.integer({ min: 1, max: 12 }),
        (r, offset, count) => {
          const from = plusDays(r.startDate, offset);
          const horizon = plusDays(from, 12 * 12 * 7 + 31); // 12 visits of the sparsest rule
          const next = oracleDates(r, from, horizon, count);
          expect(nextDates(r, from, count)).toEqual(next);
          // givesDate expands the rule from its start each time: two visits and the days
          // before them (a visit only for the rules that run daily or on week days).
          for (const date of next.slice(0, 2)) {
            expect(givesDate(r, date), date).toBe(true);
            const before = plusDays(date, -1);
            expect(givesDate(r, before), before).toBe(oracleDates(r, before, before).length === 1);
          }
          if (r.endDate === null && r.visitCount === null) {
            expect(ruleTotal(r)).toBeNull();
            expect(lastRuleDate(r)).toBeNull();
          } else {
            const all = oracleDates(r, r.startDate, r.endDate ?? '2999-12-31');
            if (r.visitCount === null) expect(ruleTotal(r)).toBe(all.length);
            else expect(ruleTotal(r)).toBe(r.visitCount);
            expect(lastRuleDate(r)).toBe(all.at(-1) ?? null);
          }
        },
      ),
      { seed: 4244, numRuns: 100 },
    );
  });
});

// The wall-clock oracle: the zone's offsets on the day before and the day after (New York has at
// most one change a day), and a wall time is real when one of them maps it back onto itself.
const nanosPerMinute = 60_000_000_000;
function offsetAtNoon(date: Temporal.PlainDate, zone: string): number {
  return date.toPlainDateTime({ hour: 12 }).toZonedDateTime(zone).offsetNanoseconds;
}
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The epoch nanoseconds a wall time means (the first if it happens twice, past the gap if it never
 * happens), and whether it falls in a gap.
 */
function oracleInstant(date: string, time: string, zone: string): { ns: bigint; inGap: boolean } {
  const day = Temporal.PlainDate.from(date);
  const before = offsetAtNoon(day.subtract({ days: 1 }), zone);
  const after = offsetAtNoon(day.add({ days: 1 }), zone);
  const wall = day.toPlainDateTime(Temporal.PlainTime.from(time));
  const asUtc = wall.toZonedDateTime('UTC').epochNanoseconds;
  const real = [before, after]
    .map((offset) => asUtc - BigInt(offset))
    .filter((ns) => new Temporal.ZonedDateTime(ns, zone).toPlainDateTime().equals(wall));
  if (real.length > 0) return { ns: real.reduce((a, b) => (a < b ? a : b)), inGap: false };
  // In a gap: read with the offset before it, which shows the wall clock later by the gap.
  return { ns: asUtc - BigInt(before), inGap: true };
}

/** How many minutes the clocks jump forward on the date (negative when they go back). */
function gapMinutes(date: string, zone: string): number {
  const day = Temporal.PlainDate.from(date);
  const change =
    offsetAtNoon(day.add({ days: 1 }), zone) - offsetAtNoon(day.subtract({ days: 1 }), zone);
  return change / nanosPerMinute;
}

const wallMinutes = (instant: Temporal.Instant, zone: string) =>
  minutesOf(instant.toZonedDateTimeISO(zone).toPlainTime().toString());

describe('properties of visit times', () => {
  /** The days of New York's clock changes in a year, and the days either side of them. */
  const dstDateArb = fc
    .record({ year: fc.integer({ min: 1999, max: 2040 }), which: fc.nat(5) })
    .map(({ year, which }) => {
      // Temporal only picks the inputs here; the oracle below does not use its disambiguation.
      const spring = Temporal.PlainDate.from({ year, month: 1, day: 1 })
        .toZonedDateTime(NEW_YORK)
        .getTimeZoneTransition('next')!;
      const fall = spring.getTimeZoneTransition('next')!;
      const change = which < 3 ? spring : fall;
      return change
        .toPlainDate()
        .add({ days: (which % 3) - 1 })
        .toString();
    });
  // Minutes of the day, often in the small hours where the changes happen.
  const minuteArb = fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: 1438 }), weight: 1 },
    { arbitrary: fc.integer({ min: 60, max: 240 }), weight: 2 },
  );

  it('(d) keeps the wall clock, later by the gap only inside one, and never drops a visit', () => {
    fc.assert(
      fc.property(
        fc.oneof({ arbitrary: dateArb, weight: 1 }, { arbitrary: dstDateArb, weight: 2 }),
        minuteArb,
        // Short visits too, whose end a start pushed past a gap can catch up with.
        fc.oneof(
          { arbitrary: fc.integer({ min: 1, max: 90 }), weight: 2 },
          { arbitrary: fc.integer({ min: 1, max: 600 }), weight: 1 },
        ),
        (date, startMinute, length) => {
          const endMinute = Math.min(startMinute + length, 1439);
          const [startTime, endTime] = [timeOf(startMinute), timeOf(endMinute)];
          const times = visitTimes(date, startTime, endTime, NEW_YORK);
          expect(times.start).not.toBeNull();
          expect(times.end).not.toBeNull();
          const start = Temporal.Instant.from(times.start!);
          const end = Temporal.Instant.from(times.end!);

          const expectedStart = oracleInstant(date, startTime, NEW_YORK);
          const expectedEnd = oracleInstant(date, endTime, NEW_YORK);
          const gap = gapMinutes(date, NEW_YORK);
          expect(start.epochNanoseconds).toBe(expectedStart.ns);
          // The wall clock is the asked time, or later by the gap inside one.
          expect(wallMinutes(start, NEW_YORK)).toBe(startMinute + (expectedStart.inGap ? gap : 0));
          if (expectedStart.inGap) expect(gap).toBeGreaterThan(0);
          expect(start.toZonedDateTimeISO(NEW_YORK).toPlainDate().toString()).toBe(date);

          if (expectedEnd.ns > expectedStart.ns) {
            expect(end.epochNanoseconds).toBe(expectedEnd.ns);
            expect(wallMinutes(end, NEW_YORK)).toBe(endMinute + (expectedEnd.inGap ? gap : 0));
          } else {
            // Only a start pushed past a gap can catch up with its end: the visit then keeps its
            // wall-clock length from the new start, as a change of zone does (ADR 0007).
            expect(expectedStart.inGap).toBe(true);
            const length = BigInt((endMinute - startMinute) * nanosPerMinute);
            expect(end.epochNanoseconds).toBe(expectedStart.ns + length);
          }

          // Written with the zone's offset at that instant.
          for (const [text, instant] of [
            [times.start!, start],
            [times.end!, end],
          ] as const) {
            const zoned = instant.toZonedDateTimeISO(NEW_YORK);
            expect(text).toBe(zoned.toString({ smallestUnit: 'second', timeZoneName: 'never' }));
          }
        },
      ),
      { seed: 4245, numRuns: 300 },
    );
  });
});
