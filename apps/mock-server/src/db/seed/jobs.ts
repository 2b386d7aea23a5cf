import { addDays, instantAt, toZonedIso, weekdayOf } from '../dates.ts';
import type { Random } from '../random.ts';
import type {
  JobRecord,
  JobStatus,
  JobTypeRecord,
  OrganizationRecord,
  TeamRecord,
} from '../schema.ts';
import type { ClientWithAddresses } from './clients.ts';
import { clockTime, type SeedContext } from './context.ts';
import { cancelReasons, jobNotes, jobTypeSpecs } from './data.ts';

export interface JobPlan {
  /** The teams that work: the active ones. */
  teams: TeamRecord[];
  jobTypes: JobTypeRecord[];
  /** Active clients with their active addresses. */
  clients: ClientWithAddresses[];
  /** Ids of the users who create jobs. */
  creators: string[];
  /** How many visits a crew makes on a day at work, fewest and most. */
  visitsPerDay: VisitsPerDay;
  /** How many teams work on an average weekday (Saturdays see 15% of that, Sundays none). */
  teamDaysPerWeekday: number;
  /** The first and last day with jobs, in days from today. */
  firstDay: number;
  lastDay: number;
  /** Whether the team is at another job (a plan's visit) then; such a one-off is left out. */
  busy?: (teamId: string, date: string, start: number, end: number) => boolean;
}

/** The fewest and the most visits a crew makes on a day at work. */
export type VisitsPerDay = readonly [fewest: number, most: number];

/** A crew's day as the seed has always drawn it. */
export const DEFAULT_VISITS: VisitsPerDay = [3, 8];

/** The most visits a crew's day may hold: beyond seven, the day's last visits have no time. */
const MOST_VISITS = 12;

/** The range asked for, checked (whole numbers, 1 to 12, fewest first); the default if none. */
export function visitsPerDayOf(range: VisitsPerDay | undefined): VisitsPerDay {
  if (range === undefined) return DEFAULT_VISITS;
  const [fewest, most] = range;
  if (
    !Number.isInteger(fewest) ||
    !Number.isInteger(most) ||
    fewest < 1 ||
    most > MOST_VISITS ||
    fewest > most
  ) {
    throw new RangeError(
      `Visits a day must be whole numbers from 1 to ${MOST_VISITS}, the fewest first; got ${fewest} to ${most}.`,
    );
  }
  return range;
}

/** What every job of one organisation's schedule shares. */
interface Schedule {
  context: SeedContext;
  organization: OrganizationRecord;
  today: string;
  plan: JobPlan;
  /** Minutes since midnight now, on the organisation's clock. */
  nowMinutes: number;
  typeWeights: (readonly [JobTypeRecord, number])[];
}

/** Where a job sits in its team's day. */
interface Slot {
  /** Minutes from midnight; null for a job without a time. */
  start: number | null;
  end: number | null;
  /** 0 for a timed job; jobs without a time are numbered in the order they come. */
  order: number;
}

/** Now and then a visit is planned half an hour shorter or longer than its type takes. */
const durationChanges = [-30, 0, 0, 30];

/** The organisation's jobs day by day, with today's statuses as they stand at `context.now`. */
export async function addJobs(
  context: SeedContext,
  organization: OrganizationRecord,
  today: string,
  plan: JobPlan,
): Promise<void> {
  const [hours = 0, minutes = 0] = toZonedIso(context.now, organization.timeZone)
    .slice(11, 16)
    .split(':')
    .map(Number);
  const schedule: Schedule = {
    context,
    organization,
    today,
    plan,
    nowMinutes: hours * 60 + minutes,
    typeWeights: plan.jobTypes.map(
      (type, index) => [type, jobTypeSpecs[index]?.weight ?? 10] as const,
    ),
  };
  for (let day = plan.firstDay; day <= plan.lastDay; day++) {
    const date = addDays(today, day);
    const weekday = weekdayOf(date);
    if (weekday === 0) continue;
    for (const team of workingTeams(context.random, plan, weekday)) {
      await addTeamDay(schedule, day, date, team);
    }
  }
}

/** The teams at work on a day of the week (6 is Saturday). */
function workingTeams(random: Random, plan: JobPlan, weekday: number): TeamRecord[] {
  const mean = weekday === 6 ? plan.teamDaysPerWeekday * 0.15 : plan.teamDaysPerWeekday;
  let working = Math.floor(mean) + (random.chance(mean - Math.floor(mean)) ? 1 : 0);
  // A little variety: some days a crew more, some a crew less.
  const wobble = random.next();
  if (weekday !== 6 && wobble < 0.06) working -= 1;
  else if (weekday !== 6 && wobble > 0.9) working += 1;
  return random.sample(plan.teams, Math.max(0, working));
}

