import { RRuleTemporal } from 'rrule-temporal';
import { Temporal } from 'temporal-polyfill';
import type { components } from '@spotless/api-client/schema';
import { instantAt, toZonedIso } from '../db/dates.ts';

export type SeriesFrequency = components['schemas']['SeriesFrequency'];
export type Weekday = components['schemas']['Weekday'];

/**
 * When a series' visits fall: the contract's `SeriesFrequency` meanings, on calendar dates of the
 * organisation's time zone. A rule gives dates only; the time of day is attached afterwards with
 * Temporal's `compatible` disambiguation (see `instantAt`), so a visit is never dropped by a
 * daylight-saving gap, as RFC 5545 would drop it.
 */
export interface RecurrenceRule {
  frequency: SeriesFrequency;
  /** The weekday of the weekly and n-th-weekday frequencies; ignored by the others. */
  preferredDay: Weekday | null;
  startDate: string;
  /** The last day a visit may fall on (inclusive). */
  endDate: string | null;
  /** How many visits the rule gives in all, from the start. */
  visitCount: number | null;
}

const weeksOf: Partial<Record<SeriesFrequency, number>> = {
  WEEKLY: 1,
  BI_WEEKLY: 2,
  EVERY_THREE_WEEKS: 3,
  EVERY_FOUR_WEEKS: 4,
  EVERY_FIVE_WEEKS: 5,
  EVERY_SIX_WEEKS: 6,
  EVERY_EIGHT_WEEKS: 8,
  EVERY_TWELVE_WEEKS: 12,
};

const nthOf: Partial<Record<SeriesFrequency, number>> = {
  FIRST_OF_MONTH: 1,
  SECOND_OF_MONTH: 2,
  THIRD_OF_MONTH: 3,
  FOURTH_OF_MONTH: 4,
  LAST_OF_MONTH: -1,
};

const dayCodes: Record<Weekday, string> = {
  MONDAY: 'MO',
  TUESDAY: 'TU',
  WEDNESDAY: 'WE',
  THURSDAY: 'TH',
  FRIDAY: 'FR',
  SATURDAY: 'SA',
  SUNDAY: 'SU',
};

/** The weekday names in Temporal's order (Monday is 1). */
export const weekdayNames: readonly Weekday[] = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
];

/** Whether the frequency needs a `preferredDay`. */
export function needsPreferredDay(frequency: SeriesFrequency): boolean {
  return weeksOf[frequency] !== undefined || nthOf[frequency] !== undefined;
}

/** The weekday of a calendar date. */
export function weekdayOfDate(date: string): Weekday {
  return weekdayNames[Temporal.PlainDate.from(date).dayOfWeek - 1]!;
}

// Dates run as midnights in UTC, where every day has a midnight and 24 hours.
const midnight = (date: string) => Temporal.PlainDate.from(date).toZonedDateTime('UTC');
const dateOf = (zoned: { toString(): string }) => zoned.toString().slice(0, 10);

/**
 * The rule in RFC 5545 terms (with RFC 7529's SKIP=BACKWARD for month ends), for rrule-temporal.
 * Weeks start on Sunday, as the calendar's do: "every 2 weeks" counts from the Sunday-to-Saturday
 * week of the start date.
 */
function toRRule(rule: RecurrenceRule): RRuleTemporal {
  const base = {
    tzid: 'UTC',
    dtstart: midnight(rule.startDate),
    wkst: 'SU',
    ...(rule.visitCount !== null ? { count: rule.visitCount } : {}),
    ...(rule.endDate !== null ? { until: midnight(rule.endDate) } : {}),
  };
  const day = rule.preferredDay === null ? null : dayCodes[rule.preferredDay];
  const weeks = weeksOf[rule.frequency];
  const nth = nthOf[rule.frequency];
  if (weeks !== undefined) {
    if (day === null) throw new RangeError(`${rule.frequency} needs a preferred day`);
    return new RRuleTemporal({ ...base, freq: 'WEEKLY', interval: weeks, byDay: [day] });
  }
  if (nth !== undefined) {
    if (day === null) throw new RangeError(`${rule.frequency} needs a preferred day`);
    return new RRuleTemporal({ ...base, freq: 'MONTHLY', byDay: [`${nth}${day}`] });
  }
  switch (rule.frequency) {
    case 'DAILY':
      return new RRuleTemporal({ ...base, freq: 'DAILY' });
    case 'EVERY_OTHER_DAY':
      return new RRuleTemporal({ ...base, freq: 'DAILY', interval: 2 });
    case 'WEEK_DAYS':
      return new RRuleTemporal({ ...base, freq: 'WEEKLY', byDay: ['MO', 'TU', 'WE', 'TH', 'FR'] });
    case 'MONTHLY': {
      // Days 1 to 28 are in every month; later days fall back to the month's last day
      // (SKIP=BACKWARD), which costs rrule-temporal ten times as much, so only those use it.
      const dayOfMonth = Temporal.PlainDate.from(rule.startDate).day;
      return dayOfMonth <= 28
        ? new RRuleTemporal({ ...base, freq: 'MONTHLY', byMonthDay: [dayOfMonth] })
        : new RRuleTemporal({ ...base, freq: 'MONTHLY', rscale: 'GREGORIAN', skip: 'BACKWARD' });
    }
    default:
      throw new RangeError(`Unknown frequency ${String(rule.frequency)}`);
  }
}

