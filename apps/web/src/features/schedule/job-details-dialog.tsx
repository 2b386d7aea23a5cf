import {
  Badge,
  type BadgeVariant,
  Button,
  Dialog,
  DialogFooter,
  Link,
  Skeleton,
} from '@spotless/ui';
import {
  Activity,
  Suspense,
  startTransition,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { EntryCodeReveal } from '../../components/entry-code-reveal.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { clock } from '../../lib/clock.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { loadable } from '../../lib/loadable.tsx';
import { useEnumLabels } from '../../lib/enums.ts';
import { usePermissions } from '../../lib/permissions.ts';
import { submitForm } from '../../lib/submit-form.ts';
import { useJob, type Job, type JobStatus } from '../../api/jobs.ts';
import { useJobSeries } from '../../api/job-series.ts';
import { useRecurrenceText } from '../../lib/recurrence-text.ts';
import { useUpdateJobStatus } from './api/update-job-status.ts';
import { statusStepFor, timeOfDayAt, type StatusStep } from '../../lib/job-status.ts';
import { clientName } from '../../lib/job-text.ts';
import { formatUsd } from '../../lib/money.ts';
import { longDate, mapHref, scheduledTimeRange, telHref, trackedTimes } from './job-format.ts';
import type { JobPlace } from './move-job/move-values.ts';
import { skipKindLabel } from './skip-kind-label.ts';
import { plannedDate, visitChanges } from './series-visit-text.ts';
import { TeamDot } from './team-dot.tsx';
import styles from './job-details-dialog.module.css';

/** Spec §2: scheduled blue, in progress yellow, completed green, cancelled red. */
export const statusBadge: Record<JobStatus, BadgeVariant> = {
  SCHEDULED: 'scheduled',
  IN_PROGRESS: 'in-progress',
  COMPLETED: 'completed',
  CANCELLED: 'cancelled',
};

// The `Move…` and `Skip visit` dialogs' forms (time and date pickers, validation) are not in the
// schedule's first load: they load when the browser is idle after the first screen
// (`preloadJobActions`), or when one is first opened.
const MoveJobDialog = loadable(() =>
  import('./move-job/move-job-dialog.tsx').then((module) => module.MoveJobDialog),
);
const SkipVisitDialog = loadable(() =>
  import('./skip-visit-dialog.tsx').then((module) => module.SkipVisitDialog),
);
/** The `Skip visit` and `Move…` dialogs' code, one at a time (see `preloadDialogs`). */
export const preloadJobActions = [SkipVisitDialog.preload, MoveJobDialog.preload];

/**
 * Makes the formatters a job's details are the first to use, for the page to call while the
 * browser is idle, so that the first job opened does not wait for them: making each (the locale's
 * data read for it) took 1 to 4 ms on a 2-core machine, in the frame that shows the details, and
 * they are kept for the rest of the visit. React Aria reads the locale (`Intl.Locale`) for its own
 * texts, such as the dialog's Dismiss button.
 */
export function warmJobDetails(locale: string): Promise<void> {
  formatUsd('0.00', locale);
  trackedTimes({ trackedStartTime: '09:00', trackedEndTime: '11:30' }, locale);
  longDate('2026-01-01', locale);
  void new Intl.Locale(locale).language;
  return Promise.resolve();
}

export interface JobDetailsDialogProps {
  /** The job to show; `null` closes the dialog. */
  jobId: string | null;
  onClose: () => void;
  /** Opens the job form on this job; the button shows only for roles that may edit jobs. */
  onEdit?: (jobId: string) => void;
  /**
   * Moves the job (`Move…`: day, times, team); the button shows on a scheduled job for roles
   * that may edit jobs.
   */
  onMove?: (job: Job, place: JobPlace, team: Job['team'] | undefined) => void;
  /** The calendar's copy of the job, shown while the full job loads. */
  placeholder?: Job;
  /** The organisation's zone: the job's times are read in it. */
  timeZone: string;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

function DetailsSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <Skeleton shape="text" width="6rem" height="1.5rem" />
      {['9rem', '14rem', '7rem', '12rem', '8rem', '10rem'].map((width, index) => (
        <div key={index} className={styles.field}>
          <Skeleton shape="text" width="5rem" />
          <Skeleton shape="text" width={width} />
        </div>
      ))}
    </div>
  );
}

