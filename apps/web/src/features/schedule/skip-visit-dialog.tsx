import { zodResolver } from '@hookform/resolvers/zod';
import { Button, DialogFooter, Form, Radio } from '@spotless/ui';
import { FormCheckbox, FormRadioGroup, FormTextArea } from '@spotless/ui/form';
import { useEffect, useEffectEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Job } from '../../api/jobs.ts';
import { clientName } from '../../lib/job-text.ts';
import { formatUsd } from '../../lib/money.ts';
import { submitForm } from '../../lib/submit-form.ts';
import { useSkipVisit } from './api/skip-visit.ts';
import { JobActionDialog } from './job-action-dialog.tsx';
import { longDate } from './job-format.ts';
import {
  MAX_SKIP_NOTE,
  skipKinds,
  skipVisitFields,
  skipVisitSchema,
  toJobSkipInput,
  type SkipVisitValues,
} from './skip-visit-values.ts';
import { skipKindLabel } from './skip-kind-label.ts';
import styles from './skip-visit-dialog.module.css';

export interface SkipVisitDialogProps {
  /** The scheduled job to skip; `null` keeps the dialog closed. */
  job: Job | null;
  onClose: () => void;
  /** Called with the skipped job once the server has skipped it. */
  onSkipped?: (job: Job) => void;
  /**
   * Called once the dialog has left the page (after its exit animation). A skipped job loses the
   * button that opened the dialog, so focus has nowhere to return to: the caller moves it here.
   */
  onClosed?: () => void;
}

function SkipVisitForm({
  job,
  onClose,
  onSkipped,
  onClosed,
}: {
  job: Job;
  onClose: () => void;
  onSkipped?: (job: Job) => void;
  onClosed?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const skip = useSkipVisit();
  const form = useForm<SkipVisitValues>({
    resolver: zodResolver(skipVisitSchema(t)),
    mode: 'onSubmit',
    defaultValues: { kind: null, note: '', keepCharge: false },
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  // The form leaves the page with the dialog, once it has finished closing.
  const handleClosed = useEffectEvent(() => onClosed?.());
  useEffect(() => () => handleClosed(), []);

  const handleValid = async (values: SkipVisitValues) => {
    if (values.kind == null) return;
    const body = toJobSkipInput({ ...values, kind: values.kind });
    const client = clientName(job);
    const date = longDate(job.date, locale);
    const result = await submitForm(() => skip.mutateAsync({ jobId: job.id, body }), {
      success: (skipped) => ({
        title: t('schedule.skip.doneTitle'),
        description: skipped.skip?.isCharged
          ? t('schedule.skip.doneCharged', { client, date })
          : t('schedule.skip.done', { client, date }),
      }),
      title: t('schedule.skip.failedTitle'),
      fallback: t('schedule.skip.failed'),
      // A refused kind, note or charge lands under its field; what was chosen stays.
      form: { setError: form.setError, fields: skipVisitFields },
    });
    if (result.ok) onSkipped?.(result.data);
  };

  return (
    <Form onSubmit={(event) => void form.handleSubmit(handleValid)(event)}>
      <p className={styles.intro}>
        {t(job.seriesId != null ? 'schedule.skip.messageVisit' : 'schedule.skip.messageJob', {
          client: clientName(job),
          date: longDate(job.date, locale),
        })}
      </p>
      <FormRadioGroup control={form.control} name="kind" label={t('schedule.skip.kind')} isRequired>
        {skipKinds.map((value) => (
          <Radio key={value} value={value}>
            {skipKindLabel(t, value)}
          </Radio>
        ))}
      </FormRadioGroup>
      {kind === 'LOCKOUT' ? (
        <FormCheckbox
          control={form.control}
          name="keepCharge"
          description={
            job.chargeAmount != null
              ? t('schedule.skip.keepChargeAmount', {
                  amount: formatUsd(job.chargeAmount, locale),
                })
              : t('schedule.skip.keepChargeHelp')
          }
        >
          {t('schedule.skip.keepCharge')}
        </FormCheckbox>
      ) : null}
      <FormTextArea
        control={form.control}
        name="note"
        label={t('schedule.skip.note')}
        description={t('schedule.skip.noteHelp')}
        placeholder={t('schedule.skip.notePlaceholder')}
        maxLength={MAX_SKIP_NOTE}
        rows={3}
      />
      <DialogFooter>
        <Button variant="outline" onPress={onClose} isDisabled={skip.isPending}>
          {t('schedule.skip.back')}
        </Button>
        <Button type="submit" variant="destructive" isPending={skip.isPending}>
          {t('schedule.skip.confirm')}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/**
 * `Skip visit`: why the visit will not happen (the client skipped it, the company moved it, a
 * lockout, a holiday, another reason), an optional note, and for a lockout whether it is still
 * charged. The job becomes cancelled with that skip; a series goes on with its next visit. A
 * refusal keeps the dialog open with everything chosen, and says why.
 */
export function SkipVisitDialog({ job, onClose, onSkipped, onClosed }: SkipVisitDialogProps) {
  const { t } = useTranslation();
  return (
    <JobActionDialog job={job} title={t('schedule.skip.title')} onClose={onClose}>
      {(shown) => (
        <SkipVisitForm job={shown} onClose={onClose} onSkipped={onSkipped} onClosed={onClosed} />
      )}
    </JobActionDialog>
  );
}
