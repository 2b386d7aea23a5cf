import {
  finalDateOf,
  horizonOf,
  overridesOf,
  templateOf,
  visitOf,
  wallTime,
} from '../../recurrence/series.ts';
import {
  needsPreferredDay,
  ruleDates,
  visitTimes,
  weekdayNames,
  type RecurrenceRule,
} from '../../recurrence/rules.ts';
import { addDays, epochMillisecondsOf, weekdayOf } from '../dates.ts';
import type {
  JobRecord,
  JobTypeRecord,
  OrganizationRecord,
  SeriesFrequency,
  SkipKind,
  TeamRecord,
} from '../schema.ts';
import type { ClientWithAddresses } from './clients.ts';
import { clockTime, type SeedContext } from './context.ts';
import { jobNotes, jobTypeSpecs, preferredDays } from './data.ts';

export interface SeriesPlan {
  /** The teams that work: the active ones. */
  teams: TeamRecord[];
  jobTypes: JobTypeRecord[];
  /** Active clients with their active addresses. */
  clients: ClientWithAddresses[];
  creators: string[];
  /** The share of clients with a recurring preferred frequency who have a service plan. */
  share: number;
}

/** Where a team's visits of a weekday start: four visits a day at most, from 8 am. */
const slotStarts = [8 * 60, 10 * 60 + 30, 13 * 60, 15 * 60 + 30];

/** Visits a week, to balance teams: a weekly plan weighs 1, a monthly one about a quarter. */
const weeklyLoad: Record<SeriesFrequency, number> = {
  DAILY: 7,
  EVERY_OTHER_DAY: 3.5,
  WEEKLY: 1,
  BI_WEEKLY: 1 / 2,
  EVERY_THREE_WEEKS: 1 / 3,
  EVERY_FOUR_WEEKS: 1 / 4,
  EVERY_FIVE_WEEKS: 1 / 5,
  EVERY_SIX_WEEKS: 1 / 6,
  EVERY_EIGHT_WEEKS: 1 / 8,
  EVERY_TWELVE_WEEKS: 1 / 12,
  MONTHLY: 0.23,
  FIRST_OF_MONTH: 0.23,
  SECOND_OF_MONTH: 0.23,
  THIRD_OF_MONTH: 0.23,
  FOURTH_OF_MONTH: 0.23,
  LAST_OF_MONTH: 0.23,
  WEEK_DAYS: 5,
};

const skipKinds: [SkipKind, number][] = [
  ['CLIENT_SKIPPED', 45],
  ['COMPANY_MOVED', 15],
  ['LOCKOUT', 15],
  ['HOLIDAY', 15],
  ['OTHER', 10],
];
const skipReasons: Record<SkipKind, string> = {
  CLIENT_SKIPPED: 'Skipped by the client',
  COMPANY_MOVED: 'Moved by the company',
  LOCKOUT: 'Lockout: could not get in',
  HOLIDAY: 'Holiday',
  OTHER: 'Skipped',
};

const minutesOf = (type: JobTypeRecord | null) =>
  Math.min(150, jobTypeSpecs.find((spec) => spec.name === type?.name)?.minutes ?? 120);

/**
 * Service plans for most clients with a recurring preferred frequency (`plan.share` of them),
 * each on the client's frequency and day, at a slot of the team least busy on that weekday, so
 * that every team works on most weekdays. Their visits are made as the server makes them (up to
 * 12 months ahead); visits before now are then completed (some skipped), today's follow the
 * clock, and a few later ones are moved or skipped, as an office would have done.
 */
