// Series and their visits: making visits up to the horizon, and changing a series with the scopes
// `this`, `following` and `all`. Everything here runs inside `db.state.write`, so a change that
// throws half-way is taken back whole, and a preview is a change that is made, measured and then
// taken back (`previewChange`), never a second implementation that could disagree with the save.
import { Temporal } from 'temporal-polyfill';
import { addDays, epochMillisecondsOf, instantOf, todayIn, toZonedIso } from '../db/dates.ts';
import type { Db } from '../db/db.ts';
import {
  visitFields,
  type JobRecord,
  type JobSeriesRecord,
  type VisitField,
} from '../db/schema.ts';
import {
  lastRuleDate,
  needsPreferredDay,
  ruleDates,
  visitTimes,
  weekdayOfDate,
  type RecurrenceRule,
} from './rules.ts';

/** Visits exist from the start of a series up to this many months ahead of today. */
export const HORIZON_MONTHS = 12;

export type Scope = 'this' | 'following' | 'all';

/** The last day visits are made for, seen from `today`. */
export const horizonOf = (today: string): string =>
  Temporal.PlainDate.from(today).add({ months: HORIZON_MONTHS }).toString();

/** The fields a series gives each of its visits (its template). */
export interface SeriesTemplate {
  addressId: string;
  teamId: string;
  jobTypeId: string | null;
  /** `HH:MM:SS` on the organisation's clock, or null for visits without times. */
  startTime: string | null;
  endTime: string | null;
  chargeAmount: string | null;
  chargeBy: JobSeriesRecord['chargeBy'];
  otherInformation: string | null;
}

/** The template fields, as the series and its visits name them. */
export const templateFields = [
  'addressId',
  'teamId',
  'jobTypeId',
  'chargeAmount',
  'chargeBy',
  'otherInformation',
] as const;

export const ruleOf = (series: JobSeriesRecord): RecurrenceRule => ({
  frequency: series.frequency,
  preferredDay: series.preferredDay,
  startDate: series.startDate,
  endDate: series.endDate,
  visitCount: series.visitCount,
});

export const templateOf = (series: JobSeriesRecord): SeriesTemplate => ({
  addressId: series.addressId,
  teamId: series.teamId,
  jobTypeId: series.jobTypeId,
  startTime: series.startTime,
  endTime: series.endTime,
  chargeAmount: series.chargeAmount,
  chargeBy: series.chargeBy,
  otherInformation: series.otherInformation,
});

/** A rule as stored: the weekday only where the frequency uses one. */
export function normalizeRule(rule: RecurrenceRule): RecurrenceRule {
  return {
    ...rule,
    preferredDay: needsPreferredDay(rule.frequency) ? rule.preferredDay : null,
  };
}

/** The last date a rule gives, stored with the series for its status (null: open-ended). */
export const finalDateOf = (rule: RecurrenceRule): string | null =>
  rule.endDate === null && rule.visitCount === null
    ? null
    : rule.visitCount === null
      ? // An end date: the last visit is on or before it; the end itself is what counts.
        rule.endDate
      : (lastRuleDate(rule) ?? addDays(rule.startDate, -1));

const seconds = (time: string | null) => (time === null || time.length > 5 ? time : `${time}:00`);

/** `HH:MM:SS` of a timestamp on the zone's clock. */
export const wallTime = (timestamp: string | null, timeZone: string): string | null =>
  timestamp === null
    ? null
    : instantOf(timestamp).toZonedDateTimeISO(timeZone).toPlainTime().toString({
        smallestUnit: 'second',
      });

/** Whether a visit has started, or its time is past: a series change never touches those. */
export function hasHistory(job: JobRecord, today: string, now: number): boolean {
  if (job.status !== 'SCHEDULED') return true;
  if (job.date < today) return true;
  return job.scheduledStartTime !== null && epochMillisecondsOf(job.scheduledStartTime) <= now;
}

