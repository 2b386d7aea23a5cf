import type { TFunction } from 'i18next';
import { z } from 'zod';

/** The contract's password rule: at least one letter and one digit. */
const passwordPattern = /^(?=.*[A-Za-z])(?=.*\d).+$/;

/** An e-mail address, trimmed; the message of spec §5 for a malformed one. */
export const emailField = (t: TFunction) =>
  z
    .string()
    .trim()
    .min(1, t('auth.validation.emailInvalid'))
    .pipe(z.email({ error: t('auth.validation.emailInvalid') }).max(254));

/** A new password and its confirmation, with the contract's rules (openapi.yaml `PasswordReset`). */
export const newPasswordFields = (t: TFunction) => ({
  password: z
    .string()
    .min(1, t('auth.validation.passwordRequired'))
    .min(8, t('auth.validation.passwordTooShort'))
    .max(128, t('auth.validation.passwordTooLong'))
    .regex(passwordPattern, t('auth.validation.passwordPattern')),
  passwordConfirmation: z.string().min(1, t('auth.validation.confirmationRequired')),
});

interface WithPasswords {
  password: string;
  passwordConfirmation: string;
}

/**
 * "Passwords do not match" on the confirmation. It runs as soon as both are typed, even while
 * other fields are still invalid, so that leaving the confirmation field already says it.
 */
export const passwordsMatch = <T extends z.ZodType<WithPasswords>>(schema: T, t: TFunction) =>
  schema.refine((value) => value.password === value.passwordConfirmation, {
    message: t('auth.validation.passwordsDiffer'),
    path: ['passwordConfirmation'],
    when: ({ value }) => {
      const { password, passwordConfirmation } = (value ?? {}) as Partial<WithPasswords>;
      return (
        typeof password === 'string' &&
        typeof passwordConfirmation === 'string' &&
        passwordConfirmation !== ''
      );
    },
  });
