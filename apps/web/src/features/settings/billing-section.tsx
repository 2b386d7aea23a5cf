import { Link } from '@spotless/ui';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/load-error.tsx';
import { useOrganization } from '../../api/organization.ts';
import { SectionSkeleton } from './organization-section.tsx';
import { settingsPath } from './sections.ts';
import { SettingsCard, SettingsPanel } from './settings-panel.tsx';
import styles from './info-sections.module.css';

/**
 * Settings > Billing, before Spotless takes payments: the plan the organisation is on and where
 * to change it. The contract has no prices, invoices or payment methods, so none are shown
 * (no placeholders that look like data). What clients pay the business is on each job.
 */
export function BillingSection() {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  const organization = useOrganization();
  if (organization.isPending) return <SectionSkeleton label={t('settings.loading')} cards={2} />;
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
  const { plan } = organization.data;
  return (
    <SettingsPanel
      title={t('settings.sections.billing.title')}
      description={t('settings.sections.billing.description')}
    >
      <SettingsCard title={t('settings.billing.planTitle')}>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('settings.billing.plan')}</dt>
            <dd className={styles.strong}>{plan.name}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('settings.billing.includes')}</dt>
            <dd>
              {t('settings.plan.limits', {
                users: numbers.format(plan.maxUsers),
                teams: numbers.format(plan.maxTeams),
              })}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('settings.billing.price')}</dt>
            <dd className={styles.muted}>{t('settings.billing.noPrice')}</dd>
          </div>
        </dl>
        <Link href={settingsPath('plan')} variant="standalone" className={styles.link}>
          {t('settings.billing.managePlan')}
        </Link>
      </SettingsCard>
      <SettingsCard
        title={t('settings.billing.paymentsTitle')}
        description={t('settings.billing.paymentsHelp')}
      >
        <p className={styles.text}>{t('settings.billing.clientPayments')}</p>
      </SettingsCard>
    </SettingsPanel>
  );
}
