import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDate } from '@internationalized/date';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../api/clients.ts';
import {
  clientFormSchema,
  clientFormValues,
  emptyClientValues,
  isClientFormField,
  newAddress,
  storedClientUpdate,
  toClientCreate,
  toClientUpdate,
  toMoney,
  withOneDefaultAndBilling,
  type ClientFormValues,
} from './client-form-values.ts';

const english = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../locales/en/clients.json'), 'utf8'),
) as Record<string, unknown>;
const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { translation: english } } });
const schema = clientFormSchema(i18n.t);

const address = (overrides: Partial<ReturnType<typeof newAddress>> = {}) => ({
  ...newAddress(true, '6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d'),
  street: '42 Willow Creek Lane',
  city: 'Cambridge',
  state: 'MA',
  zipCode: '02139',
  ...overrides,
});

const valid = (overrides: Partial<ClientFormValues> = {}): ClientFormValues => ({
  ...emptyClientValues(),
  firstName: 'Olivia',
  lastName: 'Hartley',
  phone1: '(617) 555-0142',
  ...overrides,
});

const messages = (values: ClientFormValues) => {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('client form validation (spec §5)', () => {
  it('accepts a client with only the required fields', () => {
    expect(messages(valid())).toEqual({});
  });

  it('requires first name, last name and main phone', () => {
    expect(messages(valid({ firstName: ' ', lastName: '', phone1: '' }))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      phone1: 'Main phone is required',
    });
  });

  it.each([
    ['email', 'olivia@', 'Invalid email address'],
    ['email', 'olivia.hartley@example', 'Invalid email address'],
    ['photoUrl', 'not a url', 'Enter a full web address starting with http:// or https://'],
    [
      'photoUrl',
      'ftp://example.com/a.png',
      'Enter a full web address starting with http:// or https://',
    ],
  ] as const)('rejects %s %j', (field, value, message) => {
    expect(messages(valid({ [field]: value }))).toEqual({ [field]: message });
  });

  it.each([
    ['email', 'olivia.hartley@example.com'],
    ['photoUrl', 'https://cdn.example.com/olivia.png'],
    ['email', ''],
    ['photoUrl', ''],
  ] as const)('accepts %s %j', (field, value) => {
    expect(messages(valid({ [field]: value }))).toEqual({});
  });

  it('requires street, city, state and ZIP of each address', () => {
    const blank = address({ street: '', city: ' ', state: '', zipCode: '' });
    expect(messages(valid({ addresses: [blank] }))).toEqual({
      'addresses.0.street': 'Street is required',
      'addresses.0.city': 'City is required',
      'addresses.0.state': 'State is required',
      'addresses.0.zipCode': 'ZIP code is required',
    });
  });

  it('wants exactly one default and one billing address', () => {
    const two = [address(), address({ tempId: 'b', isDefault: true, isBilling: false })];
    expect(messages(valid({ addresses: two }))).toEqual({
      addresses: 'Mark exactly one address as the default',
    });
    const none = [address({ isDefault: true, isBilling: false })];
    expect(messages(valid({ addresses: none }))).toEqual({
      addresses: 'Mark exactly one address as the billing address',
    });
  });

  it('refuses negative and over-long charge amounts', () => {
    expect(messages(valid({ addresses: [address({ chargeAmount: -1 })] }))).toEqual({
      'addresses.0.chargeAmount': 'Enter an amount between $0.00 and $99,999,999.99',
    });
  });
});

const stored: Client = {
  id: '2c5ea4c0-4067-41b3-a7c4-1e8f0d2b9a63',
  photoUrl: null,
  firstName: 'Olivia',
  lastName: 'Hartley',
  birthday: '1986-04-17',
  phone1: '(617) 555-0142',
  phone2: null,
  email: 'olivia.hartley@example.com',
  preferredFrequency: 'BI_WEEKLY',
  preferredDay: 'TUESDAY',
  paymentMethod: 'ZELLE',
  paymentInformation: 'Pays after each visit.',
  clientSince: '2024-03-02',
  source: 'Referral',
  otherInformation: null,
  isActive: true,
  organizationId: '0b6f3c2a-5d1e-4f7a-9c3b-2e8d4a6f1b70',
  createdAt: '2024-03-02T15:20:11-05:00',
  updatedAt: '2026-10-30T09:12:44-04:00',
  addresses: [
    {
      id: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
      clientId: '2c5ea4c0-4067-41b3-a7c4-1e8f0d2b9a63',
      addressTypeId: null,
      reference: 'Home',
      street: '42 Willow Creek Lane',
      complement: 'Apt 3B',
      city: 'Cambridge',
      state: 'MA',
      zipCode: '02139',
      isDefault: true,
      isBilling: false,
      chargeAmount: '145.00',
      chargeBy: 'FIXED',
      entryMethod: 'CODE',
      hasEntryCode: true,
      otherInformation: null,
      latitude: 42.3736,
      longitude: -71.1097,
      isActive: true,
      lastUsedAt: null,
    },
  ],
};

