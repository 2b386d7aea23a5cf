import { Button, Form, Link } from '@spotless/ui';
import { FormTextField } from '@spotless/ui/form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { submitForm } from '../../lib/submit-form.ts';
import { useRequestPasswordReset } from './api/request-password-reset.ts';
import { AuthLayout } from './auth-layout.tsx';
import { useDeferredResolver } from './deferred-resolver.ts';
import type { ForgotPasswordValues } from './schemas.ts';
import styles from './auth-forms.module.css';

/** Asks for a reset link by e-mail (spec §8 "Forgot-password"). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const request = useRequestPasswordReset();
  const resolver = useDeferredResolver('forgotPassword');
  const form = useForm<ForgotPasswordValues>({
    resolver,
    mode: 'onBlur',
    defaultValues: { email: '' },
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    const result = await submitForm(() => request.mutateAsync(values), {
      success: () => ({
        title: t('auth.forgot.toastTitle'),
        description: t('auth.forgot.success'),
      }),
      title: t('auth.forgot.errorTitle'),
      fallback: t('auth.forgot.error'),
      form: { setError: form.setError, fields: ['email'] },
    });
    if (result.ok) navigate('/login', { replace: true });
  });

  return (
    <AuthLayout
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={
        <p className={styles.footerLine}>
          {t('auth.forgot.remembered')}{' '}
          <Link href="/login" variant="standalone">
            {t('auth.backToLogin')}
          </Link>
        </p>
      }
    >
      <Form onSubmit={(event) => void handleSubmit(event)}>
        <FormTextField
          control={form.control}
          name="email"
          type="email"
          label={t('auth.forgot.email')}
          autoComplete="email"
        />
        <Button type="submit" variant="primary" isPending={request.isPending}>
          {t('auth.forgot.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
}
