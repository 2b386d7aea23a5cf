import { orderJobs } from '@spotless/calendar/engine';
import { Button, EmptyState, Skeleton, UsersIcon } from '@spotless/ui';
import { VisuallyHidden } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/current-user.ts';
import { useJobs, type Job } from '../../api/jobs.ts';
import { EntryCodeReveal } from '../../components/entry-code-reveal.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { clock } from '../../lib/clock.ts';
import { timeOfDayAt, type StatusStep } from '../../lib/job-status.ts';
import { usePermissions } from '../../lib/permissions.ts';
import { DaySwitcher } from './day-switcher.tsx';
import { withPending, type Press } from './press-queue.ts';
import { useOnline, usePressQueue } from './use-press-queue.ts';
import { useTodayDay } from './use-today-day.ts';
import { VisitCard } from './visit-card.tsx';
import styles from './today-page.module.css';
import { todayHeading } from './today-heading.ts';

const newId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

function VisitsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.list} aria-busy="true">
      <VisuallyHidden role="status">{t('today.loading')}</VisuallyHidden>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} height="12rem" />
      ))}
    </div>
  );
}

/**
 * `/today` (and a CLEANER's `/`): the day's visits of the user's team in the order the day runs
 * (spec §4), to start and complete on a phone. Presses that cannot reach the server wait in a
 * queue kept on the device and are sent, in order, when the connection is back.
 */
export function TodayPage() {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  const { role, can } = usePermissions();
  const day = useTodayDay();
  const online = useOnline();
  const { queue, state } = usePressQueue(me?.id);
  const date = day?.day.toString();
  const jobs = useJobs(date ? { from: date, to: date } : null);
  const isCleaner = role === 'CLEANER';

  const handleStep = (job: Job, step: StatusStep) => {
    if (!queue || !day) return;
    const pressedAt = clock.now();
    const press: Press = {
      id: newId(),
      jobId: job.id,
      step,
      from: job.status,
      pressedAt,
      timeOfDay: timeOfDayAt(pressedAt, day.timeZone),
    };
    void queue.add(press);
  };

  const header = (
    <>
      <PageHeader title={t(todayHeading(role).title)} />
      {day ? <DaySwitcher today={day.today} day={day.day} locale={day.locale} /> : null}
    </>
  );

  let body;
  if (isCleaner && me?.defaultTeamId == null) {
    body = (
      <EmptyState
        icon={<UsersIcon />}
        title={t('today.noTeamTitle')}
        description={t('today.noTeam')}
      />
    );
  } else if (day == null || jobs.isPending) {
    body = <VisitsSkeleton />;
  } else if (jobs.isError) {
    body = (
      <LoadError
        title={t('today.loadError')}
        error={jobs.error}
        onRetry={() => void jobs.refetch()}
        isRetrying={jobs.isFetching}
      />
    );
  } else {
    const visits = orderJobs(
      jobs.data.filter((job) => job.date === date).map((job) => withPending(job, state.pending)),
      day.timeZone,
    );
    const open = visits.filter((job) => job.status !== 'CANCELLED').length;
    const done = visits.filter((job) => job.status === 'COMPLETED').length;
    const numbers = new Intl.NumberFormat(day.locale);
    body =
      visits.length === 0 ? (
        <p className={styles.empty}>{isCleaner ? t('today.noVisitsTeam') : t('today.noVisits')}</p>
      ) : (
        <>
          <p className={styles.progress}>
            {t('today.progress', {
              done: numbers.format(done),
              count: open,
              formatted: numbers.format(open),
            })}
          </p>
          <ol className={styles.list}>
            {visits.map((job) => (
              <li key={job.id}>
                <VisitCard
                  job={job}
                  locale={day.locale}
                  timeZone={day.timeZone}
                  pending={state.pending.filter((press) => press.jobId === job.id)}
                  waiting={state.waiting || !online}
                  refused={state.refused.filter(({ press }) => press.jobId === job.id)}
                  canChangeStatus={can('changeJobStatus')}
                  showTeam={!isCleaner}
                  onStep={handleStep}
                  onDismiss={(pressId) => queue?.dismiss(pressId)}
                  entryCodeAction={
                    // Asked from this visit: the server answers a cleaner only on its day.
                    job.address.hasEntryCode &&
                    job.status !== 'CANCELLED' &&
                    can('revealEntryCode') ? (
                      <EntryCodeReveal addressId={job.address.id} jobId={job.id} />
                    ) : null
                  }
                />
              </li>
            ))}
          </ol>
        </>
      );
  }

  // Refusals of presses on jobs of another day stay visible here too.
  const shownIds = new Set(jobs.data?.map((job) => job.id));
  const elsewhere = state.refused.filter(({ press }) => !shownIds.has(press.jobId)).length;

  return (
    <div className={styles.page}>
      {header}
      {!online ? (
        <p className={styles.banner} role="status">
          {t('today.offline')}
        </p>
      ) : null}
      {state.pending.length > 0 && (state.waiting || !online) ? (
        <div className={styles.banner} data-tone="waiting">
          <p role="status">
            {t('today.waitingCount', {
              count: state.pending.length,
              formatted: new Intl.NumberFormat(day?.locale).format(state.pending.length),
            })}
          </p>
          {online ? (
            <Button variant="outline" size="lg" onPress={() => void queue?.flush()}>
              {t('today.sendNow')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {elsewhere > 0 ? (
        <p className={styles.banner} data-tone="refused" role="alert">
          {t('today.refusedElsewhere', { count: elsewhere })}
        </p>
      ) : null}
      {body}
    </div>
  );
}
