import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  emptyUserValues,
  toUserCreateFormData,
  toUserUpdate,
  userFormSchema,
  type UserFormValues,
} from './user-form-values.ts';
import common from '../../locales/en/common.json' with { type: 'json' };
import users from '../../locales/en/users.json' with { type: 'json' };

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { translation: { ...common, ...users } } } });
const schema = userFormSchema(i18n.t);

const valid: UserFormValues = {
  ...emptyUserValues(),
  firstName: ' Ana ',
  lastName: 'Souza',
  email: 'ana.souza@sparkleshine.example',
  login: 'ana.souza',
};

const messages = (values: UserFormValues) => {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('user form validation (spec §5)', () => {
  it('accepts a complete user', () => {
    expect(messages(valid)).toEqual({});
  });

  it.each([
    ['firstName', '  ', 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['email', 'ana@', 'Invalid email address'],
    ['email', '', 'Invalid email address'],
    ['login', 'an', 'Login should have at least 3 characters'],
    ['login', 'ana souza', 'Use only letters, digits, dots, underscores or hyphens'],
  ] as const)('%s %j: %s', (field, value, message) => {
    expect(messages({ ...valid, [field]: value })[field]).toBe(message);
  });
});

describe('payloads', () => {
  it('PUT: trimmed JSON, an empty phone as null, no photo', () => {
    expect(toUserUpdate(valid)).toEqual({
      firstName: 'Ana',
      lastName: 'Souza',
      email: 'ana.souza@sparkleshine.example',
      phone: null,
      login: 'ana.souza',
      role: 'CLEANER',
      defaultTeamId: null,
      isDriver: false,
      isActive: true,
    });
  });

  it('POST: every non-null field as text, plus the file', () => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'ana.png', { type: 'image/png' });
    const form = toUserCreateFormData({ ...valid, phone: '(617) 555-0100', isDriver: true }, file);
    expect([...form.keys()]).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'login',
      'role',
      'isDriver',
      'isActive',
      'file',
    ]);
    expect(form.get('isDriver')).toBe('true');
    expect(form.get('isActive')).toBe('true');
    expect(form.get('firstName')).toBe('Ana');
    expect(form.get('file')).toBeInstanceOf(File);
  });

  it('POST: leaves out null fields and the file when none was chosen', () => {
    const form = toUserCreateFormData({ ...valid, defaultTeamId: null }, null);
    expect(form.has('defaultTeamId')).toBe(false);
    expect(form.has('phone')).toBe(false);
    expect(form.has('file')).toBe(false);
  });
});
