import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { enumLabel, enumOptions, enumValues, isEnumValue, type EnumKind } from './enums.ts';

const root = join(import.meta.dirname, '../locales');
const load = (language: string) =>
  (
    JSON.parse(readFileSync(join(root, language, 'enums.json'), 'utf8')) as {
      enums: Record<string, Record<string, string>>;
    }
  ).enums;

const kinds = Object.keys(enumValues) as EnumKind[];

describe.each(['en', 'es', 'pt-BR'])('%s enum labels', (language) => {
  const labels = load(language);

  it.each(kinds)('labels every %s value, and nothing else', (kind) => {
    expect(Object.keys(labels[kind] ?? {}).sort()).toEqual([...enumValues[kind]].sort());
  });
});

describe('enum helpers', () => {
  const t = i18next.createInstance();
  void t.init({ lng: 'en', resources: { en: { translation: { enums: load('en') } } } });

  it('uses the spec labels for charge bases (§9)', () => {
    expect(enumOptions(t.t, 'chargeBy')).toEqual([
      { id: 'FIXED', label: 'Fixed' },
      { id: 'PRESET_HOURS', label: 'Preset Hours' },
      { id: 'WORKED_HOURS', label: 'Worked Hours' },
      { id: 'PRESET_CLEANER_HOURS', label: 'Preset Hours per Cleaner' },
      { id: 'WORKED_CLEANER_HOURS', label: 'Worked Hours per Cleaner' },
    ]);
  });

  it.each([
    ['frequency', 'BI_WEEKLY', 'Bi-weekly'],
    ['weekday', 'SUNDAY', 'Sunday'],
    ['paymentMethod', 'BANK_TRANSFER', 'Bank transfer'],
    ['entryMethod', 'CLIENT_AT_HOME', 'Client at home'],
    ['jobStatus', 'IN_PROGRESS', 'In progress'],
    ['role', 'MASTER', 'Owner'],
  ] as const)('labels %s %s as %s', (kind, value, label) => {
    expect(enumLabel(t.t, kind, value as never)).toBe(label);
  });

  it.each([
    ['weekday', 'MONDAY', true],
    ['weekday', 'monday', false],
    ['paymentMethod', '', false],
    ['frequency', null, false],
  ] as const)('isEnumValue(%s, %j) is %s', (kind, value, expected) => {
    expect(isEnumValue(kind, value)).toBe(expected);
  });
});
