import { Skeleton } from '@spotless/ui';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/current-user.ts';
import styles from './home-page.module.css';

/** The signed-in landing page. */
export function HomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <div className={styles.root}>
      <h1 className={styles.title}>{t('home.title')}</h1>
      {user.data ? (
        <p>{t('home.signedInAs', { name: user.data.full_name, email: user.data.email })}</p>
      ) : (
        <Skeleton width="16rem" />
      )}
    </div>
  );
}
