import { Button, Dialog, DialogFooter, Radio, RadioGroup } from '@spotless/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/api-errors.ts';
import type { JobInput } from './api/create-job.ts';
import { useSeriesChangePreview, type SeriesChangeRequest } from './api/preview-series-change.ts';
import type { SeriesScope } from './api/update-job.ts';
import { changeLines } from './series-change-text.ts';
import styles from './series-scope-dialog.module.css';

export type SeriesAction = SeriesChangeRequest['action'];
export interface SeriesScopeDialogProps {
  /** `UPDATE`: "Edit recurring job", before a save; `DELETE`: "Delete recurring job". */
  action: SeriesAction;
  /** The visit being saved or deleted. */
  jobId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** `UPDATE`: the body of `PUT /jobs/{id}` for a scope (the rule goes only with a wide one). */
  jobFor?: (scope: SeriesScope) => JobInput;
  /**
   * The rule was changed: `This visit` cannot take it, so it is offered disabled, with why.
   * @default false
   */
  isRuleChanged?: boolean;
  /** Saves or deletes with the chosen scope. */
  onConfirm: (scope: SeriesScope) => void;
  /** The save or delete is under way. */
  isPending: boolean;
  /**
   * The button that goes back without saving; a move, which has no form behind it, says `Cancel`.
   * @default `Keep editing` for `UPDATE`, `Keep` for `DELETE`
   */
  cancelLabel?: string;
}

const scopes: readonly SeriesScope[] = ['this', 'following', 'all'];

const scopeLabelKey: Record<SeriesScope, string> = {
  this: 'jobForm.series.scopeThis',
  following: 'jobForm.series.scopeFollowing',
  all: 'jobForm.series.scopeAll',
};

interface ScopeChoiceProps extends Omit<SeriesScopeDialogProps, 'isOpen' | 'onOpenChange'> {
  onClose: () => void;
}

/** The dialog's body: mounted at each opening, so it starts on its default scope. */
function ScopeChoice({
  action,
  jobId,
  jobFor,
  isRuleChanged = false,
  onConfirm,
  isPending,
  onClose,
  cancelLabel,
}: ScopeChoiceProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  // A new rule cannot go to one visit alone.
  const [scope, setScope] = useState<SeriesScope>(isRuleChanged ? 'following' : 'this');
  const request: SeriesChangeRequest =
    action === 'UPDATE' && jobFor ? { action, scope, job: jobFor(scope) } : { action, scope };
  const preview = useSeriesChangePreview(jobId, request);
  const isChecking = preview.isFetching;

  return (
    <div className={styles.body}>
      <RadioGroup
        label={t('jobForm.series.scope')}
        value={scope}
        onChange={(value) => setScope(value as SeriesScope)}
        isDisabled={isPending}
      >
        {scopes.map((option) => (
          <Radio
            key={option}
            value={option}
            isDisabled={option === 'this' && isRuleChanged}
            description={
              option === 'this' && isRuleChanged ? t('jobForm.series.thisDisabled') : undefined
            }
          >
            {t(scopeLabelKey[option])}
          </Radio>
        ))}
      </RadioGroup>
      <div className={styles.preview} aria-busy={isChecking}>
        {/* The live region stays in the page; what it holds is read out as it changes. */}
        <div role="status" className={styles.status}>
          {isChecking ? (
            <p className={styles.checking}>{t('jobForm.series.checking')}</p>
          ) : preview.data ? (
            <ul className={styles.lines}>
              {changeLines(preview.data, t, locale).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
        {preview.isError && !isChecking ? (
          <div role="alert" className={styles.error}>
            <p>
              {t('jobForm.series.previewFailed')}{' '}
              {serverMessage(preview.error, t('common.loadErrorDescription'))}
            </p>
            <Button variant="outline" size="sm" onPress={() => void preview.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : null}
      </div>
      <DialogFooter>
        <Button variant="outline" onPress={onClose} isDisabled={isPending}>
          {cancelLabel ??
            (action === 'UPDATE' ? t('jobForm.series.back') : t('jobForm.series.keep'))}
        </Button>
        <Button
          variant={action === 'DELETE' ? 'destructive' : 'primary'}
          onPress={() => onConfirm(scope)}
          isPending={isPending}
          // What the change does is shown before it can be made.
          isDisabled={isChecking}
        >
          {action === 'UPDATE'
            ? t('jobForm.series.confirmSave')
            : t('jobForm.series.confirmDelete')}
        </Button>
      </DialogFooter>
    </div>
  );
}

/**
 * "Edit recurring job" and "Delete recurring job": which visits of the series the change is for
 * (`This visit`, `This and following visits`, `All visits`), and what the server says it would
 * do for that choice (visits changed, added, removed, those keeping their own changes, a split)
 * before anything is changed. Focus stays inside while it is open and returns to what opened it.
 */
export function SeriesScopeDialog({ isOpen, onOpenChange, ...props }: SeriesScopeDialogProps) {
  const { t } = useTranslation();
  const isUpdate = props.action === 'UPDATE';
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && props.isPending) return;
        onOpenChange(open);
      }}
      title={isUpdate ? t('jobForm.series.editTitle') : t('jobForm.series.deleteTitle')}
      description={isUpdate ? t('jobForm.series.editMessage') : t('jobForm.series.deleteMessage')}
      size="md"
      closeLabel={null}
    >
      <ScopeChoice {...props} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}
