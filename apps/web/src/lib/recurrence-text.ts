import type { components } from '@spotless/api-client/schema';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

type Frequency = components['schemas']['Frequency'];
type Weekday = components['schemas']['Weekday'];

/** The parts of a series (or of a draft rule) the sentence tells. */
export interface RecurrenceRuleText {
  /** `ONE_TIME` reads as a single date. */
  frequency: Frequency;
  /** Needed by the weekly and n-th-weekday frequencies; the start's weekday stands in when null. */
  preferredDay?: Weekday | null;
  /** `YYYY-MM-DD`. */
  startDate: string;
  /** `YYYY-MM-DD`, or null when the rule ends by count or never. */
  endDate?: string | null;
  visitCount?: number | null;
}

const weeksApart: Partial<Record<Frequency, number>> = {
  BI_WEEKLY: 2,
  EVERY_THREE_WEEKS: 3,
  EVERY_FOUR_WEEKS: 4,
  EVERY_FIVE_WEEKS: 5,
  EVERY_SIX_WEEKS: 6,
  EVERY_EIGHT_WEEKS: 8,
  EVERY_TWELVE_WEEKS: 12,
};

const nthOfMonth = new Set<Frequency>([
  'FIRST_OF_MONTH',
  'SECOND_OF_MONTH',
  'THIRD_OF_MONTH',
  'FOURTH_OF_MONTH',
  'LAST_OF_MONTH',
]);

// Sunday first, as `Date#getUTCDay` counts.
const weekdays: readonly Weekday[] = [
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
];

/** A `YYYY-MM-DD` date as the UTC midnight that starts it: formatted in UTC, it is that day. */
const utcMidnight = (date: string) => {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
};

/** The weekday a `YYYY-MM-DD` date falls on. */
export const weekdayOf = (date: string): Weekday =>
  weekdays[new Date(utcMidnight(date)).getUTCDay()] ?? 'MONDAY';

const longDates = new Map<string, Intl.DateTimeFormat>();

/**
 * `December 1, 2026`, `1 de diciembre de 2026`: the long date without its weekday, as the
 * schedule writes dates (`job-format.ts`), through `Intl` alone so that the pages that show a
 * rule (the client page too) need no calendar library.
 */
export function longDateText(date: string, locale: string): string {
  let format = longDates.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    longDates.set(locale, format);
  }
  return format.format(utcMidnight(date));
}

/** The rule part of the sentence: `Every 2 weeks on Tuesday`, `Every month on the 31st`. */
function ruleText(t: TFunction, locale: string, rule: RecurrenceRuleText): string {
  const { frequency } = rule;
  const day = rule.preferredDay ?? weekdayOf(rule.startDate);
  const weeks = weeksApart[frequency];
  if (weeks !== undefined) {
    return t('recurrence.rule.EVERY_N_WEEKS', {
      weeks: new Intl.NumberFormat(locale).format(weeks),
      onDay: t(`recurrence.onDay.${day}`),
    });
  }
  if (frequency === 'WEEKLY') {
    return t('recurrence.rule.WEEKLY', { onDay: t(`recurrence.onDay.${day}`) });
  }
  if (nthOfMonth.has(frequency)) {
    return t('recurrence.rule.NTH_OF_MONTH', {
      nthDay: t(`recurrence.nthDay.${frequency}.${day}`),
    });
  }
  if (frequency === 'MONTHLY') {
    const dayOfMonth = new Date(utcMidnight(rule.startDate)).getUTCDate();
    const ordinal = new Intl.PluralRules(locale, { type: 'ordinal' }).select(dayOfMonth);
    const suffix = ['one', 'two', 'few'].includes(ordinal) ? ordinal : 'other';
    return t(dayOfMonth > 28 ? 'recurrence.rule.MONTHLY_LATE' : 'recurrence.rule.MONTHLY', {
      dayOfMonth: t(`recurrence.dayOfMonth.${suffix}`, {
        day: new Intl.NumberFormat(locale).format(dayOfMonth),
      }),
    });
  }
  return t(`recurrence.rule.${frequency}`);
}

/**
 * The sentence that tells a rule: `Every 2 weeks on Tuesday, from December 1, 2026`, with its
 * end (`…, until March 30, 2027` or `…, 10 visits`). An end date wins over a count, as it does
 * for a series ended early.
 */
export function recurrenceText(t: TFunction, locale: string, rule: RecurrenceRuleText): string {
  const start = longDateText(rule.startDate, locale);
  if (rule.frequency === 'ONE_TIME') return t('recurrence.oneTime', { date: start });
  const text = ruleText(t, locale, rule);
  if (rule.endDate != null) {
    return t('recurrence.until', {
      rule: text,
      start,
      end: longDateText(rule.endDate, locale),
    });
  }
  if (rule.visitCount != null) {
    return t('recurrence.visits', {
      rule: text,
      start,
      count: rule.visitCount,
      formatted: new Intl.NumberFormat(locale).format(rule.visitCount),
    });
  }
  return t('recurrence.fromStart', { rule: text, start });
}

/**
 * The rule sentence in the active language:
 * `const describe = useRecurrenceText(); describe(series)` → `Every week on Monday, from …`.
 */
export function useRecurrenceText(): (rule: RecurrenceRuleText) => string {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (rule) => recurrenceText(t, locale, rule);
}
