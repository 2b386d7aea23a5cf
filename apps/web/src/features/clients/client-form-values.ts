import { parseDate, type CalendarDate } from '@internationalized/date';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { ChargeBy, EntryMethod, Frequency, PaymentMethod, Weekday } from '../../lib/enums.ts';
import type { ClientCreate } from './api/create-client.ts';
import type { Client, ClientAddress } from '../../api/clients.ts';
import type { ClientUpdate } from './api/update-client.ts';

/** One address as the form edits it: texts are strings ('' for none), the amount a number. */
export interface AddressFormValues {
  /** The stored address's id; null for an address added in this form. */
  addressId: string | null;
  /** A uuid made in the browser for a new address, sent as `tempId` (spec §3). */
  tempId: string;
  reference: string;
  street: string;
  complement: string;
  city: string;
  state: string;
  zipCode: string;
  isDefault: boolean;
  isBilling: boolean;
  chargeAmount: number | null;
  chargeBy: ChargeBy | null;
  entryMethod: EntryMethod | null;
  /** A new entry code to store; '' keeps the stored one (reads never carry it). */
  entryCode: string;
  /** Whether the stored address has a code (the form cannot show it). */
  hasEntryCode: boolean;
  /** Clears the stored code on save. */
  clearEntryCode: boolean;
  otherInformation: string;
  isActive: boolean;
  /** One of the organisation's address types, or null (not classified). */
  addressTypeId: string | null;
  // Kept as stored: the form does not edit them, and a full PUT must not lose them.
  latitude: number | null;
  longitude: number | null;
}

export interface ClientFormValues {
  firstName: string;
  lastName: string;
  phone1: string;
  phone2: string;
  email: string;
  photoUrl: string;
  birthday: CalendarDate | null;
  clientSince: CalendarDate | null;
  preferredFrequency: Frequency | null;
  preferredDay: Weekday | null;
  paymentMethod: PaymentMethod | null;
  paymentInformation: string;
  source: string;
  otherInformation: string;
  isActive: boolean;
  addresses: AddressFormValues[];
}

/** The largest amount the contract's money format takes (8 digits before the point). */
export const MAX_CHARGE_AMOUNT = 99_999_999.99;

/**
 * Validation of spec §5 with the contract's lengths: names and the main phone required, e-mail
 * and photo URL well formed when given, each address's street, city, state and ZIP required,
 * and, when there are addresses, exactly one default and one billing address.
 */
export function clientFormSchema(t: TFunction) {
  const required = (max: number, key: string) =>
    z
      .string()
      .trim()
      .min(1, t(`clients.validation.${key}`))
      .max(max, t('clients.validation.tooLong', { max }));
  const optional = (max: number) =>
    z.string().trim().max(max, t('clients.validation.tooLong', { max }));
  const email = z.email({ error: t('clients.validation.email') });
  const url = z.url({ protocol: /^https?$/, error: t('clients.validation.url') });

  const address = z.object({
    addressId: z.string().nullable(),
    tempId: z.string(),
    reference: optional(100),
    street: required(200, 'streetRequired'),
    complement: optional(100),
    city: required(100, 'cityRequired'),
    state: required(50, 'stateRequired'),
    zipCode: required(20, 'zipCodeRequired'),
    isDefault: z.boolean(),
    isBilling: z.boolean(),
    chargeAmount: z
      .number()
      .min(0, t('clients.validation.amount'))
      .max(MAX_CHARGE_AMOUNT, t('clients.validation.amount'))
      .nullable(),
    chargeBy: z.custom<ChargeBy | null>(),
    entryMethod: z.custom<EntryMethod | null>(),
    entryCode: optional(50),
    hasEntryCode: z.boolean(),
    clearEntryCode: z.boolean(),
    otherInformation: optional(2000),
    isActive: z.boolean(),
    addressTypeId: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  });

  return z.object({
    firstName: required(100, 'firstNameRequired'),
    lastName: required(100, 'lastNameRequired'),
    phone1: required(30, 'phone1Required'),
    phone2: optional(30),
    email: optional(254).refine((v) => v === '' || email.safeParse(v).success, {
      message: t('clients.validation.email'),
    }),
    photoUrl: optional(2048).refine((v) => v === '' || url.safeParse(v).success, {
      message: t('clients.validation.url'),
    }),
    birthday: z.custom<CalendarDate | null>(),
    clientSince: z.custom<CalendarDate | null>(),
    preferredFrequency: z.custom<Frequency | null>(),
    preferredDay: z.custom<Weekday | null>(),
    paymentMethod: z.custom<PaymentMethod | null>(),
    paymentInformation: optional(2000),
    source: optional(100),
    otherInformation: optional(2000),
    isActive: z.boolean(),
    addresses: z
      .array(address)
      .max(50, t('clients.validation.tooManyAddresses', { max: 50 }))
      .superRefine((addresses, context) => {
        if (addresses.length === 0) return;
        if (addresses.filter((a) => a.isDefault).length !== 1) {
          context.addIssue({ code: 'custom', message: t('clients.validation.oneDefault') });
        }
        if (addresses.filter((a) => a.isBilling).length !== 1) {
          context.addIssue({ code: 'custom', message: t('clients.validation.oneBilling') });
        }
      }),
  }) satisfies z.ZodType<ClientFormValues>;
}

