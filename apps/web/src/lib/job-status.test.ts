import { describe, expect, it } from 'vitest';
import type { Job } from '../api/jobs.ts';
import { statusChange, statusStepFor } from './job-status.ts';

const job = {
  id: 'd2c1b0a9-8f7e-4d6c-b5a4-392817160504',
  status: 'SCHEDULED',
  date: '2026-11-18',
  order: 0,
  scheduledStartTime: '2026-11-18T09:00:00-05:00',
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

describe('statusStepFor', () => {
  it.each([
    ['SCHEDULED', 'start'],
    ['IN_PROGRESS', 'complete'],
    ['COMPLETED', null],
    ['CANCELLED', null],
  ] as const)('%s → %s', (status, step) => expect(statusStepFor(status)).toBe(step));
});

describe('statusChange', () => {
  it('starts a job and records when', () => {
    const body = statusChange({ job, step: 'start', timeOfDay: '10:30:00' });
    expect(body).toMatchObject({ status: 'IN_PROGRESS', trackedStartTime: '10:30:00' });
    expect(body.trackedEndTime).toBeNull();
    // Everything else is sent as stored.
    expect(body.chargeAmount).toBe('145.00');
    expect(body.scheduledStartTime).toBe(job.scheduledStartTime);
  });

  it('keeps a tracked start already recorded', () => {
    const started = { ...job, trackedStartTime: '09:05' };
    expect(statusChange({ job: started, step: 'start', timeOfDay: '10:30:00' })).toMatchObject({
      trackedStartTime: '09:05',
    });
  });

  it('completes a job, recording the end unless it is before the start', () => {
    const running = { ...job, status: 'IN_PROGRESS', trackedStartTime: '09:05' } as Job;
    expect(statusChange({ job: running, step: 'complete', timeOfDay: '11:40:12' })).toMatchObject({
      status: 'COMPLETED',
      trackedStartTime: '09:05',
      trackedEndTime: '11:40:12',
    });
    expect(
      statusChange({ job: running, step: 'complete', timeOfDay: '09:05:00' }).trackedEndTime,
    ).toBe('09:05:00');
    expect(
      statusChange({ job: running, step: 'complete', timeOfDay: '08:00:00' }).trackedEndTime,
    ).toBeNull();
  });
});
