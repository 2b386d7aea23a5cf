import type { CalendarJobInput } from './types.ts';

/** What the double-booking sweep reads of a prepared period (see `PreparedPeriod`). */
export interface ConflictInput<T extends CalendarJobInput> {
  readonly jobs: readonly T[];
  readonly sorted: Int32Array;
  readonly dayBounds: Int32Array;
  readonly dayCount: number;
  readonly hasTime: Uint8Array;
  readonly startSecond: Float64Array;
  readonly endSecond: Float64Array;
  readonly reachSecond: Float64Array;
}

/**
 * Marks the double-booked jobs of a period: jobs of one team (`team.id`) on one day, both with
 * times and neither cancelled, whose wall-clock intervals overlap. Intervals are half-open, so a
 * job ending at 10:00 and one starting at 10:00 do not overlap; the end is the latest wall-clock
 * time the job reaches (the server's conflict check reads the same clock), and a job that ends
 * when or before it starts overlaps nothing.
 *
 * Returns a flag per input position. O(n + teams × days) to group the jobs by team, each day's
 * groups already in start order (the calendar order), then one sweep per team and day: a job is
 * double-booked when it starts before the latest end seen so far, or when the next job starts
 * before it ends. Only a group whose order differs from its wall clock (across a repeated hour)
 * is sorted, O(k log k).
 */
export function markDoubleBooked<T extends CalendarJobInput>(period: ConflictInput<T>): Uint8Array {
  const { jobs, sorted, dayBounds, dayCount, hasTime, startSecond, endSecond, reachSecond } =
    period;
  const marked = new Uint8Array(jobs.length);
  const endOf = (index: number) => Math.max(endSecond[index]!, reachSecond[index]!);

  // Teams numbered as they come; -1 for a job that cannot be double-booked.
  const teamNumbers = new Map<string, number>();
  const teamAt = new Int32Array(sorted.length);
  let largestDay = 0;
  for (let d = 0; d < dayCount; d += 1) {
    const from = dayBounds[d]!;
    const to = dayBounds[d + 1]!;
    largestDay = Math.max(largestDay, to - from);
    for (let k = from; k < to; k += 1) {
      const index = sorted[k]!;
      // Timed jobs come first in the calendar order.
      if (hasTime[index] !== 1) {
        teamAt.fill(-1, k, to);
        break;
      }
      const job = jobs[index]!;
      const team = job.team?.id;
      if (team == null || job.status === 'CANCELLED' || !(endOf(index) > startSecond[index]!)) {
        teamAt[k] = -1;
        continue;
      }
      let number = teamNumbers.get(team);
      if (number === undefined) {
        number = teamNumbers.size;
        teamNumbers.set(team, number);
      }
      teamAt[k] = number;
    }
  }
  const teamCount = teamNumbers.size;
  if (teamCount === 0) return marked;

  // A stable counting sort of each day's candidates by team keeps each team's jobs in start order.
  const groupEnd = new Int32Array(teamCount + 1);
  const grouped = new Int32Array(largestDay);
  for (let d = 0; d < dayCount; d += 1) {
    const from = dayBounds[d]!;
    const to = dayBounds[d + 1]!;
    if (to - from < 2) continue;
    groupEnd.fill(0);
    let candidates = 0;
    for (let k = from; k < to; k += 1) {
      const team = teamAt[k]!;
      if (team < 0) continue;
      groupEnd[team + 1]! += 1;
      candidates += 1;
    }
    if (candidates < 2) continue;
    for (let t = 0; t < teamCount; t += 1) groupEnd[t + 1]! += groupEnd[t]!;
    for (let k = from; k < to; k += 1) {
      const team = teamAt[k]!;
      if (team < 0) continue;
      grouped[groupEnd[team]!] = sorted[k]!;
      groupEnd[team]! += 1;
    }
    // `groupEnd[t]` now ends team t's group, which starts where the previous one ends.
    let groupStart = 0;
    for (let t = 0; t < teamCount; t += 1) {
      const end = groupEnd[t]!;
      if (end - groupStart > 1) sweep(grouped.subarray(groupStart, end));
      groupStart = end;
    }
  }
  return marked;

  function sweep(group: Int32Array): void {
    let inOrder = true;
    for (let g = 1; g < group.length && inOrder; g += 1) {
      inOrder = startSecond[group[g - 1]!]! <= startSecond[group[g]!]!;
    }
    if (!inOrder) group.sort((a, b) => startSecond[a]! - startSecond[b]!);
    let latestEnd = Number.NEGATIVE_INFINITY;
    let previous = -1;
    for (const index of group) {
      const start = startSecond[index]!;
      // An earlier job is still running: this one overlaps it.
      if (start < latestEnd) marked[index] = 1;
      // This one starts before the previous one ends: the previous one overlaps a later job.
      if (previous >= 0 && start < endOf(previous)) marked[previous] = 1;
      latestEnd = Math.max(latestEnd, endOf(index));
      previous = index;
    }
  }
}