/** A blank address; the first one of a client is its default and billing address. */
export function newAddress(
  isFirst: boolean,
  tempId: string = crypto.randomUUID(),
): AddressFormValues {
  return {
    addressId: null,
    tempId,
    reference: '',
    street: '',
    complement: '',
    city: '',
    state: '',
    zipCode: '',
    isDefault: isFirst,
    isBilling: isFirst,
    chargeAmount: null,
    chargeBy: null,
    entryMethod: null,
    entryCode: '',
    hasEntryCode: false,
    clearEntryCode: false,
    otherInformation: '',
    isActive: true,
    addressTypeId: null,
    latitude: null,
    longitude: null,
  };
}

export const emptyClientValues = (): ClientFormValues => ({
  firstName: '',
  lastName: '',
  phone1: '',
  phone2: '',
  email: '',
  photoUrl: '',
  birthday: null,
  clientSince: null,
  preferredFrequency: null,
  preferredDay: null,
  paymentMethod: null,
  paymentInformation: '',
  source: '',
  otherInformation: '',
  isActive: true,
  addresses: [],
});

const toDate = (value: string | null): CalendarDate | null => {
  if (!value) return null;
  try {
    return parseDate(value.slice(0, 10));
  } catch {
    return null;
  }
};

/**
 * Keeps "exactly one default and one billing address" true for data stored before the rule:
 * the first address stands in for a missing default, the default for a missing billing one.
 */
export function withOneDefaultAndBilling<A extends { isDefault: boolean; isBilling: boolean }>(
  addresses: A[],
): A[] {
  if (addresses.length === 0) return addresses;
  const defaultIndex = Math.max(
    0,
    addresses.findIndex((a) => a.isDefault),
  );
  const billingIndex = addresses.findIndex((a) => a.isBilling);
  const billing = billingIndex === -1 ? defaultIndex : billingIndex;
  return addresses.map((address, index) => ({
    ...address,
    isDefault: index === defaultIndex,
    isBilling: index === billing,
  }));
}

export function addressFormValues(address: ClientAddress): AddressFormValues {
  return {
    addressId: address.id,
    tempId: address.id,
    reference: address.reference ?? '',
    street: address.street,
    complement: address.complement ?? '',
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
    isDefault: address.isDefault,
    isBilling: address.isBilling,
    chargeAmount: address.chargeAmount == null ? null : Number(address.chargeAmount),
    chargeBy: address.chargeBy,
    entryMethod: address.entryMethod,
    entryCode: '',
    hasEntryCode: address.hasEntryCode,
    clearEntryCode: false,
    otherInformation: address.otherInformation ?? '',
    isActive: address.isActive,
    addressTypeId: address.addressTypeId,
    latitude: address.latitude,
    longitude: address.longitude,
  };
}

/** The form's starting values for a stored client. */
export function clientFormValues(client: Client): ClientFormValues {
  return {
    firstName: client.firstName,
    lastName: client.lastName,
    phone1: client.phone1,
    phone2: client.phone2 ?? '',
    email: client.email ?? '',
    photoUrl: client.photoUrl ?? '',
    birthday: toDate(client.birthday),
    clientSince: toDate(client.clientSince),
    preferredFrequency: client.preferredFrequency,
    preferredDay: client.preferredDay,
    paymentMethod: client.paymentMethod,
    paymentInformation: client.paymentInformation ?? '',
    source: client.source ?? '',
    otherInformation: client.otherInformation ?? '',
    isActive: client.isActive,
    addresses: withOneDefaultAndBilling(client.addresses.map(addressFormValues)),
  };
}

/** '' → null: the API stores "no value" as null. */
const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** Money goes out as the contract's decimal string: 125 → "125.00". */
export const toMoney = (amount: number | null): string | null =>
  amount == null || Number.isNaN(amount) ? null : amount.toFixed(2);

/**
 * The entry code as the API takes it: left out keeps the stored code, a text sets it, null clears
 * it. A typed code wins over "clear".
 */