/** One team's day: 3 to 8 visits (by default) one after another from about 8 am, some untimed. */
async function addTeamDay(
  schedule: Schedule,
  day: number,
  date: string,
  team: TeamRecord,
): Promise<void> {
  const { context, organization, today } = schedule;
  const { random, now } = context;
  const zone = organization.timeZone;
  const instant = (minutes: number) => instantAt(date, clockTime(minutes), zone);
  const count = random.int(...schedule.plan.visitsPerDay);
  let cursor = random.int(30, 34) * 15; // 07:30 to 08:30
  // Busy days get shorter visits, so the day still ends by 7 pm.
  const longest = Math.max(60, Math.floor((660 / count - 30) / 15) * 15);
  let timeless = 0;
  for (let n = 0; n < count; n++) {
    const draws = drawJob(schedule, longest);
    const timed = draws.wantsTime && cursor + draws.duration <= 19 * 60;
    const slot: Slot = {
      start: timed ? cursor : null,
      end: timed ? cursor + draws.duration : null,
      order: timed ? 0 : timeless++,
    };
    if (timed) cursor = Math.ceil((cursor + draws.duration + 30) / 15) * 15;

    const status = jobStatus(schedule, day, slot, draws.cancel, instant);
    const tracked = trackedTimes(schedule, day, slot, status, draws);
    const createdAt = context.at(
      today,
      Math.min(day, 0) - draws.createdDaysBefore,
      draws.createdTime,
      zone,
    );
    const updatedAt =
      day < 0
        ? context.at(today, day, draws.updatedTime, zone)
        : day === 0 && status !== 'SCHEDULED'
          ? new Date(
              Math.max(Date.parse(createdAt), now - draws.updatedMinutesAgo * 60_000),
            ).toISOString()
          : createdAt;

    const job: JobRecord = {
      id: random.uuid(),
      organizationId: organization.id,
      status,
      date,
      order: slot.order,
      scheduledStartTime: slot.start === null ? null : toZonedIso(instant(slot.start), zone),
      scheduledEndTime: slot.end === null ? null : toZonedIso(instant(slot.end), zone),
      trackedStartTime: tracked.start,
      trackedEndTime: tracked.end,
      chargeAmount: draws.chargeKept ? draws.address.chargeAmount : null,
      chargeBy: draws.chargeKept ? draws.address.chargeBy : null,
      otherInformation: draws.note,
      isPaid: status === 'COMPLETED' && draws.paid < (day < -14 ? 0.95 : day < 0 ? 0.6 : 0.3),
      cancelReason: status === 'CANCELLED' ? draws.reason : null,
      jobTypeId: draws.type?.id ?? null,
      clientId: draws.client.id,
      addressId: draws.address.id,
      teamId: team.id,
      createdById: draws.creator,
      createdAt,
      updatedAt,
      seriesId: null,
      originalDate: null,
      overrides: [],
      skip: null,
    };
    if (slot.start !== null && schedule.plan.busy?.(team.id, date, slot.start, slot.end!)) continue;
    await context.db.jobs.insert(job);
  }
}

/**
 * Everything a job draws. Every draw happens whatever the outcome, so the data never depends on
 * the time of day.
 */
function drawJob(schedule: Schedule, longest: number) {
  const { context, plan } = schedule;
  const { random } = context;
  const { client, addresses } = random.pick(plan.clients);
  const address = random.pick(addresses);
  const type = random.chance(0.05) ? null : random.weighted(schedule.typeWeights);
  const wantsTime = !random.chance(0.15);
  const duration = Math.min(longest, minutesOf(type) + random.pick(durationChanges));
  return {
    client,
    address,
    type,
    wantsTime,
    duration,
    cancel: random.next(),
    paid: random.next(),
    trackedStart: random.int(-10, 15),
    trackedEnd: random.int(-15, 20),
    seconds: [random.int(0, 59), random.int(0, 59)] as const,
    timelessStart: random.int(32, 56) * 15,
    reason: random.pick(cancelReasons),
    note: random.chance(0.2) ? random.pick(jobNotes) : null,
    chargeKept: random.chance(0.95),
    creator: plan.creators.length > 0 ? random.pick(plan.creators) : null,
    createdDaysBefore: random.int(1, 30),
    createdTime: context.randomTime(8, 18),
    updatedTime: context.randomTime(17, 20),
    updatedMinutesAgo: random.int(1, 60),
  };
}

type JobDraws = ReturnType<typeof drawJob>;

const minutesOf = (type: JobTypeRecord | null) =>
  jobTypeSpecs.find((spec) => spec.name === type?.name)?.minutes ?? 120;

/**
 * Past jobs are completed or cancelled, later ones scheduled or cancelled. Today's follow the
 * clock: a timed job by its times; without times, all are done from 5 pm and the first is in
 * progress from 8 am.
 */
function jobStatus(
  schedule: Schedule,
  day: number,
  slot: Slot,
  cancel: number,
  instant: (minutes: number) => number,
): JobStatus {
  if (day < 0) return cancel < 0.08 ? 'CANCELLED' : 'COMPLETED';
  if (day > 0) return cancel < 0.03 ? 'CANCELLED' : 'SCHEDULED';
  const { now } = schedule.context;
  if (slot.start !== null && slot.end !== null) {
    if (instant(slot.end) <= now) return 'COMPLETED';
    return instant(slot.start) <= now ? 'IN_PROGRESS' : 'SCHEDULED';
  }
  if (schedule.nowMinutes >= 17 * 60) return 'COMPLETED';
  if (schedule.nowMinutes >= 8 * 60 && slot.order === 0) return 'IN_PROGRESS';
  return 'SCHEDULED';
}

/**
 * The clock times the team tracked, near the scheduled ones: a start once the job is under way,
 * an end once it is completed, never after now for today's job in progress.
 */
function trackedTimes(
  schedule: Schedule,
  day: number,
  slot: Slot,
  status: JobStatus,
  draws: JobDraws,
): { start: string | null; end: string | null } {
  if (status !== 'COMPLETED' && status !== 'IN_PROGRESS') return { start: null, end: null };
  const trackedStart = Math.max(0, (slot.start ?? draws.timelessStart) + draws.trackedStart);
  const startMinutes =
    status === 'IN_PROGRESS' && day === 0
      ? Math.min(trackedStart, schedule.nowMinutes)
      : trackedStart;
  const start = clockTime(startMinutes, draws.seconds[0]);
  if (status !== 'COMPLETED') return { start, end: null };
  const trackedEnd = (slot.end ?? draws.timelessStart + draws.duration) + draws.trackedEnd;
  const endMinutes = Math.min(23 * 60 + 59, Math.max(startMinutes + 30, trackedEnd));
  return { start, end: clockTime(endMinutes, draws.seconds[1]) };
}
