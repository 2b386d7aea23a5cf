import { useLocale } from '@spotless/ui';
import { useMemo } from 'react';
import { Temporal } from '../engine/temporal.ts';

import {
  type AgendaLayout,
  layoutAgenda,
  layoutMonth,
  layoutWeek,
  type MonthLayout,
  type Now,
  type WeekLayout,
} from '../engine/index.ts';
import { resolveLabels } from './labels.ts';
import type { CalendarJob, CalendarLabels, CalendarLabelsProp } from './types.ts';

// The layouts are memoised on what they depend on: the jobs array (by identity), the date and
// `now` (by value: a new PlainDate for the same day, or a new Instant for the same moment, reuses
// the layout), the zone and the double-booked filter. The date and instant are rebuilt from those
// values inside.

interface LayoutInput<T> {
  readonly jobs: readonly T[];
  readonly date: Temporal.PlainDate;
  readonly timeZone: string;
  readonly now: Now | undefined;
  readonly onlyDoubleBooked: boolean;
}

function layoutKeys<T>({ date, now }: LayoutInput<T>) {
  return { dateKey: date.toString(), nowMs: now?.epochMilliseconds };
}

const instantOf = (nowMs: number | undefined) =>
  nowMs === undefined ? undefined : Temporal.Instant.fromEpochMilliseconds(nowMs);

export function useAgendaLayout<T extends CalendarJob>(input: LayoutInput<T>): AgendaLayout<T> {
  const { jobs, timeZone, onlyDoubleBooked } = input;
  const { dateKey, nowMs } = layoutKeys(input);
  return useMemo(
    () =>
      layoutAgenda(jobs, {
        timeZone,
        date: Temporal.PlainDate.from(dateKey),
        now: instantOf(nowMs),
        onlyDoubleBooked,
      }),
    [jobs, dateKey, timeZone, nowMs, onlyDoubleBooked],
  );
}

export function useMonthLayout<T extends CalendarJob>(input: LayoutInput<T>): MonthLayout<T> {
  const { jobs, timeZone, onlyDoubleBooked } = input;
  const { dateKey, nowMs } = layoutKeys(input);
  return useMemo(
    () =>
      layoutMonth(jobs, {
        timeZone,
        date: Temporal.PlainDate.from(dateKey),
        now: instantOf(nowMs),
        onlyDoubleBooked,
      }),
    [jobs, dateKey, timeZone, nowMs, onlyDoubleBooked],
  );
}

export function useWeekLayout<T extends CalendarJob>(input: LayoutInput<T>): WeekLayout<T> {
  const { jobs, timeZone, onlyDoubleBooked } = input;
  const { dateKey, nowMs } = layoutKeys(input);
  return useMemo(
    () =>
      layoutWeek(jobs, {
        timeZone,
        date: Temporal.PlainDate.from(dateKey),
        now: instantOf(nowMs),
        onlyDoubleBooked,
      }),
    [jobs, dateKey, timeZone, nowMs, onlyDoubleBooked],
  );
}

/** The locale (the prop, else the I18nProvider's) and the labels over their defaults. */
export function useTexts(
  locale: string | undefined,
  labels: CalendarLabelsProp | undefined,
): { locale: string; labels: CalendarLabels } {
  const { locale: contextLocale } = useLocale();
  const resolved = useMemo(() => resolveLabels(labels), [labels]);
  return { locale: locale ?? contextLocale, labels: resolved };
}
