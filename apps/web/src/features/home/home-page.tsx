import { Button, showToast, Skeleton } from '@spotless/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useCurrentUser } from '../../lib/current-user.ts';
import { useLogout } from '../../lib/logout.ts';
import styles from './home-page.module.css';

/** The signed-in landing page: who is signed in, and the way out. The dashboard grows here. */
export function HomePage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const user = useCurrentUser();
  const logout = useLogout();

  const handleLogout = async () => {
    await logout.mutateAsync();
    showToast({ title: t('logout.title'), description: t('logout.success') });
    navigate('/login', { replace: true });
  };

  return (
    <main className={styles.root}>
      <h1 className={styles.title}>{t('home.title')}</h1>
      {user.isPending ? (
        <Skeleton width="16rem" />
      ) : user.data ? (
        <p>{t('home.signedInAs', { name: user.data.full_name, email: user.data.email })}</p>
      ) : null}
      <Button variant="outline" onPress={() => void handleLogout()} isPending={logout.isPending}>
        {t('logout.action')}
      </Button>
    </main>
  );
}
