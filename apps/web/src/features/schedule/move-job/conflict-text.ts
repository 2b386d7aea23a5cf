import { formatTime } from '@spotless/calendar/engine';
import type { TFunction } from 'i18next';
import type { JobConflict } from './api/job-conflicts.ts';

/** `HH:MM[:SS]` as minutes from midnight; `00:00` as an end is the next midnight. */
const minutesOf = (time: string, isEnd: boolean): number => {
  const [hours = '0', minutes = '0'] = time.split(':');
  const value = Number(hours) * 60 + Number(minutes);
  return isEnd && value === 0 ? 1440 : value;
};

/**
 * The server's conflicts as sentences, in its order (inactive team, past date, before the grid,
 * busy team with the jobs in the way): warnings the user reads before saving.
 */
export function conflictLines(
  t: TFunction,
  conflicts: readonly JobConflict[],
  teamName: string,
  locale: string,
): string[] {
  return conflicts.map((conflict) => {
    if (conflict.kind !== 'TEAM_BUSY')
      return t(`schedule.conflicts.${conflict.kind}`, { team: teamName });
    const jobs = (conflict.jobs ?? [])
      .map((job) =>
        t('schedule.conflicts.busyJob', {
          client: job.clientName,
          start: formatTime(minutesOf(job.startTime, false), locale),
          end: formatTime(minutesOf(job.endTime, true), locale),
        }),
      )
      .join('; ');
    return t('schedule.conflicts.TEAM_BUSY', { team: teamName, jobs });
  });
}
