import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

// The open-source calendars' own layout code, called headlessly. Each peer gets the jobs our
// engine draws (those starting within 06:00–24:00 on their date), already turned into the numbers
// or Dates its code expects: that conversion is not timed, while ours starts from ISO strings. Where
// a peer's code needs a DOM-measured helper (slot metrics, slat coordinates), a numeric stand-in
// for the same 06:00–24:00, 80 px-an-hour grid is passed.

const requirePeer = createRequire(import.meta.url);

/** A timed job the grid draws, as numbers: its day (0–6) and its times in epoch milliseconds. */
export interface DrawnJob {
  /** The API's strings, for the peers timed from them. */
  readonly scheduledStartTime: string;
  readonly scheduledEndTime: string;
  readonly day: number;
  readonly startMs: number;
  /** Clipped to the end of the grid (24:00 wall clock), as each calendar's day slicer does. */
  readonly endMs: number;
  /** Wall clock as UTC milliseconds, the representation EventCalendar computes with. */
  readonly startWallMs: number;
  readonly endWallMs: number;
}

/** The grid of each day: 06:00 and 24:00 as instants and as wall clock. */
export interface DayWindow {
  readonly startMs: number;
  readonly endMs: number;
  readonly startWallMs: number;
  readonly endWallMs: number;
}

export interface Peer {
  readonly name: string;
  /** Untimed setup: the input in the peer's own shape. */
  prepare(jobs: readonly DrawnJob[], days: readonly DayWindow[]): unknown;
  /** Timed: the layout. Returns how many jobs got a valid place. */
  run(input: unknown): number;
}

// react-big-calendar ---------------------------------------------------------------------------

interface RbcEvent {
  readonly start: number;
  readonly end: number;
}
interface RbcSlotRange {
  top: number;
  height: number;
  start: number;
  startDate: number;
  end: number;
  endDate: number;
}
interface RbcArgs {
  events: readonly RbcEvent[];
  minimumStartDifference: number;
  slotMetrics: { getRange(start: number, end: number): RbcSlotRange };
  accessors: { start(event: RbcEvent): number; end(event: RbcEvent): number };
}
interface RbcStyled {
  style: { top: number; height: number; width: number | string; xOffset: number | string };
  idx?: number;
}
type RbcLayout = (args: RbcArgs) => RbcStyled[];

function loadRbc(name: 'overlap' | 'no-overlap'): RbcLayout {
  const module = requirePeer(`react-big-calendar/lib/utils/layout-algorithms/${name}`) as {
    default: RbcLayout;
  };
  return module.default;
}

/** TimeSlots.getSlotMetrics' `getRange`, on milliseconds: 30-minute steps, 36 slots. */
function rbcSlotMetrics(window: DayWindow): RbcArgs['slotMetrics'] {
  const step = 30;
  const totalMinutes = (window.endMs - window.startMs) / 60_000;
  const slots = totalMinutes / step;
  const position = (ms: number) => Math.min((ms - window.startMs) / 60_000, totalMinutes);
  return {
    getRange(start, end) {
      const from = Math.min(window.endMs, Math.max(window.startMs, start));
      const to = Math.min(window.endMs, Math.max(window.startMs, end));
      const startMinute = position(from);
      const endMinute = position(to);
      const top =
        endMinute > step * slots && to !== window.endMs
          ? ((startMinute - step) / (step * slots)) * 100
          : (startMinute / (step * slots)) * 100;
      return {
        top,
        height: (endMinute / (step * slots)) * 100 - top,
        start: startMinute,
        startDate: from,
        end: endMinute,
        endDate: to,
      };
    },
  };
}

/**
 * Styled events with a place: a number for `top` and an offset. no-overlap turns sizes into CSS
 * `calc()` strings and takes a column from a bitmap of 100 (`idx` is -1 beyond 100 columns).
 */
function countPlaced(styled: readonly RbcStyled[]): number {
  let placed = 0;
  for (const { style, idx } of styled) {
    const columnOk = idx === undefined || (idx >= 0 && idx < 100);
    if (Number.isFinite(style.top) && style.xOffset !== undefined && columnOk) placed += 1;
  }
  return placed;
}