/** The fields of a visit that differ from its series' template (and its date from the rule's). */
export function overridesOf(
  job: Pick<JobRecord, 'date' | 'originalDate' | 'scheduledStartTime' | 'scheduledEndTime'> &
    Pick<JobRecord, (typeof templateFields)[number]>,
  template: SeriesTemplate,
  timeZone: string,
): VisitField[] {
  const fields: VisitField[] = [];
  if (job.originalDate !== null && job.date !== job.originalDate) fields.push('date');
  const start = wallTime(job.scheduledStartTime, timeZone);
  const end = wallTime(job.scheduledEndTime, timeZone);
  if (start !== seconds(template.startTime) || end !== seconds(template.endTime)) {
    fields.push('scheduledStartTime', 'scheduledEndTime');
  }
  for (const field of templateFields) {
    if (job[field] !== template[field]) fields.push(field);
  }
  return fields;
}

/**
 * A visit's own fields after it was changed alone: each field this edit changed is its own now,
 * unless the edit set it back to the series' value (then it follows the series again). Fields it
 * did not change keep their state: a field the series' later edits set is not the visit's own.
 */
export function ownFieldsAfterEdit(
  before: VisitField[],
  edited: Parameters<typeof overridesOf>[0],
  previous: Parameters<typeof overridesOf>[0],
  template: SeriesTemplate,
  timeZone: string,
): VisitField[] {
  const differs = new Set(overridesOf(edited, template, timeZone));
  const changed = new Set(
    overridesOf(edited, { ...template, ...asTemplate(previous, timeZone) }, timeZone),
  );
  // `previous` with its own date: a moved date is a change of `date`.
  if (edited.date !== previous.date) changed.add('date');
  const own = new Set(before);
  for (const field of changed) {
    if (differs.has(field)) own.add(field);
    else own.delete(field);
  }
  return [...own].filter((field) => differs.has(field)).sort(byContractOrder);
}

const contractOrder: readonly VisitField[] = visitFields;
const byContractOrder = (a: VisitField, b: VisitField) =>
  contractOrder.indexOf(a) - contractOrder.indexOf(b);

/** A visit's values as a template (to compare another version of it field by field). */
function asTemplate(job: Parameters<typeof overridesOf>[0], timeZone: string): SeriesTemplate {
  return {
    addressId: job.addressId,
    teamId: job.teamId,
    jobTypeId: job.jobTypeId,
    startTime: wallTime(job.scheduledStartTime, timeZone),
    endTime: wallTime(job.scheduledEndTime, timeZone),
    chargeAmount: job.chargeAmount,
    chargeBy: job.chargeBy,
    otherInformation: job.otherInformation,
  };
}

/** The visit fields a series change sets (a new rule sets the date too). */
function fieldsSetBy(delta: SeriesDelta): Set<VisitField> {
  const set = new Set<VisitField>();
  for (const key of Object.keys(delta.template) as (keyof SeriesTemplate)[]) {
    if (key === 'startTime' || key === 'endTime') {
      set.add('scheduledStartTime');
      set.add('scheduledEndTime');
    } else set.add(key);
  }
  if (delta.rule !== null) set.add('date');
  return set;
}

export interface SeriesClock {
  timeZone: string;
  today: string;
  now: number;
  /** Ids of new visits (the seed's come from its seeded generator). */
  newId?: () => string;
}

export function clockOf(db: Db, organizationId: string, now: number): SeriesClock {
  const timeZone = db.organizations.get(organizationId)?.timeZone ?? 'UTC';
  return { timeZone, today: todayIn(timeZone, now), now };
}

/** The record of a new visit of the series on `date`, as the template says. */
export function visitOf(series: JobSeriesRecord, date: string, clock: SeriesClock): JobRecord {
  const times = visitTimes(date, series.startTime, series.endTime, clock.timeZone);
  const at = new Date(clock.now).toISOString();
  return {
    id: clock.newId?.() ?? crypto.randomUUID(),
    organizationId: series.organizationId,
    status: 'SCHEDULED',
    date,
    order: 0,
    scheduledStartTime: times.start,
    scheduledEndTime: times.end,
    trackedStartTime: null,
    trackedEndTime: null,
    chargeAmount: series.chargeAmount,
    chargeBy: series.chargeBy,
    otherInformation: series.otherInformation,
    isPaid: false,
    cancelReason: null,
    jobTypeId: series.jobTypeId,
    clientId: series.clientId,
    addressId: series.addressId,
    teamId: series.teamId,
    createdById: series.createdById,
    createdAt: at,
    updatedAt: at,
    seriesId: series.id,
    originalDate: date,
    overrides: [],
    skip: null,
  };
}

