import type { JobMoveTarget } from '@spotless/calendar/views';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Job } from '../../../api/jobs.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useJobConflicts, type JobConflictsQuery } from './api/job-conflicts.ts';
import { conflictLines } from './conflict-text.ts';
import { conflictsQuery } from './move-values.ts';

/**
 * The conflicts of a place as sentences, asked once `query` has rested for `delay` ms (a typed
 * minute, a drag's step); none while it is null, changing, or the answer is for another place.
 */
export function useConflictLines(
  query: JobConflictsQuery | null,
  teamName: string,
  delay = 250,
): string[] {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  // Compared by value: callers build a new query object at each render.
  const key = query ? JSON.stringify(query) : null;
  const settledKey = useDebouncedValue(key, delay);
  const settled = useMemo(
    () => (settledKey ? (JSON.parse(settledKey) as JobConflictsQuery) : null),
    [settledKey],
  );
  const conflicts = useJobConflicts(settled);
  const isCurrent = key != null && settledKey === key && !conflicts.isPlaceholderData;
  return isCurrent && conflicts.data ? conflictLines(t, conflicts.data, teamName, locale) : [];
}

/** A move under way in the calendar: the job, and where it would go. */
export interface MoveUnderWay {
  job: Job;
  target: JobMoveTarget;
}

/**
 * The warning the calendar shows beside a move's target while it is dragged or moved with the
 * keys: the server's conflicts of that place, in one sentence each.
 */
export function useMoveWarning(moving: MoveUnderWay | null): string | null {
  const query = moving
    ? conflictsQuery({ ...moving.target, teamId: moving.job.teamId }, moving.job.id)
    : null;
  const lines = useConflictLines(query, moving?.job.team.name ?? '', 150);
  return lines.length > 0 ? lines.join(' ') : null;
}
