import type { components } from '@spotless/api-client/schema';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

type Schemas = components['schemas'];
export type Frequency = Schemas['Frequency'];
export type Weekday = Schemas['Weekday'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type ChargeBy = Schemas['ChargeBy'];
export type EntryMethod = Schemas['EntryMethod'];
export type JobStatus = Schemas['JobStatus'];
export type Role = Schemas['Role'];

/**
 * Lists every member of a string union, in the order given. The compiler rejects a list that
 * misses a member of the union, so a value added to openapi.yaml cannot go unlabelled here.
 */
const every =
  <T extends string>() =>
  <const A extends readonly T[]>(
    values: A & ([Exclude<T, A[number]>] extends [never] ? unknown : 'missing a value'),
  ): A =>
    values;

/** Spec §9, in the order the selects offer them. */
export const enumValues = {
  frequency: every<Frequency>()([
    'ONE_TIME',
    'EVERY_OTHER_DAY',
    'DAILY',
    'WEEKLY',
    'BI_WEEKLY',
    'MONTHLY',
    'EVERY_THREE_WEEKS',
    'EVERY_FOUR_WEEKS',
    'EVERY_FIVE_WEEKS',
    'EVERY_SIX_WEEKS',
    'EVERY_EIGHT_WEEKS',
    'EVERY_TWELVE_WEEKS',
    'FIRST_OF_MONTH',
    'SECOND_OF_MONTH',
    'THIRD_OF_MONTH',
    'FOURTH_OF_MONTH',
    'LAST_OF_MONTH',
    'WEEK_DAYS',
  ]),
  weekday: every<Weekday>()([
    'MONDAY',
    'TUESDAY',
    'WEDNESDAY',
    'THURSDAY',
    'FRIDAY',
    'SATURDAY',
    'SUNDAY',
  ]),
  paymentMethod: every<PaymentMethod>()([
    'CASH',
    'CHECK',
    'CARD',
    'PAYPAL',
    'VENMO',
    'ZELLE',
    'SQUARE',
    'BANK_TRANSFER',
    'QUICKBOOKS',
    'MULTIPLE',
    'OTHER',
  ]),
  chargeBy: every<ChargeBy>()([
    'FIXED',
    'PRESET_HOURS',
    'WORKED_HOURS',
    'PRESET_CLEANER_HOURS',
    'WORKED_CLEANER_HOURS',
  ]),
  entryMethod: every<EntryMethod>()([
    'OPEN_DOOR',
    'KEY',
    'KEY_COPY',
    'CODE',
    'CALL',
    'CLIENT_AT_HOME',
  ]),
  jobStatus: every<JobStatus>()(['SCHEDULED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED']),
  /** Staff roles, most powerful first (the user form's role select, the user list). */
  role: every<Role>()(['MASTER', 'ADMIN', 'BILLING', 'CLEANER']),
} as const;

export type EnumKind = keyof typeof enumValues;
export type EnumValue<K extends EnumKind> = (typeof enumValues)[K][number];

/** Whether `value` is one of the `kind` values (for reading untrusted input such as a URL). */
export const isEnumValue = <K extends EnumKind>(kind: K, value: unknown): value is EnumValue<K> =>
  (enumValues[kind] as readonly unknown[]).includes(value);

/** The translated label of an enum value (`enums.<kind>.<VALUE>` in locales/<lang>/enums.json). */
export const enumLabel = <K extends EnumKind>(
  t: TFunction,
  kind: K,
  value: EnumValue<K>,
): string => {
  const key: string = `enums.${kind}.${value}`;
  return t(key);
};

export interface EnumOption<V extends string> {
  id: V;
  label: string;
}

/** Every value of `kind` with its label, ready for `<Select items={…}>`. */
export const enumOptions = <K extends EnumKind>(
  t: TFunction,
  kind: K,
): EnumOption<EnumValue<K>>[] =>
  (enumValues[kind] as readonly EnumValue<K>[]).map((id) => ({
    id,
    label: enumLabel(t, kind, id),
  }));

/**
 * Labels in the active language: `const { label, options } = useEnumLabels();`
 * `label('chargeBy', 'FIXED')` → "Fixed"; `options('weekday')` → the seven days, labelled.
 */
export function useEnumLabels() {
  const { t } = useTranslation();
  return {
    label: <K extends EnumKind>(kind: K, value: EnumValue<K>) => enumLabel(t, kind, value),
    options: <K extends EnumKind>(kind: K) => enumOptions(t, kind),
  };
}
