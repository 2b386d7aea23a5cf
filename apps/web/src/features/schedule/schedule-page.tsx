import { getRange, navigate as step, type CalendarView } from '@spotless/calendar/engine';
import {
  Calendar,
  rendersAhead,
  type CalendarLabelsProp,
  type JobMoveTarget,
} from '@spotless/calendar/views';
import { Button, PlusIcon } from '@spotless/ui';
import { useQueryClient } from '@tanstack/react-query';
import {
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Temporal } from '@spotless/calendar/temporal';
import { useLocation, useSearch } from 'wouter';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { enumLabel } from '../../lib/enums.ts';
import { usePermissions } from '../../lib/permissions.ts';
import { scheduleHeading } from './schedule-heading.ts';
import { useTeams } from '../../api/teams.ts';
import { getJobsQueryOptions, useJobs, type Job, type JobsQuery } from '../../api/jobs.ts';
import { loadable } from '../../lib/loadable.tsx';
import { afterNextPaint } from '../../lib/after-paint.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { JobFormSheet, preloadJobForm } from './job-form/job-form-sheet.tsx';
import {
  JobDetailsDialog,
  JobDetailsWarmUp,
  preloadJobActions,
  warmJobDetails,
} from './job-details-dialog.tsx';
import { useMoveWarning, type MoveUnderWay } from './move-job/use-conflict-lines.ts';
import { useMoveJob } from './move-job/use-move-job.ts';
import { useScheduleUrl } from './use-schedule-url.ts';
import { TeamFilter } from './team-filter.tsx';
import { useScheduleClock } from './use-schedule-clock.ts';
import styles from './schedule-page.module.css';

/** Only a job still to do moves: one under way, done or cancelled has its history where it is. */
const isMovable = (job: Job) => job.status === 'SCHEDULED';

/** The job form's state: closed, a new job, or the job being edited. */
type FormState = { jobId?: string } | null;

function calendarLabels(t: TFunction): CalendarLabelsProp {
  const key = (name: string) => t(`schedule.calendar.${name}`);
  const status = (value: Job['status']) => enumLabel(t, 'jobStatus', value);
  return {
    agenda: key('agenda'),
    month: key('month'),
    week: key('week'),
    view: key('view'),
    today: key('today'),
    previous: key('previous'),
    next: key('next'),
    loading: key('loading'),
    noEvents: key('noEvents'),
    noEventsDescription: key('noEventsDescription'),
    moreJobs: key('moreJobs'),
    moreJobsTitle: key('moreJobsTitle'),
    jobsWithoutTime: key('jobsWithoutTime'),
    noTime: key('noTime'),
    noJobData: key('noJobData'),
    jobCountOne: key('jobCountOne'),
    jobCountOther: key('jobCountOther'),
    noJobs: key('noJobs'),
    past: key('past'),
    skipped: key('skipped'),
    recurring: key('recurring'),
    doubleBooked: key('doubleBooked'),
    noDoubleBookedJobs: key('noDoubleBookedJobs'),
    moveHint: key('moveHint'),
    moveAnnouncement: key('moveAnnouncement'),
    moveCancelled: key('moveCancelled'),
    shortcuts: key('shortcuts'),
    shortcutViews: key('shortcutViews'),
    shortcutDays: key('shortcutDays'),
    shortcutPeriods: key('shortcutPeriods'),
    shortcutOpenJob: key('shortcutOpenJob'),
    shortcutMoveJob: key('shortcutMoveJob'),
    shortcutSaveMove: key('shortcutSaveMove'),
    keyAlt: key('keyAlt'),
    keyEnter: key('keyEnter'),
    keyEscape: key('keyEscape'),
    keyPageUp: key('keyPageUp'),
    keyPageDown: key('keyPageDown'),
    status: {
      SCHEDULED: status('SCHEDULED'),
      IN_PROGRESS: status('IN_PROGRESS'),
      COMPLETED: status('COMPLETED'),
      CANCELLED: status('CANCELLED'),
    },
  };
}

const rangeQuery = (
  view: CalendarView,
  date: Temporal.PlainDate,
  teamId: string | null,
): JobsQuery => {
  const range = getRange(view, date);
  return {
    from: range.from.toString(),
    to: range.to.toString(),
    ...(teamId ? { teamId } : {}),
  };
};

/** Shown after a job that is part of a plan is dragged: its code loads with the job form's. */
const SeriesScopeDialog = loadable(() =>
  import('./job-form/series-scope-dialog.tsx').then((module) => module.SeriesScopeDialog),
);

/**
 * Makes the formatters of a job's details, then loads the dialogs' code, which the first screen
 * does not need but the next press may, when the browser is idle after the first screen: one step
 * at a time, each in an idle moment of its own once the one before has ended, so that none of it
 * is a long task. Loading a dialog's code adds a `<link>` for each of its stylesheets not loaded
 * yet, and the browser fetches its scripts as it finds them (build-plugins/idle-loaded-chunks.ts):
 * the smaller dialogs come first, and the job form, which needs most of their files, then adds
 * few. A failure is left to the dialog that needs it. Returns what stops it.
 */
