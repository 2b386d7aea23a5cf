import { Badge, Card, EmptyState, Link, Skeleton, UsersIcon } from '@spotless/ui';
import { VisuallyHidden } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { EntryCodeReveal } from '../../components/entry-code-reveal.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { useCurrentUser } from '../../api/current-user.ts';
import { useEnumLabels } from '../../lib/enums.ts';
import { useTeams } from '../../api/teams.ts';
import { useJobs } from '../../api/jobs.ts';
import { dayJobs, jobHref, scheduleHref, type Job } from './dashboard-figures.ts';
import { DashboardCard, statusVariant, TeamTag } from './dashboard-parts.tsx';
import { clientName } from '../../lib/job-text.ts';
import { jobTimeRange } from './job-text.ts';
import type { DashboardDay } from './use-dashboard-day.ts';
import styles from './dashboard-page.module.css';

function DaySkeleton() {
  const { t } = useTranslation();
  return (
    <Card variant="summary" aria-busy="true">
      <VisuallyHidden role="status">{t('dashboard.loading')}</VisuallyHidden>
      <Skeleton shape="text" width="8rem" />
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} height="5rem" />
      ))}
    </Card>
  );
}

/** `42 Willow Creek Lane, Apt 3B, Cambridge, MA 02139`. */
const fullAddress = ({ address }: Job) =>
  `${[address.street, address.complement, address.city].filter(Boolean).join(', ')}, ${address.state} ${address.zipCode}`;

/**
 * A cleaner's dashboard: their team's jobs of today, in the order the day runs (spec §4), each
 * with its status, time, client, phone and address (and `Show entry code` where the address has
 * one); and how many are lined up for tomorrow.
 */
export function CleanerDay({ day }: { day: DashboardDay | null }) {
  const { t } = useTranslation();
  const { label } = useEnumLabels();
  const me = useCurrentUser().data;
  const teams = useTeams();
  const today = day?.range.today;
  const jobs = useJobs(
    today ? { from: today.toString(), to: today.add({ days: 1 }).toString() } : null,
  );

  if (me && me.defaultTeamId == null) {
    return (
      <EmptyState
        icon={<UsersIcon />}
        title={t('dashboard.cleaner.noTeamTitle')}
        description={t('dashboard.cleaner.noTeam')}
      />
    );
  }
  if (day == null || today == null || jobs.isPending) return <DaySkeleton />;
  if (jobs.isError) {
    return (
      <LoadError
        title={t('dashboard.loadError')}
        error={jobs.error}
        onRetry={() => void jobs.refetch()}
        isRetrying={jobs.isFetching}
      />
    );
  }

  const { locale, timeZone } = day;
  const numbers = new Intl.NumberFormat(locale);
  const mine = dayJobs(jobs.data, today, timeZone);
  const tomorrow = dayJobs(jobs.data, today.add({ days: 1 }), timeZone).filter(
    (job) => job.status !== 'CANCELLED',
  );
  const team = teams.data?.find((entry) => entry.id === me?.defaultTeamId) ?? mine[0]?.team ?? null;
  const done = mine.filter((job) => job.status === 'COMPLETED').length;
  const open = mine.filter((job) => job.status !== 'CANCELLED').length;

  return (
    <div className={styles.cleanerGrid}>
      <DashboardCard
        title={t('dashboard.cleaner.title')}
        aside={team ? <TeamTag team={team} /> : null}
        className={styles.cleanerDay}
      >
        <p className={styles.quiet}>
          {mine.length === 0
            ? t('dashboard.cleaner.noJobs')
            : t('dashboard.cleaner.progress', {
                done: numbers.format(done),
                count: open,
                formatted: numbers.format(open),
              })}
        </p>
        {mine.length > 0 ? (
          <ol className={styles.dayList}>
            {mine.map((job, index) => {
              const time = jobTimeRange(job, locale, timeZone);
              return (
                <li
                  key={job.id}
                  className={styles.dayItem}
                  data-done={job.status === 'COMPLETED' || job.status === 'CANCELLED' || undefined}
                >
                  <span className={styles.dayIndex} aria-hidden="true">
                    {numbers.format(index + 1)}
                  </span>
                  <div className={styles.dayBody}>
                    <div className={styles.dayHead}>
                      <span className={styles.dayTime} data-muted={time == null || undefined}>
                        {time ?? t('dashboard.cleaner.noTime')}
                      </span>
                      <Badge variant={statusVariant[job.status]} hasDot>
                        {label('jobStatus', job.status)}
                      </Badge>
                    </div>
                    <Link href={jobHref(job)} variant="subtle" className={styles.jobLink}>
                      {clientName(job)}
                    </Link>
                    <span className={styles.jobMeta}>
                      {[job.jobType?.name, fullAddress(job)].filter(Boolean).join(' · ')}
                    </span>
                    <a href={`tel:${job.client.phone1}`} className={styles.phone}>
                      {t('dashboard.cleaner.call', { phone: job.client.phone1 })}
                    </a>
                    {job.address.hasEntryCode && job.status !== 'CANCELLED' ? (
                      // Asked from this visit: the server answers the team on the visit's day.
                      <EntryCodeReveal addressId={job.address.id} jobId={job.id} />
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ol>
        ) : null}
      </DashboardCard>
      <DashboardCard title={t('dashboard.tomorrow')} className={styles.cleanerTomorrow}>
        <p className={styles.amount}>{numbers.format(tomorrow.length)}</p>
        <p className={styles.quiet}>
          {t('dashboard.cleaner.tomorrowJobs', {
            count: tomorrow.length,
            formatted: numbers.format(tomorrow.length),
          })}
        </p>
        <Link
          href={scheduleHref(today.add({ days: 1 }))}
          variant="standalone"
          className={styles.cardLink}
        >
          {t('dashboard.viewSchedule')}
        </Link>
      </DashboardCard>
    </div>
  );
}
