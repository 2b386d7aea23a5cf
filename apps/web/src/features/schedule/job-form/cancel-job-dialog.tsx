import { Button, Dialog, DialogFooter, Form, TextArea } from '@spotless/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Job } from '../../../api/jobs.ts';
import { submitForm } from '../../../lib/submit-form.ts';
import { useCancelJob } from './api/cancel-job.ts';

export interface CancelJobDialogProps {
  job: Job;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called once the server has cancelled the job. */
  onCancelled: () => void;
}

/** The contract's limit on `cancelReason`. */
const MAX_REASON = 500;

function CancelJobForm({
  job,
  onClose,
  onCancelled,
}: {
  job: Job;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelJob();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async () => {
    if (reason.trim() === '') {
      setError(t('jobForm.cancelDialog.reasonRequired'));
      return;
    }
    const result = await submitForm(() => cancel.mutateAsync({ job, reason }), {
      success: () => ({
        title: t('jobForm.cancelDialog.doneTitle'),
        description: t('jobForm.cancelDialog.done'),
      }),
      title: t('jobForm.cancelDialog.failedTitle'),
      fallback: t('jobForm.cancelDialog.failed'),
    });
    if (result.ok) onCancelled();
  };

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        void handleSubmit();
      }}
    >
      <p>{t('jobForm.cancelDialog.message')}</p>
      <TextArea
        label={t('jobForm.cancelDialog.reason')}
        placeholder={t('jobForm.cancelDialog.reasonPlaceholder')}
        value={reason}
        onChange={(value) => {
          setReason(value);
          if (error && value.trim() !== '') setError(null);
        }}
        isRequired
        isInvalid={error != null}
        errorMessage={error ?? undefined}
        validationBehavior="aria"
        maxLength={MAX_REASON}
        rows={3}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens to type the reason
        autoFocus
      />
      <DialogFooter>
        <Button variant="outline" onPress={onClose} isDisabled={cancel.isPending}>
          {t('jobForm.cancelDialog.keep')}
        </Button>
        <Button type="submit" variant="destructive" isPending={cancel.isPending}>
          {t('jobForm.cancelDialog.confirm')}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/**
 * "Cancel this Job": asks why, then marks the job cancelled with that reason (the server
 * requires one). "Keep job", Escape or a click outside back out to the job form.
 */
export function CancelJobDialog({ job, isOpen, onOpenChange, onCancelled }: CancelJobDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('jobForm.cancelDialog.title')}
      size="sm"
      closeLabel={null}
    >
      <CancelJobForm job={job} onClose={() => onOpenChange(false)} onCancelled={onCancelled} />
    </Dialog>
  );
}
