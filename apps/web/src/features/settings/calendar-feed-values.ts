/** The team picker's key for "All teams" (the API's `teamId: null`). */
export const ALL_TEAMS = 'all';

/** The picker's key for a feed's `teamId`. */
export const teamChoiceKey = (teamId: string | null): string => teamId ?? ALL_TEAMS;

/** The `teamId` a picker key asks for. */
export const teamIdOfChoice = (key: string): string | null => (key === ALL_TEAMS ? null : key);

/**
 * What a MASTER or ADMIN is offered first: their own team when it still takes visits, else every
 * team (an owner without a team runs the whole schedule).
 */
export const defaultFeedTeam = (
  defaultTeamId: string | null | undefined,
  activeTeams: readonly { id: string }[],
): string | null =>
  defaultTeamId != null && activeTeams.some((team) => team.id === defaultTeamId)
    ? defaultTeamId
    : null;

/**
 * When the feed was made, on the organisation's wall clock: the API writes `createdAt` in the
 * organisation's zone (`2026-11-18T10:30:00-05:00`), so its date and time are read as written,
 * whatever the browser's zone.
 */
export function feedMadeAt(createdAt: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(createdAt);
  if (!match) return createdAt;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, day, hour, minute));
}