describe('mapping between the API and the form', () => {
  it('reads a stored client, giving a missing billing flag to the default address', () => {
    const values = clientFormValues(stored);
    expect(values.birthday).toEqual(parseDate('1986-04-17'));
    expect(values.phone2).toBe('');
    expect(values.addresses[0]).toMatchObject({
      addressId: stored.addresses[0]!.id,
      chargeAmount: 145,
      isDefault: true,
      isBilling: true,
    });
  });

  it("reads and sends the address's type, and null clears it", () => {
    const typeId = 'b7a6c5d4-e3f2-4a1b-8c9d-0e1f2a3b4c5d';
    const client = { ...stored, addresses: [{ ...stored.addresses[0]!, addressTypeId: typeId }] };
    const values = clientFormValues(client);
    expect(values.addresses[0]!.addressTypeId).toBe(typeId);
    expect(toClientUpdate(values).addresses[0]!.addressTypeId).toBe(typeId);
    values.addresses[0]!.addressTypeId = null;
    expect(toClientUpdate(values).addresses[0]!.addressTypeId).toBeNull();
    expect(newAddress(true).addressTypeId).toBeNull();
  });

  it('sends new addresses with their tempId on create, money as two decimals', () => {
    const body = toClientCreate(
      valid({
        email: '  ',
        birthday: parseDate('1990-01-31'),
        addresses: [address({ chargeAmount: 125, complement: '' })],
      }),
    );
    expect(body).toMatchObject({
      firstName: 'Olivia',
      email: null,
      birthday: '1990-01-31',
      addresses: [
        {
          tempId: '6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d',
          street: '42 Willow Creek Lane',
          complement: null,
          chargeAmount: '125.00',
        },
      ],
    });
    expect(body.addresses?.[0]).not.toHaveProperty('id');
  });

  it('sends stored addresses by id and new ones by tempId on update', () => {
    const values = clientFormValues(stored);
    values.addresses.push(
      address({
        tempId: 'f0f0f0f0-0000-4000-8000-000000000000',
        isDefault: false,
        isBilling: false,
      }),
    );
    const body = toClientUpdate(values);
    expect(body.addresses[0]).toMatchObject({ id: stored.addresses[0]!.id, latitude: 42.3736 });
    expect(body.addresses[0]).not.toHaveProperty('tempId');
    expect(body.addresses[1]).toMatchObject({ tempId: 'f0f0f0f0-0000-4000-8000-000000000000' });
    expect(body.addresses[1]).not.toHaveProperty('id');
  });

  it('keeps a stored entry code unless a new one is typed or it is cleared', () => {
    const values = clientFormValues(stored);
    expect(values.addresses[0]).toMatchObject({ entryCode: '', hasEntryCode: true });
    expect(toClientUpdate(values).addresses[0]).not.toHaveProperty('entryCode');

    values.addresses[0]!.clearEntryCode = true;
    expect(toClientUpdate(values).addresses[0]).toMatchObject({ entryCode: null });

    values.addresses[0]!.entryCode = ' 7731* ';
    expect(toClientUpdate(values).addresses[0]).toMatchObject({ entryCode: '7731*' });

    expect(toClientCreate(valid({ addresses: [address()] })).addresses?.[0]).not.toHaveProperty(
      'entryCode',
    );
    expect(storedClientUpdate(stored, {}).addresses[0]).not.toHaveProperty('entryCode');
  });

  it('changes only the given fields of a stored client', () => {
    const body = storedClientUpdate(stored, { paymentMethod: 'CARD', paymentInformation: null });
    expect(body).toMatchObject({
      paymentMethod: 'CARD',
      paymentInformation: null,
      firstName: 'Olivia',
      birthday: '1986-04-17',
    });
    expect(body.addresses[0]).toMatchObject({ id: stored.addresses[0]!.id, isBilling: false });
  });

  it.each([
    [125, '125.00'],
    [0.5, '0.50'],
    [99.999, '100.00'],
    [null, null],
    [Number.NaN, null],
  ])('writes %s as %j', (amount, money) => {
    expect(toMoney(amount)).toBe(money);
  });

  it('keeps one default and one billing address', () => {
    const flags = (list: { isDefault: boolean; isBilling: boolean }[]) =>
      withOneDefaultAndBilling(list).map((a) => [a.isDefault, a.isBilling]);
    expect(
      flags([
        { isDefault: false, isBilling: false },
        { isDefault: false, isBilling: false },
      ]),
    ).toEqual([
      [true, true],
      [false, false],
    ]);
    expect(
      flags([
        { isDefault: false, isBilling: true },
        { isDefault: true, isBilling: true },
      ]),
    ).toEqual([
      [false, true],
      [true, false],
    ]);
    expect(flags([])).toEqual([]);
  });

  it.each([
    ['phone1', true],
    ['addresses.0.street', true],
    ['addresses.12.zipCode', true],
    // The server's "Unknown address type" and "This address type is inactive".
    ['addresses.1.addressTypeId', true],
    ['addresses', false],
    ['addresses.0', false],
    ['addresses.0.id', false],
    ['organizationId', false],
  ])('knows whether %s is a form field', (path, known) => {
    expect(isClientFormField(path)).toBe(known);
  });
});
