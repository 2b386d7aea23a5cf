import { useSidebar } from '@spotless/ui';
import { useTranslation } from 'react-i18next';
import { useOrganization } from '../../api/organization.ts';
import { SparkleIcon } from '../icons.tsx';
import styles from './organization-header.module.css';

/** Sidebar header: the organisation's logo (or the product mark), Spotless, the organisation. */
export function OrganizationHeader() {
  const { t } = useTranslation();
  const { state, isMobile } = useSidebar();
  const organization = useOrganization().data;
  const expanded = state === 'expanded' || isMobile;
  return (
    <div className={styles.root} data-expanded={expanded || undefined}>
      {organization?.logoUrl ? (
        <img className={styles.logo} src={organization.logoUrl} alt="" width={32} height={32} />
      ) : (
        <span className={styles.mark} aria-hidden="true">
          <SparkleIcon size={18} />
        </span>
      )}
      {expanded ? (
        <span className={styles.text}>
          <span className={styles.product}>{t('app.name')}</span>
          <span className={styles.organization}>{organization?.name ?? t('app.tagline')}</span>
        </span>
      ) : null}
    </div>
  );
}
