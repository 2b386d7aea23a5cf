import { unwrap } from '@spotless/api-client';
import { api } from '../../../lib/api.ts';
import { jobTypeKeys, type JobType, type JobTypeInput } from '../../../api/job-types.ts';
import { useCatalogMutation } from './catalog-mutation.ts';

export async function createJobType(body: JobTypeInput): Promise<JobType> {
  return unwrap(api.POST('/job-types', { body }));
}

/** Replaces a job type whole (deactivating one is a replace with `isActive: false`). */
export async function updateJobType({
  id,
  body,
}: {
  id: string;
  body: JobTypeInput;
}): Promise<JobType> {
  return unwrap(api.PUT('/job-types/{id}', { params: { path: { id } }, body }));
}

/** Deletes a job type; one that jobs use answers `409 CONFLICT` (deactivate it instead). */
export async function deleteJobType(id: string): Promise<void> {
  await unwrap(api.DELETE('/job-types/{id}', { params: { path: { id } } }));
}

// Each change refreshes every job type list (the job form's picker too).
export const useCreateJobType = () => useCatalogMutation(jobTypeKeys.all, createJobType);
export const useUpdateJobType = () => useCatalogMutation(jobTypeKeys.all, updateJobType);
export const useDeleteJobType = () => useCatalogMutation(jobTypeKeys.all, deleteJobType);