function entryCodeChange(address: AddressFormValues): { entryCode?: string | null } {
  const typed = text(address.entryCode);
  if (typed !== null) return { entryCode: typed };
  return address.clearEntryCode && address.hasEntryCode ? { entryCode: null } : {};
}

function addressFields(address: AddressFormValues) {
  return {
    addressTypeId: address.addressTypeId,
    reference: text(address.reference),
    street: address.street.trim(),
    complement: text(address.complement),
    city: address.city.trim(),
    state: address.state.trim(),
    zipCode: address.zipCode.trim(),
    isDefault: address.isDefault,
    isBilling: address.isBilling,
    chargeAmount: toMoney(address.chargeAmount),
    chargeBy: address.chargeBy,
    entryMethod: address.entryMethod,
    ...entryCodeChange(address),
    otherInformation: text(address.otherInformation),
    latitude: address.latitude,
    longitude: address.longitude,
    isActive: address.isActive,
  };
}

function clientFields(values: ClientFormValues) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone1: values.phone1.trim(),
    phone2: text(values.phone2),
    email: text(values.email),
    photoUrl: text(values.photoUrl),
    birthday: values.birthday?.toString() ?? null,
    clientSince: values.clientSince?.toString() ?? null,
    preferredFrequency: values.preferredFrequency,
    preferredDay: values.preferredDay,
    paymentMethod: values.paymentMethod,
    paymentInformation: text(values.paymentInformation),
    source: text(values.source),
    otherInformation: text(values.otherInformation),
    isActive: values.isActive,
  };
}

/** `POST /clients`: every address is new and named by its `tempId`. */
export function toClientCreate(values: ClientFormValues): ClientCreate {
  return {
    ...clientFields(values),
    addresses: values.addresses.map((address) => ({
      tempId: address.tempId,
      ...addressFields(address),
    })),
  };
}

/** `PUT /clients/{id}`: stored addresses carry their `id`, new ones their `tempId`. */
export function toClientUpdate(values: ClientFormValues): ClientUpdate {
  return {
    ...clientFields(values),
    addresses: values.addresses.map((address) =>
      address.addressId != null
        ? { id: address.addressId, ...addressFields(address) }
        : { tempId: address.tempId, ...addressFields(address) },
    ),
  };
}

/**
 * The stored client as a `PUT` body, with some fields changed. BILLING users save through this
 * (only the payment fields differ from what is stored, as the server demands), and so does
 * "Deactivate" in the list.
 */
export function storedClientUpdate(
  client: Client,
  changes: Partial<Pick<ClientUpdate, 'paymentMethod' | 'paymentInformation' | 'isActive'>>,
): ClientUpdate {
  return {
    photoUrl: client.photoUrl,
    firstName: client.firstName,
    lastName: client.lastName,
    birthday: client.birthday,
    phone1: client.phone1,
    phone2: client.phone2,
    email: client.email,
    preferredFrequency: client.preferredFrequency,
    preferredDay: client.preferredDay,
    paymentMethod: client.paymentMethod,
    paymentInformation: client.paymentInformation,
    clientSince: client.clientSince,
    source: client.source,
    otherInformation: client.otherInformation,
    isActive: client.isActive,
    ...changes,
    addresses: client.addresses.map((address) => ({
      id: address.id,
      addressTypeId: address.addressTypeId,
      reference: address.reference,
      street: address.street,
      complement: address.complement,
      city: address.city,
      state: address.state,
      zipCode: address.zipCode,
      isDefault: address.isDefault,
      isBilling: address.isBilling,
      chargeAmount: address.chargeAmount,
      chargeBy: address.chargeBy,
      entryMethod: address.entryMethod,
      // Left out: the stored code stays (only MASTER and ADMIN may send one).
      otherInformation: address.otherInformation,
      latitude: address.latitude,
      longitude: address.longitude,
      isActive: address.isActive,
    })),
  };
}

const addressPaths = new Set<string>([
  'addressTypeId',
  'reference',
  'street',
  'complement',
  'city',
  'state',
  'zipCode',
  'chargeAmount',
  'chargeBy',
  'entryMethod',
  'entryCode',
  'otherInformation',
]);
const clientPaths = new Set<string>([
  'firstName',
  'lastName',
  'phone1',
  'phone2',
  'email',
  'photoUrl',
  'birthday',
  'clientSince',
  'preferredFrequency',
  'preferredDay',
  'paymentMethod',
  'paymentInformation',
  'source',
  'otherInformation',
]);

/** Whether a server error path (`addresses.0.street`) names a field the form shows. */
export function isClientFormField(path: string): boolean {
  if (clientPaths.has(path)) return true;
  const match = /^addresses\.(\d+)\.(\w+)$/.exec(path);
  return match != null && addressPaths.has(match[2] ?? '');
}
