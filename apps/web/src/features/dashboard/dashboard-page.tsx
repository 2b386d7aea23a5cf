import { formatDate } from '@spotless/calendar/engine';
import { Button, CalendarIcon } from '@spotless/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PageHeader } from '../../components/page-header.tsx';
import { scheduleHref } from './dashboard-figures.ts';
import { OfficeDashboard } from './office-dashboard.tsx';
import { useDashboardDay } from './use-dashboard-day.ts';
import styles from './dashboard-page.module.css';

/**
 * `/`: what the office needs first thing (today's jobs by status, what still needs a time, the
 * week's takings, the next two weeks' workload, the next jobs). A CLEANER's `/` is the Today page.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const day = useDashboardDay();

  const date = day
    ? formatDate(day.range.today, day.locale, {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      })
    : null;

  return (
    <div className={styles.page}>
      <PageHeader
        title={t('dashboard.title')}
        description={
          date == null
            ? t('dashboard.subtitle')
            : day?.organizationName
              ? t('dashboard.dateAndOrganization', { date, organization: day.organizationName })
              : date
        }
        actions={
          <Button
            variant="outline"
            onPress={() => navigate(day ? scheduleHref(day.range.today) : '/schedule')}
          >
            <CalendarIcon />
            {t('dashboard.openSchedule')}
          </Button>
        }
      />
      <OfficeDashboard day={day} />
    </div>
  );
}