function preloadDialogs(locale: string): () => void {
  const steps = [
    () => warmJobDetails(locale),
    SeriesScopeDialog.preload,
    ...preloadJobActions,
    preloadJobForm,
  ];
  let cancel = () => {};
  let stopped = false;
  const next = (index: number) => {
    const step = steps[index];
    if (!step || stopped) return;
    cancel = whenIdle(() => {
      void step()
        .catch(() => undefined)
        .then(() => next(index + 1));
    });
  };
  next(0);
  return () => {
    stopped = true;
    cancel();
  };
}

/**
 * `/schedule`: the jobs of the period shown (Agenda, Month or Week) for all teams or one, a job's
 * details on selecting it, and the job form. View, day, team and open job live in the URL, so a
 * reload or a shared link shows the same schedule; moving through it adds history entries.
 */
export function SchedulePage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [location, navigate] = useLocation();
  const search = useSearch();
  const scheduleClock = useScheduleClock();
  const { can, role } = usePermissions();
  const isCleaner = role === 'CLEANER';
  const canCreate = can('manageJobs');
  const teams = useTeams({ isActive: true });
  const [form, setForm] = useState<FormState>(null);
  const mover = useMoveJob(scheduleClock?.timeZone ?? 'UTC');
  const canMove = can('manageJobs');
  // The move being dragged or keyed, and what the server says of its target.
  const [moving, setMoving] = useState<MoveUnderWay | null>(null);
  const moveWarning = useMoveWarning(moving);

  // A cleaner sees their own team's jobs whatever the URL says (the server filters too). Elsewhere
  // a team that is unknown or no longer active shows every team rather than an empty schedule.
  const teamShown = (wanted: string | null) =>
    isCleaner || wanted == null
      ? null
      : teams.data && !teams.data.some((team) => team.id === wanted)
        ? null
        : wanted;
  // What is shown: the URL's, or a change not written to it yet (it is once the new period is
  // drawn).
  const [params, change] = useScheduleUrl(
    search,
    (next, replace) => navigate(`${location}?${next}`, { replace }),
    (wanted) => ({ ...wanted, teamId: teamShown(wanted.teamId) }),
  );
  const teamId = teamShown(params.teamId);
  // One date object per day shown: the calendar is memoised, and a new object for the same day
  // (the URL changes when a job opens) must not re-render it.
  const dateKey = (params.date ?? scheduleClock?.today)?.toString() ?? null;
  const date = useMemo(
    () => (dateKey === null ? null : Temporal.PlainDate.from(dateKey)),
    [dateKey],
  );
  const query = date ? rangeQuery(params.view, date, teamId) : null;
  const jobs = useJobs(query, { keepPrevious: true });

  useEffect(() => preloadDialogs(locale), [locale]);

  // Previous and Next feel instant: the periods on either side load once this one has. In the
  // week view the calendar renders them ahead, hidden, so their jobs are read here and kept fresh
  // (a save refetches them). The other views render the period shown only: there they are
  // prefetched, and nothing refetches them until they are shown.
  // What the cache has of them is given at once; what it lacks is asked for once the frame that
  // answers the press is painted: starting a request (the token read from its cookie, the fetch)
  // is a few milliseconds that the press need not wait for.
  const loaded = jobs.isSuccess && !jobs.isPlaceholderData;
  const ahead = rendersAhead(params.view);
  const around = loaded && dateKey !== null ? `${params.view}:${dateKey}:${teamId ?? ''}` : null;
  const [askedAround, setAskedAround] = useState<string | null>(null);
  useEffect(() => {
    if (around === null) return;
    return afterNextPaint(() => setAskedAround(around));
  }, [around]);
  const fetchAround = around !== null && askedAround === around;
  const adjacentQuery = (direction: 'previous' | 'next') =>
    ahead && loaded && date
      ? rangeQuery(params.view, step(params.view, date, direction), teamId)
      : null;
  const previousJobs = useJobs(adjacentQuery('previous'), { fetch: fetchAround }).data;
  const nextJobs = useJobs(adjacentQuery('next'), { fetch: fetchAround }).data;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (ahead || !fetchAround || date == null) return;
    for (const direction of ['previous', 'next'] as const) {
      void queryClient.prefetchQuery(
        getJobsQueryOptions(rangeQuery(params.view, step(params.view, date, direction), teamId)),
      );
    }
  }, [ahead, fetchAround, date, params.view, teamId, queryClient]);
  const adjacentJobs = useMemo(
    () => ({ previous: previousJobs, next: nextJobs }),
    [previousJobs, nextJobs],
  );

  // The labels change with the language only.
  const labels = useMemo(() => calendarLabels(t), [t]);

  // The calendar's days and cards are memoised, so its handlers keep their identity from render
  // to render (`change` does): opening a job must not re-render the hundreds of cards of a busy
  // week. A job's details replace the URL's entry; moving through the schedule adds one.
  const jobId = params.jobId;
  const showJob = useCallback((next: string | null) => change({ jobId: next }, true), [change]);
  const selectJob = useCallback((job: Job) => showJob(job.id), [showJob]);
  const changeDate = useCallback(
    (next: Temporal.PlainDate) => change({ date: next, jobId: null }),
    [change],
  );
  const changeView = useCallback((view: CalendarView) => change({ view, jobId: null }), [change]);
  const changeTeam = useCallback(
    (next: string | null) => change({ teamId: next, jobId: null }),
    [change],
  );
  const changeOnlyDoubleBooked = useCallback(
    (onlyDoubleBooked: boolean) => change({ onlyDoubleBooked, jobId: null }),
    [change],
  );
  // A cleaner has no team filter, so nothing to turn this off with.
  const onlyDoubleBooked = !isCleaner && params.onlyDoubleBooked;
  const latestMove = useRef(mover.move);
  useLayoutEffect(() => {
    latestMove.current = mover.move;
  });
  // A drop or Enter keeps the job's team; the `Move…` dialog changes teams.
  const moveJob = useCallback(
    (job: Job, target: JobMoveTarget) => latestMove.current(job, { ...target, teamId: job.teamId }),
    [],
  );
  const changeMoveTarget = useCallback(
    (job: Job, target: JobMoveTarget | null) => setMoving(target ? { job, target } : null),
    [],
  );
  const closeForm = useCallback((isOpen: boolean) => {
    if (!isOpen) setForm(null);
  }, []);
  const teamFilter = useMemo(
    () =>
      isCleaner ? null : (
        <TeamFilter
          teams={teams.data ?? []}
          teamId={teamId}
          onChange={changeTeam}
          onlyDoubleBooked={onlyDoubleBooked}
          onOnlyDoubleBookedChange={changeOnlyDoubleBooked}
        />
      ),
    [isCleaner, teams.data, teamId, changeTeam, onlyDoubleBooked, changeOnlyDoubleBooked],
  );

  // Looked up once per opened job, not on every render of the page while its details are open.
  const selected = useMemo(
    () => (jobId ? jobs.data?.find((job) => job.id === jobId) : undefined),
    [jobId, jobs.data],
  );

  const heading = scheduleHeading(role);
  return (
    <div className={styles.page}>
      <PageHeader
        title={t(heading.title)}
        description={heading.description ? t(heading.description) : undefined}
        actions={
          canCreate ? (
            <Button onPress={() => setForm({})} isDisabled={teams.isPending || jobs.isPending}>
              <PlusIcon /> {t('schedule.newJob')}
            </Button>
          ) : null
        }
      />

      <div className={styles.calendar}>
        {jobs.isError && !jobs.data ? (
          <LoadError
            title={t('schedule.loadError')}
            error={jobs.error}
            onRetry={() => void jobs.refetch()}
            isRetrying={jobs.isFetching}
            className={styles.error}
          />
        ) : scheduleClock && date ? (
          <Calendar
            view={params.view}
            onViewChange={changeView}
            date={date}
            onDateChange={changeDate}
            jobs={jobs.data ?? []}
            jobsPending={jobs.isPending}
            adjacentJobs={adjacentJobs}
            timeZone={scheduleClock.timeZone}
            now={scheduleClock.now}
            locale={locale}
            labels={labels}
            isLoading={jobs.isFetching}
            onSelectJob={selectJob}
            teamFilter={teamFilter}
            onlyDoubleBooked={onlyDoubleBooked}
            onMoveJob={canMove ? moveJob : undefined}
            canMoveJob={isMovable}
            onMoveTargetChange={changeMoveTarget}
            moveWarning={moveWarning}
          />
        ) : null}
      </div>

      {scheduleClock ? (
        <JobDetailsDialog
          jobId={jobId}
          placeholder={selected}
          timeZone={scheduleClock.timeZone}
          onClose={() => showJob(null)}
          onEdit={(editedId) => {
            showJob(null);
            setForm({ jobId: editedId });
          }}
          onMove={canMove ? mover.move : undefined}
        />
      ) : null}
      {scheduleClock ? (
        <JobDetailsWarmUp
          job={jobs.data?.[0]}
          timeZone={scheduleClock.timeZone}
          canMove={canMove}
        />
      ) : null}
      <Suspense fallback={null}>
        {mover.scopeDialog ? <SeriesScopeDialog {...mover.scopeDialog} /> : null}
      </Suspense>

      <JobFormSheet
        isOpen={form != null}
        onOpenChange={closeForm}
        jobId={form?.jobId}
        defaultDate={date?.toString()}
        defaultTeamId={teamId ?? undefined}
      />
    </div>
  );
}
