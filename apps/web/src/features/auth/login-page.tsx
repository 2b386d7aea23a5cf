import { Button, Form, Link } from '@spotless/ui';
import { FormPasswordField, FormTextField } from '@spotless/ui/form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { nextPath } from '../../lib/session.ts';
import { submitForm } from '../../lib/submit-form.ts';
import { useLogin } from './api/login.ts';
import { AuthLayout } from './auth-layout.tsx';
import { useDeferredResolver } from './deferred-resolver.ts';
import type { LoginValues } from './schemas.ts';
import styles from './auth-forms.module.css';

export function LoginPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const search = useSearch();
  const login = useLogin();
  const resolver = useDeferredResolver('login');
  const form = useForm<LoginValues>({
    resolver,
    mode: 'onBlur',
    defaultValues: { login: '', password: '' },
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    const result = await submitForm(() => login.mutateAsync(values), {
      success: () => ({ title: t('auth.login.toastTitle'), description: t('auth.login.success') }),
      title: t('auth.login.toastTitle'),
      fallback: t('auth.login.login_error'),
    });
    // Back to the page the visitor was sent away from, if any (spec: else the dashboard).
    if (result.ok) navigate(nextPath(search), { replace: true });
  });

  return (
    <AuthLayout
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <p className={styles.footerLine}>
          {t('auth.login.noAccount')}{' '}
          <Link href="/register" variant="standalone">
            {t('auth.login.register')}
          </Link>
        </p>
      }
    >
      <Form onSubmit={(event) => void handleSubmit(event)}>
        <FormTextField
          control={form.control}
          name="login"
          label={t('auth.login.login')}
          autoComplete="username"
        />
        <div className={styles.passwordBlock}>
          <FormPasswordField
            control={form.control}
            name="password"
            label={t('auth.login.password')}
            autoComplete="current-password"
            showPasswordLabel={t('auth.showPassword')}
            hidePasswordLabel={t('auth.hidePassword')}
          />
          <Link href="/forgot-password" variant="standalone" className={styles.forgot}>
            {t('auth.login.forgot')}
          </Link>
        </div>
        <Button type="submit" variant="primary" isPending={login.isPending}>
          {t('auth.login.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
}
