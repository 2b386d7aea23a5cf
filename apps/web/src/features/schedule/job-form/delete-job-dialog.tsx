import { useTranslation } from 'react-i18next';
import type { Job } from '../../../api/jobs.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { submitForm } from '../../../lib/submit-form.ts';
import { useDeleteJob } from './api/delete-job.ts';
import type { SeriesScope } from './api/update-job.ts';
import { SeriesScopeDialog } from './series-scope-dialog.tsx';

export interface DeleteJobDialogProps {
  job: Job;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called once the server has deleted the job (or the visits chosen). */
  onDeleted: () => void;
}

const doneKey: Record<SeriesScope, string> = {
  this: 'jobForm.delete.doneThis',
  following: 'jobForm.delete.doneFollowing',
  all: 'jobForm.delete.doneAll',
};

/**
 * "Delete job": a plain job asks once, then goes (`DELETE /jobs/{id}`); a visit of a series asks
 * which visits, with what the server says that would delete ("Delete recurring job"). On a
 * failure the dialog stays open with the reason in a toast, and nothing is lost.
 */
export function DeleteJobDialog({ job, isOpen, onOpenChange, onDeleted }: DeleteJobDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteJob();

  const handleDelete = async (scope?: SeriesScope) => {
    const result = await submitForm(() => remove.mutateAsync({ id: job.id, scope }), {
      success: () => ({
        title: t('jobForm.delete.doneTitle'),
        description: scope ? t(doneKey[scope]) : t('jobForm.delete.done'),
      }),
      title: t('jobForm.delete.failedTitle'),
      fallback: t('jobForm.delete.failed'),
    });
    if (result.ok) onDeleted();
    return result.ok;
  };

  if (job.seriesId != null) {
    return (
      <SeriesScopeDialog
        action="DELETE"
        jobId={job.id}
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        onConfirm={(scope) => void handleDelete(scope)}
        isPending={remove.isPending}
      />
    );
  }
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('jobForm.delete.title')}
      confirmLabel={t('jobForm.delete.confirm')}
      cancelLabel={t('jobForm.cancelDialog.keep')}
      // The dialog stays open (its button busy) until the server answers; `false` keeps it open.
      onConfirm={() => handleDelete()}
    >
      {t('jobForm.delete.message')}
    </ConfirmDialog>
  );
}
