import { Temporal } from './temporal.ts';
import { MS_PER_DAY, plainDateOf } from './civil.ts';

/**
 * The UTC offsets of one time zone over a few days, read from Temporal once, so that the wall-clock
 * time of any instant in the period is a lookup and an addition.
 *
 * Offsets are piecewise constant: `baseOffset` until the first transition, then `offsets[i]` from
 * `transitions[i]` on. Outside `[fromMs, toMs)` the table asks Temporal (slow, and rare: only a
 * job whose times lie days away from its date).
 */
export interface ZoneTable {
  readonly timeZone: string;
  readonly fromMs: number;
  readonly toMs: number;
  readonly baseOffset: number;
  readonly transitions: readonly number[];
  readonly offsets: readonly number[];
}

/** A table covering the days `fromDay - 1` to `toDay + 1` (epoch days) and some margin. */
export function createZoneTable(timeZone: string, fromDay: number, toDay: number): ZoneTable {
  // No zone is more than 26 hours from UTC, so whole UTC days two days out cover every local day.
  const fromMs = (fromDay - 2) * MS_PER_DAY;
  const toMs = (toDay + 3) * MS_PER_DAY;
  const start = Temporal.Instant.fromEpochMilliseconds(fromMs).toZonedDateTimeISO(timeZone);
  const transitions: number[] = [];
  const offsets: number[] = [];
  let next = start.getTimeZoneTransition('next');
  while (next !== null && next.epochMilliseconds < toMs) {
    transitions.push(next.epochMilliseconds);
    offsets.push(next.offsetNanoseconds / 1e6);
    next = next.getTimeZoneTransition('next');
  }
  return {
    timeZone,
    fromMs,
    toMs,
    baseOffset: start.offsetNanoseconds / 1e6,
    transitions,
    offsets,
  };
}

function slowOffsetAt(timeZone: string, epochMs: number): number {
  return (
    Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone).offsetNanoseconds /
    1e6
  );
}

/** The zone's UTC offset in milliseconds at an instant. */
export function offsetAt(table: ZoneTable, epochMs: number): number {
  if (epochMs < table.fromMs || epochMs >= table.toMs) return slowOffsetAt(table.timeZone, epochMs);
  const { transitions, offsets } = table;
  let offset = table.baseOffset;
  for (let i = 0; i < transitions.length; i += 1) {
    if (epochMs < transitions[i]!) break;
    offset = offsets[i]!;
  }
  return offset;
}

/**
 * Wall-clock milliseconds of an instant: the local date and time read as if it were UTC, so that
 * `Math.floor(wall / MS_PER_DAY)` is the local epoch day and the remainder the time of day.
 */
export function wallMsOf(table: ZoneTable, epochMs: number): number {
  return epochMs + offsetAt(table, epochMs);
}

/**
 * The latest wall-clock time reached between two instants. It differs from the wall time of `endMs`
 * only when the clocks were set back in between: a job from 01:30 (first pass) to 01:15 (second
 * pass of the repeated hour) reached 02:00 on the wall clock before going back.
 */
export function latestWallMsBetween(table: ZoneTable, startMs: number, endMs: number): number {
  let latest = wallMsOf(table, endMs);
  const { transitions, offsets } = table;
  for (let i = 0; i < transitions.length; i += 1) {
    const at = transitions[i]!;
    if (at <= startMs) continue;
    if (at > endMs) break;
    const before = i === 0 ? table.baseOffset : offsets[i - 1]!;
    if (offsets[i]! < before) latest = Math.max(latest, at + before);
  }
  return latest;
}

/**
 * The first instant of a local day: its midnight, or when the zone skips midnight (a transition at
 * 00:00, as in São Paulo until 2019 or Santiago in September), the end of the gap.
 */
export function startOfDayMs(table: ZoneTable, epochDay: number): number {
  const midnight = epochDay * MS_PER_DAY;
  const { transitions, offsets } = table;
  let best = Number.POSITIVE_INFINITY;
  // Within each span of constant offset the wall clock rises steadily, so the first instant of the
  // span showing `midnight` or later is either the span's start or `midnight - offset`.
  for (let i = 0; i <= transitions.length; i += 1) {
    const low = i === 0 ? table.fromMs : transitions[i - 1]!;
    const high = i === transitions.length ? table.toMs : transitions[i]!;
    const offset = i === 0 ? table.baseOffset : offsets[i - 1]!;
    const candidate = Math.max(low, midnight - offset);
    if (candidate < high && candidate + offset < midnight + MS_PER_DAY && candidate < best) {
      best = candidate;
    }
  }
  if (best === Number.POSITIVE_INFINITY || best < table.fromMs || best >= table.toMs) {
    return plainDateOf(epochDay).toZonedDateTime(table.timeZone).epochMilliseconds;
  }
  return best;
}
