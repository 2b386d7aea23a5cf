import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import styles from './not-found.module.css';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <main className={styles.root}>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <Link href="/" className={styles.link}>
        {t('notFound.home')}
      </Link>
    </main>
  );
}
