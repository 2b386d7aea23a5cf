import { describe, expect, it } from 'vitest';
import type { Job } from '../../../api/jobs.ts';
import {
  conflictsQuery,
  isSamePlace,
  placeInput,
  placeOf,
  placeText,
  withStoredSeconds,
} from './move-values.ts';

const zone = 'America/New_York';
const job = {
  id: 'd2c1b0a9-8f7e-4d6c-b5a4-392817160504',
  status: 'SCHEDULED',
  date: '2026-11-18',
  order: 0,
  scheduledStartTime: '2026-11-18T09:00:30-05:00',
  scheduledEndTime: '2026-11-18T11:30:00-05:00',
  trackedStartTime: null,
  trackedEndTime: null,
  chargeAmount: '145.00',
  chargeBy: 'FIXED',
  otherInformation: null,
  isPaid: false,
  cancelReason: null,
  jobTypeId: null,
  clientId: '2c5ea4c0-4067-41b3-a7c4-1e8f0d2b9a63',
  addressId: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
  teamId: '5b1d8e3a-2c4f-4a6b-8d9e-1f2a3b4c5d6e',
} as Job;

describe('placeOf', () => {
  it('reads the wall clock in the zone, the seconds as a fraction of the minute', () => {
    expect(placeOf(job, zone)).toEqual({
      date: '2026-11-18',
      startMinutes: 540.5,
      endMinutes: 690,
      teamId: job.teamId,
    });
  });

  it('gives no time to a job without one', () => {
    const timeless = { ...job, scheduledStartTime: null, scheduledEndTime: null };
    expect(placeOf(timeless, zone)).toMatchObject({ startMinutes: null, endMinutes: null });
  });
});

describe('a move keeps the seconds it does not change', () => {
  const stored = placeOf(job, zone);

  it('saves a drop on another day at the same minute to the second', () => {
    // The calendar moves in whole minutes: 09:00 of the 19th.
    const place = withStoredSeconds(
      { date: '2026-11-19', startMinutes: 540, endMinutes: 690, teamId: job.teamId },
      stored,
    );
    expect(placeInput(job, place, zone)).toMatchObject({
      date: '2026-11-19',
      scheduledStartTime: '2026-11-19T09:00:30-05:00',
      scheduledEndTime: '2026-11-19T11:30:00-05:00',
    });
  });

  it('drops them from a time moved to another minute', () => {
    const place = withStoredSeconds(
      { date: '2026-11-18', startMinutes: 555, endMinutes: 705, teamId: job.teamId },
      stored,
    );
    expect(placeInput(job, place, zone)).toMatchObject({
      scheduledStartTime: '2026-11-18T09:15:00-05:00',
      scheduledEndTime: '2026-11-18T11:45:00-05:00',
    });
  });

  it('puts an undone move back to the second', () => {
    const moved = { ...job, scheduledStartTime: '2026-11-18T10:00:00-05:00' };
    expect(placeInput(moved, stored, zone).scheduledStartTime).toBe('2026-11-18T09:00:30-05:00');
  });

  it('sees the stored place as unchanged', () => {
    const same = withStoredSeconds({ ...stored, startMinutes: 540 }, stored);
    expect(isSamePlace(same, stored)).toBe(true);
  });
});

describe('placeInput', () => {
  it('ends a job at midnight on the next day', () => {
    const place = { date: '2026-11-18', startMinutes: 1320, endMinutes: 1440, teamId: job.teamId };
    expect(placeInput(job, place, zone)).toMatchObject({
      scheduledStartTime: '2026-11-18T22:00:00-05:00',
      scheduledEndTime: '2026-11-19T00:00:00-05:00',
    });
  });

  it('moves a time the clocks skip forward by the gap', () => {
    // 02:30 does not exist in New York on 2026-03-08.
    const place = { date: '2026-03-08', startMinutes: 150, endMinutes: 240, teamId: job.teamId };
    expect(placeInput(job, place, zone).scheduledStartTime).toBe('2026-03-08T03:30:00-04:00');
  });

  it('keeps every other field as stored', () => {
    const input = placeInput(job, placeOf(job, zone), zone);
    expect(input).toMatchObject({
      chargeAmount: '145.00',
      clientId: job.clientId,
      status: 'SCHEDULED',
    });
  });
});

describe('texts and the conflicts check', () => {
  const place = { date: '2026-12-03', startMinutes: 540.5, endMinutes: 660, teamId: job.teamId };

  it('says the time to the minute', () => {
    // Intl puts thin and narrow no-break spaces around the dash and before AM.
    expect(placeText(place, 'en').replace(/\s/gu, ' ')).toBe(
      'Thursday, December 3, 2026, 9:00 AM – 11:00 AM',
    );
  });

  it('asks the server in whole minutes, leaving the job out', () => {
    expect(conflictsQuery(place, job.id)).toEqual({
      date: '2026-12-03',
      teamId: job.teamId,
      startTime: '09:00',
      endTime: '11:00',
      jobId: job.id,
    });
  });
});
