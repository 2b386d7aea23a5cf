import { planCodeValues, type components } from '@spotless/api-client/schema';
import { Badge, Button, Radio, RadioGroup } from '@spotless/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/load-error.tsx';
import { hasErrorCode } from '../../lib/api-errors.ts';
import { submitForm } from '../../lib/submit-form.ts';
import { useOrganization, type Organization } from '../../api/organization.ts';
import { usePermissions } from '../../lib/permissions.ts';
import { planLimitOf, type PlanLimit } from '../../lib/plan-limits.ts';
import { useUpdateOrganization } from './api/update-organization.ts';
import { SectionSkeleton } from './organization-section.tsx';
import { ReadOnlyNote, SettingsCard, SettingsPanel } from './settings-panel.tsx';
import styles from './plan-section.module.css';

type PlanCode = components['schemas']['PlanCode'];
const planCodes: readonly PlanCode[] = planCodeValues;

/**
 * How much of a plan's allowance is used, as an ARIA meter: its name, "8 of 10 users", and a bar
 * that turns amber near the limit and red at it (the words say so too).
 */
export function UsageMeter({ limit, label }: { limit: PlanLimit; label: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const numbers = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  const text = t(`settings.plan.usage.${limit.resource}`, {
    used: numbers.format(limit.used),
    max: numbers.format(limit.max),
  });
  return (
    <div className={styles.meter} data-status={limit.status}>
      <div className={styles.meterHead}>
        <span id={`${id}-label`} className={styles.meterLabel}>
          {label}
        </span>
        <span className={styles.meterValue}>{text}</span>
      </div>
      <div
        role="meter"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={limit.max}
        aria-valuenow={Math.min(limit.used, limit.max)}
        aria-valuetext={text}
        className={styles.track}
      >
        <span
          className={styles.fill}
          style={{ inlineSize: `${Math.min(100, (limit.used / limit.max) * 100)}%` }}
        />
      </div>
      <span className={styles.meterHint}>
        {limit.status === 'reached'
          ? t(`settings.plan.reached.${limit.resource}`)
          : t(`settings.plan.remaining.${limit.resource}`, {
              count: limit.remaining,
              formatted: numbers.format(limit.remaining),
            })}
      </span>
    </div>
  );
}

/** The plan's name and what it allows, with the meters of what is used. */
export function PlanSummary({ organization }: { organization: Organization }) {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  const { plan } = organization;
  return (
    <div className={styles.summary}>
      <div className={styles.planHead}>
        <span className={styles.planName}>{plan.name}</span>
        <Badge variant="info">{t('settings.plan.current')}</Badge>
      </div>
      <p className={styles.planLimits}>
        {t('settings.plan.limits', {
          users: numbers.format(plan.maxUsers),
          teams: numbers.format(plan.maxTeams),
        })}
      </p>
      <div className={styles.meters}>
        <UsageMeter limit={planLimitOf(organization, 'users')} label={t('settings.plan.users')} />
        <UsageMeter limit={planLimitOf(organization, 'teams')} label={t('settings.plan.teams')} />
      </div>
    </div>
  );
}

/** Settings > Plan and usage: the plan's limits and what is used; the owner may switch plans. */
export function PlanSection() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { can } = usePermissions();
  if (organization.isPending) return <SectionSkeleton label={t('settings.loading')} />;
  if (organization.isError) {
    return (
      <LoadError
        title={t('settings.plan.loadError')}
        error={organization.error}
        onRetry={() => void organization.refetch()}
        isRetrying={organization.isFetching}
      />
    );
  }
  return (
    <SettingsPanel
      title={t('settings.sections.plan.title')}
      description={t('settings.sections.plan.description')}
    >
      <SettingsCard title={t('settings.plan.currentTitle')}>
        <PlanSummary organization={organization.data} />
      </SettingsCard>
      {can('changePlan') ? (
        <ChangePlan key={organization.data.plan.code} organization={organization.data} />
      ) : (
        <ReadOnlyNote>{t('settings.plan.ownerOnly')}</ReadOnlyNote>
      )}
    </SettingsPanel>
  );
}

function ChangePlan({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const update = useUpdateOrganization();
  const current = organization.plan.code;
  const [chosen, setChosen] = useState<PlanCode>(current);
  const [refusal, setRefusal] = useState<string | null>(null);
  const planName = (code: PlanCode) => t(`settings.plan.plans.${code}.name`);

  const handleSwitch = async () => {
    setRefusal(null);
    const result = await submitForm(() => update.mutateAsync({ planCode: chosen }), {
      title: t('settings.plan.changeFailedTitle'),
      fallback: t('settings.plan.changeFailed'),
      // Too small for the organisation's users or teams: said with the plan's name.
      message: (error) =>
        hasErrorCode(error, 'CONFLICT')
          ? t('settings.plan.tooSmall', { plan: planName(chosen) })
          : undefined,
      success: (saved) => ({
        title: t('settings.plan.changedTitle'),
        description: t('settings.plan.changed', { plan: saved.plan.name }),
      }),
    });
    // The refusal stays under the plans as well as in the toast.
    if (!result.ok && result.message !== undefined) setRefusal(result.message);
  };

  return (
    <SettingsCard
      title={t('settings.plan.changeTitle')}
      description={t('settings.plan.changeHelp')}
      footer={
        <Button
          onPress={() => void handleSwitch()}
          isDisabled={chosen === current}
          isPending={update.isPending}
        >
          {chosen === current
            ? t('settings.plan.onThisPlan')
            : t('settings.plan.switchTo', { plan: planName(chosen) })}
        </Button>
      }
    >
      <RadioGroup
        label={t('settings.plan.choose')}
        value={chosen}
        onChange={(value) => {
          setRefusal(null);
          setChosen(value as PlanCode);
        }}
        isInvalid={refusal != null}
        errorMessage={refusal ?? undefined}
      >
        {planCodes.map((code) => (
          <Radio key={code} value={code} description={t(`settings.plan.plans.${code}.description`)}>
            <span className={styles.radioLabel}>
              {planName(code)}
              {code === current ? <Badge variant="info">{t('settings.plan.current')}</Badge> : null}
            </span>
          </Radio>
        ))}
      </RadioGroup>
    </SettingsCard>
  );
}
