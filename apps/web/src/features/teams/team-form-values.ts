import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { Team } from '../../api/teams.ts';
import type { TeamInput } from './api/create-team.ts';

/** Spec §9: a new team is blue unless the user picks another colour. */
export const DEFAULT_TEAM_COLOR = '#2563EB';

const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

export interface TeamFormValues {
  name: string;
  description: string;
  color: string;
  isActive: boolean;
}

/** Spec §5: name required, colour a 6-digit hex with its #, active by default. */
export function teamFormSchema(t: TFunction) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, t('teams.validation.nameRequired'))
      .max(100, t('teams.validation.tooLong', { max: 100 })),
    description: z
      .string()
      .trim()
      .max(2000, t('teams.validation.tooLong', { max: 2000 })),
    color: z.string().regex(HEX_COLOR, t('teams.validation.color')),
    isActive: z.boolean(),
  }) satisfies z.ZodType<TeamFormValues>;
}

export const emptyTeamValues = (): TeamFormValues => ({
  name: '',
  description: '',
  color: DEFAULT_TEAM_COLOR,
  isActive: true,
});

export const teamFormValues = (team: Team): TeamFormValues => ({
  name: team.name,
  description: team.description ?? '',
  color: team.color.toUpperCase(),
  isActive: team.isActive,
});

/** The body of `POST /teams` and of `PATCH /teams/{id}` (the edit form sends every field). */
export const toTeamInput = (values: TeamFormValues): TeamInput => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
  color: values.color.toUpperCase(),
  isActive: values.isActive,
});
