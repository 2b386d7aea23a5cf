import { Badge, type BadgeVariant } from '@spotless/ui';
import type { JobStatus } from '../api/jobs.ts';
import { useEnumLabels } from '../lib/enums.ts';

/** The ui Badge's colour for each job status (spec §2: blue, yellow, green, red). */
export const jobStatusVariant: Record<JobStatus, BadgeVariant> = {
  SCHEDULED: 'scheduled',
  IN_PROGRESS: 'in-progress',
  COMPLETED: 'completed',
  CANCELLED: 'cancelled',
};

export interface JobStatusBadgeProps {
  status: JobStatus;
  className?: string;
}

/** A job's status in words and colour (lists, cards). */
export function JobStatusBadge({ status, className }: JobStatusBadgeProps) {
  const { label } = useEnumLabels();
  return (
    <Badge variant={jobStatusVariant[status]} hasDot className={className}>
      {label('jobStatus', status)}
    </Badge>
  );
}