const makeVisit = (db: Db, series: JobSeriesRecord, date: string, clock: SeriesClock) =>
  db.jobs.insert(visitOf(series, date, clock));

/**
 * Makes the visits the rule gives from the series' last made day (or its start) to the horizon,
 * except deleted ones and dates that already have a visit. Returns how many were made.
 */
export async function extendSeries(
  db: Db,
  series: JobSeriesRecord,
  clock: SeriesClock,
): Promise<number> {
  const horizon = horizonOf(clock.today);
  if (series.materializedThrough !== null && series.materializedThrough >= horizon) return 0;
  const from =
    series.materializedThrough === null ? series.startDate : addDays(series.materializedThrough, 1);
  const dates = ruleDates(ruleOf(series), from, horizon);
  const made = madeDates(db, series);
  let count = 0;
  for (const date of dates) {
    if (made.has(date)) continue;
    await makeVisit(db, series, date, clock);
    count++;
  }
  await db.jobSeries.update(series.id, (draft) => {
    draft.materializedThrough = horizon;
  });
  return count;
}

/** The rule dates that have (or had) a visit: its visits' original dates and deleted dates. */
function madeDates(db: Db, series: JobSeriesRecord): Set<string> {
  const dates = new Set(series.exDates);
  for (const job of db.jobs.list('seriesId', series.id)) {
    if (job.originalDate !== null) dates.add(job.originalDate);
  }
  return dates;
}

/** Organisations whose series were extended today (by organisation: the day it was done). */
const extendedOn = new WeakMap<Db, Map<string, string>>();

/**
 * Moves every series of the organisation up to today's horizon, once a day: visits appear as time
 * passes, without anyone editing a series. Cheap after the first call of the day.
 */
export async function extendOrganizationSeries(
  db: Db,
  organizationId: string,
  now: number,
): Promise<void> {
  const clock = clockOf(db, organizationId, now);
  let done = extendedOn.get(db);
  if (!done) extendedOn.set(db, (done = new Map()));
  if (done.get(organizationId) === clock.today) return;
  const horizon = horizonOf(clock.today);
  const behind = db.jobSeries
    .list('organizationId', organizationId)
    .filter(
      (series) =>
        (series.materializedThrough === null || series.materializedThrough < horizon) &&
        (series.finalDate === null ||
          series.materializedThrough === null ||
          series.finalDate > series.materializedThrough),
    );
  if (behind.length > 0) {
    await db.state.write(async () => {
      for (const series of behind) {
        const current = db.jobSeries.get(series.id);
        if (current) await extendSeries(db, current, clock);
      }
    });
  }
  done.set(organizationId, clock.today);
}

/** What a change did (or would do) to a series' visits. */
export interface ChangeReport {
  split: boolean;
  changed: Set<string>;
  created: number;
  removed: number;
  untouched: number;
  keptOverrides: { jobId: string; date: string; fields: VisitField[] }[];
  seriesEndDate: string | null;
  /** The visit the request was about, after the change (undefined when it was deleted). */
  visit?: JobRecord;
}

export const emptyReport = (): ChangeReport => ({
  split: false,
  changed: new Set(),
  created: 0,
  removed: 0,
  untouched: 0,
  keptOverrides: [],
  seriesEndDate: null,
});

/** The series fields that a change of a visit (or of the series) sets, with their new values. */
export interface SeriesDelta {
  template: Partial<SeriesTemplate>;
  /** A new rule (dates are laid again). */
  rule: RecurrenceRule | null;
}

/** Whether the delta changes when visits fall or their times: `following` then splits. */
const movesVisits = (delta: SeriesDelta) =>
  delta.rule !== null || 'startTime' in delta.template || 'endTime' in delta.template;

const sameRule = (a: RecurrenceRule, b: RecurrenceRule) =>
  a.frequency === b.frequency &&
  a.preferredDay === b.preferredDay &&
  a.startDate === b.startDate &&
  a.endDate === b.endDate &&
  a.visitCount === b.visitCount;

/**
 * A new rule for a visit moved from its rule date to `newDate` (scope following or all): a weekly
 * or n-th-weekday rule takes the new date's weekday (unless the request set the weekday itself),
 * and the rule's start moves with the visit: to it, for following; by as many days, for all,
 * which also moves a monthly rule's day of the month and keeps an end date's distance.
 */
