import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, InfoIcon } from '@spotless/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch } from 'react-hook-form';
import { useClient, type Client } from '../../../api/clients.ts';
import type { Job } from '../../../api/jobs.ts';
import type { JobSeries } from '../../../api/job-series.ts';
import { CancelJobDialog } from './cancel-job-dialog.tsx';
import { DeleteJobDialog } from './delete-job-dialog.tsx';
import {
  NotesSection,
  PaymentSection,
  WhenSection,
  WhereSection,
  WhoSection,
} from './job-form-sections.tsx';
import {
  emptyJobValues,
  isCancellable,
  jobFormSchema,
  jobFormValues,
  type JobFormValues,
  type NewJobDefaults,
} from './job-form-values.ts';
import { SeriesScopeDialog } from './series-scope-dialog.tsx';
import { useJobFormSubmit } from './use-job-form-submit.ts';
import { FormConflictWarnings } from '../move-job/form-conflict-warnings.tsx';
import styles from './job-form.module.css';

/** Managers edit everything; other roles (if they ever get here) only read. */
export type JobFormMode = 'editable' | 'readOnly';

export interface JobFormProps {
  /** The stored job; a new job when left out. */
  job?: Job;
  /** The series of `job` when it is a visit: the form shows and edits its rule. */
  series?: JobSeries;
  /** A new job's day and team. */
  defaults?: NewJobDefaults;
  mode: JobFormMode;
  /** The organisation's zone: the times typed are wall-clock times there. */
  timeZone: string;
  /** Asks to close the sheet (Cancel): the sheet checks for unsaved changes first. */
  onRequestClose: () => void;
  /** Closes the sheet at once, after a save or a cancellation. */
  onDone: () => void;
  /** Tells the sheet whether anything was changed, so that closing it can ask first. */
  onDirtyChange: (isDirty: boolean) => void;
}

/**
 * The job form of the side sheet: client and address, date and optional time range, frequency
 * (a recurring one makes a series), team, job type, payment and notes. It checks on blur (spec
 * §5), keeps everything typed when the server refuses, and puts the server's per-field messages
 * on the fields. A visit of a series asks which visits a save or a delete is for.
 */
export function JobForm({
  job,
  series,
  defaults,
  mode,
  timeZone,
  onRequestClose,
  onDone,
  onDirtyChange,
}: JobFormProps) {
  const { t } = useTranslation();
  const isNew = job == null;
  const readOnly = mode === 'readOnly';
  const [isCancelOpen, setCancelOpen] = useState(false);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  // Once the user has set the rule, a client picked afterwards does not replace it.
  const ruleChosen = useRef(false);

  const form = useForm<JobFormValues>({
    resolver: zodResolver(jobFormSchema(t)),
    mode: 'onBlur',
    defaultValues: job ? jobFormValues(job, timeZone, series) : emptyJobValues(defaults),
  });
  const { handleValid, isSaving, visit } = useJobFormSubmit({
    job,
    series,
    form,
    timeZone,
    onDone,
  });
  const clientId = useWatch({ control: form.control, name: 'clientId' });

  /** A new job takes the picked client's preferred frequency and day (spec: client profile). */
  const handleClientPicked = (picked: Client | null) => {
    if (!isNew || picked == null || ruleChosen.current) return;
    if (picked.preferredFrequency != null) {
      form.setValue('frequency', picked.preferredFrequency, { shouldDirty: true });
    }
    // None: the weekday of the date stands in.
    form.setValue('preferredDay', picked.preferredDay, { shouldDirty: true });
  };

  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const client = useClient(clientId);
  const clientData = client.data?.id === clientId ? client.data : undefined;
  const sectionProps = { form, job, readOnly };

  return (
    <>
      <Form
        className={styles.form}
        aria-label={isNew ? t('jobForm.newTitle') : t('jobForm.editTitle')}
        onSubmit={(event) => void form.handleSubmit(handleValid)(event)}
      >
        {job?.status === 'CANCELLED' ? (
          <p className={styles.notice} role="note">
            <InfoIcon className={styles.noticeIcon} />
            {t('jobForm.cancelledNotice', { reason: job.cancelReason ?? '' })}
          </p>
        ) : job?.status === 'COMPLETED' ? (
          <p className={styles.notice} role="note">
            <InfoIcon className={styles.noticeIcon} />
            {t('jobForm.completedNotice')}
          </p>
        ) : null}
        {readOnly ? (
          <p className={styles.notice} role="note">
            <InfoIcon className={styles.noticeIcon} />
            {t('jobForm.readOnlyNotice')}
          </p>
        ) : null}

        <div className={styles.fields}>
          <WhereSection
            {...sectionProps}
            client={clientData}
            isClientLoading={client.isPending}
            onClientPicked={handleClientPicked}
          />
          <WhenSection
            {...sectionProps}
            series={series}
            onRuleChange={() => {
              ruleChosen.current = true;
            }}
          />
          <WhoSection
            {...sectionProps}
            // A job still to do is checked against the schedule; a done or cancelled one is not.
            after={
              !readOnly && (job == null || job.status === 'SCHEDULED') ? (
                <FormConflictWarnings form={form} job={job} />
              ) : null
            }
          />
          <PaymentSection {...sectionProps} />
          <NotesSection {...sectionProps} />
        </div>

        <div className={styles.footer}>
          {job && !readOnly && isCancellable(job) ? (
            <Button
              variant="ghost"
              onPress={() => setCancelOpen(true)}
              isDisabled={isSaving}
              className={styles.cancelJob}
            >
              {t('jobForm.cancelJob')}
            </Button>
          ) : null}
          {job && !readOnly ? (
            <Button
              variant="ghost"
              onPress={() => setDeleteOpen(true)}
              isDisabled={isSaving}
              className={styles.cancelJob}
            >
              {t('jobForm.delete.action')}
            </Button>
          ) : null}
          <div className={styles.actions}>
            <Button variant="outline" onPress={onRequestClose} isDisabled={isSaving}>
              {readOnly ? t('jobForm.close') : t('jobForm.cancel')}
            </Button>
            {readOnly ? null : (
              <Button type="submit" isPending={isSaving}>
                {isNew ? t('jobForm.create') : t('jobForm.save')}
              </Button>
            )}
          </div>
        </div>
      </Form>
      {/* Outside the form: its own form's submit must not bubble (through the portal) into this one. */}
      {job ? (
        <>
          <CancelJobDialog
            job={job}
            isOpen={isCancelOpen}
            onOpenChange={setCancelOpen}
            onCancelled={() => {
              setCancelOpen(false);
              onDone();
            }}
          />
          <DeleteJobDialog
            job={job}
            isOpen={isDeleteOpen}
            onOpenChange={setDeleteOpen}
            onDeleted={() => {
              setDeleteOpen(false);
              onDone();
            }}
          />
        </>
      ) : null}
      {job && visit ? (
        <SeriesScopeDialog
          action="UPDATE"
          jobId={job.id}
          isOpen={visit.isOpen}
          onOpenChange={(open) => {
            if (!open) visit.close();
          }}
          jobFor={visit.jobFor}
          isRuleChanged={visit.isRuleChanged}
          onConfirm={(scope) => void visit.save(scope)}
          isPending={visit.isSaving}
        />
      ) : null}
    </>
  );
}
