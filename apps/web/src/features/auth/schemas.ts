import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import * as z from 'zod/mini';
import { emailField, newPasswordFields, passwordsMatch } from './form-rules.ts';

// The public pages' form schemas, in a chunk of their own: the pages render without them, and
// `useDeferredResolver` loads them when the browser is idle or at the first validation.

const loginSchema = (t: TFunction) =>
  z.object({
    login: z.string().check(z.trim(), z.minLength(1, t('auth.login.loginRequired'))),
    password: z.string().check(z.minLength(1, t('auth.login.passwordRequired'))),
  });

export type LoginValues = z.infer<ReturnType<typeof loginSchema>>;

const forgotPasswordSchema = (t: TFunction) => z.object({ email: emailField(t) });

export type ForgotPasswordValues = z.infer<ReturnType<typeof forgotPasswordSchema>>;

const passwordSchema = (t: TFunction) => passwordsMatch(z.object(newPasswordFields(t)), t);

export type PasswordValues = z.infer<ReturnType<typeof passwordSchema>>;

/** The contract's login rule: letters, digits, dots, underscores and hyphens. */
const loginPattern = /^[A-Za-z0-9._-]+$/;

const registerSchema = (t: TFunction) => {
  const required = (max: number, message: string) =>
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, t(message)),
        z.maxLength(max, t('auth.register.tooLong', { max })),
      );
  return z.object({
    name: required(100, 'auth.register.nameRequired'),
    email: emailField(t),
    phone: required(30, 'auth.register.phoneRequired'),
    address: required(200, 'auth.register.addressRequired'),
    city: required(100, 'auth.register.cityRequired'),
    state: required(50, 'auth.register.stateRequired'),
    zipCode: required(20, 'auth.register.zipCodeRequired'),
    country: required(100, 'auth.register.countryRequired'),
    masterUser: passwordsMatch(
      z.object({
        firstName: required(100, 'auth.register.firstNameRequired'),
        lastName: required(100, 'auth.register.lastNameRequired'),
        email: emailField(t),
        phone: z.string().check(z.trim(), z.maxLength(30, t('auth.register.tooLong', { max: 30 }))),
        login: z
          .string()
          .check(
            z.trim(),
            z.minLength(3, t('auth.register.loginTooShort')),
            z.maxLength(50, t('auth.register.tooLong', { max: 50 })),
            z.regex(loginPattern, t('auth.register.loginPattern')),
          ),
        ...newPasswordFields(t),
      }),
      t,
    ),
  });
};

export type RegisterValues = z.input<ReturnType<typeof registerSchema>>;

/** The resolver of each public form, by page. */
export const resolvers = {
  login: (t: TFunction) => zodResolver(loginSchema(t)),
  forgotPassword: (t: TFunction) => zodResolver(forgotPasswordSchema(t)),
  password: (t: TFunction) => zodResolver(passwordSchema(t)),
  register: (t: TFunction) => zodResolver(registerSchema(t)),
};
