import { todayIn } from '@spotless/calendar/engine';
import { useTranslation } from 'react-i18next';
import { Temporal } from '@spotless/calendar/temporal';
import { useSearch } from 'wouter';
import { useOrganization } from '../../api/organization.ts';
import { clock } from '../../lib/clock.ts';

/** Days the switcher reaches: yesterday, today and the week ahead. */
export const DAYS_BACK = 1;
export const DAYS_AHEAD = 6;

export interface TodayDay {
  locale: string;
  /** The organisation's time zone: "today", the times and the tracked times are read in it. */
  timeZone: string;
  today: Temporal.PlainDate;
  /** The day shown (`?day=YYYY-MM-DD`, today when absent or out of reach). */
  day: Temporal.PlainDate;
}

function dayOf(search: string, today: Temporal.PlainDate): Temporal.PlainDate {
  const asked = new URLSearchParams(search).get('day');
  if (asked == null || !/^\d{4}-\d{2}-\d{2}$/.test(asked)) return today;
  try {
    const day = Temporal.PlainDate.from(asked);
    const offset = today.until(day).days;
    return offset >= -DAYS_BACK && offset <= DAYS_AHEAD ? day : today;
  } catch {
    return today;
  }
}

/** Today in `timeZone` and the day `search` asks for (`?day=`), as the page shows them. */
export function todayDayIn(timeZone: string, search: string) {
  const today = todayIn(timeZone, Temporal.Instant.fromEpochMilliseconds(clock.now()));
  return { today, day: dayOf(search, today) };
}

/** The day the page shows, in the organisation's zone; `null` while the zone is not known. */
export function useTodayDay(): TodayDay | null {
  const { i18n } = useTranslation();
  const search = useSearch();
  const organization = useOrganization();
  const timeZone =
    organization.data?.timeZone ??
    (organization.isError ? Intl.DateTimeFormat().resolvedOptions().timeZone : null);
  if (timeZone == null) return null;
  return { locale: i18n.resolvedLanguage ?? 'en', timeZone, ...todayDayIn(timeZone, search) };
}