/** The series' rule as a sentence (`Every 2 weeks on Tuesday, from December 1, 2026`). */
function SeriesRule({ seriesId }: { seriesId: string }) {
  const { t } = useTranslation();
  const series = useJobSeries(seriesId);
  const ruleText = useRecurrenceText();
  if (series.data) return <span>{ruleText(series.data)}</span>;
  if (series.isError) {
    return <span className={styles.muted}>{t('schedule.details.planLoadError')}</span>;
  }
  return (
    <div aria-busy="true">
      <VisuallyHidden>{t('schedule.details.planLoading')}</VisuallyHidden>
      <Skeleton shape="text" width="14rem" />
    </div>
  );
}

function JobDetails({
  job,
  timeZone,
  summaryRef,
  canRevealEntryCode,
}: {
  job: Job;
  timeZone: string;
  summaryRef?: Ref<HTMLDivElement>;
  /** Offers `Show entry code` (logged as revealed from this job) when the address has one. */
  canRevealEntryCode: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const { label } = useEnumLabels();
  const time = scheduledTimeRange(job, locale, timeZone);
  const tracked = trackedTimes(job, locale);
  const { address, skip } = job;
  const isSkipped = job.status === 'CANCELLED' && skip != null;
  const isMoved = job.originalDate != null && job.originalDate !== job.date;
  const changes = job.seriesId != null ? visitChanges(job.overrides, isMoved) : [];
  const changed =
    changes.length > 0
      ? new Intl.ListFormat(locale, { style: 'short', type: 'unit' }).format(
          changes.map((change) => {
            const key: string = `schedule.details.visitFields.${change}`;
            return t(key);
          }),
        )
      : null;

  return (
    <>
      <div className={styles.summary} ref={summaryRef}>
        <Badge variant={statusBadge[job.status]} hasDot>
          <VisuallyHidden>{t('schedule.details.status')}: </VisuallyHidden>
          {isSkipped ? t('schedule.details.skipped') : label('jobStatus', job.status)}
        </Badge>
      </div>
      <dl className={styles.details}>
        <Field label={t('schedule.details.client')}>
          <span className={styles.strong}>{clientName(job)}</span>
          {job.client.phone1 ? (
            <Link href={telHref(job.client.phone1)} variant="standalone">
              {job.client.phone1}
            </Link>
          ) : null}
        </Field>
        <Field label={t('schedule.details.address')}>
          <span>
            {address.street}
            {address.complement ? `, ${address.complement}` : ''}
          </span>
          <span>
            {address.city}, {address.state} {address.zipCode}
          </span>
          <Link
            href={mapHref(address)}
            target="_blank"
            rel="noopener noreferrer"
            variant="standalone"
          >
            {t('schedule.details.openMap')}
            <VisuallyHidden> {t('schedule.details.newTab')}</VisuallyHidden>
          </Link>
        </Field>
        {address.addressType ? (
          <Field label={t('schedule.details.addressType')}>{address.addressType.name}</Field>
        ) : null}
        {canRevealEntryCode && address.hasEntryCode ? (
          <Field label={t('entryCode.label')}>
            {/* The server decides for a cleaner (their team's visit, on its day) and says why not. */}
            <EntryCodeReveal addressId={address.id} jobId={job.id} />
          </Field>
        ) : null}
        <Field label={t('schedule.details.team')}>
          <span className={styles.team}>
            <TeamDot color={job.team.color} />
            {job.team.name}
          </span>
        </Field>
        <Field label={t('schedule.details.date')}>
          <span>{longDate(job.date, locale)}</span>
          {isMoved && job.originalDate != null ? (
            <span className={styles.muted}>
              {t('schedule.details.movedFrom', {
                date: plannedDate(job.originalDate, job.date, locale),
              })}
            </span>
          ) : null}
        </Field>
        <Field label={t('schedule.details.time')}>
          {time ?? <span className={styles.muted}>{t('schedule.details.noTime')}</span>}
        </Field>
        {job.seriesId != null ? (
          <Field label={t('schedule.details.plan')}>
            <SeriesRule seriesId={job.seriesId} />
            {changed != null ? (
              <span className={styles.muted}>
                {t('schedule.details.changedOnVisit', { fields: changed })}
              </span>
            ) : null}
          </Field>
        ) : null}
        {tracked ? (
          <Field label={t('schedule.details.worked')}>
            {'range' in tracked
              ? tracked.range
              : t('schedule.details.startedAt', { time: tracked.start })}
          </Field>
        ) : null}
        <Field label={t('schedule.details.payment')}>
          <span className={styles.payment}>
            {job.chargeAmount != null ? (
              <span className={styles.strong}>{formatUsd(job.chargeAmount, locale)}</span>
            ) : (
              <span className={styles.muted}>{t('schedule.details.noCharge')}</span>
            )}
            {job.chargeBy != null ? (
              <span className={styles.muted}>{label('chargeBy', job.chargeBy)}</span>
            ) : null}
            <Badge variant={job.isPaid ? 'success' : 'neutral'}>
              {job.isPaid ? t('schedule.details.paid') : t('schedule.details.pending')}
            </Badge>
          </span>
        </Field>
        {job.otherInformation?.trim() ? (
          <Field label={t('schedule.details.otherInformation')}>
            <span className={styles.text}>{job.otherInformation}</span>
          </Field>
        ) : null}
        {isSkipped ? (
          <Field label={t('schedule.details.skipReason')}>
            <span className={styles.strong}>{skipKindLabel(t, skip.kind)}</span>
            {skip.note?.trim() ? <span className={styles.text}>{skip.note}</span> : null}
            {skip.isCharged ? (
              <Badge variant="warning">{t('schedule.details.stillCharged')}</Badge>
            ) : null}
          </Field>
        ) : job.status === 'CANCELLED' && job.cancelReason?.trim() ? (
          <Field label={t('schedule.details.cancelReason')}>
            <span className={styles.text}>{job.cancelReason}</span>
          </Field>
        ) : null}
      </dl>
    </>
  );
}

/**
 * The details of one job (spec §2): loaded by id, with its status colour-coded, the client's phone,
 * the address with a map link, the team, the day and time, the payment and the notes. A visit of
 * a service plan tells the plan's rule, the day it moved from and what it changed on its own; a
 * skipped job tells why, and whether it is still charged. The roles that may start or complete
 * the job get that button; those that may edit it get `Edit Job` and, on a scheduled job,
 * `Skip visit`.
 */
export function JobDetailsDialog({
  jobId,
  onClose,
  onEdit,
  onMove,
  placeholder,
  timeZone,
}: JobDetailsDialogProps) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  // The last job shown stays while the dialog closes, so its content does not vanish first.
  const [shownId, setShownId] = useState(jobId);
  const [isSkipOpen, setSkipOpen] = useState(false);
  const [isMoveOpen, setMoveOpen] = useState(false);
  // Each action's dialog is mounted once first opened, and stays (its closing animation).
  const [skipMounted, setSkipMounted] = useState(false);
  const [moveMounted, setMoveMounted] = useState(false);
  if (isSkipOpen && !skipMounted) setSkipMounted(true);
  if (isMoveOpen && !moveMounted) setMoveMounted(true);
  const summaryRef = useRef<HTMLDivElement>(null);
  const hasSkipped = useRef(false);
  if (jobId != null && jobId !== shownId) {
    setShownId(jobId);
    setSkipOpen(false);
    setMoveOpen(false);
  }
  const query = useJob(shownId ?? undefined, placeholder);
  const update = useUpdateJobStatus();
  const job = query.data;
  const step = job ? statusStepFor(job.status) : null;
  // Any scheduled job, not only a visit: a lockout that keeps its charge or a holiday happens to
  // one-off jobs too, and the skip records why the job did not take place.
  const canSkip = job != null && job.status === 'SCHEDULED' && can('manageJobs');
  // A job under way, done or cancelled has its history where it is.
  const canMove = canSkip && onMove != null;

  const handleStep = async (current: Job, next: StatusStep) => {
    const timeOfDay = timeOfDayAt(clock.now(), timeZone);
    const client = clientName(current);
    await submitForm(() => update.mutateAsync({ job: current, step: next, timeOfDay }), {
      success: () => ({
        title: t(
          next === 'start' ? 'schedule.details.startedTitle' : 'schedule.details.completedTitle',
        ),
        description: t(
          next === 'start' ? 'schedule.details.started' : 'schedule.details.completed',
          { client },
        ),
      }),
      title: t(
        next === 'start'
          ? 'schedule.details.startFailedTitle'
          : 'schedule.details.completeFailedTitle',
      ),
      fallback: t('schedule.details.statusFailed'),
    });
  };

  let body: ReactNode;
  if (job)
    body = (
      <JobDetails
        // A reveal belongs to one job: another job starts hidden.
        key={job.id}
        job={job}
        timeZone={timeZone}
        summaryRef={summaryRef}
        canRevealEntryCode={can('revealEntryCode')}
      />
    );
  else if (query.isError)
    body = (
      <LoadError
        title={t('schedule.details.loadError')}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
        headingLevel={3}
        className={styles.error}
      />
    );
  else body = <DetailsSkeleton label={t('schedule.details.loading')} />;

  return (
    <Dialog
      isOpen={jobId != null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={job?.jobType?.name ?? t('schedule.details.genericTitle')}
      // The footer's Close button closes it (Escape too); a second one in the corner would repeat it.
      closeLabel={null}
      className={styles.dialog}
    >
      {body}
      <DialogFooter className={styles.footer}>
        <Button variant="outline" onPress={onClose}>
          {t('schedule.details.close')}
        </Button>
        {canSkip ? (
          <Button
            variant="outline"
            onPress={() => setSkipOpen(true)}
            // The calendar's copy stands in until the job itself has loaded.
            isDisabled={query.isPlaceholderData}
          >
            {t('schedule.details.skip')}
          </Button>
        ) : null}
        {canMove ? (
          <Button
            variant="outline"
            onPress={() => setMoveOpen(true)}
            isDisabled={query.isPlaceholderData}
          >
            {t('schedule.move.action')}
          </Button>
        ) : null}
        {job && onEdit && can('manageJobs') ? (
          <Button
            variant={step && can('changeJobStatus') ? 'outline' : 'primary'}
            onPress={() => onEdit(job.id)}
          >
            {t('schedule.details.edit')}
          </Button>
        ) : null}
        {job && step && can('changeJobStatus') ? (
          <Button
            onPress={() => void handleStep(job, step)}
            isPending={update.isPending}
            // The calendar's copy stands in until the job itself has loaded.
            isDisabled={query.isPlaceholderData}
          >
            {t(step === 'start' ? 'schedule.details.start' : 'schedule.details.complete')}
          </Button>
        ) : null}
      </DialogFooter>
      <Suspense fallback={null}>
        {onMove && moveMounted ? (
          <MoveJobDialog
            job={isMoveOpen && job ? job : null}
            timeZone={timeZone}
            onClose={() => setMoveOpen(false)}
            onMove={onMove}
          />
        ) : null}
        {skipMounted ? (
          <SkipVisitDialog
            job={isSkipOpen && job ? job : null}
            onClose={() => setSkipOpen(false)}
            onSkipped={() => {
              hasSkipped.current = true;
              setSkipOpen(false);
            }}
            onClosed={() => {
              // The Skip button that opened it is gone with the scheduled status: focus goes back
              // to the details, which now say `Skipped`, instead of falling to the page.
              if (!hasSkipped.current) return;
              hasSkipped.current = false;
              summaryRef.current?.closest<HTMLElement>('[role="dialog"]')?.focus();
            }}
          />
        ) : null}
      </Suspense>
    </Dialog>
  );
}

/**
 * How many times the warm-up renders the details: the browser's JavaScript engine compiles a
 * function's faster code only once it has run a few times, and a single render left the first
 * open's handlers at 25 to 37 ms (realistic schedule, 2-core machine) against 15 to 22 after four.
 */
const WARM_UP_RENDERS = 4;

/**
 * Renders a job's details, hidden (React's `Activity`), when the browser is idle after the first
 * screen, `WARM_UP_RENDERS` times, each mounted afresh in an idle moment of its own, then lets
 * them go. The first job opened in a visit otherwise runs the dialog's code for the first time
 * inside the press (React Aria's modal, the details' components): on a 2-core machine its
 * handlers took a median of 32 to 35 ms, against 25 once this had run once and 17 to 20 for a
 * later open (ADR 0017). Nothing of it shows, takes focus or asks the server: a hidden tree's
 * effects do not run (the job shown is the calendar's copy, and the details fetch the job from an
 * effect), and React hides what it adds to the page, the modal's portal included.
 */
export function JobDetailsWarmUp({
  job,
  timeZone,
  canMove,
}: {
  /** A job of the calendar; nothing is rendered until there is one. */
  job: Job | undefined;
  timeZone: string;
  /** Whether the user may move jobs: the dialog then has its `Move…` button. */
  canMove: boolean;
}) {
  // 0: waiting; 1 to WARM_UP_RENDERS: rendering, mounted afresh each time; after: done.
  const [round, setRound] = useState(0);
  const hasJob = job != null;
  useEffect(() => {
    if (!hasJob || round > WARM_UP_RENDERS) return;
    // Hidden, the render waits for everything else; the next idle moment comes after it. As a
    // transition, React renders it in slices of a few milliseconds that a press can come between:
    // in one piece, each was a task of about 30 ms with the processor four times slower.
    return whenIdle(() => startTransition(() => setRound(round + 1)));
  }, [hasJob, round]);
  if (round === 0 || round > WARM_UP_RENDERS || !job) return null;
  return (
    <Activity mode="hidden">
      <JobDetailsDialog
        key={round}
        jobId={job.id}
        placeholder={job}
        timeZone={timeZone}
        onClose={ignore}
        onEdit={ignore}
        onMove={canMove ? ignore : undefined}
      />
    </Activity>
  );
}

const ignore = () => {};
