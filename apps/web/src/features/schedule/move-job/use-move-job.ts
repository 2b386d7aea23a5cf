import { showToast } from '@spotless/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { jobKeys, type Job } from '../../../api/jobs.ts';
import { clientName } from '../../../lib/job-text.ts';
import { submitForm } from '../../../lib/submit-form.ts';
import { refreshJobsAndSeries } from '../job-form/api/refresh-jobs.ts';
import { updateJob, type SeriesScope } from '../job-form/api/update-job.ts';
import type { SeriesScopeDialogProps } from '../job-form/series-scope-dialog.tsx';
import {
  isSamePlace,
  movedJob,
  placeInput,
  placeOf,
  withStoredSeconds,
  placeText,
  type JobPlace,
} from './move-values.ts';

/** How long the `Undo` of a move is offered. */
export const UNDO_MS = 10_000;

interface Asked {
  job: Job;
  place: JobPlace;
  team: Job['team'] | undefined;
  isOpen: boolean;
}

/**
 * The one way a job moves, whatever moved it (a drag, the keys, the `Move…` dialog): a visit of a
 * series first asks which visits move, as the form's save does; then the calendar shows the job
 * at its new place at once, the server saves it, and a toast says where it went, with `Undo` for
 * ten seconds (a move of one job or one visit: a series' move is undone by moving it back). If
 * the save fails, the job goes back where it was, the toast says why, and the jobs are read again
 * so the calendar shows the server's truth.
 */
export function useMoveJob(timeZone: string) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [isSaving, setSaving] = useState(false);

  const save = async (
    job: Job,
    place: JobPlace,
    { scope, team, isUndo = false }: { scope?: SeriesScope; team?: Job['team']; isUndo?: boolean },
  ): Promise<boolean> => {
    const before = placeOf(job, timeZone);
    // Drawn at its new place before the server answers; a refetch under way would undo that.
    await queryClient.cancelQueries({ queryKey: jobKeys.lists });
    const snapshot = queryClient.getQueriesData<Job[]>({ queryKey: jobKeys.lists });
    queryClient.setQueriesData<Job[]>({ queryKey: jobKeys.lists }, (jobs) =>
      jobs?.map((each) => (each.id === job.id ? movedJob(each, place, timeZone, team) : each)),
    );
    setSaving(true);
    const client = clientName(job);
    const result = await submitForm(
      () => updateJob({ id: job.id, body: placeInput(job, place, timeZone), scope }),
      {
        title: t(isUndo ? 'schedule.move.undoFailedTitle' : 'schedule.move.failedTitle'),
        fallback: t('schedule.move.failed'),
      },
    );
    setSaving(false);
    if (!result.ok) for (const [key, jobs] of snapshot) queryClient.setQueryData(key, jobs);
    else queryClient.setQueryData(jobKeys.detail(job.id), result.data);
    // The server's truth either way: a series move reaches other visits, a refusal undoes ours.
    void refreshJobsAndSeries(queryClient);
    if (!result.ok) return false;

    const moved = result.data;
    if (isUndo) {
      showToast(
        {
          title: t('schedule.move.undoneTitle'),
          description: t('schedule.move.undone', {
            client,
            when: placeText(place, locale),
            team: result.data.team.name,
          }),
          variant: 'success',
        },
        {},
      );
      return true;
    }
    const canUndo = scope === undefined || scope === 'this';
    showToast(
      {
        title: t('schedule.move.movedTitle'),
        description: t('schedule.move.moved', {
          client,
          when: placeText(placeOf(moved, timeZone), locale),
          team: moved.team.name,
        }),
        variant: 'success',
        action: canUndo
          ? {
              label: t('schedule.move.undo'),
              onAction: () => void save(moved, before, { scope, team: job.team, isUndo: true }),
            }
          : undefined,
      },
      { timeout: UNDO_MS },
    );
    return true;
  };

  /**
   * Moves `job` to `place` (`team`: the new team's name and colour, when it changes). Nothing
   * happens when the place is where the job already is.
   */
  const move = (job: Job, target: JobPlace, team?: Job['team']) => {
    const place = withStoredSeconds(target, placeOf(job, timeZone));
    if (isSamePlace(place, placeOf(job, timeZone))) return;
    if (job.seriesId != null) setAsked({ job, place, team, isOpen: true });
    else void save(job, place, { team });
  };

  const close = () => setAsked((current) => current && { ...current, isOpen: false });

  /** The "Edit recurring job" question of a visit's move, while it is asked. */
  const scopeDialog: SeriesScopeDialogProps | null = asked
    ? {
        action: 'UPDATE',
        jobId: asked.job.id,
        isOpen: asked.isOpen,
        onOpenChange: (isOpen) => {
          if (!isOpen) close();
        },
        jobFor: () => placeInput(asked.job, asked.place, timeZone),
        onConfirm: (scope) => {
          close();
          void save(asked.job, asked.place, { scope, team: asked.team });
        },
        isPending: isSaving,
        cancelLabel: t('schedule.move.cancel'),
      }
    : null;

  return { move, scopeDialog, isSaving };
}
