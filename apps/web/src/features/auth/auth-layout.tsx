import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DeferredLanguageSwitcher,
  DeferredThemeSwitcher,
} from '../../components/app-shell/deferred-switchers.tsx';
import styles from './auth-layout.module.css';

export interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Links to the other public pages, under the card's content. */
  footer?: ReactNode;
  /**
   * `wide` fits a two-column form (registration).
   * @default 'default'
   */
  size?: 'default' | 'wide';
}

/**
 * The centred card every public page (sign in, register, passwords) sits in, with the language
 * and theme switchers above it: a visitor picks their language before signing in.
 */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
  size = 'default',
}: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.root}>
      <header className={styles.preferences} aria-label={t('auth.preferences')}>
        <DeferredLanguageSwitcher />
        <DeferredThemeSwitcher />
      </header>
      <main className={styles.main}>
        <section className={styles.card} data-size={size} aria-labelledby="auth-title">
          <div className={styles.brand}>
            <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true">
              <rect width="32" height="32" rx="8" fill="currentColor" />
              <path
                d="M16 6l2.4 6.6L25 15l-6.6 2.4L16 24l-2.4-6.6L7 15l6.6-2.4z"
                fill="var(--color-accent-text)"
              />
            </svg>
            <span className={styles.product}>{t('app.name')}</span>
          </div>
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </section>
      </main>
    </div>
  );
}
