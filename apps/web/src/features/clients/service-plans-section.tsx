import { Badge, Button, Skeleton } from '@spotless/ui';
import { useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ColorDot } from '../../components/color-dot.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormSection } from '../../components/form-layout/form-layout.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { usePermissions } from '../../lib/permissions.ts';
import { useRecurrenceText } from '../../lib/recurrence-text.ts';
import { submitForm } from '../../lib/submit-form.ts';
import { useJobSeriesList, type JobSeries } from '../../api/job-series.ts';
import { useEndJobSeries } from './api/end-job-series.ts';
import { visitDate } from './client-display.ts';
import styles from './service-plans-section.module.css';
import sectionStyles from './client-section.module.css';

function PlansSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.list} aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {['16rem', '12rem'].map((width) => (
        <div key={width} className={styles.plan}>
          <div className={styles.main}>
            <Skeleton shape="text" width={width} />
            <Skeleton shape="text" width="10rem" />
          </div>
        </div>
      ))}
    </div>
  );
}

interface PlanRowProps {
  plan: JobSeries;
  rule: string;
  /** Offers `End plan` (to the roles that manage jobs, on a plan with visits to come). */
  onEnd?: (plan: JobSeries) => void;
}

function PlanRow({ plan, rule, onEnd }: PlanRowProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const isEnded = plan.status === 'ENDED';
  // A plan that ends on a set day with no visit left (ended today) has nothing more to end.
  const canEnd = !isEnded && (plan.endDate == null || plan.nextVisitDate != null);
  return (
    <li className={styles.plan} data-ended={isEnded ? '' : undefined}>
      <div className={styles.main}>
        <p className={styles.rule}>{rule}</p>
        <p className={styles.meta}>
          <span className={styles.team}>
            <ColorDot color={plan.team.color} />
            {plan.team.name}
          </span>
          {isEnded ? (
            <Badge variant="neutral">{t('clients.plans.ended')}</Badge>
          ) : plan.nextVisitDate != null ? (
            <span>
              {t('clients.plans.nextVisit', { date: visitDate(plan.nextVisitDate, locale) })}
            </span>
          ) : (
            <span className={styles.muted}>{t('clients.plans.noNextVisit')}</span>
          )}
        </p>
      </div>
      {onEnd && canEnd ? (
        <Button
          variant="outline"
          size="sm"
          className={styles.end}
          // Each plan's button names its plan (several sit in one list), after its visible text.
          aria-label={t('clients.plans.endLabel', { rule })}
          onPress={() => onEnd(plan)}
        >
          {t('clients.plans.end')}
        </Button>
      ) : null}
    </li>
  );
}

export interface ServicePlansSectionProps {
  /** The client whose plans are listed. */
  clientId: string;
}

/**
 * The client's recurring service plans (`GET /job-series?clientId=`), newest first: each with its
 * rule in words, its team and its next visit, or `Ended`. The roles that manage jobs may end a
 * running plan today, which removes its visits after today that have not started.
 */
export function ServicePlansSection({ clientId }: ServicePlansSectionProps) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const plans = useJobSeriesList({ clientId });
  const describe = useRecurrenceText();
  const end = useEndJobSeries();
  const [ending, setEnding] = useState<JobSeries | null>(null);
  // The dialog keeps its plan while it closes, so its text does not vanish first.
  const [shown, setShown] = useState(ending);
  if (ending != null && ending !== shown) setShown(ending);

  const handleEnd = async () => {
    if (!shown) return false;
    const rule = describe(shown);
    const result = await submitForm(() => end.mutateAsync(shown.id), {
      success: () => ({
        title: t('clients.plans.endedTitle'),
        description: t('clients.plans.endedMessage', { rule }),
      }),
      title: t('clients.plans.endFailedTitle'),
      fallback: t('clients.plans.endFailed'),
    });
    // A refusal keeps the dialog open; the toast says why.
    return result.ok;
  };

  let content;
  if (plans.isPending) {
    content = <PlansSkeleton label={t('clients.plans.loading')} />;
  } else if (plans.isError) {
    content = (
      <LoadError
        title={t('clients.plans.loadError')}
        error={plans.error}
        onRetry={() => void plans.refetch()}
        isRetrying={plans.isFetching}
        headingLevel={3}
        className={sectionStyles.error}
      />
    );
  } else if (plans.data.length === 0) {
    content = <p className={sectionStyles.empty}>{t('clients.plans.empty')}</p>;
  } else {
    content = (
      <ul className={styles.list}>
        {plans.data.map((plan) => (
          <PlanRow
            key={plan.id}
            plan={plan}
            rule={describe(plan)}
            onEnd={can('manageJobs') ? setEnding : undefined}
          />
        ))}
      </ul>
    );
  }

  return (
    <FormSection title={t('clients.plans.title')} description={t('clients.plans.help')}>
      {content}
      <ConfirmDialog
        isOpen={ending != null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setEnding(null);
        }}
        title={t('clients.plans.endTitle')}
        confirmLabel={t('clients.plans.endConfirm')}
        cancelLabel={t('clients.plans.keep')}
        onConfirm={handleEnd}
      >
        {shown ? (
          <>
            <p className={styles.dialogRule}>{describe(shown)}</p>
            <p className={styles.dialogText}>{t('clients.plans.endMessage')}</p>
          </>
        ) : null}
      </ConfirmDialog>
    </FormSection>
  );
}