export function movedRule(
  rule: RecurrenceRule,
  originalDate: string,
  newDate: string,
  scope: 'following' | 'all',
  explicitDay: boolean,
): RecurrenceRule {
  const shift = Temporal.PlainDate.from(originalDate).until(newDate).days;
  const shifted = (date: string) => Temporal.PlainDate.from(date).add({ days: shift }).toString();
  return normalizeRule({
    ...rule,
    startDate: scope === 'following' ? newDate : shifted(rule.startDate),
    preferredDay:
      needsPreferredDay(rule.frequency) && !explicitDay
        ? weekdayOfDate(newDate)
        : rule.preferredDay,
    endDate: rule.endDate === null || scope === 'following' ? rule.endDate : shifted(rule.endDate),
  });
}

/** Applies template values to a visit (only the given fields), times on the visit's own date. */
function applyTemplate(
  draft: JobRecord,
  values: Partial<SeriesTemplate>,
  clock: SeriesClock,
): void {
  for (const field of templateFields) {
    if (field in values) (draft as Record<string, unknown>)[field] = values[field] ?? null;
  }
  if ('startTime' in values || 'endTime' in values) {
    const start = values.startTime ?? null;
    const end = values.endTime ?? null;
    const times = visitTimes(draft.date, start, end, clock.timeZone);
    draft.scheduledStartTime = times.start;
    draft.scheduledEndTime = times.end;
    if (times.start === null) draft.order = 0;
  }
}

/**
 * Lays the visits of `target` again from `cut` on after its rule or template changed:
 * `candidates` (visits that have not started, of this series or of the one it was split from)
 * that fall on a date the rule still gives take the delta and belong to `target`; the others
 * are removed; dates without a visit get one. `anchor` (the visit being edited) keeps its
 * identity: when its date is gone, it takes the first date of the new rule that has no visit.
 */
async function relay(
  db: Db,
  target: JobSeriesRecord,
  candidates: JobRecord[],
  cut: string,
  delta: SeriesDelta,
  clock: SeriesClock,
  report: ChangeReport,
  anchor: JobRecord | undefined,
): Promise<void> {
  const horizon = horizonOf(clock.today);
  const rule = ruleOf(target);
  const exDates = new Set(target.exDates);
  const dates = ruleDates(rule, cut > rule.startDate ? cut : rule.startDate, horizon).filter(
    (date) => !exDates.has(date),
  );
  const wanted = new Set(dates);
  // Dates already served by a visit that stays as it is (history, or another series' part).
  const taken = new Set<string>();
  for (const job of db.jobs.list('seriesId', target.id)) {
    if (job.originalDate !== null && !candidates.some((candidate) => candidate.id === job.id)) {
      taken.add(job.originalDate);
    }
  }
  const kept = new Map<string, JobRecord>();
  const removed: JobRecord[] = [];
  // The visit being edited goes where it was put (its date), if the rule gives that date.
  const anchored = anchor && candidates.some((job) => job.id === anchor.id) ? anchor : undefined;
  if (anchored && wanted.has(anchored.date) && !taken.has(anchored.date)) {
    kept.set(anchored.date, anchored);
  }
  for (const job of candidates) {
    if (job === kept.get(anchored?.date ?? '')) continue;
    const date = job.originalDate ?? job.date;
    if (wanted.has(date) && !taken.has(date) && !kept.has(date)) kept.set(date, job);
    else removed.push(job);
  }
  // Otherwise it keeps its identity on the first date of the new rule that has no visit.
  const anchorIndex = anchored ? removed.indexOf(anchored) : -1;
  if (anchored && anchorIndex >= 0) {
    const free = dates.find((date) => !kept.has(date) && !taken.has(date));
    if (free !== undefined) {
      removed.splice(anchorIndex, 1);
      kept.set(free, anchored);
    }
  }
  const setFields = fieldsSetBy(delta);
  for (const [date, job] of kept) {
    const updated = await db.jobs.update(job.id, (draft) => {
      draft.seriesId = target.id;
      applyTemplate(draft, delta.template, clock);
      // A visit laid again on its rule date keeps a date of its own only if it was moved alone.
      const ownDate = draft.overrides.includes('date') && delta.rule === null && job !== anchored;
      draft.originalDate = date;
      if (!ownDate) {
        if (draft.date !== date) {
          draft.date = date;
          const times = visitTimes(
            date,
            wallTime(draft.scheduledStartTime, clock.timeZone),
            wallTime(draft.scheduledEndTime, clock.timeZone),
            clock.timeZone,
          );
          draft.scheduledStartTime = times.start;
          draft.scheduledEndTime = times.end;
        }
      }
      draft.overrides = draft.overrides.filter((field) => !setFields.has(field));
      draft.updatedAt = new Date(clock.now).toISOString();
    });
    if (!updated) continue;
    if (JSON.stringify(updated) !== JSON.stringify(job)) report.changed.add(job.id);
    const own = updated.overrides;
    if (own.length > 0 && report.changed.has(job.id)) {
      report.keptOverrides.push({ jobId: job.id, date: updated.date, fields: own });
    }
  }
  for (const job of removed) {
    db.jobs.delete(job.id);
    report.removed++;
  }
  for (const date of dates) {
    if (kept.has(date) || taken.has(date)) continue;
    await makeVisit(db, target, date, clock);
    report.created++;
  }
  await db.jobSeries.update(target.id, (draft) => {
    draft.materializedThrough = horizon;
  });
}

