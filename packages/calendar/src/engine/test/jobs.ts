import { Temporal } from '../temporal.ts';
import type { CalendarJobInput, JobStatus } from '../types.ts';

export interface TestJob extends CalendarJobInput {
  readonly clientName: string;
}

export interface JobSpec {
  readonly id: string;
  /** The job's day, `YYYY-MM-DD`. */
  readonly date: string;
  /** Wall-clock start on `date` in the zone (`HH:MM` or `HH:MM:SS`), or an RFC 3339 string. */
  readonly start?: string;
  /** Wall-clock end: on `endDate` (default `date`), or an RFC 3339 string. */
  readonly end?: string;
  readonly endDate?: string;
  readonly status?: JobStatus;
  readonly order?: number;
  /** Which pass of a repeated wall-clock time is meant. @default 'earlier' */
  readonly startPass?: 'earlier' | 'later';
  readonly endPass?: 'earlier' | 'later';
  /** The team's id (`team.id`). */
  readonly team?: string;
}

/** RFC 3339 with the zone's offset, as the API sends times. */
export function isoAt(
  date: string,
  time: string,
  timeZone: string,
  disambiguation: 'earlier' | 'later' = 'earlier',
): string {
  return Temporal.PlainDate.from(date)
    .toPlainDateTime(Temporal.PlainTime.from(time))
    .toZonedDateTime(timeZone, { disambiguation })
    .toString({ timeZoneName: 'never' });
}

function timeOf(value: string, date: string, timeZone: string, pass: 'earlier' | 'later'): string {
  return value.length > 8 ? value : isoAt(date, value, timeZone, pass);
}

/** A job as the API returns it, with times given as wall clock in `timeZone`. */
export function makeJob(spec: JobSpec, timeZone: string): TestJob {
  return {
    id: spec.id,
    status: spec.status ?? 'SCHEDULED',
    date: spec.date,
    order: spec.order ?? 0,
    scheduledStartTime:
      spec.start === undefined
        ? null
        : timeOf(spec.start, spec.date, timeZone, spec.startPass ?? 'earlier'),
    scheduledEndTime:
      spec.end === undefined
        ? null
        : timeOf(spec.end, spec.endDate ?? spec.date, timeZone, spec.endPass ?? 'earlier'),
    clientName: `Client ${spec.id}`,
    ...(spec.team === undefined ? {} : { team: { id: spec.team } }),
  };
}

export function makeJobs(specs: readonly JobSpec[], timeZone: string): TestJob[] {
  return specs.map((spec) => makeJob(spec, timeZone));
}

export const date = (text: string): Temporal.PlainDate => Temporal.PlainDate.from(text);
export const instant = (text: string): Temporal.Instant => Temporal.Instant.from(text);
