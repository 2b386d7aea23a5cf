import type { TFunction } from 'i18next';
import { z } from 'zod';
import {
  personFieldsSchema,
  toPersonFields,
  type PersonFieldValues,
} from '../../lib/person-fields.ts';
import type { Role } from '../../lib/permissions.ts';
import type { User } from './api/get-users.ts';
import type { UserUpdate } from './api/update-user.ts';

/** The user form's values: texts are strings ('' for none). */
export interface UserFormValues extends PersonFieldValues {
  login: string;
  role: Role;
  /** The user's team; null for none. */
  defaultTeamId: string | null;
  isDriver: boolean;
  isActive: boolean;
}

/** Paths of the form's fields, for the server's per-field messages. */
const formFields = new Set<string>([
  'firstName',
  'lastName',
  'email',
  'phone',
  'login',
  'role',
  'defaultTeamId',
  'isDriver',
  'isActive',
]);

export const isUserFormField = (path: string) => formFields.has(path);

/** Letters, digits, dots, underscores and hyphens, as the contract allows in a login. */
const LOGIN_PATTERN = /^[A-Za-z0-9._-]+$/;

/**
 * Spec §5 with the contract's lengths: first and last name required, a well-formed e-mail, a
 * login of at least 3 characters (and only the characters a login may have).
 */
export function userFormSchema(t: TFunction) {
  return z.object({
    ...personFieldsSchema(t),
    login: z
      .string()
      .trim()
      .min(3, t('users.validation.loginLength'))
      .max(50, t('users.validation.tooLong', { max: 50 }))
      .regex(LOGIN_PATTERN, t('users.validation.loginCharacters')),
    role: z.custom<Role>((value) => typeof value === 'string' && value !== '', {
      message: t('users.validation.roleRequired'),
    }),
    defaultTeamId: z.string().nullable(),
    isDriver: z.boolean(),
    isActive: z.boolean(),
  });
}

/** A new user: a cleaner, active, not a driver, until the form says otherwise. */
export const emptyUserValues = (): UserFormValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  login: '',
  role: 'CLEANER',
  defaultTeamId: null,
  isDriver: false,
  isActive: true,
});

export const userFormValues = (user: User): UserFormValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone ?? '',
  login: user.login,
  role: user.role,
  defaultTeamId: user.defaultTeamId,
  isDriver: user.isDriver,
  isActive: user.isActive,
});

/** The fields as the API takes them: trimmed, an empty phone as null. */
function toFields(values: UserFormValues): UserUpdate {
  return {
    ...toPersonFields(values),
    login: values.login.trim(),
    role: values.role,
    defaultTeamId: values.defaultTeamId,
    isDriver: values.isDriver,
    isActive: values.isActive,
  };
}

/** `PUT /users/{id}`: JSON, without the avatar (spec §7: it has its own upload). */
export const toUserUpdate = (values: UserFormValues): UserUpdate => toFields(values);

/**
 * `POST /users` as multipart: every non-null field as a text part (booleans as `true` /
 * `false`; a null field is left out), plus the avatar `file` when one was chosen.
 */
export function toUserCreateFormData(values: UserFormValues, file: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(toFields(values))) {
    if (value == null) continue;
    form.append(name, String(value));
  }
  if (file) form.append('file', file);
  return form;
}

/** "Ana Souza". */
export const fullName = (user: Pick<User, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();
