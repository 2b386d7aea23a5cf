import { isApiError } from '@spotless/api-client';
import { AlertCircleIcon, Button, EmptyState, Sheet, Skeleton } from '@spotless/ui';
import { useQuery } from '@tanstack/react-query';
import { memo, Suspense, useCallback, useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { useCurrentUser } from '../../../api/current-user.ts';
import { can } from '../../../lib/permissions.ts';
import { getJobQueryOptions } from '../../../api/jobs.ts';
import { useJobSeries } from '../../../api/job-series.ts';
import { useScheduleClock } from '../use-schedule-clock.ts';
import { loadable } from '../../../lib/loadable.tsx';
import type { JobFormMode } from './job-form.tsx';
import styles from './job-form-sheet.module.css';

export interface JobFormSheetProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Edit mode when set: the sheet loads this job. */
  jobId?: string;
  /** New job: the date to prefill (the schedule's current date or a clicked day), ISO yyyy-mm-dd. */
  defaultDate?: string;
  /** New job: the team preselected (the schedule's team filter), if any. */
  defaultTeamId?: string;
}

/**
 * The form's code (its fields, date and number pickers, validation: some 100 kB gzip) is not in
 * the schedule's first load: it loads when the browser is idle after the first screen
 * (`preloadJobForm`), or when the sheet opens first, which shows the skeleton meanwhile.
 */
const JobForm = loadable(() => import('./job-form.tsx').then((module) => module.JobForm));
export const preloadJobForm = JobForm.preload;

/** What the sheet shows while the job (or the organisation's time zone, or the form) loads. */
function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} aria-busy="true">
      <VisuallyHidden role="status">{t('jobForm.loading')}</VisuallyHidden>
      {[2, 3, 2, 2].map((count, section) => (
        <div key={section} className={styles.skeletonSection}>
          <Skeleton shape="text" width="9rem" />
          {Array.from({ length: count }, (_, index) => (
            <div key={index} className={styles.skeletonField}>
              <Skeleton shape="text" width="6rem" />
              <Skeleton height="2.5rem" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

interface BodyProps {
  mode: JobFormMode;
  timeZone: string;
  onRequestClose: () => void;
  onDone: () => void;
  onDirtyChange: (isDirty: boolean) => void;
}

/** Edit mode: the stored job (with its series' rule for a visit), its loading and error states. */
function EditJobBody({ jobId, ...props }: BodyProps & { jobId: string }) {
  const { t } = useTranslation();
  const job = useQuery(getJobQueryOptions(jobId));
  const seriesId = job.data?.seriesId;
  const series = useJobSeries(seriesId);
  if (job.isPending || (seriesId != null && series.isPending)) return <FormSkeleton />;
  if (job.isError) {
    const status = isApiError(job.error) ? job.error.status : null;
    const close = (
      <Button variant="outline" onPress={props.onDone}>
        {t('jobForm.close')}
      </Button>
    );
    return (
      <div className={styles.unavailable}>
        {status === 404 || status === 400 ? (
          <EmptyState
            icon={<AlertCircleIcon />}
            title={t('jobForm.notFoundTitle')}
            description={t('jobForm.notFound')}
            headingLevel={3}
            action={close}
          />
        ) : status === 403 ? (
          <EmptyState
            icon={<AlertCircleIcon />}
            title={t('jobForm.forbiddenTitle')}
            description={t('jobForm.forbidden')}
            headingLevel={3}
            action={close}
          />
        ) : (
          // The sheet's own close button and Escape are the way out.
          <LoadError
            title={t('jobForm.loadError')}
            error={job.error}
            onRetry={() => void job.refetch()}
            isRetrying={job.isFetching}
            headingLevel={3}
          />
        )}
      </div>
    );
  }
  if (seriesId != null && series.isError) {
    // The form would show (and could send back) a rule it does not know.
    return (
      <div className={styles.unavailable}>
        <LoadError
          title={t('jobForm.seriesLoadError')}
          error={series.error}
          onRetry={() => void series.refetch()}
          isRetrying={series.isFetching}
          headingLevel={3}
        />
      </div>
    );
  }
  // A reload of the job or its series from elsewhere (another tab saved it) starts the form afresh.
  return (
    <JobForm
      key={`${job.data.id}:${job.data.updatedAt}:${series.data?.updatedAt ?? ''}`}
      job={job.data}
      series={seriesId != null ? series.data : undefined}
      {...props}
    />
  );
}

/**
 * The job form in a side sheet over the schedule (spec §2): "New Job" or "Edit Job". A click
 * outside does not close it; Escape, the close button and Cancel do, asking first when there
 * are unsaved changes. Focus stays inside while it is open and returns to what opened it.
 */
function JobFormSheetInner({
  isOpen,
  onOpenChange,
  jobId,
  defaultDate,
  defaultTeamId,
}: JobFormSheetProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const clock = useScheduleClock();
  const [isDirty, setDirty] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);

  // What the sheet was opened for stays while it slides out, after the page has let go of it.
  const [shown, setShown] = useState({ jobId, defaultDate, defaultTeamId });
  if (
    isOpen &&
    (shown.jobId !== jobId ||
      shown.defaultDate !== defaultDate ||
      shown.defaultTeamId !== defaultTeamId)
  ) {
    setShown({ jobId, defaultDate, defaultTeamId });
  }
  const editId = shown.jobId || null;

  const close = useCallback(() => {
    setAskDiscard(false);
    setDirty(false);
    onOpenChange(false);
  }, [onOpenChange]);

  const handleOpenChange = (open: boolean) => {
    if (open) onOpenChange(true);
    else if (isDirty) setAskDiscard(true);
    else close();
  };

  const props: BodyProps = {
    mode: can(user.data?.role, 'manageJobs') ? 'editable' : 'readOnly',
    timeZone: clock?.timeZone ?? '',
    onRequestClose: () => handleOpenChange(false),
    onDone: close,
    onDirtyChange: setDirty,
  };

  return (
    <Sheet
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      // A click outside must not throw away what was typed.
      isDismissable={false}
      title={editId ? t('jobForm.editTitle') : t('jobForm.newTitle')}
      description={editId ? t('jobForm.editDescription') : t('jobForm.newDescription')}
      closeLabel={t('jobForm.close')}
    >
      {/* The zone reads the times; the role decides what may change. */}
      <Suspense fallback={<FormSkeleton />}>
        {clock == null || (user.data == null && !user.isError) ? (
          <FormSkeleton />
        ) : editId ? (
          <EditJobBody key={editId} jobId={editId} {...props} />
        ) : (
          <JobForm defaults={{ date: shown.defaultDate, teamId: shown.defaultTeamId }} {...props} />
        )}
      </Suspense>
      <ConfirmDialog
        isOpen={askDiscard}
        onOpenChange={setAskDiscard}
        title={t('jobForm.discard.title')}
        confirmLabel={t('jobForm.discard.confirm')}
        cancelLabel={t('jobForm.discard.keep')}
        onConfirm={close}
      >
        {t('jobForm.discard.message')}
      </ConfirmDialog>
    </Sheet>
  );
}

/**
 * Memoised: the schedule re-renders whenever its URL changes (a job's details opened, another
 * week), and the closed sheet has no reason to render with it.
 */
export const JobFormSheet = memo(JobFormSheetInner);
