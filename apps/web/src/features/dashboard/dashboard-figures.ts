import { orderJobs, todayIn } from '@spotless/calendar/engine';
import { jobStatusValues, type components } from '@spotless/api-client/schema';
import { Temporal } from '@spotless/calendar/temporal';
import { toCents } from '../../lib/money.ts';

export type Job = components['schemas']['Job'];
export type JobStatus = components['schemas']['JobStatus'];

/** Days the workload chart covers, today included. */
export const CHART_DAYS = 14;
/** Days in which jobs without a time are looked for, today included. */
export const UNTIMED_DAYS = 7;
/** Upcoming jobs listed. */
export const NEXT_JOBS = 6;

/** Every status, in the contract's order (the order the dashboard shows them in). */
export const STATUSES: readonly JobStatus[] = jobStatusValues;

/** Which day a week starts on (Temporal numbers Monday 1 … Sunday 7). */
export type WeekStart = 1 | 7;

/**
 * Spec §9: the week starts on Sunday for English and Portuguese, on Monday for Spanish, so "this
 * week" reads as the people of each language count it.
 */
export const weekStartFor = (locale: string): WeekStart => (locale.startsWith('es') ? 1 : 7);

export interface DashboardRange {
  today: Temporal.PlainDate;
  /** First and last day of the current week. */
  weekStart: Temporal.PlainDate;
  weekEnd: Temporal.PlainDate;
  /** Last day of the workload chart. */
  chartEnd: Temporal.PlainDate;
  /** What one `GET /jobs?from&to` must cover for every figure. */
  from: Temporal.PlainDate;
  to: Temporal.PlainDate;
}

/** "Today" in the organisation's zone, from the app clock (epoch milliseconds). */
export const todayInZone = (nowMs: number, timeZone: string): Temporal.PlainDate =>
  todayIn(timeZone, Temporal.Instant.fromEpochMilliseconds(nowMs));

const earlier = (a: Temporal.PlainDate, b: Temporal.PlainDate) =>
  Temporal.PlainDate.compare(a, b) <= 0 ? a : b;
const later = (a: Temporal.PlainDate, b: Temporal.PlainDate) =>
  Temporal.PlainDate.compare(a, b) >= 0 ? a : b;

export function dashboardRange(today: Temporal.PlainDate, weekStartsOn: WeekStart): DashboardRange {
  const weekStart = today.subtract({ days: (today.dayOfWeek - weekStartsOn + 7) % 7 });
  const weekEnd = weekStart.add({ days: 6 });
  const chartEnd = today.add({ days: CHART_DAYS - 1 });
  const untimedEnd = today.add({ days: UNTIMED_DAYS - 1 });
  return {
    today,
    weekStart,
    weekEnd,
    chartEnd,
    from: earlier(weekStart, today),
    to: later(later(weekEnd, chartEnd), untimedEnd),
  };
}

const iso = (date: Temporal.PlainDate) => date.toString();
const within = (job: Job, from: Temporal.PlainDate, to: Temporal.PlainDate) =>
  job.date >= iso(from) && job.date <= iso(to);
const isOpen = (job: Job) => job.status === 'SCHEDULED' || job.status === 'IN_PROGRESS';
const hasTime = (job: Job) => job.scheduledStartTime != null && job.scheduledEndTime != null;

/** Today's jobs counted by status, every status present (0 when none). */
export function statusCounts(jobs: readonly Job[], today: Temporal.PlainDate) {
  const counts: Record<JobStatus, number> = {
    SCHEDULED: 0,
    IN_PROGRESS: 0,
    COMPLETED: 0,
    CANCELLED: 0,
  };
  for (const job of jobs) if (job.date === iso(today)) counts[job.status] += 1;
  return counts;
}

export interface Revenue {
  /** What the week's completed jobs charge, in cents. */
  completedCents: number;
  completedJobs: number;
  /** What of that is not paid yet, in cents. */
  unpaidCents: number;
  unpaidJobs: number;
}

/**
 * The week's takings: every completed job of the week counts (its `chargeAmount`, summed in
 * exact cents); a completed job not marked paid is still owed. Jobs not done yet owe nothing.
 */
