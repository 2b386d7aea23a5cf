import { Button, Form, Link } from '@spotless/ui';
import { FormPasswordField, FormTextField } from '@spotless/ui/form';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { submitForm } from '../../lib/submit-form.ts';
import {
  useRegisterOrganization,
  type OrganizationRegistration,
} from './api/register-organization.ts';
import { AuthLayout } from './auth-layout.tsx';
import { useDeferredResolver } from './deferred-resolver.ts';
import type { RegisterValues } from './schemas.ts';
import formStyles from './auth-forms.module.css';
import styles from './register-page.module.css';

const emptyValues: RegisterValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  country: '',
  masterUser: {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    login: '',
    password: '',
    passwordConfirmation: '',
  },
};

const fieldNames: FieldPath<RegisterValues>[] = [
  'name',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'zipCode',
  'country',
  'masterUser.firstName',
  'masterUser.lastName',
  'masterUser.email',
  'masterUser.phone',
  'masterUser.login',
  'masterUser.password',
  'masterUser.passwordConfirmation',
];

/** The business's own zone, so its schedule starts in the right hours; the server's default else. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Self-registration: a company and its first (MASTER) user (spec §3 "Registration form"). */
export function RegisterPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const register = useRegisterOrganization();
  const resolver = useDeferredResolver('register');
  const form = useForm<RegisterValues>({
    resolver,
    mode: 'onBlur',
    defaultValues: emptyValues,
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    // `values` went through the schema: trimmed, and valid.
    const { masterUser, ...organization } = values;
    const body: OrganizationRegistration = {
      ...organization,
      timeZone: browserTimeZone(),
      masterUser: { ...masterUser, phone: masterUser.phone === '' ? null : masterUser.phone },
    };
    const result = await submitForm(() => register.mutateAsync(body), {
      // The server accepts every well-formed registration alike, taken login or e-mail or not,
      // and tells the outcome by e-mail: the page says where to look, and the new owner signs in.
      success: () => ({
        title: t('auth.register.toastTitle'),
        description: t('auth.register.checkEmail', { email: masterUser.email, name: body.name }),
      }),
      title: t('auth.register.toastTitle'),
      fallback: t('auth.register.register_error'),
      form: { setError: form.setError, fields: fieldNames },
    });
    if (result.ok) navigate('/login', { replace: true });
  });

  const { control } = form;
  return (
    <AuthLayout
      size="wide"
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <p className={formStyles.footerLine}>
          {t('auth.register.haveAccount')}{' '}
          <Link href="/login" variant="standalone">
            {t('auth.register.signIn')}
          </Link>
        </p>
      }
    >
      <Form onSubmit={(event) => void handleSubmit(event)} className={styles.form}>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('auth.register.company')}</legend>
          <p className={styles.hint}>{t('auth.register.companyHint')}</p>
          <div className={styles.grid}>
            <FormTextField
              control={control}
              name="name"
              label={t('auth.register.name')}
              autoComplete="organization"
              className={styles.full}
            />
            <FormTextField
              control={control}
              name="email"
              type="email"
              label={t('auth.register.email')}
              autoComplete="email"
            />
            <FormTextField
              control={control}
              name="phone"
              type="tel"
              label={t('auth.register.phone')}
              autoComplete="tel"
            />
            <FormTextField
              control={control}
              name="address"
              label={t('auth.register.address')}
              autoComplete="street-address"
              className={styles.full}
            />
            <FormTextField
              control={control}
              name="city"
              label={t('auth.register.city')}
              autoComplete="address-level2"
            />
            <FormTextField
              control={control}
              name="state"
              label={t('auth.register.state')}
              autoComplete="address-level1"
            />
            <FormTextField
              control={control}
              name="zipCode"
              label={t('auth.register.zipCode')}
              autoComplete="postal-code"
            />
            <FormTextField
              control={control}
              name="country"
              label={t('auth.register.country')}
              autoComplete="country-name"
            />
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('auth.register.account')}</legend>
          <p className={styles.hint}>{t('auth.register.accountHint')}</p>
          <div className={styles.grid}>
            <FormTextField
              control={control}
              name="masterUser.firstName"
              label={t('auth.register.firstName')}
              autoComplete="given-name"
            />
            <FormTextField
              control={control}
              name="masterUser.lastName"
              label={t('auth.register.lastName')}
              autoComplete="family-name"
            />
            <FormTextField
              control={control}
              name="masterUser.email"
              type="email"
              label={t('auth.register.userEmail')}
              autoComplete="email"
            />
            <FormTextField
              control={control}
              name="masterUser.phone"
              type="tel"
              label={t('auth.register.userPhone')}
              autoComplete="tel"
            />
            <FormTextField
              control={control}
              name="masterUser.login"
              label={t('auth.register.login')}
              description={t('auth.register.loginHint')}
              autoComplete="username"
              className={styles.full}
            />
            <FormPasswordField
              control={control}
              name="masterUser.password"
              label={t('auth.register.password')}
              description={t('auth.password.passwordHint')}
              autoComplete="new-password"
              showPasswordLabel={t('auth.showPassword')}
              hidePasswordLabel={t('auth.hidePassword')}
            />
            <FormPasswordField
              control={control}
              name="masterUser.passwordConfirmation"
              label={t('auth.register.passwordConfirmation')}
              autoComplete="new-password"
              showPasswordLabel={t('auth.showPassword')}
              hidePasswordLabel={t('auth.hidePassword')}
            />
          </div>
        </fieldset>

        <Button
          type="submit"
          variant="primary"
          isPending={register.isPending}
          className={styles.submit}
        >
          {t('auth.register.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
}
