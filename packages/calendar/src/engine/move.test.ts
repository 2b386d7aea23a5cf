import { describe, expect, it } from 'vitest';

import {
  isSameTarget,
  type JobMoveTarget,
  type MoveBounds,
  moveByDays,
  moveByQuarter,
  moveTargetOf,
  placeAt,
  placeUntimedAt,
  resizeTo,
  withoutTime,
} from './move.ts';
import { layoutWeek } from './week.ts';
import { date, makeJobs } from './test/jobs.ts';

/** The week of 15 November 2026 on the 06:00–24:00 grid. */
const WEEK: MoveBounds = {
  firstDate: '2026-11-15',
  lastDate: '2026-11-21',
  startMinute: 360,
  endMinute: 1440,
};

const at = (day: string, start: number | null, end: number | null): JobMoveTarget => ({
  date: day,
  startMinutes: start,
  endMinutes: end,
});

const NINE = at('2026-11-18', 540, 660); // Wednesday 9:00–11:00

describe('moveByDays', () => {
  it.each<[string, JobMoveTarget, number, JobMoveTarget]>([
    ['a day later, times kept', NINE, 1, at('2026-11-19', 540, 660)],
    ['a day earlier', NINE, -1, at('2026-11-17', 540, 660)],
    ['a week earlier (month grid)', NINE, -7, at('2026-11-15', 540, 660)],
    ['past Saturday stays on Saturday', at('2026-11-21', 540, 660), 1, at('2026-11-21', 540, 660)],
    ['before Sunday stays on Sunday', at('2026-11-15', 540, 660), -1, at('2026-11-15', 540, 660)],
    ['a job without time', at('2026-11-18', null, null), 2, at('2026-11-20', null, null)],
  ])('%s', (_, target, days, expected) => {
    expect(moveByDays(target, days, WEEK)).toEqual(expected);
  });

  it('crosses a month and a year end', () => {
    const bounds = { ...WEEK, firstDate: '2026-12-27', lastDate: '2027-01-02' };
    expect(moveByDays(at('2026-12-31', null, null), 1, bounds).date).toBe('2027-01-01');
  });
});

describe('moveByQuarter', () => {
  it.each<[string, JobMoveTarget, 1 | -1, JobMoveTarget]>([
    ['15 minutes later, duration kept', NINE, 1, at('2026-11-18', 555, 675)],
    ['15 minutes earlier', NINE, -1, at('2026-11-18', 525, 645)],
    ['from 9:10, later: to the next quarter', at('d', 550, 610), 1, at('d', 555, 615)],
    ['from 9:10, earlier: to 9:00', at('d', 550, 610), -1, at('d', 540, 600)],
    ['at 06:00, earlier: stays', at('d', 360, 420), -1, at('d', 360, 420)],
    ['ending at 24:00, later: stays', at('d', 1380, 1440), 1, at('d', 1380, 1440)],
    ['ending at 23:50, later: up to 24:00', at('d', 1370, 1430), 1, at('d', 1380, 1440)],
    ['from 06:10, earlier: to 06:00', at('d', 370, 400), -1, at('d', 360, 390)],
    ['past midnight, later: its start moves', at('d', 1380, 1500), 1, at('d', 1395, 1515)],
    ['past midnight at 23:45: stays', at('d', 1425, 1500), 1, at('d', 1425, 1500)],
    ['without time: stays', at('d', null, null), 1, at('d', null, null)],
  ])('%s', (_, target, steps, expected) => {
    expect(moveByQuarter(target, steps, WEEK)).toEqual(expected);
  });
});

describe('placeAt (a timed job dragged)', () => {
  it.each<[string, number, JobMoveTarget]>([
    ['snaps to the nearest quarter: 10:07 to 10:00', 607, at('2026-11-19', 600, 720)],
    ['10:08 to 10:15', 608, at('2026-11-19', 615, 735)],
    ['above the grid: 06:00', 200, at('2026-11-19', 360, 480)],
    ['below it: ends at 24:00', 1430, at('2026-11-19', 1320, 1440)],
  ])('%s', (_, start, expected) => {
    expect(placeAt(NINE, '2026-11-19', start, WEEK)).toEqual(expected);
  });
});

describe('placeUntimedAt (a job without time dropped on the hours)', () => {
  it.each<[string, number, JobMoveTarget]>([
    ['the quarter under the pointer, one hour', 614, at('2026-11-19', 600, 660)],
    ['at 06:00', 360, at('2026-11-19', 360, 420)],
    ['in the last hour: ends at 24:00', 1420, at('2026-11-19', 1380, 1440)],
  ])('%s', (_, minute, expected) => {
    expect(placeUntimedAt('2026-11-19', minute, WEEK)).toEqual(expected);
  });

  it('and the band takes the times away', () => {
    expect(withoutTime('2026-11-19')).toEqual(at('2026-11-19', null, null));
  });
});

describe('resizeTo (the bottom edge dragged)', () => {
  it.each<[string, number, JobMoveTarget]>([
    ['to the nearest quarter', 752, at('2026-11-18', 540, 750)],
    ['shorter', 590, at('2026-11-18', 540, 585)],
    ['at least 15 minutes', 500, at('2026-11-18', 540, 555)],
    ['at most to 24:00', 1500, at('2026-11-18', 540, 1440)],
  ])('%s', (_, end, expected) => {
    expect(resizeTo(NINE, end, WEEK)).toEqual(expected);
  });
});

describe('moveTargetOf and isSameTarget', () => {
  it('read an entry, with or without time', () => {
    const zone = 'America/New_York';
    const jobs = makeJobs(
      [
        { id: 'timed', date: '2026-11-18', start: '09:00', end: '11:00' },
        { id: 'untimed', date: '2026-11-18' },
      ],
      zone,
    );
    const layout = layoutWeek(jobs, { timeZone: zone, date: date('2026-11-18') });
    const day = layout.days[3]!;
    const timed = moveTargetOf(day.blocks[0]!);
    expect(timed).toEqual(NINE);
    expect(moveTargetOf(day.untimed.visible[0]!)).toEqual(at('2026-11-18', null, null));
    expect(isSameTarget(timed, NINE)).toBe(true);
    expect(isSameTarget(timed, moveByQuarter(timed, 1, WEEK))).toBe(false);
  });
});