export function weekRevenue(jobs: readonly Job[], range: DashboardRange): Revenue {
  const revenue: Revenue = { completedCents: 0, completedJobs: 0, unpaidCents: 0, unpaidJobs: 0 };
  for (const job of jobs) {
    if (job.status !== 'COMPLETED' || !within(job, range.weekStart, range.weekEnd)) continue;
    const cents = toCents(job.chargeAmount);
    revenue.completedCents += cents;
    revenue.completedJobs += 1;
    if (!job.isPaid) {
      revenue.unpaidCents += cents;
      revenue.unpaidJobs += 1;
    }
  }
  return revenue;
}

/**
 * Jobs still to do, from today over the next days, that have no start and end time yet: the
 * office has to give them one (or tell the team the order).
 */
export function untimedJobs(jobs: readonly Job[], range: DashboardRange, timeZone: string): Job[] {
  const end = range.today.add({ days: UNTIMED_DAYS - 1 });
  return orderJobs(
    jobs.filter((job) => isOpen(job) && !hasTime(job) && within(job, range.today, end)),
    timeZone,
  );
}

export interface TeamCount {
  teamId: string;
  name: string;
  color: string;
  count: number;
}

export interface ChartDay {
  date: Temporal.PlainDate;
  /** Jobs that day, cancelled ones left out (they take no one's time). */
  total: number;
  /** Per team, in the order of `teams` (teams without jobs that day are left out). */
  teams: TeamCount[];
}

export interface Workload {
  days: ChartDay[];
  /** Every team with jobs in the period, by name: the legend and the table's columns. */
  teams: Omit<TeamCount, 'count'>[];
  /** The busiest day's total (0 when there are no jobs). */
  max: number;
}

/** Jobs per day for the chart's days, stacked by team. */
export function workload(jobs: readonly Job[], range: DashboardRange): Workload {
  const teams = new Map<string, Omit<TeamCount, 'count'>>();
  const byDay = new Map<string, Map<string, number>>();
  for (const job of jobs) {
    if (job.status === 'CANCELLED' || !within(job, range.today, range.chartEnd)) continue;
    teams.set(job.teamId, { teamId: job.teamId, name: job.team.name, color: job.team.color });
    const day = byDay.get(job.date) ?? new Map<string, number>();
    day.set(job.teamId, (day.get(job.teamId) ?? 0) + 1);
    byDay.set(job.date, day);
  }
  const ordered = [...teams.values()].sort((a, b) => a.name.localeCompare(b.name));
  const days: ChartDay[] = [];
  for (let offset = 0; offset < CHART_DAYS; offset += 1) {
    const date = range.today.add({ days: offset });
    const counts = byDay.get(iso(date));
    const dayTeams = ordered
      .map((team) => ({ ...team, count: counts?.get(team.teamId) ?? 0 }))
      .filter((team) => team.count > 0);
    days.push({
      date,
      total: dayTeams.reduce((sum, team) => sum + team.count, 0),
      teams: dayTeams,
    });
  }
  return { days, teams: ordered, max: Math.max(0, ...days.map((day) => day.total)) };
}

/**
 * What comes next: today's jobs in progress or not yet over, then the following days' jobs, in
 * calendar order (spec §4), cancelled and completed ones left out.
 */
export function nextJobs(
  jobs: readonly Job[],
  range: DashboardRange,
  nowMs: number,
  timeZone: string,
  limit = NEXT_JOBS,
): Job[] {
  const upcoming = jobs.filter((job) => {
    if (!isOpen(job) || job.date < iso(range.today)) return false;
    if (job.date > iso(range.today) || job.status === 'IN_PROGRESS') return true;
    // Today: a timed job whose end has passed is late rather than next; it stays on the
    // schedule, but the list looks forward.
    return !hasTime(job) || Date.parse(job.scheduledEndTime ?? '') > nowMs;
  });
  return orderJobs(upcoming, timeZone).slice(0, limit);
}

/** A team's jobs of one day in calendar order (the cleaner's day). */
export const dayJobs = (jobs: readonly Job[], day: Temporal.PlainDate, timeZone: string): Job[] =>
  orderJobs(
    jobs.filter((job) => job.date === iso(day)),
    timeZone,
  );

/** `/schedule?date=YYYY-MM-DD&view=agenda`: the schedule opened on that day. */
export const scheduleHref = (date: Temporal.PlainDate | string) =>
  `/schedule?date=${typeof date === 'string' ? date : iso(date)}&view=agenda`;

/** The schedule opened on a job's day with the job's details showing. */
export const jobHref = (job: Pick<Job, 'id' | 'date'>) => `${scheduleHref(job.date)}&job=${job.id}`;
