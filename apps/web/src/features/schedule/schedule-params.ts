import type { CalendarView } from '@spotless/calendar/engine';
import { Temporal } from '@spotless/calendar/temporal';

/**
 * What the schedule shows, as its URL says
 * (`/schedule?view=week&date=2026-11-22&team=…&show=double-booked&job=…`),
 * so that a reload or a shared link shows the same schedule. Anything missing, unknown or
 * malformed falls back to the default rather than breaking the page.
 */
export interface ScheduleParams {
  /** Agenda by default (spec §2). */
  view: CalendarView;
  /** The day the period is built around; `null` means today in the organisation's zone. */
  date: Temporal.PlainDate | null;
  /** The team filter's choice; `null` is All Teams. */
  teamId: string | null;
  /** Only the double-booked jobs of the period (`show=double-booked`). */
  onlyDoubleBooked: boolean;
  /** The job whose details are open, if any. */
  jobId: string | null;
}

const DOUBLE_BOOKED = 'double-booked';
const VIEWS: readonly CalendarView[] = ['agenda', 'month', 'week'];
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from the server as uuids; anything else cannot name a team or a job. */
export const isId = (value: string | null | undefined): value is string =>
  value != null && UUID.test(value);

function parseDay(value: string | null): Temporal.PlainDate | null {
  if (value == null || !ISO_DAY.test(value)) return null;
  try {
    // `reject`: 2026-02-30 is a mistake, not 28 February.
    return Temporal.PlainDate.from(value, { overflow: 'reject' });
  } catch {
    return null;
  }
}

export function parseScheduleParams(search: string): ScheduleParams {
  const query = new URLSearchParams(search);
  const view = query.get('view');
  const team = query.get('team');
  const job = query.get('job');
  return {
    view: VIEWS.includes(view as CalendarView) ? (view as CalendarView) : 'agenda',
    date: parseDay(query.get('date')),
    teamId: isId(team) ? team : null,
    onlyDoubleBooked: query.get('show') === DOUBLE_BOOKED,
    jobId: isId(job) ? job : null,
  };
}

/**
 * The query string of a schedule state, in a stable order: `view`, `date`, `team`, `show`, `job`.
 */
export function scheduleSearch(params: ScheduleParams): string {
  const query = new URLSearchParams();
  query.set('view', params.view);
  if (params.date) query.set('date', params.date.toString());
  if (params.teamId) query.set('team', params.teamId);
  if (params.onlyDoubleBooked) query.set('show', DOUBLE_BOOKED);
  if (params.jobId) query.set('job', params.jobId);
  return query.toString();
}