/** Which visits of a series a change from `visit` with `scope` reaches. */
function scopeVisits(
  db: Db,
  seriesId: string,
  visit: JobRecord | undefined,
  scope: 'following' | 'all',
): JobRecord[] {
  const all = db.jobs.list('seriesId', seriesId);
  if (scope === 'all' || !visit) return all;
  const cut = [visit.originalDate ?? visit.date, visit.date].sort()[0]!;
  return all.filter((job) => job.id === visit.id || (job.originalDate ?? job.date) >= cut);
}

/**
 * Changes a series from one of its visits on (`following`) or whole (`all`, `visit` optional):
 * the template fields in `delta.template` and, when given, a new rule. The visits in the scope
 * that have not started take exactly those fields (a field a visit changed on its own keeps its
 * value unless the delta sets that same field); the others are counted as untouched. With
 * `following`, a change of rule or time splits the series at the visit.
 */
export async function changeSeries(
  db: Db,
  series: JobSeriesRecord,
  visit: JobRecord | undefined,
  scope: 'following' | 'all',
  delta: SeriesDelta,
  clock: SeriesClock,
  report: ChangeReport,
): Promise<JobSeriesRecord> {
  const inScope = scopeVisits(db, series.id, visit, scope);
  const open = inScope.filter((job) => !hasHistory(job, clock.today, clock.now));
  report.untouched += inScope.length - open.length;
  // From the visit on (from its new date, when it was moved earlier), or from today.
  const cut =
    scope === 'following' && visit
      ? [visit.originalDate ?? visit.date, visit.date].sort()[0]!
      : clock.today;
  const timestamp = new Date(clock.now).toISOString();
  const earlier =
    scope === 'following' && visit
      ? db.jobs
          .list('seriesId', series.id)
          .filter((job) => job.id !== visit.id && (job.originalDate ?? job.date) < cut)
      : [];
  const split = scope === 'following' && movesVisits(delta) && earlier.length > 0;

  let target = series;
  if (split) {
    const oldRule = ruleOf(series);
    const before = ruleDates(oldRule, oldRule.startDate, addDays(cut, -1)).length;
    const base = delta.rule ?? { ...oldRule, startDate: cut };
    const rule = normalizeRule({
      ...base,
      startDate: delta.rule ? delta.rule.startDate : cut,
      visitCount:
        base.visitCount === null
          ? null
          : delta.rule && delta.rule.visitCount !== oldRule.visitCount
            ? base.visitCount
            : Math.max(1, base.visitCount - before),
    });
    const endDate = addDays(cut, -1);
    await db.jobSeries.update(series.id, (draft) => {
      draft.endDate = endDate;
      draft.visitCount = null;
      draft.finalDate = endDate;
      draft.exDates = draft.exDates.filter((date) => date < cut);
      draft.updatedAt = timestamp;
    });
    report.split = true;
    report.seriesEndDate = endDate;
    target = await db.jobSeries.insert({
      ...series,
      ...delta.template,
      ...rule,
      id: crypto.randomUUID(),
      finalDate: finalDateOf(rule),
      exDates: series.exDates.filter((date) => date >= cut),
      materializedThrough: null,
      createdAt: timestamp,
      updatedAt: timestamp,
    });
  } else {
    const rule = delta.rule ?? ruleOf(series);
    const updated = await db.jobSeries.update(series.id, (draft) => {
      Object.assign(draft, delta.template, rule);
      draft.finalDate = finalDateOf(rule);
      draft.updatedAt = timestamp;
    });
    target = updated ?? series;
    if (delta.rule && delta.rule.endDate !== series.endDate) {
      report.seriesEndDate = delta.rule.endDate;
    }
  }

  if (delta.rule !== null || split) {
    await relay(db, target, open, cut, delta, clock, report, visit);
  } else {
    // Same dates: each open visit takes the changed fields on its own date.
    const setFields = fieldsSetBy(delta);
    for (const job of open) {
      const updated = await db.jobs.update(job.id, (draft) => {
        applyTemplate(draft, delta.template, clock);
        draft.overrides = draft.overrides.filter((field) => !setFields.has(field));
        draft.updatedAt = timestamp;
      });
      if (updated && JSON.stringify(updated) !== JSON.stringify(job)) {
        report.changed.add(job.id);
        if (updated.overrides.length > 0) {
          report.keptOverrides.push({
            jobId: job.id,
            date: updated.date,
            fields: updated.overrides,
          });
        }
      }
    }
  }
  if (visit) report.visit = db.jobs.get(visit.id);
  return db.jobSeries.get(target.id) ?? target;
}

