import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Team } from '../../api/teams.ts';
import {
  DEFAULT_TEAM_COLOR,
  emptyTeamValues,
  teamFormSchema,
  teamFormValues,
  toTeamInput,
} from './team-form-values.ts';

const english = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../locales/en/teams.json'), 'utf8'),
) as Record<string, unknown>;
const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { translation: english } } });
const schema = teamFormSchema(i18n.t);

const messages = (values: Record<string, unknown>) => {
  const result = schema.safeParse({ ...emptyTeamValues(), name: 'Green Team', ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('team form validation (spec §5)', () => {
  it('starts blue and active', () => {
    expect(emptyTeamValues()).toEqual({
      name: '',
      description: '',
      color: '#2563EB',
      isActive: true,
    });
    expect(DEFAULT_TEAM_COLOR).toBe('#2563EB');
  });

  it('requires a name', () => {
    expect(messages({ name: '   ' })).toEqual({ name: 'Team name is required' });
  });

  it.each(['#16A34A', '#16a34a', '#000000'])('accepts the colour %s', (color) => {
    expect(messages({ color })).toEqual({});
  });

  it.each(['16A34A', '#16A34', '#16A34AA', '#GGGGGG', 'blue', ''])(
    'refuses the colour %j',
    (color) => {
      expect(messages({ color })).toEqual({
        color: 'Color must be a valid hex color code (e.g., #2563EB)',
      });
    },
  );
});

describe('mapping', () => {
  const team: Team = {
    id: '5b1d8e3a-2c4f-4a6b-8d9e-1f2a3b4c5d6e',
    name: 'Blue Team',
    description: null,
    color: '#2563eb',
    isActive: false,
    organizationId: '0b6f3c2a-5d1e-4f7a-9c3b-2e8d4a6f1b70',
    createdAt: '2025-09-01T09:00:00-04:00',
    updatedAt: '2026-06-12T11:45:00-04:00',
    memberCount: 3,
  };

  it('reads a stored team', () => {
    expect(teamFormValues(team)).toEqual({
      name: 'Blue Team',
      description: '',
      color: '#2563EB',
      isActive: false,
    });
  });

  it('trims, sends an empty description as null and the colour in capitals', () => {
    expect(
      toTeamInput({ name: ' Teal Team ', description: '  ', color: '#0d9488', isActive: true }),
    ).toEqual({ name: 'Teal Team', description: null, color: '#0D9488', isActive: true });
  });
});
