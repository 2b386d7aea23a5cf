import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import type { Job } from '../../../api/jobs.ts';
import { submitForm } from '../../../lib/submit-form.ts';
import { useCreateJob } from './api/create-job.ts';
import { useUpdateJob } from './api/update-job.ts';
import { jobFormField, toJobInput, type JobFormValues } from './job-form-values.ts';

export interface UseJobFormSubmitOptions {
  /** The stored job; a new job when left out. */
  job?: Job;
  form: UseFormReturn<JobFormValues>;
  /** The organisation's zone: the times typed are wall-clock times there. */
  timeZone: string;
  /** Closes the sheet, once saved. */
  onDone: () => void;
}

/**
 * Sends the job form. On a failure the sheet stays open as it was, with the server's per-field
 * messages on the fields (it names the planned times after the body: `scheduledStartTime`).
 */
export function useJobFormSubmit({ job, form, timeZone, onDone }: UseJobFormSubmitOptions) {
  const { t } = useTranslation();
  const create = useCreateJob();
  const update = useUpdateJob();
  const isNew = job == null;

  const handleValid = async (values: JobFormValues) => {
    const result = await submitForm(
      async () => {
        const body = toJobInput(values, timeZone, job);
        if (job) await update.mutateAsync({ id: job.id, body });
        else await create.mutateAsync(body);
      },
      {
        success: () => ({
          title: t('jobForm.savedTitle'),
          description: isNew ? t('jobForm.created') : t('jobForm.updated'),
        }),
        title: isNew ? t('jobForm.createFailedTitle') : t('jobForm.saveFailedTitle'),
        fallback: isNew ? t('jobForm.createFailed') : t('jobForm.saveFailed'),
        form: { setError: form.setError, fields: jobFormField },
        checkFields: t('jobForm.checkFields'),
      },
    );
    if (result.ok) onDone();
  };

  return { handleValid, isSaving: create.isPending || update.isPending };
}