/** Ends a series on `lastDate`: its open visits after it are removed. */
export async function endSeries(
  db: Db,
  series: JobSeriesRecord,
  lastDate: string,
  clock: SeriesClock,
  report: ChangeReport,
): Promise<JobSeriesRecord> {
  const rule = ruleOf(series);
  const final = finalDateOf(rule);
  const endDate = lastDate < series.startDate ? addDays(series.startDate, -1) : lastDate;
  for (const job of db.jobs.list('seriesId', series.id)) {
    if (
      (job.date > lastDate || (job.originalDate ?? job.date) > lastDate) &&
      !hasHistory(job, clock.today, clock.now)
    ) {
      db.jobs.delete(job.id);
      report.removed++;
    }
  }
  if (final !== null && final <= endDate) return series;
  report.seriesEndDate = endDate;
  return (
    (await db.jobSeries.update(series.id, (draft) => {
      draft.endDate = endDate;
      draft.visitCount = null;
      draft.finalDate = endDate;
      draft.updatedAt = new Date(clock.now).toISOString();
    })) ?? series
  );
}

/** Deletes a visit with a scope: `this` never makes its date again; the others end the series. */
export async function deleteVisit(
  db: Db,
  series: JobSeriesRecord,
  visit: JobRecord,
  scope: Scope,
  clock: SeriesClock,
  report: ChangeReport,
): Promise<void> {
  const original = visit.originalDate ?? visit.date;
  db.jobs.delete(visit.id);
  report.removed++;
  if (scope === 'this') {
    await db.jobSeries.update(series.id, (draft) => {
      if (!draft.exDates.includes(original)) draft.exDates = [...draft.exDates, original].sort();
      draft.updatedAt = new Date(clock.now).toISOString();
    });
    return;
  }
  const current = db.jobSeries.get(series.id) ?? series;
  if (scope === 'following') {
    const scoped = scopeVisits(db, series.id, undefined, 'all').filter(
      (job) => (job.originalDate ?? job.date) >= original,
    );
    for (const job of scoped) {
      if (hasHistory(job, clock.today, clock.now)) report.untouched++;
      else {
        db.jobs.delete(job.id);
        report.removed++;
      }
    }
    await endSeries(db, current, addDays(original, -1), clock, report);
    return;
  }
  for (const job of db.jobs.list('seriesId', series.id)) {
    if (hasHistory(job, clock.today, clock.now)) report.untouched++;
    else {
      db.jobs.delete(job.id);
      report.removed++;
    }
  }
  await endSeries(db, current, addDays(clock.today, -1), clock, report);
}

export { sameRule, toZonedIso };
