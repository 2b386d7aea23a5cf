import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobSeriesKeys } from '../../../../api/job-series.ts';
import { api } from '../../../../lib/api.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';

export type RecurrencePreviewRequest = components['schemas']['RecurrencePreviewRequest'];
export type RecurrencePreview = components['schemas']['RecurrencePreview'];

/** How many dates the job form lists under a rule. */
export const PREVIEW_COUNT = 5;

/** The form asks again this long after the rule last changed (a date typed digit by digit). */
export const PREVIEW_DEBOUNCE_MS = 400;

/** Under `'job-series'`: a change to any series refreshes the previews too (a new "today"). */
export const seriesPreviewKeys = {
  preview: (request: RecurrencePreviewRequest) =>
    [...jobSeriesKeys.all, 'preview', request] as const,
};

/**
 * The first dates a draft rule gives (`POST /job-series/preview`). The server lays them out: the
 * browser never computes a recurrence itself, so the form and the saved series always agree.
 */
export async function previewSeries(body: RecurrencePreviewRequest): Promise<RecurrencePreview> {
  return unwrap(api.POST('/job-series/preview', { body }));
}

export function previewSeriesQueryOptions(request: RecurrencePreviewRequest) {
  return queryOptions({
    queryKey: seriesPreviewKeys.preview(request),
    queryFn: () => previewSeries(request),
    // A rule's dates do not change while the form is open.
    staleTime: Infinity,
  });
}

/**
 * The dates of `request` (nothing while it is null), asked once the rule has stopped changing
 * for a moment. `isWaiting` is true from the first change until the answer is there, so the form
 * says at once that the dates are being updated.
 */
export function useSeriesPreview(request: RecurrencePreviewRequest | null) {
  // By its text: a new object with the same rule at each render must not restart the wait.
  const text = request == null ? null : JSON.stringify(request);
  const settled = useDebouncedValue(text, PREVIEW_DEBOUNCE_MS);
  const asked = settled == null ? null : (JSON.parse(settled) as RecurrencePreviewRequest);
  const query = useQuery({
    ...previewSeriesQueryOptions(asked ?? { frequency: 'DAILY', startDate: '' }),
    enabled: asked != null,
  });
  const isCurrent = text != null && text === settled;
  return {
    query,
    /** The answer belongs to the rule on screen. */
    isCurrent,
    isWaiting: text != null && (!isCurrent || query.isFetching),
  };
}
