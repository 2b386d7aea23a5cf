import type { TFunction } from 'i18next';
import { z } from 'zod';

/** The name, e-mail and phone of a person as a form edits them ('' for no phone). */
export interface PersonFieldValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/**
 * Spec §5's rules for a person, with the contract's lengths: first and last name required
 * (`First name is required`, `Last name is required`), a well-formed e-mail (`Invalid email
 * address`), an optional phone. The user form and the account settings share them.
 */
export function personFieldsSchema(t: TFunction) {
  const tooLong = (max: number) => t('common.validation.tooLong', { max });
  const email = z.email();
  return {
    firstName: z
      .string()
      .trim()
      .min(1, t('common.validation.firstNameRequired'))
      .max(100, tooLong(100)),
    lastName: z
      .string()
      .trim()
      .min(1, t('common.validation.lastNameRequired'))
      .max(100, tooLong(100)),
    email: z
      .string()
      .trim()
      .max(254, tooLong(254))
      .refine((value) => email.safeParse(value).success, {
        message: t('common.validation.email'),
      }),
    phone: z.string().trim().max(30, tooLong(30)),
  };
}

/** The fields as the API takes them: trimmed, an empty phone as null. */
export function toPersonFields(values: PersonFieldValues) {
  const phone = values.phone.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: phone === '' ? null : phone,
  };
}