export async function addSeries(
  context: SeedContext,
  organization: OrganizationRecord,
  today: string,
  plan: SeriesPlan,
): Promise<void> {
  const { random, db, now } = context;
  const zone = organization.timeZone;
  const clock = { timeZone: zone, today, now, newId: () => random.uuid() };
  if (plan.teams.length === 0) return;
  // Visits a week per team and weekday (0 is Sunday), and the slots taken: `team|date|slot`.
  const dayLoad = new Map<string, number>();
  const taken = new Set<string>();
  const horizon = horizonOf(today);
  const typeWeights = plan.jobTypes.map(
    (type, index) => [type, jobTypeSpecs[index]?.weight ?? 10] as const,
  );

  for (const { client, addresses } of plan.clients) {
    const frequency = client.preferredFrequency;
    // Every draw happens whatever the outcome, so the data never depends on earlier choices.
    const draws = {
      has: random.next(),
      address: random.pick(addresses),
      day: random.pick(preferredDays),
      startIn: random.int(-60, 21),
      end: random.next(),
      endIn: random.int(30, 200),
      count: random.int(6, 20),
      timeless: random.chance(0.12),
      type: random.chance(0.05) ? null : random.weighted(typeWeights),
      note: random.chance(0.15) ? random.pick(jobNotes) : null,
      creator: plan.creators.length > 0 ? random.pick(plan.creators) : null,
      createdTime: context.randomTime(8, 18),
    };
    if (frequency === null || frequency === 'ONE_TIME' || draws.has >= plan.share) continue;
    const preferredDay = needsPreferredDay(frequency) ? (client.preferredDay ?? draws.day) : null;
    const startDate = addDays(today, draws.startIn);
    const weekday =
      preferredDay === null ? weekdayOf(startDate) : (weekdayNames.indexOf(preferredDay) + 1) % 7;
    const rule: RecurrenceRule = {
      frequency,
      preferredDay,
      startDate,
      endDate: draws.end < 0.1 ? addDays(today, draws.endIn) : null,
      visitCount: draws.end >= 0.1 && draws.end < 0.15 ? draws.count : null,
    };
    const dates = ruleDates(rule, startDate, horizon);
    // The team and slot whose days are free on the most of these dates; then the least busy.
    const candidates = leastBusy(plan.teams, (team) => dayLoad.get(`${team.id}|${weekday}`), 8);
    let best: { team: TeamRecord; slot: number; clashes: number } | null = null;
    for (const team of candidates) {
      for (const slot of draws.timeless ? [0] : [0, 1, 2, 3]) {
        const clashes = draws.timeless
          ? 0
          : dates.filter((date) => taken.has(`${team.id}|${date}|${slot}`)).length;
        if (best === null || clashes < best.clashes) best = { team, slot, clashes };
        if (clashes === 0) break;
      }
      if (best?.clashes === 0) break;
    }
    const { team, slot } = best!;
    const load = weeklyLoad[frequency];
    dayLoad.set(`${team.id}|${weekday}`, (dayLoad.get(`${team.id}|${weekday}`) ?? 0) + load);
    if (!draws.timeless) for (const date of dates) taken.add(`${team.id}|${date}|${slot}`);
    const start = slotStarts[slot]!;
    const createdAt = context.at(today, Math.min(draws.startIn, 0) - 7, draws.createdTime, zone);
    const series = await db.jobSeries.insert({
      id: random.uuid(),
      organizationId: organization.id,
      clientId: client.id,
      addressId: draws.address.id,
      teamId: team.id,
      jobTypeId: draws.type?.id ?? null,
      startTime: draws.timeless ? null : clockTime(start),
      endTime: draws.timeless ? null : clockTime(start + minutesOf(draws.type)),
      chargeAmount: draws.address.chargeAmount,
      chargeBy: draws.address.chargeBy,
      otherInformation: draws.note,
      ...rule,
      finalDate: finalDateOf(rule),
      exDates: [],
      materializedThrough: horizon,
      createdById: draws.creator,
      createdAt,
      updatedAt: createdAt,
    });
    // Made as the server makes them, settled, then inserted once (an update costs a scan).
    for (const date of dates) {
      const visit = visitOf(series, date, clock);
      settleVisit(context, visit, today, zone, plan.teams, (team, day) =>
        draws.timeless || !taken.has(`${team}|${day}|${slot}`)
          ? (taken.add(`${team}|${day}|${slot}`), true)
          : false,
      );
      if (visit.overrides.length > 0 || visit.date !== date) {
        visit.overrides = overridesOf(visit, templateOf(series), zone);
      }
      await db.jobs.insert(visit);
    }
  }
}

/** The `count` items with the least load, least first (ties keep the items' order). */
function leastBusy<T>(
  items: readonly T[],
  loadOf: (item: T) => number | undefined,
  count: number,
): T[] {
  return items
    .map((item, index) => ({ item, index, load: loadOf(item) ?? 0 }))
    .sort((a, b) => a.load - b.load || a.index - b.index)
    .slice(0, count)
    .map(({ item }) => item);
}

/**
 * A visit as the office and the team left it: done (or skipped) before now, under way today,
 * and now and then moved or skipped ahead.
 */
