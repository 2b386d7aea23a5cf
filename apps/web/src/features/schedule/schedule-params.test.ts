import { describe, expect, it } from 'vitest';
import { Temporal } from '@spotless/calendar/temporal';
import { parseScheduleParams, scheduleSearch } from './schedule-params.ts';

const TEAM = '5b1d8e3a-2c4f-4a6b-8d9e-1f2a3b4c5d6e';
const JOB = 'd2c1b0a9-8f7e-4d6c-b5a4-392817160504';

describe('parseScheduleParams', () => {
  it.each([
    ['', { view: 'agenda', date: null, teamId: null, onlyDoubleBooked: false, jobId: null }],
    [
      `view=week&date=2026-11-22&team=${TEAM}&job=${JOB}`,
      { view: 'week', date: '2026-11-22', teamId: TEAM, onlyDoubleBooked: false, jobId: JOB },
    ],
    [
      'view=month',
      { view: 'month', date: null, teamId: null, onlyDoubleBooked: false, jobId: null },
    ],
    // Bad values fall back to the defaults, one by one.
    [
      'view=year&date=2026-11-22',
      { view: 'agenda', date: '2026-11-22', teamId: null, onlyDoubleBooked: false, jobId: null },
    ],
    [
      'view=WEEK',
      { view: 'agenda', date: null, teamId: null, onlyDoubleBooked: false, jobId: null },
    ],
    [
      'date=2026-02-30',
      { view: 'agenda', date: null, teamId: null, onlyDoubleBooked: false, jobId: null },
    ],
    [
      'date=2026-13-01',
      { view: 'agenda', date: null, teamId: null, onlyDoubleBooked: false, jobId: null },
    ],
    [
      'date=tomorrow',
      { view: 'agenda', date: null, teamId: null, onlyDoubleBooked: false, jobId: null },
    ],
    [
      'date=2026-11-22T10:00',
      { view: 'agenda', date: null, teamId: null, onlyDoubleBooked: false, jobId: null },
    ],
    [
      'date=+002026-11-22',
      { view: 'agenda', date: null, teamId: null, onlyDoubleBooked: false, jobId: null },
    ],
    [
      'team=blue&job=1',
      { view: 'agenda', date: null, teamId: null, onlyDoubleBooked: false, jobId: null },
    ],
    [
      `view=week&team=${TEAM}&show=double-booked`,
      { view: 'week', date: null, teamId: TEAM, onlyDoubleBooked: true, jobId: null },
    ],
    [
      'show=conflicts',
      { view: 'agenda', date: null, teamId: null, onlyDoubleBooked: false, jobId: null },
    ],
    [
      'date=2028-02-29',
      { view: 'agenda', date: '2028-02-29', teamId: null, onlyDoubleBooked: false, jobId: null },
    ],
  ])('%j', (search, expected) => {
    const params = parseScheduleParams(search);
    expect({ ...params, date: params.date?.toString() ?? null }).toEqual(expected);
  });
});

describe('scheduleSearch', () => {
  it('writes view, date, team, show and job in that order, leaving out what is not set', () => {
    expect(
      scheduleSearch({
        view: 'week',
        date: Temporal.PlainDate.from('2026-11-22'),
        teamId: TEAM,
        onlyDoubleBooked: false,
        jobId: null,
      }),
    ).toBe(`view=week&date=2026-11-22&team=${TEAM}`);
    expect(
      scheduleSearch({
        view: 'agenda',
        date: null,
        teamId: null,
        onlyDoubleBooked: true,
        jobId: JOB,
      }),
    ).toBe(`view=agenda&show=double-booked&job=${JOB}`);
  });

  it('reads back what it writes', () => {
    const params = {
      view: 'month' as const,
      date: Temporal.PlainDate.from('2027-01-31'),
      teamId: TEAM,
      onlyDoubleBooked: true,
      jobId: JOB,
    };
    const read = parseScheduleParams(scheduleSearch(params));
    expect(read.view).toBe('month');
    expect(read.date?.equals(params.date)).toBe(true);
    expect(read.teamId).toBe(TEAM);
    expect(read.onlyDoubleBooked).toBe(true);
    expect(read.jobId).toBe(JOB);
  });
});
