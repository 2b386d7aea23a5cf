import { formatDate } from '@spotless/calendar/engine';
import { Card, type CardProps, Link } from '@spotless/ui';
import { useTranslation } from 'react-i18next';
import { Temporal } from '@spotless/calendar/temporal';
import { JobStatusBadge } from '../../components/job-status-badge.tsx';
import { jobHref, type Job } from './dashboard-figures.ts';
import { clientName, jobTimeRange } from '../../lib/job-text.ts';
import { shortAddress } from './job-text.ts';
import styles from './dashboard-page.module.css';

/** One panel of the dashboard: a titled region. */
export function DashboardCard(props: Omit<CardProps, 'variant' | 'elementType'>) {
  return <Card {...props} variant="summary" elementType="section" />;
}

/** "Today", "Tomorrow", else "Fri, Nov 20". */
export function useDayName() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (date: string, today: Temporal.PlainDate) => {
    const day = Temporal.PlainDate.from(date);
    const offset = today.until(day).days;
    if (offset === 0) return t('dashboard.today');
    if (offset === 1) return t('dashboard.tomorrow');
    return formatDate(day, locale, { weekday: 'short', month: 'short', day: 'numeric' });
  };
}

export function TeamTag({ team }: { team: Job['team'] }) {
  return (
    <span className={styles.teamTag}>
      <span className={styles.teamDot} style={{ background: team.color }} aria-hidden="true" />
      <span className={styles.teamName}>{team.name}</span>
    </span>
  );
}

export interface JobRowProps {
  job: Job;
  locale: string;
  timeZone: string;
  today: Temporal.PlainDate;
  /** What leads the row: its time (a list of one day) or its day (a list over several days). */
  lead: 'time' | 'day';
}

/** One job in a dashboard list: when, who and where (a link into the schedule), team, status. */
export function JobRow({ job, locale, timeZone, today, lead }: JobRowProps) {
  const { t } = useTranslation();
  const dayName = useDayName();
  const time = jobTimeRange(job, locale, timeZone);
  const meta = [job.jobType?.name, shortAddress(job), lead === 'day' ? time : null].filter(Boolean);
  return (
    <li className={styles.jobRow}>
      <span className={styles.jobLead} data-muted={(lead === 'time' && time == null) || undefined}>
        {lead === 'day' ? dayName(job.date, today) : (time ?? t('dashboard.noTime'))}
      </span>
      <span className={styles.jobMain}>
        <Link href={jobHref(job)} variant="subtle" className={styles.jobLink}>
          {clientName(job)}
        </Link>
        <span className={styles.jobMeta}>{meta.join(' · ')}</span>
      </span>
      <TeamTag team={job.team} />
      <JobStatusBadge status={job.status} className={styles.jobStatus} />
    </li>
  );
}
