import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Organization } from '../../api/organization.ts';
import en from '../../locales/en/settings.json' with { type: 'json' };
import {
  organizationFormSchema,
  organizationFormValues,
  toOrganizationUpdate,
} from './organization-form-values.ts';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { translation: en } } });

const organization = {
  id: '0b6f3c2a-5d1e-4f7a-9c3b-2e8d4a6f1b70',
  name: 'Sparkle & Shine Cleaning',
  logoUrl: 'https://cdn.sparkleshine.example/logo.png',
  email: 'office@sparkleshine.example',
  phone: '(617) 555-0100',
  address: '250 Harbor Street, Suite 4',
  city: 'Boston',
  state: 'MA',
  zipCode: '02110',
  country: 'United States',
  timeZone: 'America/New_York',
  plan: { code: 'STARTER', name: 'Starter', maxUsers: 10, maxTeams: 6 },
  usage: { users: 8, teams: 5 },
  createdAt: '2025-09-01T08:30:00-04:00',
  updatedAt: '2026-10-02T13:10:00-04:00',
} satisfies Organization;

describe('organisation form', () => {
  const schema = organizationFormSchema(i18n.t);
  const values = organizationFormValues(organization);

  it('accepts the stored organisation', () => {
    expect(schema.safeParse(values).success).toBe(true);
  });

  it.each([
    ['name', ' ', 'Organization name is required'],
    ['email', 'office@', 'Invalid email address'],
    ['logoUrl', 'logo.png', 'Enter a full web address, starting with https://'],
    ['timeZone', '', 'Choose a time zone'],
  ] as const)('%s %j: %s', (field, value, message) => {
    const result = schema.safeParse({ ...values, [field]: value });
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });

  it('sends only what changed, trimmed', () => {
    expect(
      toOrganizationUpdate({ ...values, name: ' Sparkle & Shine Co. ' }, organization),
    ).toEqual({
      name: 'Sparkle & Shine Co.',
    });
    expect(toOrganizationUpdate(values, organization)).toEqual({});
  });

  it('removes the logo with null', () => {
    expect(toOrganizationUpdate({ ...values, logoUrl: '' }, organization)).toEqual({
      logoUrl: null,
    });
  });
});
