import { isNetworkError } from '@spotless/api-client';
import { Button, Form, Link, showToast } from '@spotless/ui';
import { FormTextField } from '@spotless/ui/form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useRequestPasswordReset } from './api/request-password-reset.ts';
import { AuthLayout } from './auth-layout.tsx';
import { useDeferredResolver } from './deferred-resolver.ts';
import type { ForgotPasswordValues } from './schemas.ts';
import { serverMessage, showFieldErrors } from './server-errors.ts';
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
    try {
      await request.mutateAsync(values);
    } catch (error) {
      if (isNetworkError(error)) return;
      showFieldErrors(error, ['email'], form.setError);
      showToast({
        title: t('auth.forgot.errorTitle'),
        description: serverMessage(error) ?? t('auth.forgot.error'),
        variant: 'destructive',
      });
      return;
    }
    showToast({
      title: t('auth.forgot.toastTitle'),
      description: t('auth.forgot.success'),
      variant: 'success',
    });
    navigate('/login', { replace: true });
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
