import { epochDayOfPlainDate, MS_PER_DAY, parseIsoDate } from './civil.ts';
import { markDoubleBooked } from './conflicts.ts';
import { parseInstant } from './iso-instant.ts';
import type { CalendarEntry, CalendarJobInput, CalendarRange, LayoutOptions } from './types.ts';
import {
  createZoneTable,
  latestWallMsBetween,
  startOfDayMs,
  wallMsOf,
  type ZoneTable,
} from './zone-table.ts';

/** Spec §4: jobs without times go by status in this order, then by `order`. */
export const STATUS_ORDER = ['SCHEDULED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const;

export function statusRank(status: string): number {
  const rank = (STATUS_ORDER as readonly string[]).indexOf(status);
  // A status this version does not know goes last rather than breaking the order.
  return rank === -1 ? STATUS_ORDER.length : rank;
}

/**
 * The jobs of a period turned into numbers once: every later step (ordering, capping, the week's
 * columns) reads these arrays, indexed by the job's position in the input, and never Temporal.
 * Times are wall-clock seconds from the local midnight of the job's date.
 */
export interface PreparedPeriod<T> {
  readonly jobs: readonly T[];
  readonly range: CalendarRange;
  readonly fromDay: number;
  readonly dayCount: number;
  readonly table: ZoneTable;
  /** First instant of each day of the period, and of the day after it (`dayCount + 1` values). */
  readonly dayStartMs: Float64Array;
  /**
   * Job indices, day after day, each day in calendar order: every job of the period, or the
   * double-booked ones with `onlyDoubleBooked`.
   */
  readonly sorted: Int32Array;
  /** `sorted[dayBounds[d]]` to `sorted[dayBounds[d + 1] - 1]` are the jobs of day `d`. */
  readonly dayBounds: Int32Array;
  readonly hasTime: Uint8Array;
  readonly startSecond: Float64Array;
  readonly endSecond: Float64Array;
  /** The latest wall-clock second the job reaches: its end, or later across a repeated hour. */
  readonly reachSecond: Float64Array;
  readonly isPast: Uint8Array;
  /** 1 for a job that overlaps another of its team on its day (`markDoubleBooked`). */
  readonly isDoubleBooked: Uint8Array;
  readonly outsideRange: T[];
  /** Index of today in the period, or -1 (also without `now`). */
  readonly todayIndex: number;
  /** Epoch milliseconds of `now`, or NaN. */
  readonly nowMs: number;
}

export function preparePeriod<T extends CalendarJobInput>(
  jobs: readonly T[],
  range: CalendarRange,
  { timeZone, now, onlyDoubleBooked = false }: LayoutOptions,
): PreparedPeriod<T> {
  const fromDay = epochDayOfPlainDate(range.from);
  const dayCount = range.dayCount;
  const table = createZoneTable(timeZone, fromDay, fromDay + dayCount - 1);
  const dayStartMs = new Float64Array(dayCount + 1);
  for (let d = 0; d <= dayCount; d += 1) dayStartMs[d] = startOfDayMs(table, fromDay + d);
  const nowMs = now === undefined ? Number.NaN : now.epochMilliseconds;
  const todayDay = Number.isNaN(nowMs)
    ? Number.NaN
    : Math.floor(wallMsOf(table, nowMs) / MS_PER_DAY);
  const todayIndex = todayDay >= fromDay && todayDay < fromDay + dayCount ? todayDay - fromDay : -1;

  const count = jobs.length;
  const dayOf = new Int32Array(count);
  const hasTime = new Uint8Array(count);
  const startMs = new Float64Array(count);
  const startSecond = new Float64Array(count);
  const endSecond = new Float64Array(count);
  const reachSecond = new Float64Array(count);
  const isPast = new Uint8Array(count);
  const rank = new Uint8Array(count);
  const orderKey = new Float64Array(count);
  const ids: string[] = new Array<string>(count);
  const dayBounds = new Int32Array(dayCount + 1);
  const outsideRange: T[] = [];

  for (let i = 0; i < count; i += 1) {
    const job = jobs[i]!;
    ids[i] = job.id;
    const day = parseIsoDate(job.date) - fromDay;
    if (!(day >= 0 && day < dayCount)) {
      dayOf[i] = -1;
      outsideRange.push(job);
      continue;
    }
    dayOf[i] = day;
    dayBounds[day + 1]! += 1;
    const start = parseInstant(job.scheduledStartTime, timeZone);
    const end = parseInstant(job.scheduledEndTime, timeZone);
    const midnight = (fromDay + day) * MS_PER_DAY;
    if (!Number.isNaN(start) && !Number.isNaN(end)) {
      hasTime[i] = 1;
      startMs[i] = start;
      const startWall = wallMsOf(table, start);
      startSecond[i] = (startWall - midnight) / 1000;
      endSecond[i] = (wallMsOf(table, end) - midnight) / 1000;
      // A job that ends before it starts is drawn as a moment at its start.
      reachSecond[i] =
        end > start ? (latestWallMsBetween(table, start, end) - midnight) / 1000 : startSecond[i]!;
    } else {
      rank[i] = statusRank(job.status);
      orderKey[i] = Number.isFinite(job.order) ? job.order : Number.MAX_VALUE;
    }
    // Past once its end has passed: the end time when it has one, else the end of its day.
    const deadline = Number.isNaN(end) ? dayStartMs[day + 1]! : end;
    isPast[i] = deadline <= nowMs ? 1 : 0;
  }

  for (let d = 0; d < dayCount; d += 1) dayBounds[d + 1]! += dayBounds[d]!;
  const sorted = new Int32Array(dayBounds[dayCount]!);
  const fill = dayBounds.slice(0, dayCount);
  for (let i = 0; i < count; i += 1) {
    const day = dayOf[i]!;
    if (day < 0) continue;
    sorted[fill[day]!] = i;
    fill[day]! += 1;
  }

  const compare = calendarOrder(hasTime, startMs, rank, orderKey, ids);
  for (let d = 0; d < dayCount; d += 1) {
    sortDay(
      sorted,
      dayBounds[d]!,
      dayBounds[d + 1]!,
      hasTime,
      startMs,
      rank,
      orderKey,
      ids,
      compare,
    );
  }

  const isDoubleBooked = markDoubleBooked({
    jobs,
    sorted,
    dayBounds,
    dayCount,
    hasTime,
    startSecond,
    endSecond,
    reachSecond,
  });
  const shown = onlyDoubleBooked
    ? keepMarked(sorted, dayBounds, dayCount, isDoubleBooked)
    : { sorted, dayBounds };

  return {
    jobs,
    range,
    fromDay,
    dayCount,
    table,
    dayStartMs,
    sorted: shown.sorted,
    dayBounds: shown.dayBounds,
    hasTime,
    startSecond,
    endSecond,
    reachSecond,
    isPast,
    isDoubleBooked,
    outsideRange,
    todayIndex,
    nowMs,
  };
}

/**
 * The marked jobs of `sorted`, each day's in the same order, and their day bounds. The marks come
 * from every job, so the jobs left out still count as the other side of a double booking; a marked
 * job always overlaps another marked one, so the kept jobs alone would be marked just the same.
 */
function keepMarked(
  sorted: Int32Array,
  dayBounds: Int32Array,
  dayCount: number,
  marked: Uint8Array,
): { sorted: Int32Array; dayBounds: Int32Array } {
  let count = 0;
  for (const index of sorted) count += marked[index]!;
  const kept = new Int32Array(count);
  const keptBounds = new Int32Array(dayCount + 1);
  let next = 0;
  for (let d = 0; d < dayCount; d += 1) {
    for (let k = dayBounds[d]!; k < dayBounds[d + 1]!; k += 1) {
      const index = sorted[k]!;
      if (marked[index] === 1) {
        kept[next] = index;
        next += 1;
      }
    }
    keptBounds[d + 1] = next;
  }
  return { sorted: kept, dayBounds: keptBounds };
}

/**
 * Spec §4, then the id, then the input position: one total order shared by every view. Arguments
 * are per-job keys indexed by input position; the comparator compares two positions.
 */
export function calendarOrder(
  hasTime: Uint8Array,
  startMs: Float64Array,
  rank: Uint8Array,
  orderKey: Float64Array,
  ids: readonly string[],
): (a: number, b: number) => number {
  return (a, b) => {
    const timedA = hasTime[a]!;
    const timedB = hasTime[b]!;
    if (timedA !== timedB) return timedB - timedA;
    if (timedA === 1) {
      const byStart = startMs[a]! - startMs[b]!;
      if (byStart !== 0) return byStart;
    } else {
      const byStatus = rank[a]! - rank[b]!;
      if (byStatus !== 0) return byStatus;
      const byOrder = orderKey[a]! - orderKey[b]!;
      if (byOrder !== 0) return byOrder;
    }
    const idA = ids[a]!;
    const idB = ids[b]!;
    if (idA !== idB) return idA < idB ? -1 : 1;
    return a - b;
  };
}

/**
 * Sorts `sorted[from..to)` (one day's jobs) into calendar order.
 *
 * A comparator sort calls back into JavaScript O(n log n) times. Instead, each job gets a bucket:
 * the minute of its start (timed jobs), or after every minute, its status and `order` (jobs without
 * time). A counting sort by bucket is O(n + buckets), and only jobs sharing a bucket (the same
 * minute: many jobs are booked at 09:00 sharp) are compared, by start, then id. When buckets would
 * be too many (starts spread over weeks, fractional or huge `order` values) it is the comparator.
 */
function sortDay(
  sorted: Int32Array,
  from: number,
  to: number,
  hasTime: Uint8Array,
  startMs: Float64Array,
  rank: Uint8Array,
  orderKey: Float64Array,
  ids: readonly string[],
  compare: (a: number, b: number) => number,
): void {
  const count = to - from;
  if (count < 2) return;
  let minStart = Number.POSITIVE_INFINITY;
  let maxStart = Number.NEGATIVE_INFINITY;
  let minOrder = Number.POSITIVE_INFINITY;
  let maxOrder = Number.NEGATIVE_INFINITY;
  let integral = true;
  for (let k = from; k < to; k += 1) {
    const index = sorted[k]!;
    if (hasTime[index] === 1) {
      const start = startMs[index]!;
      if (start < minStart) minStart = start;
      if (start > maxStart) maxStart = start;
    } else {
      const order = orderKey[index]!;
      if (!Number.isInteger(order)) integral = false;
      if (order < minOrder) minOrder = order;
      if (order > maxOrder) maxOrder = order;
    }
  }
  const minuteBuckets = maxStart >= minStart ? Math.floor((maxStart - minStart) / 60_000) + 1 : 0;
  const orderSpan = maxOrder >= minOrder ? maxOrder - minOrder + 1 : 0;
  const buckets = minuteBuckets + (STATUS_ORDER.length + 1) * orderSpan;
  if (!integral || buckets > 4 * count + 4096) {
    sorted.subarray(from, to).sort(compare);
    return;
  }
  const original = sorted.slice(from, to);
  const bucketOf = new Int32Array(count);
  const next = new Int32Array(buckets + 1);
  for (let k = 0; k < count; k += 1) {
    const index = original[k]!;
    const bucket =
      hasTime[index] === 1
        ? Math.floor((startMs[index]! - minStart) / 60_000)
        : minuteBuckets + rank[index]! * orderSpan + (orderKey[index]! - minOrder);
    bucketOf[k] = bucket;
    next[bucket + 1]! += 1;
  }
  for (let b = 0; b < buckets; b += 1) next[b + 1]! += next[b]!;
  for (let k = 0; k < count; k += 1) {
    const bucket = bucketOf[k]!;
    sorted[from + next[bucket]!] = original[k]!;
    next[bucket]! += 1;
  }
  // `next[b]` now ends bucket b. Input order is kept within a bucket, so a bucket already in order
  // (the usual case for the API's sorted lists) costs one comparison per job.
  let bucketStart = from;
  for (let b = 0; b < buckets; b += 1) {
    const bucketEnd = from + next[b]!;
    if (bucketEnd - bucketStart > 1) sortRun(sorted, bucketStart, bucketEnd, startMs, ids, compare);
    bucketStart = bucketEnd;
  }
}

/**
 * Orders the jobs of one bucket: the same minute (timed) or the same status and order (untimed),
 * so by exact start, then id, then input position. Buckets are short: an insertion sort, with
 * the comparisons written out; a comparator sort for long ones.
 */
function sortRun(
  sorted: Int32Array,
  from: number,
  to: number,
  startMs: Float64Array,
  ids: readonly string[],
  compare: (a: number, b: number) => number,
): void {
  if (to - from > 32) {
    sorted.subarray(from, to).sort(compare);
    return;
  }
  for (let k = from + 1; k < to; k += 1) {
    const index = sorted[k]!;
    const start = startMs[index]!;
    const id = ids[index]!;
    let j = k - 1;
    for (; j >= from; j -= 1) {
      const other = sorted[j]!;
      const otherStart = startMs[other]!;
      if (otherStart < start) break;
      if (otherStart === start) {
        const otherId = ids[other]!;
        if (otherId < id || (otherId === id && other < index)) break;
      }
      sorted[j + 1] = other;
    }
    sorted[j + 1] = index;
  }
}

/** The public entry of job `index`. */
export function entryOf<T extends CalendarJobInput>(
  period: PreparedPeriod<T>,
  index: number,
): CalendarEntry<T> {
  const job = period.jobs[index]!;
  const timed = period.hasTime[index] === 1;
  return {
    key: job.id,
    job,
    hasTime: timed,
    startMinute: timed ? period.startSecond[index]! / 60 : null,
    endMinute: timed ? period.endSecond[index]! / 60 : null,
    isPast: period.isPast[index] === 1,
    isDoubleBooked: period.isDoubleBooked[index] === 1,
  };
}

/** Entries of positions `from` to `to` (exclusive) of `sorted`. */
export function entriesOf<T extends CalendarJobInput>(
  period: PreparedPeriod<T>,
  from: number,
  to: number,
): CalendarEntry<T>[] {
  const entries = new Array<CalendarEntry<T>>(to - from);
  for (let k = from; k < to; k += 1) entries[k - from] = entryOf(period, period.sorted[k]!);
  return entries;
}