function settleVisit(
  context: SeedContext,
  visit: JobRecord,
  today: string,
  zone: string,
  teams: TeamRecord[],
  /** Takes the team's slot of the visit on a day, if free. */
  claim: (teamId: string, date: string) => boolean,
): void {
  const { random, now } = context;
  const draws = {
    fate: random.next(),
    kind: random.weighted(skipKinds),
    keepCharge: random.chance(0.5),
    paid: random.next(),
    trackedStart: random.int(-10, 15),
    trackedEnd: random.int(-15, 20),
    seconds: [random.int(0, 59), random.int(0, 59)] as const,
    team: random.pick(teams),
    shift: random.pick([-1, 1, 2]),
  };
  const start =
    visit.scheduledStartTime === null ? null : epochMillisecondsOf(visit.scheduledStartTime);
  const end = visit.scheduledEndTime === null ? null : epochMillisecondsOf(visit.scheduledEndTime);
  const minutesOfDay = (timestamp: string | null, fallback: number) => {
    const time = wallTime(timestamp, zone);
    return time === null ? fallback : Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  };
  const past = visit.date < today || (visit.date === today && end !== null && end <= now);
  const started = visit.date === today && start !== null && start <= now && !past;
  const skip = (isCharged: boolean) => ({
    status: 'CANCELLED' as const,
    cancelReason: skipReasons[draws.kind],
    skip: { kind: draws.kind, note: null, isCharged },
  });

  let changes: Partial<JobRecord> | null = null;
  if (past) {
    if (draws.fate < 0.06) changes = skip(draws.kind === 'LOCKOUT' && draws.keepCharge);
    else {
      const from = Math.max(0, minutesOfDay(visit.scheduledStartTime, 9 * 60) + draws.trackedStart);
      const to = Math.min(
        23 * 60 + 59,
        Math.max(from + 30, minutesOfDay(visit.scheduledEndTime, 11 * 60) + draws.trackedEnd),
      );
      changes = {
        status: 'COMPLETED',
        trackedStartTime: clockTime(from, draws.seconds[0]),
        trackedEndTime: clockTime(to, draws.seconds[1]),
        isPaid: draws.paid < (visit.date < addDays(today, -14) ? 0.95 : 0.6),
      };
    }
  } else if (started) {
    changes = {
      status: 'IN_PROGRESS',
      trackedStartTime: clockTime(
        Math.max(0, minutesOfDay(visit.scheduledStartTime, 9 * 60)),
        draws.seconds[0],
      ),
    };
  } else if (visit.date > today) {
    if (draws.fate < 0.015) changes = skip(false);
    else if (draws.fate < 0.03 && claim(draws.team.id, visit.date)) {
      changes = { teamId: draws.team.id };
    } else if (
      draws.fate >= 0.03 &&
      draws.fate < 0.04 &&
      weekdayOf(addDays(visit.date, draws.shift)) !== 0 &&
      claim(visit.teamId, addDays(visit.date, draws.shift))
    ) {
      const date = addDays(visit.date, draws.shift);
      const times = visitTimes(
        date,
        wallTime(visit.scheduledStartTime, zone),
        wallTime(visit.scheduledEndTime, zone),
        zone,
      );
      changes = { date, scheduledStartTime: times.start, scheduledEndTime: times.end };
    }
  }
  if (changes === null) return;
  Object.assign(visit, changes);
  // Marks it for its overrides to be worked out (a moved day, another team).
  if ('teamId' in changes || 'date' in changes) visit.overrides = ['date'];
}

/**
 * Whether a team has a plan's visit between two times of a day (minutes from midnight, with half
 * an hour to get there and away), from the visits seeded so far.
 */
export function busyTimes(
  db: SeedContext['db'],
  organization: OrganizationRecord,
): (teamId: string, date: string, start: number, end: number) => boolean {
  const byTeamDay = new Map<string, [number, number][]>();
  const minutes = (timestamp: string) => {
    const time = wallTime(timestamp, organization.timeZone)!;
    return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  };
  for (const series of db.jobSeries.list('organizationId', organization.id)) {
    for (const visit of db.jobs.list('seriesId', series.id)) {
      if (visit.scheduledStartTime === null || visit.scheduledEndTime === null) continue;
      if (visit.status === 'CANCELLED') continue;
      const key = `${visit.teamId}|${visit.date}`;
      const list = byTeamDay.get(key) ?? [];
      list.push([minutes(visit.scheduledStartTime) - 30, minutes(visit.scheduledEndTime) + 30]);
      byTeamDay.set(key, list);
    }
  }
  return (teamId, date, start, end) =>
    (byTeamDay.get(`${teamId}|${date}`) ?? []).some(([from, to]) => start < to && end > from);
}
