import { zodResolver } from '@hookform/resolvers/zod';
import { FormTextField } from '@spotless/ui/form';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { JobType, JobTypeInput } from '../../api/job-types.ts';
import { useCreateJobType, useUpdateJobType } from './api/job-type-mutations.ts';
import {
  CatalogForm,
  catalogDefaults,
  catalogFieldsSchema,
  tooLongMessage,
  type CatalogFormValues,
} from './catalog-dialog.tsx';
import styles from './catalog-section.module.css';

interface JobTypeFormValues extends CatalogFormValues {
  short: string;
}

const jobTypeFields: readonly (keyof JobTypeFormValues)[] = [
  'name',
  'short',
  'description',
  'isActive',
];

export function jobTypeSchema(t: TFunction) {
  return z.object({
    ...catalogFieldsSchema(t, 'jobTypes'),
    short: z
      .string()
      .trim()
      .max(10, tooLongMessage(t, 'jobTypes', 10)),
  });
}

/** The whole job type, as create and replace take it: empty texts are null. */
export const toJobTypeInput = (values: JobTypeFormValues): JobTypeInput => ({
  name: values.name.trim(),
  short: values.short.trim() || null,
  description: values.description.trim() || null,
  isActive: values.isActive,
});

/** Creates (`jobType` null) or edits a job type, in the section's dialog. */
export function JobTypeForm({ jobType, onDone }: { jobType: JobType | null; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm<JobTypeFormValues>({
    resolver: zodResolver(jobTypeSchema(t)),
    mode: 'onBlur',
    defaultValues: { ...catalogDefaults(jobType), short: jobType?.short ?? '' },
  });

  return (
    <CatalogForm
      texts="jobTypes"
      item={jobType}
      form={form}
      fields={jobTypeFields}
      toInput={toJobTypeInput}
      create={useCreateJobType()}
      update={useUpdateJobType()}
      onDone={onDone}
    >
      <div className={styles.dialogGrid}>
        <FormTextField
          control={form.control}
          name="name"
          label={t('settings.jobTypes.name')}
          isRequired
          autoComplete="off"
          className={styles.grow}
        />
        <FormTextField
          control={form.control}
          name="short"
          label={t('settings.jobTypes.short')}
          description={t('settings.jobTypes.shortHelp')}
          maxLength={10}
          autoComplete="off"
        />
      </div>
    </CatalogForm>
  );
}
