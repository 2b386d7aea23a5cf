import { isoDateOf, MS_PER_DAY, plainDateOf } from './civil.ts';
import { packColumns } from './columns.ts';
import { entriesOf, entryOf, preparePeriod } from './prepare.ts';
import { getRange } from './range.ts';
import type {
  CalendarEntry,
  CalendarJobInput,
  LayoutOptions,
  WeekBlock,
  WeekDay,
  WeekGeometry,
  WeekLayout,
} from './types.ts';
import { wallMsOf } from './zone-table.ts';

/** Spec §2 and §9: hours 6 to 24, 80 px an hour, blocks at least 30 px, 6 timeless jobs a day. */
export const WEEK_GEOMETRY: WeekGeometry = {
  startHour: 6,
  endHour: 24,
  hourHeight: 80,
  minBlockHeight: 30,
  maxUntimed: 6,
};

export interface WeekLayoutOptions extends LayoutOptions {
  /** Overrides of the spec's geometry (tests and other densities). */
  readonly geometry?: Partial<WeekGeometry>;
}

/**
 * The week grid, Sunday to Saturday, laid out in one pass from the fixed geometry.
 *
 * Blocks are placed by wall-clock time in the organisation's zone, in seconds from the local
 * midnight of the job's date: a job drawn at 09:00 is at the 09:00 line on every day, including the
 * days the clocks change. Where the clocks go back, both passes of the repeated hour share its
 * pixels, and a block ends at the latest wall-clock time its job reaches. Where they go forward, a
 * block across the gap covers the skipped hour. A day whose midnight is skipped starts at 01:00.
 *
 * A job is drawn when it starts within the grid's hours on its own date. Its drawn block is at least
 * `minBlockHeight` tall and ends at the grid's end at the latest (a job going on past midnight is
 * clipped there; one starting in the last minutes moves up so that it keeps its minimum height).
 * Blocks that overlap on screen sit side by side; each widens into the free columns on its right.
 */
