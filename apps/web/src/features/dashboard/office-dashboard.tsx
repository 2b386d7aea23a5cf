import { Badge, Card, CheckCircleIcon, ClockIcon, Link, Skeleton } from '@spotless/ui';
import { Fragment, useDeferredValue, useId } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Temporal } from '@spotless/calendar/temporal';
import { LoadError } from '../../components/load-error.tsx';
import { useEnumLabels } from '../../lib/enums.ts';
import { useJobs } from '../../api/jobs.ts';
import {
  CHART_DAYS,
  nextJobs,
  scheduleHref,
  STATUSES,
  statusCounts,
  UNTIMED_DAYS,
  untimedJobs,
  weekRevenue,
  workload,
  type Job,
} from './dashboard-figures.ts';
import { DashboardCard, JobRow, useDayName } from './dashboard-parts.tsx';
import { jobStatusVariant as statusVariant } from '../../components/job-status-badge.tsx';
import { formatCents } from '../../lib/money.ts';
import type { DashboardDay } from './use-dashboard-day.ts';
import { WorkloadChart } from './workload-chart.tsx';
import styles from './dashboard-page.module.css';

/** `Nov 15 – 21` in the locale's words. */
function formatDays(from: Temporal.PlainDate, to: Temporal.PlainDate, locale: string) {
  const utc = (date: Temporal.PlainDate) => Date.UTC(date.year, date.month - 1, date.day);
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).formatRange(utc(from), utc(to));
}

function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.grid} aria-busy="true">
      <VisuallyHidden role="status">{t('dashboard.loading')}</VisuallyHidden>
      <Card variant="summary" className={styles.today}>
        <Skeleton shape="text" width="6rem" />
        <Skeleton height="0.5rem" />
        <div className={styles.skeletonTiles}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height="4.5rem" />
          ))}
        </div>
      </Card>
      {['money', 'money'].map((_, index) => (
        <Card key={index} variant="summary" className={styles.money}>
          <Skeleton shape="text" width="8rem" />
          <Skeleton shape="text" width="9rem" height="2rem" />
          <Skeleton shape="text" width="11rem" />
        </Card>
      ))}
      <Card variant="summary" className={styles.chart}>
        <Skeleton shape="text" width="12rem" />
        <Skeleton height="13rem" />
      </Card>
      {['next', 'untimed'].map((key) => (
        <Card key={key} variant="summary" className={styles[key]}>
          <Skeleton shape="text" width="8rem" />
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height="2.75rem" />
          ))}
        </Card>
      ))}
    </div>
  );
}

