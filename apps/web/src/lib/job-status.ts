import type { components } from '@spotless/api-client/schema';
import { Temporal } from '@spotless/calendar/temporal';
import type { Job } from '../api/jobs.ts';

export type JobInput = components['schemas']['JobInput'];

/** The forward steps a job's status can take from the schedule (spec §4; the form cancels). */
export type StatusStep = 'start' | 'complete';

export const nextStatusOf: Record<StatusStep, Job['status']> = {
  start: 'IN_PROGRESS',
  complete: 'COMPLETED',
};

/** Which step a job in `status` can take next, if any. */
export const statusStepFor = (status: Job['status']): StatusStep | null =>
  status === 'SCHEDULED' ? 'start' : status === 'IN_PROGRESS' ? 'complete' : null;

/**
 * The job as the `PUT /jobs/{id}` body: every field as stored. `PUT` replaces the whole job, so
 * a change starts from this and sets only what it changes: the server then sees only that (a
 * CLEANER may change nothing but the status and the tracked times), and the form's edit keeps
 * the status, order, tracked times, payment state and cancel reason it does not show.
 */
export const jobInputOf = (job: Job): JobInput => ({
  status: job.status,
  date: job.date,
  order: job.order,
  scheduledStartTime: job.scheduledStartTime,
  scheduledEndTime: job.scheduledEndTime,
  trackedStartTime: job.trackedStartTime,
  trackedEndTime: job.trackedEndTime,
  chargeAmount: job.chargeAmount,
  chargeBy: job.chargeBy,
  isPaid: job.isPaid,
  cancelReason: job.cancelReason,
  otherInformation: job.otherInformation,
  jobTypeId: job.jobTypeId,
  clientId: job.clientId,
  addressId: job.addressId,
  teamId: job.teamId,
});

const padSeconds = (time: string) => (time.length === 5 ? `${time}:00` : time);

export interface UpdateJobStatusVariables {
  job: Job;
  step: StatusStep;
  /** The wall-clock time of day in the organisation's zone, `HH:MM:SS`: the tracked start or end. */
  timeOfDay: string;
}

/**
 * The body of a start or completion: the new status, and the moment it happened as the tracked
 * start or end when none is recorded yet. An end before the start (a clock that went back) is
 * left out; one in the start's own second (a Start pressed just before Complete) is recorded.
 */
export function statusChange({ job, step, timeOfDay }: UpdateJobStatusVariables): JobInput {
  const input: JobInput = { ...jobInputOf(job), status: nextStatusOf[step] };
  if (step === 'start' && job.trackedStartTime == null) input.trackedStartTime = timeOfDay;
  if (
    step === 'complete' &&
    job.trackedEndTime == null &&
    (job.trackedStartTime == null || padSeconds(timeOfDay) >= padSeconds(job.trackedStartTime))
  ) {
    input.trackedEndTime = timeOfDay;
  }
  return input;
}

/** The wall-clock time of `epochMs` in `timeZone`, `HH:MM:SS`: how tracked times are written. */
export const timeOfDayAt = (epochMs: number, timeZone: string): string =>
  Temporal.Instant.fromEpochMilliseconds(epochMs)
    .toZonedDateTimeISO(timeZone)
    .toPlainTime()
    .toString({ smallestUnit: 'second' });