function rbcPeer(name: 'overlap' | 'no-overlap'): Peer {
  const layout = loadRbc(name);
  const accessors: RbcArgs['accessors'] = { start: (e) => e.start, end: (e) => e.end };
  return {
    name: `react-big-calendar ${name} (numeric slot metrics)`,
    prepare(jobs, days) {
      return days.map((window, day) => ({
        // DayColumn's call: minimumStartDifference = ceil(step × timeslots / 2) = 30 minutes.
        events: jobs.filter((j) => j.day === day).map((j) => ({ start: j.startMs, end: j.endMs })),
        minimumStartDifference: 30,
        slotMetrics: rbcSlotMetrics(window),
        accessors,
      }));
    },
    run(input) {
      let placed = 0;
      for (const args of input as RbcArgs[]) {
        placed += countPlaced(layout(args));
      }
      return placed;
    },
  };
}

interface RbcLocalizer {
  readonly startOfWeek: unknown;
}
interface RbcDateEvent {
  readonly start: Date;
  readonly end: Date;
}

/**
 * react-big-calendar as its week view calls it (DayColumn): per day, `TimeSlots.getSlotMetrics`
 * with its own `DateLocalizer` (date arithmetic on Dates in the process zone), then
 * `getStyledEvents` with `dayLayoutAlgorithm: 'overlap'`; the events' Dates are made from the API
 * strings inside the timing, as ours are read.
 */
function rbcFromStringsPeer(): Peer {
  const { DateLocalizer } = requirePeer('react-big-calendar/lib/localizer') as {
    DateLocalizer: new (spec: { format: () => string; firstOfWeek: () => number }) => RbcLocalizer;
  };
  const { getSlotMetrics } = requirePeer('react-big-calendar/lib/utils/TimeSlots') as {
    getSlotMetrics: (options: {
      min: Date;
      max: Date;
      step: number;
      timeslots: number;
      localizer: RbcLocalizer;
    }) => unknown;
  };
  const { getStyledEvents } = requirePeer('react-big-calendar/lib/utils/DayEventLayout') as {
    getStyledEvents: (options: {
      events: readonly RbcDateEvent[];
      minimumStartDifference: number;
      slotMetrics: unknown;
      accessors: { start(event: RbcDateEvent): Date; end(event: RbcDateEvent): Date };
      dayLayoutAlgorithm: string;
    }) => RbcStyled[];
  };
  const localizer = new DateLocalizer({ format: () => '', firstOfWeek: () => 0 });
  const accessors = { start: (e: RbcDateEvent) => e.start, end: (e: RbcDateEvent) => e.end };
  return {
    name: 'react-big-calendar overlap (its TimeSlots and DateLocalizer, from ISO strings)',
    prepare(jobs, days) {
      return { jobs, days };
    },
    run(input) {
      const { jobs, days } = input as { jobs: readonly DrawnJob[]; days: readonly DayWindow[] };
      const byDay: RbcDateEvent[][] = days.map(() => []);
      for (const job of jobs) {
        byDay[job.day]!.push({
          start: new Date(job.scheduledStartTime),
          end: new Date(job.scheduledEndTime),
        });
      }
      let placed = 0;
      days.forEach((window, day) => {
        const slotMetrics = getSlotMetrics({
          min: new Date(window.startMs),
          max: new Date(window.endMs - 1),
          step: 30,
          timeslots: 2,
          localizer,
        });
        placed += countPlaced(
          getStyledEvents({
            events: byDay[day]!,
            minimumStartDifference: 30,
            slotMetrics,
            accessors,
            dayLayoutAlgorithm: 'overlap',
          }),
        );
      });
      return placed;
    },
  };
}

// FullCalendar 6 ---------------------------------------------------------------------------------

interface FcSeg {
  readonly start: number;
  readonly end: number;
}
interface FcPlacement {
  seg: FcSeg;
  rect: { levelCoord: number; thickness: number } | null;
}
interface FcTimeGrid {
  computeSegVCoords(
    segs: readonly FcSeg[],
    colDate: number,
    slatCoords: { computeDateTop(when: number, colDate: number): number },
    eventMinHeight: number,
  ): { start: number; end: number }[];
  computeFgSegPlacements(
    segs: readonly FcSeg[],
    segVCoords: readonly { start: number; end: number }[],
    eventOrderStrict: boolean,
    eventMaxStack: number | undefined,
  ): { segPlacements: FcPlacement[]; hiddenGroups: unknown[] };
}

/**
 * `@fullcalendar/timegrid` keeps its placement functions module-private (only view components are
 * exported). Its own CommonJS build is evaluated unchanged, with the two functions returned.
 */
