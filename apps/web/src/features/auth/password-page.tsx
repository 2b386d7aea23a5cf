import { isApiError } from '@spotless/api-client';
import { Button, Form, Link, Skeleton, Spinner, showToast } from '@spotless/ui';
import { FormPasswordField } from '@spotless/ui/form';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { hasErrorCode } from '../../lib/api-errors.ts';
import { submitForm } from '../../lib/submit-form.ts';
import { useResetPassword } from './api/reset-password.ts';
import { useResetTokenValidity } from './api/validate-reset-token.ts';
import { AuthLayout } from './auth-layout.tsx';
import { useDeferredResolver } from './deferred-resolver.ts';
import type { PasswordValues } from './schemas.ts';
import styles from './auth-forms.module.css';

/** `reset` comes from "Forgot password", `create` from the e-mail a new user receives. */
type PasswordPageMode = 'reset' | 'create';

const texts = {
  reset: {
    title: 'auth.password.resetTitle',
    subtitle: 'auth.password.resetSubtitle',
    submit: 'auth.password.resetSubmit',
    toastTitle: 'auth.password.resetToastTitle',
    success: 'auth.password.resetSuccess',
  },
  create: {
    title: 'auth.password.createTitle',
    subtitle: 'auth.password.createSubtitle',
    submit: 'auth.password.createSubmit',
    toastTitle: 'auth.password.createToastTitle',
    success: 'auth.password.createSuccess',
  },
} as const;

/** An answer about the token itself (unknown, used, expired, malformed), not an outage. */
const isRefusedToken = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500;

/** Leaves for /login saying the link cannot be used (spec §8), once even under StrictMode. */
function useLeaveWhenInvalid(invalid: boolean) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const left = useRef(false);
  useEffect(() => {
    if (!invalid || left.current) return;
    left.current = true;
    showToast({
      title: t('auth.password.invalidTitle'),
      description: t('auth.password.invalidToken'),
      variant: 'destructive',
    });
    navigate('/login', { replace: true });
  }, [invalid, navigate, t]);
}

function PasswordPage({ mode }: { mode: PasswordPageMode }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  const validity = useResetTokenValidity(token);
  const reset = useResetPassword();
  const resolver = useDeferredResolver('password');
  const form = useForm<PasswordValues>({
    resolver,
    mode: 'onBlur',
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const text = texts[mode];

  const invalid = token === '' || isRefusedToken(validity.error);
  useLeaveWhenInvalid(invalid);

  const handleSubmit = form.handleSubmit(async (values) => {
    const result = await submitForm(() => reset.mutateAsync({ token, ...values }), {
      success: () => ({ title: t(text.toastTitle), description: t(text.success) }),
      title: t(text.toastTitle),
      fallback: t('auth.password.error'),
      form: { setError: form.setError, fields: ['password', 'passwordConfirmation'] },
      onError: (error) => {
        if (!hasErrorCode(error, 'INVALID_RESET_TOKEN')) return false;
        // Used or expired while the form was open: the link is no good any more.
        showToast({
          title: t('auth.password.invalidTitle'),
          description: t('auth.password.invalidToken'),
          variant: 'destructive',
        });
        navigate('/login', { replace: true });
        return true;
      },
    });
    if (result.ok) navigate('/login', { replace: true });
  });

  let body;
  if (validity.isSuccess) {
    body = (
      <Form onSubmit={(event) => void handleSubmit(event)}>
        <FormPasswordField
          control={form.control}
          name="password"
          label={t('auth.password.password')}
          description={t('auth.password.passwordHint')}
          autoComplete="new-password"
          showPasswordLabel={t('auth.showPassword')}
          hidePasswordLabel={t('auth.hidePassword')}
        />
        <FormPasswordField
          control={form.control}
          name="passwordConfirmation"
          label={t('auth.password.passwordConfirmation')}
          autoComplete="new-password"
          showPasswordLabel={t('auth.showPassword')}
          hidePasswordLabel={t('auth.hidePassword')}
        />
        <Button
          type="submit"
          variant="primary"
          isPending={reset.isPending}
          className={styles.submit}
        >
          {t(text.submit)}
        </Button>
      </Form>
    );
  } else if (validity.isError && !invalid) {
    body = (
      <div className={styles.problem} role="alert">
        <p className={styles.problemText}>{t('auth.password.unreachable')}</p>
        <Button variant="secondary" onPress={() => void validity.refetch()}>
          {t('auth.password.retry')}
        </Button>
      </div>
    );
  } else {
    // Checking the link (or leaving because it is no good): the form's outline, waiting.
    body = (
      <div className={styles.checking} aria-busy="true">
        <div className={styles.checkingText} role="status">
          <span aria-hidden="true">
            <Spinner size="sm" />
          </span>
          {t('auth.password.checking')}
        </div>
        <Skeleton height="2.5rem" />
        <Skeleton height="2.5rem" />
        <Skeleton height="2.5rem" />
      </div>
    );
  }

  return (
    <AuthLayout
      title={t(text.title)}
      subtitle={t(text.subtitle)}
      footer={
        <p className={styles.footerLine}>
          <Link href="/login" variant="standalone">
            {t('auth.backToLogin')}
          </Link>
        </p>
      }
    >
      {body}
    </AuthLayout>
  );
}

/** `/reset-password?token=`: a new password after "Forgot password". */
export function ResetPasswordPage() {
  return <PasswordPage mode="reset" />;
}

/** `/create-password?token=`: a user created by an administrator chooses a first password. */
export function CreatePasswordPage() {
  return <PasswordPage mode="create" />;
}
