import type { OrganizationRecord, TeamRecord } from '../schema.ts';
import type { SeedContext } from './context.ts';
import { teamDescriptions, teamPalette } from './data.ts';

export interface TeamPlan {
  active: number;
  /** Adds one inactive team of this colour name after the active ones. */
  inactiveColor: string | null;
  /** Names instead of the palette's colour names; they make crews (`North Crew`). */
  names?: string[];
}

/** The active teams, each with its own colour, then the inactive one if the plan has it. */
export async function addTeams(
  context: SeedContext,
  organization: OrganizationRecord,
  today: string,
  plan: TeamPlan,
): Promise<TeamRecord[]> {
  const { random } = context;
  const zone = organization.timeZone;
  const teams: TeamRecord[] = [];
  const add = async (name: string, color: string, isActive: boolean, index: number) => {
    const createdAt = context.at(today, -400 + index * 3, '10:00:00', zone);
    teams.push(
      await context.db.teams.insert({
        id: random.uuid(),
        organizationId: organization.id,
        name,
        description: isActive
          ? random.pick(teamDescriptions)
          : 'Merged into the other crews last spring.',
        color,
        isActive,
        createdAt,
        updatedAt: isActive
          ? context.at(today, -random.int(5, 90), context.randomTime(8, 18), zone)
          : context.at(today, -120, '16:30:00', zone),
      }),
    );
  };
  const { names } = plan;
  for (let i = 0; i < plan.active; i++) {
    const [colorName, color] = teamPalette[i % teamPalette.length]!;
    const round = Math.floor(i / teamPalette.length);
    const base = names?.[i] ?? colorName;
    await add(
      round === 0 ? `${base} ${names ? 'Crew' : 'Team'}` : `${base} Team ${round + 1}`,
      color,
      true,
      i,
    );
  }
  if (plan.inactiveColor) await add(`${plan.inactiveColor} Team`, '#6B7280', false, plan.active);
  return teams;
}
