import type { ReactNode } from 'react';
import styles from './auth-layout.module.css';

export interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card every public page (sign in, register, passwords) sits in. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <main className={styles.root}>
      <section className={styles.card} aria-labelledby="auth-title">
        <div className={styles.brand} aria-hidden="true">
          <svg viewBox="0 0 32 32" width="40" height="40">
            <rect width="32" height="32" rx="8" fill="currentColor" />
            <path
              d="M16 6l2.4 6.6L25 15l-6.6 2.4L16 24l-2.4-6.6L7 15l6.6-2.4z"
              fill="var(--color-bg)"
            />
          </svg>
        </div>
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </section>
    </main>
  );
}
