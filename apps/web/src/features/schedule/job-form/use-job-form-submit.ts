import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn, UseFormSetError } from 'react-hook-form';
import type { Job } from '../../../api/jobs.ts';
import type { JobSeries } from '../../../api/job-series.ts';
import { submitForm } from '../../../lib/submit-form.ts';
import { useCreateJob } from './api/create-job.ts';
import { useCreateJobSeries } from './api/create-job-series.ts';
import { useUpdateJob, type SeriesScope } from './api/update-job.ts';
import {
  isRuleChanged,
  isSeriesFrequency,
  jobFormField,
  toJobInput,
  toJobSeriesInput,
  toVisitInput,
  type JobFormValues,
} from './job-form-values.ts';

export interface UseJobFormSubmitOptions {
  /** The stored job; a new job when left out. */
  job?: Job;
  /** The series of the visit being edited. */
  series?: JobSeries;
  form: UseFormReturn<JobFormValues>;
  /** The organisation's zone: the times typed are wall-clock times there. */
  timeZone: string;
  /** Closes the sheet, once saved. */
  onDone: () => void;
}

/**
 * Sends the job form. A new job with a recurring frequency starts a series (`POST /job-series`);
 * a visit of a series first asks which visits the change is for (`visit` is that question's
 * state). On a failure the sheet stays open as it was, with the server's per-field messages on
 * the fields (it names the planned times after the body: `scheduledStartTime`; a series' first
 * day `startDate`).
 */
export function useJobFormSubmit({ job, series, form, timeZone, onDone }: UseJobFormSubmitOptions) {
  const { t } = useTranslation();
  const create = useCreateJob();
  const createSeries = useCreateJobSeries();
  const update = useUpdateJob();
  const isNew = job == null;
  // The values of a visit's save: the scope dialog asks about them, and keeps them while it
  // closes.
  const [visitSave, setVisitSave] = useState<{ values: JobFormValues; isOpen: boolean } | null>(
    null,
  );
  const closeVisit = () => setVisitSave((asked) => asked && { ...asked, isOpen: false });

  const messages = {
    success: () => ({
      title: t('jobForm.savedTitle'),
      description: isNew ? t('jobForm.created') : t('jobForm.updated'),
    }),
    title: isNew ? t('jobForm.createFailedTitle') : t('jobForm.saveFailedTitle'),
    fallback: isNew ? t('jobForm.createFailed') : t('jobForm.saveFailed'),
    checkFields: t('jobForm.checkFields'),
  };

  const handleValid = async (values: JobFormValues) => {
    if (job?.seriesId != null) {
      setVisitSave({ values, isOpen: true });
      return;
    }
    const result = await submitForm(
      async () => {
        if (job) await update.mutateAsync({ id: job.id, body: toJobInput(values, timeZone, job) });
        else if (isSeriesFrequency(values.frequency)) {
          await createSeries.mutateAsync(toJobSeriesInput(values));
        } else await create.mutateAsync(toJobInput(values, timeZone));
      },
      { ...messages, form: { setError: form.setError, fields: jobFormField } },
    );
    if (result.ok) onDone();
  };

  /** Saves the visit with the scope chosen in the dialog. */
  const saveVisit = async (scope: SeriesScope) => {
    if (!job || !visitSave) return;
    const { values } = visitSave;
    let fieldErrors = 0;
    // The dialog is still open over the form: the messages go under the fields without taking
    // the focus, and the dialog closes to show them (the focus goes back to "Save changes").
    const setError: UseFormSetError<JobFormValues> = (name, error) => {
      fieldErrors += 1;
      form.setError(name, error);
    };
    const result = await submitForm(
      () =>
        update.mutateAsync({
          id: job.id,
          scope,
          body: toVisitInput(values, timeZone, job, series, scope),
        }),
      {
        ...messages,
        form: { setError, fields: jobFormField },
      },
    );
    if (result.ok) {
      closeVisit();
      onDone();
    } else if (fieldErrors > 0) {
      closeVisit();
    }
  };

  return {
    handleValid,
    isSaving: create.isPending || createSeries.isPending || update.isPending,
    /** The "Edit recurring job" question, while it is asked. */
    visit:
      job && visitSave
        ? {
            isOpen: visitSave.isOpen,
            close: closeVisit,
            isRuleChanged: series != null && isRuleChanged(visitSave.values, series),
            jobFor: (scope: SeriesScope) =>
              toVisitInput(visitSave.values, timeZone, job, series, scope),
            save: saveVisit,
            isSaving: update.isPending,
          }
        : null,
  };
}
