import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { Job } from '../../../api/jobs.ts';
import { useTeamItems } from '../job-form/job-form-sections.tsx';
import { TIME_OF_DAY, type JobFormValues } from '../job-form/job-form-values.ts';
import type { JobConflictsQuery } from './api/job-conflicts.ts';
import { ConflictWarnings } from './conflict-warnings.tsx';

export interface FormConflictWarningsProps {
  form: UseFormReturn<JobFormValues>;
  /** The stored job, left out of its own check; a new job when left out. */
  job?: Job;
}

/**
 * The conflicts of the day, time and team typed in a job form (the job form, `Move…`), asked
 * once the date and the team are chosen; times count once both are complete.
 */
export function FormConflictWarnings({ form, job }: FormConflictWarningsProps) {
  const [date, hasTimeRange, startTime, endTime, teamId] = useWatch({
    control: form.control,
    name: ['date', 'hasTimeRange', 'startTime', 'endTime', 'teamId'],
  });
  const teams = useTeamItems(job);
  const timed = hasTimeRange && TIME_OF_DAY.test(startTime) && TIME_OF_DAY.test(endTime);
  const query: JobConflictsQuery | null =
    date != null && teamId != null
      ? {
          date: date.toString(),
          teamId,
          ...(timed ? { startTime: startTime.slice(0, 5), endTime: endTime.slice(0, 5) } : {}),
          ...(job ? { jobId: job.id } : {}),
        }
      : null;
  const teamName = teams.find((team) => team.id === teamId)?.name ?? '';
  return <ConflictWarnings query={query} teamName={teamName} />;
}
