import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError, isNetworkError } from '@spotless/api-client';
import { Button, Form, showToast } from '@spotless/ui';
import { FormPasswordField, FormTextField } from '@spotless/ui/form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { z } from 'zod';
import { useLogin } from './api/login.ts';
import { AuthLayout } from './auth-layout.tsx';

function useLoginSchema() {
  const { t } = useTranslation();
  return z.object({
    login: z.string().trim().min(1, t('login.loginRequired')),
    password: z.string().min(1, t('login.passwordRequired')),
  });
}

type LoginValues = z.infer<ReturnType<typeof useLoginSchema>>;

/** Only same-origin paths: `?next=https://evil.example` must not send a user elsewhere. */
function safeNext(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export function LoginPage() {
  const { t } = useTranslation();
  const schema = useLoginSchema();
  const [, navigate] = useLocation();
  const search = useSearch();
  const login = useLogin();
  const form = useForm<LoginValues>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    defaultValues: { login: '', password: '' },
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      showToast({
        title: t('login.toastTitle'),
        description: t('login.success'),
        variant: 'success',
      });
      navigate(safeNext(search), { replace: true });
    } catch (error) {
      // No response at all: the app-wide network toast already says so.
      if (isNetworkError(error)) return;
      showToast({
        title: t('login.toastTitle'),
        description: isApiError(error) && error.message ? error.message : t('login.login_error'),
        variant: 'destructive',
      });
    }
  });

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <Form onSubmit={(event) => void handleSubmit(event)}>
        <FormTextField
          control={form.control}
          name="login"
          label={t('login.login')}
          autoComplete="username"
        />
        <FormPasswordField
          control={form.control}
          name="password"
          label={t('login.password')}
          autoComplete="current-password"
          showPasswordLabel={t('login.showPassword')}
          hidePasswordLabel={t('login.hidePassword')}
        />
        <Button type="submit" variant="primary" isPending={login.isPending}>
          {t('login.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
}