/** The office view of the dashboard: the organisation's figures for today and the days ahead. */
export function OfficeDashboard({ day }: { day: DashboardDay | null }) {
  const { t } = useTranslation();
  const { label } = useEnumLabels();
  const dayName = useDayName();
  const chartTitleId = useId();
  const jobs = useJobs(
    day ? { from: day.range.from.toString(), to: day.range.to.toString() } : null,
  );

  // The figures are drawn in a render of their own that gives the main thread back every few
  // milliseconds: the query's answer re-renders at once, which on a slow phone was a long task
  // (240 ms at 4x slowdown) that a tap had to wait behind.
  const loaded = useDeferredValue(jobs.data);

  if (day == null || jobs.isPending || (loaded === undefined && !jobs.isError)) {
    return <DashboardSkeleton />;
  }
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

  const { locale, timeZone, range, nowMs } = day;
  const data: Job[] = loaded ?? jobs.data;
  const numbers = new Intl.NumberFormat(locale);
  const counts = statusCounts(data, range.today);
  const todayTotal = STATUSES.reduce((sum, status) => sum + counts[status], 0);
  const revenue = weekRevenue(data, range);
  const load = workload(data, range);
  const upcoming = nextJobs(data, range, nowMs, timeZone);
  const untimed = untimedJobs(data, range, timeZone);
  const week = formatDays(range.weekStart, range.weekEnd, locale);

  return (
    <div className={styles.grid}>
      <DashboardCard
        title={t('dashboard.todayTitle')}
        aside={
          <span className={styles.total}>
            {t('dashboard.jobCount', { count: todayTotal, formatted: numbers.format(todayTotal) })}
          </span>
        }
        className={styles.today}
      >
        {todayTotal > 0 ? (
          <div className={styles.statusBar} aria-hidden="true">
            {STATUSES.filter((status) => counts[status] > 0).map((status) => (
              <span
                key={status}
                className={styles.statusSegment}
                data-status={statusVariant[status]}
                style={{ flexGrow: counts[status] }}
              />
            ))}
          </div>
        ) : (
          <p className={styles.quiet}>{t('dashboard.noJobsToday')}</p>
        )}
        <ul className={styles.tiles} aria-label={t('dashboard.byStatus')}>
          {STATUSES.map((status) => (
            <li key={status} className={styles.tile} data-status={statusVariant[status]}>
              <Badge variant={statusVariant[status]} hasDot>
                {label('jobStatus', status)}
              </Badge>
              <span className={styles.tileValue}>{numbers.format(counts[status])}</span>
            </li>
          ))}
        </ul>
      </DashboardCard>

      <DashboardCard title={t('dashboard.completedTitle')} className={styles.money}>
        <p className={styles.amount}>{formatCents(revenue.completedCents, locale)}</p>
        <p className={styles.quiet}>
          {t('dashboard.completedJobs', {
            count: revenue.completedJobs,
            formatted: numbers.format(revenue.completedJobs),
            week,
          })}
        </p>
      </DashboardCard>

      <DashboardCard title={t('dashboard.unpaidTitle')} className={styles.money}>
        <p className={styles.amount} data-owed={revenue.unpaidCents > 0 || undefined}>
          {formatCents(revenue.unpaidCents, locale)}
        </p>
        <p className={styles.quiet}>
          {revenue.unpaidJobs > 0 ? (
            t('dashboard.unpaidJobs', {
              count: revenue.unpaidJobs,
              formatted: numbers.format(revenue.unpaidJobs),
            })
          ) : (
            <span className={styles.allGood}>
              <CheckCircleIcon aria-hidden="true" />
              {t('dashboard.allPaid')}
            </span>
          )}
        </p>
      </DashboardCard>

      <DashboardCard
        title={t('dashboard.chartTitle', { days: CHART_DAYS })}
        headingId={chartTitleId}
        aside={
          <span className={styles.total}>
            {t('dashboard.jobCount', {
              count: load.days.reduce((sum, entry) => sum + entry.total, 0),
              formatted: numbers.format(load.days.reduce((sum, entry) => sum + entry.total, 0)),
            })}
          </span>
        }
        className={styles.chart}
      >
        {load.max > 0 ? (
          <WorkloadChart workload={load} today={range.today} labelledBy={chartTitleId} />
        ) : (
          <p className={styles.emptyPanel}>{t('dashboard.noUpcoming', { days: CHART_DAYS })}</p>
        )}
      </DashboardCard>

      <DashboardCard
        title={t('dashboard.nextTitle')}
        aside={
          <Link href={scheduleHref(range.today)} variant="standalone" className={styles.cardLink}>
            {t('dashboard.viewSchedule')}
          </Link>
        }
        className={styles.next}
      >
        {upcoming.length === 0 ? (
          <p className={styles.emptyPanel}>{t('dashboard.nothingNext')}</p>
        ) : (
          <div className={styles.groups}>
            {groupByDate(upcoming).map(([date, group]) => (
              <Fragment key={date}>
                <h3 className={styles.groupTitle}>{dayName(date, range.today)}</h3>
                <ul className={styles.jobList}>
                  {group.map((job) => (
                    <JobRow
                      key={job.id}
                      job={job}
                      locale={locale}
                      timeZone={timeZone}
                      today={range.today}
                      lead="time"
                    />
                  ))}
                </ul>
              </Fragment>
            ))}
          </div>
        )}
      </DashboardCard>

      <DashboardCard
        title={t('dashboard.untimedTitle')}
        aside={
          untimed.length > 0 ? (
            <Badge variant="warning">{numbers.format(untimed.length)}</Badge>
          ) : null
        }
        className={styles.untimed}
      >
        <p className={styles.quiet}>{t('dashboard.untimedHelp', { days: UNTIMED_DAYS })}</p>
        {untimed.length === 0 ? (
          <p className={styles.emptyPanel}>
            <span className={styles.allGood}>
              <ClockIcon aria-hidden="true" />
              {t('dashboard.allTimed')}
            </span>
          </p>
        ) : (
          <ul className={styles.jobList} data-lead="day">
            {untimed.map((job) => (
              <JobRow
                key={job.id}
                job={job}
                locale={locale}
                timeZone={timeZone}
                today={range.today}
                lead="day"
              />
            ))}
          </ul>
        )}
      </DashboardCard>
    </div>
  );
}

/** Jobs in date order, as `[date, jobs]` pairs. */
function groupByDate(jobs: Job[]): [string, Job[]][] {
  const groups = new Map<string, Job[]>();
  for (const job of jobs) groups.set(job.date, [...(groups.get(job.date) ?? []), job]);
  return [...groups.entries()];
}