export function layoutWeek<T extends CalendarJobInput>(
  jobs: readonly T[],
  options: WeekLayoutOptions,
): WeekLayout<T> {
  const geometry: WeekGeometry = { ...WEEK_GEOMETRY, ...options.geometry };
  const range = getRange('week', options.date);
  const period = preparePeriod(jobs, range, options);
  const {
    dayBounds,
    sorted,
    hasTime,
    startSecond,
    endSecond,
    reachSecond,
    isPast,
    isDoubleBooked,
  } = period;
  const input = period.jobs;

  const windowStart = geometry.startHour * 3600;
  const windowEnd = geometry.endHour * 3600;
  const secondsPerPixel = 3600 / geometry.hourHeight;
  const minSeconds = geometry.minBlockHeight * secondsPerPixel;
  const latestTop = windowEnd - minSeconds;

  // Scratch space for the largest day, reused by every day.
  let largest = 0;
  for (let d = 0; d < period.dayCount; d += 1) {
    largest = Math.max(largest, dayBounds[d + 1]! - dayBounds[d]!);
  }
  const drawn = new Int32Array(largest);
  const top = new Float64Array(largest);
  const bottom = new Float64Array(largest);
  const sweepTop = new Float64Array(largest);
  const sweepBottom = new Float64Array(largest);

  let hasUntimedBand = false;
  const days: WeekDay<T>[] = [];
  for (let d = 0; d < period.dayCount; d += 1) {
    const from = dayBounds[d]!;
    const to = dayBounds[d + 1]!;
    // Timed jobs come first in the calendar order.
    let firstUntimed = from;
    while (firstUntimed < to && hasTime[sorted[firstUntimed]!] === 1) firstUntimed += 1;

    const outOfRange: CalendarEntry<T>[] = [];
    let count = 0;
    for (let k = from; k < firstUntimed; k += 1) {
      const index = sorted[k]!;
      const start = startSecond[index]!;
      if (!(start >= windowStart && start < windowEnd)) {
        outOfRange.push(entryOf(period, index));
        continue;
      }
      const blockTop = Math.min(start, latestTop);
      drawn[count] = index;
      top[count] = blockTop;
      bottom[count] = Math.max(Math.min(reachSecond[index]!, windowEnd), blockTop + minSeconds);
      count += 1;
    }

    // The sweep needs blocks by top. The calendar order is by start instant, which is the same
    // order except across a repeated hour, so sort only when the order actually differs.
    let inOrder = true;
    for (let k = 1; k < count && inOrder; k += 1) inOrder = top[k - 1]! <= top[k]!;
    let sweep: Int32Array | null = null;
    if (!inOrder) {
      sweep = Int32Array.from({ length: count }, (_, k) => k).sort(
        (a, b) => top[a]! - top[b]! || a - b,
      );
      for (let s = 0; s < count; s += 1) {
        sweepTop[s] = top[sweep[s]!]!;
        sweepBottom[s] = bottom[sweep[s]!]!;
      }
    }
    const packed =
      sweep === null ? packColumns(top, bottom, count) : packColumns(sweepTop, sweepBottom, count);
    const sweepIndexOf = new Int32Array(count);
    for (let s = 0; s < count; s += 1) sweepIndexOf[sweep === null ? s : sweep[s]!] = s;

    const blocks = new Array<WeekBlock<T>>(count);
    for (let k = 0; k < count; k += 1) {
      const index = drawn[k]!;
      const s = sweepIndexOf[k]!;
      const columns = packed.columns[s]!;
      const column = packed.column[s]!;
      const job = input[index]!;
      // Built field by field, not spread from an entry: one object per block, one shape for all.
      blocks[k] = {
        key: job.id,
        job,
        hasTime: true,
        startMinute: startSecond[index]! / 60,
        endMinute: endSecond[index]! / 60,
        isPast: isPast[index] === 1,
        isDoubleBooked: isDoubleBooked[index] === 1,
        top: (top[k]! - windowStart) / secondsPerPixel,
        height: (bottom[k]! - top[k]!) / secondsPerPixel,
        left: column / columns,
        width: packed.span[s]! / columns,
        column,
        columns,
        isClipped: reachSecond[index]! > windowEnd,
      };
    }

    const cut = Math.min(to, firstUntimed + geometry.maxUntimed);
    if (to > firstUntimed) hasUntimedBand = true;
    const epochDay = period.fromDay + d;
    const midnight = epochDay * MS_PER_DAY;
    const dayStart = period.dayStartMs[d]!;
    days.push({
      key: isoDateOf(epochDay),
      date: plainDateOf(epochDay),
      isToday: d === period.todayIndex,
      blocks,
      untimed: {
        visible: entriesOf(period, firstUntimed, cut),
        hidden: entriesOf(period, cut, to),
      },
      outOfRange,
      startMinute: (wallMsOf(period.table, dayStart) - midnight) / 60_000,
      lengthMinutes: (period.dayStartMs[d + 1]! - dayStart) / 60_000,
    });
  }

  let nowLine: WeekLayout<T>['nowLine'] = null;
  if (period.todayIndex >= 0) {
    const midnight = (period.fromDay + period.todayIndex) * MS_PER_DAY;
    const second = (wallMsOf(period.table, period.nowMs) - midnight) / 1000;
    if (second >= windowStart && second <= windowEnd) {
      nowLine = { dayIndex: period.todayIndex, top: (second - windowStart) / secondsPerPixel };
    }
  }

  const hours: number[] = [];
  for (let hour = geometry.startHour; hour < geometry.endHour; hour += 1) hours.push(hour);
  return {
    range,
    geometry,
    height: (geometry.endHour - geometry.startHour) * geometry.hourHeight,
    hours,
    days,
    hasUntimedBand,
    nowLine,
    jobCount: sorted.length,
    outsideRange: period.outsideRange,
  };
}
