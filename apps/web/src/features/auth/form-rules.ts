import type { TFunction } from 'i18next';
import * as z from 'zod/mini';

/** The contract's password rule: at least one letter and one digit. */
const passwordPattern = /^(?=.*[A-Za-z])(?=.*\d).+$/;

// The public pages validate with `zod/mini`, which leaves the full zod build out of their first
// load; the rules read the same, as checks.

/**
 * An e-mail address, trimmed; the message of spec §5 for a malformed one, or for one longer
 * than an address can be (254 characters).
 */
export const emailField = (t: TFunction) => {
  const invalid = t('auth.validation.emailInvalid');
  return z.pipe(
    z.string().check(z.trim(), z.minLength(1, invalid)),
    z.email({ error: invalid }).check(z.maxLength(254, invalid)),
  );
};

/** A new password and its confirmation, with the contract's rules (openapi.yaml `PasswordReset`). */
export const newPasswordFields = (t: TFunction) => ({
  password: z
    .string()
    .check(
      z.minLength(1, t('auth.validation.passwordRequired')),
      z.minLength(8, t('auth.validation.passwordTooShort')),
      z.maxLength(128, t('auth.validation.passwordTooLong')),
      z.regex(passwordPattern, t('auth.validation.passwordPattern')),
    ),
  passwordConfirmation: z.string().check(z.minLength(1, t('auth.validation.confirmationRequired'))),
});

interface WithPasswords {
  password: string;
  passwordConfirmation: string;
}

/**
 * "Passwords do not match" on the confirmation. It runs as soon as both are typed, even while
 * other fields are still invalid, so that leaving the confirmation field already says it.
 */
export const passwordsMatch = <T extends z.ZodMiniType<WithPasswords>>(schema: T, t: TFunction) =>
  schema.check(
    z.refine<WithPasswords>((value) => value.password === value.passwordConfirmation, {
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
    }),
  );
