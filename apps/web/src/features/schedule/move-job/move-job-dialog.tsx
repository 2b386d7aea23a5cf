import { zodResolver } from '@hookform/resolvers/zod';
import { Button, DialogFooter, Form } from '@spotless/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Job } from '../../../api/jobs.ts';
import { clientName } from '../../../lib/job-text.ts';
import { JobActionDialog } from '../job-action-dialog.tsx';
import { TeamSelect, useTeamItems, WhenSection } from '../job-form/job-form-sections.tsx';
import { jobFormSchema, jobFormValues, type JobFormValues } from '../job-form/job-form-values.ts';
import { FormConflictWarnings } from './form-conflict-warnings.tsx';
import { isSamePlace, placeOf, type JobPlace } from './move-values.ts';
import styles from './move-job-dialog.module.css';

export interface MoveJobDialogProps {
  /** The job to move; `null` keeps the dialog closed. */
  job: Job | null;
  /** The organisation's zone: the times are wall-clock times there. */
  timeZone: string;
  onClose: () => void;
  /** Moves the job (the schedule's one move: scope question, save, toast with `Undo`). */
  onMove: (job: Job, place: JobPlace, team: Job['team'] | undefined) => void;
}

/** `HH:MM[:SS]` as minutes from midnight, the seconds as a fraction (see `JobPlace`). */
const minutesOf = (time: string) => {
  const [hours = '0', minutes = '0', seconds = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes) + Number(seconds) / 60;
};

function MoveJobForm({
  job,
  timeZone,
  onClose,
  onMove,
}: {
  job: Job;
  timeZone: string;
  onClose: () => void;
  onMove: MoveJobDialogProps['onMove'];
}) {
  const { t } = useTranslation();
  // The job form's fields and checks (a date, both times or none, the end after the start, a
  // team), so a move asks what the form asks; the rest of the job goes as stored.
  const form = useForm<JobFormValues>({
    resolver: zodResolver(jobFormSchema(t)),
    mode: 'onBlur',
    defaultValues: jobFormValues(job, timeZone),
  });
  const teams = useTeamItems(job);
  const [unchanged, setUnchanged] = useState(false);

  const handleValid = (values: JobFormValues) => {
    if (values.date == null || values.teamId == null) return;
    const timed = values.hasTimeRange && values.startTime !== '' && values.endTime !== '';
    const start = timed ? minutesOf(values.startTime) : null;
    const end = timed ? minutesOf(values.endTime) : null;
    const place: JobPlace = {
      date: values.date.toString(),
      // An end before the start (the form allows none) would be the next day's.
      startMinutes: start,
      endMinutes: start != null && end != null && end <= start ? end + 1440 : end,
      teamId: values.teamId,
    };
    if (isSamePlace(place, placeOf(job, timeZone))) {
      setUnchanged(true);
      return;
    }
    const team = teams.find((item) => item.id === values.teamId);
    onMove(job, place, team && { id: team.id, name: team.name, color: team.color });
    onClose();
  };

  return (
    <Form onSubmit={(event) => void form.handleSubmit(handleValid)(event)}>
      <p className={styles.intro}>{t('schedule.move.intro', { client: clientName(job) })}</p>
      <WhenSection form={form} job={job} readOnly={false} withFrequency={false} />
      <TeamSelect form={form} job={job} readOnly={false} label={t('schedule.move.team')} />
      <FormConflictWarnings form={form} job={job} />
      {unchanged ? (
        <p role="alert" className={styles.unchanged}>
          {t('schedule.move.unchanged')}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onPress={onClose}>
          {t('schedule.move.cancel')}
        </Button>
        <Button type="submit">{t('schedule.move.submit')}</Button>
      </DialogFooter>
    </Form>
  );
}

/**
 * `Move…`: the job's day, times and team in a dialog, the single-pointer way to move a job that
 * the calendar's drag and keys also offer (WCAG 2.5.7), with the conflicts of the new place
 * before it is saved. A visit of a series is then asked which visits move.
 */
export function MoveJobDialog({ job, timeZone, onClose, onMove }: MoveJobDialogProps) {
  const { t } = useTranslation();
  return (
    <JobActionDialog job={job} title={t('schedule.move.title')} onClose={onClose}>
      {(shown) => <MoveJobForm job={shown} timeZone={timeZone} onClose={onClose} onMove={onMove} />}
    </JobActionDialog>
  );
}