/** The dates the rule gives from `from` to `to`, both included, in order. */
export function ruleDates(rule: RecurrenceRule, from: string, to: string): string[] {
  const first = from > rule.startDate ? from : rule.startDate;
  const last = rule.endDate !== null && rule.endDate < to ? rule.endDate : to;
  if (last < first) return [];
  return toRRule(rule).between(midnight(first), midnight(last), true).map(dateOf);
}

/** The first `count` dates the rule gives on or after `from`. */
export function nextDates(rule: RecurrenceRule, from: string, count: number): string[] {
  const start = from > rule.startDate ? from : rule.startDate;
  if (rule.endDate !== null && rule.endDate < start) return [];
  // A rule that ends by count is finite: take its dates whole.
  if (rule.visitCount !== null) {
    return toRRule(rule)
      .all()
      .map(dateOf)
      .filter((date) => date >= start)
      .slice(0, count);
  }
  // Widen the window until it holds enough dates: a year holds at least 4 visits of any rule.
  let years = Math.max(1, Math.ceil(count / 4));
  for (;;) {
    const to = Temporal.PlainDate.from(start).add({ years }).toString();
    const found = ruleDates(rule, start, to);
    if (found.length >= count || (rule.endDate !== null && to >= rule.endDate) || years > 40) {
      return found.slice(0, count);
    }
    years *= 2;
  }
}

/** How many visits the rule gives in all; null when it never ends. */
export function ruleTotal(rule: RecurrenceRule): number | null {
  if (rule.visitCount !== null) return rule.visitCount;
  if (rule.endDate === null) return null;
  return ruleDates(rule, rule.startDate, rule.endDate).length;
}

/** The last date the rule gives; null when it never ends or gives none. */
export function lastRuleDate(rule: RecurrenceRule): string | null {
  if (rule.visitCount === null && rule.endDate === null) return null;
  const all = toRRule(rule).all();
  const last = all.at(-1);
  return last === undefined ? null : dateOf(last);
}

/** Whether the rule gives `date` (the rule's own meaning, not the series' exceptions). */
export function givesDate(rule: RecurrenceRule, date: string): boolean {
  return ruleDates(rule, date, date).length === 1;
}

/**
 * A visit's scheduled start and end as RFC 3339 timestamps on the organisation's clock: the
 * series' wall-clock times on the visit's date. A time a daylight-saving jump skips moves forward
 * by the gap (Temporal's `compatible`), so no visit is dropped; should that put the end at or
 * before the start (02:30–03:30 on a spring-forward day), the end keeps the visit's length from
 * the new start, as a change of time zone does (ADR 0007).
 */
export function visitTimes(
  date: string,
  startTime: string | null,
  endTime: string | null,
  timeZone: string,
): { start: string | null; end: string | null } {
  if (startTime === null || endTime === null) return { start: null, end: null };
  const start = instantAt(date, startTime, timeZone);
  let end = instantAt(date, endTime, timeZone);
  if (end <= start) {
    const length = Temporal.PlainTime.from(startTime)
      .until(Temporal.PlainTime.from(endTime))
      .total('milliseconds');
    end = start + Math.max(length, 60_000);
  }
  return { start: toZonedIso(start, timeZone), end: toZonedIso(end, timeZone) };
}