function loadFullCalendarTimeGrid(): FcTimeGrid {
  const file = requirePeer.resolve('@fullcalendar/timegrid/internal.cjs');
  const source = readFileSync(file, 'utf8');
  const factory = new Function(
    'exports',
    'require',
    'module',
    `${source}\nreturn { computeSegVCoords, computeFgSegPlacements };`,
  ) as (exports: object, require: NodeJS.Require, module: object) => FcTimeGrid;
  const exports = {};
  return factory(exports, createRequire(file), { exports });
}

function fullCalendarPeer(): Peer {
  const timeGrid = loadFullCalendarTimeGrid();
  return {
    name: 'FullCalendar 6 timegrid placement (numeric slat coordinates)',
    prepare(jobs, days) {
      return days.map((window, day) => ({
        window,
        segs: jobs.filter((j) => j.day === day).map((j) => ({ start: j.startMs, end: j.endMs })),
      }));
    },
    run(input) {
      let placed = 0;
      for (const { window, segs } of input as { window: DayWindow; segs: FcSeg[] }[]) {
        // FullCalendar's default event order: start, then longer first.
        const sorted = [...segs].sort((a, b) => a.start - b.start || b.end - a.end);
        const slatCoords = {
          computeDateTop: (when: number) => ((when - window.startMs) / 3_600_000) * 80,
        };
        const vcoords = timeGrid.computeSegVCoords(sorted, window.startMs, slatCoords, 30);
        const { segPlacements, hiddenGroups } = timeGrid.computeFgSegPlacements(
          sorted,
          vcoords,
          false,
          undefined,
        );
        if (hiddenGroups.length > 0) continue;
        for (const placement of segPlacements) if (placement.rect !== null) placed += 1;
      }
      return placed;
    },
  };
}

// EventCalendar ----------------------------------------------------------------------------------

interface EcEvent {
  start: Date;
  end: Date;
  resourceIds: string[];
  allDay: boolean;
  display: string;
  id: string;
}
interface EcDay {
  gridColumn: number;
  gridRow: number;
  resource: undefined;
  start: Date;
  end: Date;
  disabled: boolean;
}
interface EcChunk {
  group?: { columns: unknown[] };
  groupColumn?: number;
}
interface EcTimeGrid {
  createChunks(event: EcEvent, days: readonly EcDay[]): EcChunk[];
  groupChunks(chunks: EcChunk[]): void;
}

/** `@event-calendar/core`'s time-grid helpers, from the source files the package ships. */
async function loadEventCalendarTimeGrid(): Promise<EcTimeGrid> {
  const root = dirname(requirePeer.resolve('@event-calendar/core/package.json'));
  const url = pathToFileURL(join(root, 'src/plugins/time-grid/lib.js')).href;
  return (await import(url)) as EcTimeGrid;
}

async function eventCalendarPeer(): Promise<Peer> {
  const timeGrid = await loadEventCalendarTimeGrid();
  return {
    name: 'EventCalendar 5 time-grid chunks and columns (Dates made before timing)',
    prepare(jobs, days) {
      return {
        events: jobs.map((j, i) => ({
          id: String(i),
          start: new Date(j.startWallMs),
          end: new Date(j.endWallMs),
          resourceIds: [],
          allDay: false,
          display: 'auto',
        })),
        days: days.map((window, day) => ({
          gridColumn: day + 1,
          gridRow: 1,
          resource: undefined,
          start: new Date(window.startWallMs),
          end: new Date(window.endWallMs),
          disabled: false,
        })),
      };
    },
    run(input) {
      const { events, days } = input as { events: EcEvent[]; days: EcDay[] };
      // The view's pipeline: events sorted by start, chunks per day column, then columns.
      // (It concatenates chunk arrays event by event; a push is used here, in its favour.)
      const sorted = [...events].sort((a, b) => a.start.getTime() - b.start.getTime());
      const chunks: EcChunk[] = [];
      for (const event of sorted)
        for (const chunk of timeGrid.createChunks(event, days)) chunks.push(chunk);
      timeGrid.groupChunks(chunks);
      let placed = 0;
      for (const chunk of chunks)
        if (chunk.group !== undefined && chunk.groupColumn !== undefined) placed += 1;
      return placed;
    },
  };
}

export async function loadPeers(): Promise<Peer[]> {
  return [
    rbcPeer('overlap'),
    rbcFromStringsPeer(),
    rbcPeer('no-overlap'),
    fullCalendarPeer(),
    await eventCalendarPeer(),
  ];
}
