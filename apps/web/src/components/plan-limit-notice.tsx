import { AlertCircleIcon, Button, InfoIcon } from '@spotless/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { PlanLimit } from '../lib/plan-limits.ts';
import styles from './plan-limit-notice.module.css';

export interface PlanLimitNoticeProps {
  /** From `usePlanLimit(resource)`; nothing shows while it is `null` or far from the limit. */
  limit: PlanLimit | null;
  /**
   * Whether the Upgrade plan button shows (only a MASTER may change the plan, but anyone can
   * go and see the plans).
   * @default true
   */
  showUpgrade?: boolean;
  className?: string;
}

/** Where the Upgrade plan button leads. */
export const PLAN_SETTINGS_PATH = '/settings/plan';

/**
 * The plan-limit banner of the Users and Teams screens (spec §8): at the limit it says that no
 * more can be created, near it how many more can be added; both offer Upgrade plan.
 */
export function PlanLimitNotice({ limit, showUpgrade = true, className }: PlanLimitNoticeProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  if (!limit || limit.status === 'ok') return null;
  const reached = limit.status === 'reached';
  const { resource } = limit;
  return (
    <section
      className={[styles.notice, className].filter(Boolean).join(' ')}
      data-status={limit.status}
      aria-labelledby={`plan-limit-${resource}`}
    >
      <span className={styles.icon} aria-hidden="true">
        {reached ? <AlertCircleIcon /> : <InfoIcon />}
      </span>
      <div className={styles.text}>
        <h2 id={`plan-limit-${resource}`} className={styles.title}>
          {t(
            reached
              ? `common.planLimit.reachedTitle.${resource}`
              : `common.planLimit.nearTitle.${resource}`,
          )}
        </h2>
        <p className={styles.message}>
          {reached
            ? t(`common.planLimit.reached.${resource}`)
            : t(`common.planLimit.near.${resource}`, { count: limit.remaining })}{' '}
          <span className={styles.usage}>
            {t(`common.planLimit.usage.${resource}`, {
              used: limit.used,
              max: limit.max,
              plan: limit.planName,
            })}
          </span>
        </p>
      </div>
      {showUpgrade ? (
        <Button
          variant={reached ? 'primary' : 'outline'}
          size="sm"
          className={styles.action}
          onPress={() => navigate(PLAN_SETTINGS_PATH)}
        >
          {t('common.planLimit.upgrade')}
        </Button>
      ) : null}
    </section>
  );
}
