import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogFooter, Form } from '@spotless/ui';
import { FormSwitch, FormTextArea, FormTextField } from '@spotless/ui/form';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { JobType, JobTypeInput } from '../../api/job-types.ts';
import { submitForm } from '../../lib/submit-form.ts';
import { useCreateJobType, useUpdateJobType } from './api/job-type-mutations.ts';
import styles from './job-types-section.module.css';

interface JobTypeFormValues {
  name: string;
  short: string;
  description: string;
  isActive: boolean;
}

const jobTypeFields: readonly (keyof JobTypeFormValues)[] = [
  'name',
  'short',
  'description',
  'isActive',
];

export function jobTypeSchema(t: TFunction) {
  const tooLong = (max: number) => t('settings.jobTypes.validation.tooLong', { max });
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, t('settings.jobTypes.validation.nameRequired'))
      .max(100, tooLong(100)),
    short: z.string().trim().max(10, tooLong(10)),
    description: z.string().trim().max(2000, tooLong(2000)),
    isActive: z.boolean(),
  });
}

/** The whole job type, as create and replace take it: empty texts are null. */
export const toJobTypeInput = (values: JobTypeFormValues): JobTypeInput => ({
  name: values.name.trim(),
  short: values.short.trim() || null,
  description: values.description.trim() || null,
  isActive: values.isActive,
});

export interface JobTypeDialogProps {
  /** `null` closes the dialog; `'new'` creates; a job type edits it. */
  target: JobType | 'new' | null;
  onClose: () => void;
}

/** Create or edit a job type in a dialog (job types have no pages of their own). */
export function JobTypeDialog({ target, onClose }: JobTypeDialogProps) {
  const { t } = useTranslation();
  const isNew = target === 'new';
  return (
    <Dialog
      isOpen={target != null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={isNew ? t('settings.jobTypes.newTitle') : t('settings.jobTypes.editTitle')}
      description={t('settings.jobTypes.dialogHelp')}
      closeLabel={t('settings.close')}
    >
      {target != null ? (
        <JobTypeForm
          key={isNew ? 'new' : target.id}
          jobType={isNew ? null : target}
          onDone={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function JobTypeForm({ jobType, onDone }: { jobType: JobType | null; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateJobType();
  const update = useUpdateJobType();
  const form = useForm<JobTypeFormValues>({
    resolver: zodResolver(jobTypeSchema(t)),
    mode: 'onBlur',
    defaultValues: {
      name: jobType?.name ?? '',
      short: jobType?.short ?? '',
      description: jobType?.description ?? '',
      isActive: jobType?.isActive ?? true,
    },
  });

  const handleValid = async (values: JobTypeFormValues) => {
    const body = toJobTypeInput(values);
    const result = await submitForm(
      () => (jobType ? update.mutateAsync({ id: jobType.id, body }) : create.mutateAsync(body)),
      {
        success: (saved) => ({
          title: jobType ? t('settings.jobTypes.savedTitle') : t('settings.jobTypes.createdTitle'),
          description: t(jobType ? 'settings.jobTypes.saved' : 'settings.jobTypes.created', {
            name: saved.name,
          }),
        }),
        title: jobType
          ? t('settings.jobTypes.saveFailedTitle')
          : t('settings.jobTypes.createFailedTitle'),
        fallback: t('settings.jobTypes.saveFailed'),
        // A name already used lands under the name field, from the answer's details.
        form: { setError: form.setError, fields: jobTypeFields },
      },
    );
    if (result.ok) onDone();
  };

  const isSaving = create.isPending || update.isPending;
  return (
    <Form
      className={styles.dialogForm}
      onSubmit={(event) => void form.handleSubmit(handleValid)(event)}
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
      <FormTextArea
        control={form.control}
        name="description"
        label={t('settings.jobTypes.description')}
        placeholder={t('settings.jobTypes.descriptionPlaceholder')}
        rows={3}
      />
      <FormSwitch
        control={form.control}
        name="isActive"
        description={t('settings.jobTypes.activeHelp')}
      >
        {t('settings.jobTypes.active')}
      </FormSwitch>
      <DialogFooter>
        <Button variant="outline" onPress={onDone} isDisabled={isSaving}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isPending={isSaving}>
          {jobType ? t('settings.save') : t('settings.jobTypes.create')}
        </Button>
      </DialogFooter>
    </Form>
  );
}
