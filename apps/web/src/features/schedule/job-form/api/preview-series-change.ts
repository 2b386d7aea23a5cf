import { unwrap } from '@spotless/api-client';
import type { components } from '@spotless/api-client/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobSeriesKeys } from '../../../../api/job-series.ts';
import { api } from '../../../../lib/api.ts';

export type SeriesChangeRequest = components['schemas']['SeriesChangeRequest'];
export type SeriesChangePreview = components['schemas']['SeriesChangePreview'];

export const seriesChangeKeys = {
  preview: (jobId: string, request: SeriesChangeRequest) =>
    [...jobSeriesKeys.all, 'change-preview', jobId, request] as const,
};

/**
 * What saving or deleting a visit with a scope would do to its series
 * (`POST /jobs/{id}/series-change-preview`): the server runs the change and takes it back.
 */
export async function previewSeriesChange(
  jobId: string,
  body: SeriesChangeRequest,
): Promise<SeriesChangePreview> {
  return unwrap(
    api.POST('/jobs/{id}/series-change-preview', { params: { path: { id: jobId } }, body }),
  );
}

export function seriesChangePreviewQueryOptions(jobId: string, request: SeriesChangeRequest) {
  return queryOptions({
    queryKey: seriesChangeKeys.preview(jobId, request),
    queryFn: () => previewSeriesChange(jobId, request),
    // Asked afresh each time the dialog opens: other visits may have changed meanwhile.
    staleTime: 0,
    gcTime: 0,
  });
}

/** The preview of `request` for the visit `jobId`; nothing while `request` is null. */
export function useSeriesChangePreview(jobId: string, request: SeriesChangeRequest | null) {
  return useQuery({
    ...seriesChangePreviewQueryOptions(jobId, request ?? { action: 'DELETE', scope: 'this' }),
    enabled: request != null,
  });
}
