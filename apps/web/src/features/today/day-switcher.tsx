import { formatDate } from '@spotless/calendar/engine';
import { ChevronLeftIcon, ChevronRightIcon, Link } from '@spotless/ui';
import { useTranslation } from 'react-i18next';
import type { Temporal } from '@spotless/calendar/temporal';
import { useLocation } from 'wouter';
import { DAYS_AHEAD, DAYS_BACK } from './use-today-day.ts';
import styles from './today-page.module.css';

export interface DaySwitcherProps {
  today: Temporal.PlainDate;
  day: Temporal.PlainDate;
  locale: string;
}

/** "Yesterday", "Today", "Tomorrow", else "Fri, Nov 27". */
export function useDayName() {
  const { t } = useTranslation();
  return (day: Temporal.PlainDate, today: Temporal.PlainDate, locale: string) => {
    const offset = today.until(day).days;
    if (offset === -1) return t('today.yesterday');
    if (offset === 0) return t('today.today');
    if (offset === 1) return t('today.tomorrow');
    return formatDate(day, locale, { weekday: 'short', month: 'short', day: 'numeric' });
  };
}

/** Previous and next day around the day's name; the URL keeps the day (`?day=2026-11-27`). */
export function DaySwitcher({ today, day, locale }: DaySwitcherProps) {
  const { t } = useTranslation();
  const [path] = useLocation();
  const dayName = useDayName();
  const offset = today.until(day).days;
  const hrefOf = (target: Temporal.PlainDate) =>
    target.equals(today) ? path : `${path}?day=${target.toString()}`;
  const previous = day.subtract({ days: 1 });
  const next = day.add({ days: 1 });
  return (
    <nav className={styles.switcher} aria-label={t('today.dayNav')}>
      <Link
        href={hrefOf(previous)}
        variant="plain"
        className={styles.step}
        isDisabled={offset <= -DAYS_BACK}
        aria-label={t('today.previousDay', { day: dayName(previous, today, locale) })}
      >
        <ChevronLeftIcon />
      </Link>
      <p className={styles.dayName} aria-live="polite">
        <span className={styles.dayLabel}>{dayName(day, today, locale)}</span>
        <span className={styles.dayDate}>
          {formatDate(day, locale, { weekday: 'long', month: 'long', day: 'numeric' })}
        </span>
      </p>
      <Link
        href={hrefOf(next)}
        variant="plain"
        className={styles.step}
        isDisabled={offset >= DAYS_AHEAD}
        aria-label={t('today.nextDay', { day: dayName(next, today, locale) })}
      >
        <ChevronRightIcon />
      </Link>
      {offset !== 0 ? (
        <Link href={hrefOf(today)} variant="standalone" className={styles.backToday}>
          {t('today.backToToday')}
        </Link>
      ) : null}
    </nav>
  );
}
