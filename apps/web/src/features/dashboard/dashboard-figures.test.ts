import { describe, expect, it } from 'vitest';
import { Temporal } from '@spotless/calendar/temporal';
import {
  dashboardRange,
  nextJobs,
  statusCounts,
  todayInZone,
  untimedJobs,
  weekRevenue,
  weekStartFor,
  workload,
  type Job,
} from './dashboard-figures.ts';

const zone = 'America/New_York';
const blue = { id: 'team-blue', name: 'Blue Team', color: '#2563EB' };
const green = { id: 'team-green', name: 'Green Team', color: '#16A34A' };

let next = 0;
/** A job on `date`, timed `start`–`end` (New York wall clock, EST) or without times. */
function job(date: string, patch: Partial<Job> & { start?: string; end?: string } = {}): Job {
  const { start, end, ...rest } = patch;
  const team = rest.team ?? blue;
  next += 1;
  return {
    id: `job-${String(next).padStart(3, '0')}`,
    status: 'SCHEDULED',
    date,
    order: 0,
    scheduledStartTime: start ? `${date}T${start}:00-05:00` : null,
    scheduledEndTime: end ? `${date}T${end}:00-05:00` : null,
    trackedStartTime: null,
    trackedEndTime: null,
    chargeAmount: '100.00',
    chargeBy: 'FIXED',
    otherInformation: null,
    isPaid: false,
    cancelReason: null,
    jobTypeId: null,
    clientId: 'client',
    addressId: 'address',
    teamId: team.id,
    createdById: null,
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    jobType: null,
    client: { id: 'client', firstName: 'Olivia', lastName: 'Hartley', phone1: '(617) 555-0142' },
    address: {
      id: 'address',
      street: '42 Willow Creek Lane',
      complement: null,
      city: 'Cambridge',
      state: 'MA',
      zipCode: '02139',
    },
    team,
    createdBy: null,
    ...rest,
  } as Job;
}

// Wednesday 18 November 2026, 10:30 in New York.
const now = Date.parse('2026-11-18T10:30:00-05:00');
const today = Temporal.PlainDate.from('2026-11-18');

describe('today and the week', () => {
  it('reads today in the organisation zone, not the machine’s', () => {
    // 02:00 UTC on the 19th is still the 18th in New York.
    expect(todayInZone(Date.parse('2026-11-19T02:00:00Z'), zone).toString()).toBe('2026-11-18');
    expect(todayInZone(Date.parse('2026-11-19T02:00:00Z'), 'Europe/Lisbon').toString()).toBe(
      '2026-11-19',
    );
  });

  it('starts the week on Sunday in English and Portuguese, on Monday in Spanish', () => {
    expect(weekStartFor('en')).toBe(7);
    expect(weekStartFor('pt-BR')).toBe(7);
    expect(weekStartFor('es')).toBe(1);
    const sunday = dashboardRange(today, 7);
    expect([sunday.weekStart.toString(), sunday.weekEnd.toString()]).toEqual([
      '2026-11-15',
      '2026-11-21',
    ]);
    const monday = dashboardRange(today, 1);
    expect([monday.weekStart.toString(), monday.weekEnd.toString()]).toEqual([
      '2026-11-16',
      '2026-11-22',
    ]);
  });

  it('fetches one range covering the week and the next 14 days', () => {
    const range = dashboardRange(today, 7);
    expect([range.from.toString(), range.to.toString()]).toEqual(['2026-11-15', '2026-12-01']);
    // On a Sunday the week starts today.
    const sunday = dashboardRange(Temporal.PlainDate.from('2026-11-22'), 7);
    expect(sunday.from.toString()).toBe('2026-11-22');
  });
});

describe('figures', () => {
  const range = dashboardRange(today, 7);

  it('counts today’s jobs by status', () => {
    const jobs = [
      job('2026-11-18', { status: 'COMPLETED' }),
      job('2026-11-18', { status: 'IN_PROGRESS' }),
      job('2026-11-18'),
      job('2026-11-18'),
      job('2026-11-18', { status: 'CANCELLED' }),
      job('2026-11-19'),
    ];
    expect(statusCounts(jobs, today)).toEqual({
      SCHEDULED: 2,
      IN_PROGRESS: 1,
      COMPLETED: 1,
      CANCELLED: 1,
    });
  });

  it('sums the week’s completed and unpaid amounts in exact cents', () => {
    const jobs = [
      job('2026-11-15', { status: 'COMPLETED', chargeAmount: '0.10', isPaid: true }),
      job('2026-11-16', { status: 'COMPLETED', chargeAmount: '0.20' }),
      job('2026-11-18', { status: 'COMPLETED', chargeAmount: '145.05' }),
      job('2026-11-18', { status: 'COMPLETED', chargeAmount: null }),
      job('2026-11-18', { status: 'IN_PROGRESS', chargeAmount: '99.00' }),
      job('2026-11-14', { status: 'COMPLETED', chargeAmount: '50.00' }),
      job('2026-11-22', { status: 'COMPLETED', chargeAmount: '50.00' }),
    ];
    expect(weekRevenue(jobs, range)).toEqual({
      completedCents: 14535,
      completedJobs: 4,
      unpaidCents: 14525,
      unpaidJobs: 3,
    });
  });

  it('lists open jobs without times from today on, in calendar order', () => {
    const jobs = [
      job('2026-11-19', { order: 1 }),
      job('2026-11-18', { start: '09:00', end: '11:00' }),
      job('2026-11-19', { order: 0 }),
      job('2026-11-18', { status: 'COMPLETED' }),
      job('2026-11-17'),
      job('2026-11-25'),
    ];
    const ids = untimedJobs(jobs, range, zone).map((j) => `${j.date}/${j.order}`);
    expect(ids).toEqual(['2026-11-19/0', '2026-11-19/1']);
  });

  it('stacks 14 days of jobs by team, cancelled ones left out', () => {
    const jobs = [
      job('2026-11-18', { team: green, teamId: green.id }),
      job('2026-11-18'),
      job('2026-11-18'),
      job('2026-11-18', { status: 'CANCELLED' }),
      job('2026-12-01'),
      job('2026-12-02'),
    ];
    const result = workload(jobs, range);
    expect(result.days).toHaveLength(14);
    expect(result.days[0]).toMatchObject({
      total: 3,
      teams: [
        { name: 'Blue Team', count: 2 },
        { name: 'Green Team', count: 1 },
      ],
    });
    expect(result.days[13]).toMatchObject({ total: 1 });
    expect(result.max).toBe(3);
    expect(result.teams.map((team) => team.name)).toEqual(['Blue Team', 'Green Team']);
  });

  it('lists what comes next: unfinished jobs of today, then the next days', () => {
    const jobs = [
      job('2026-11-18', { start: '08:00', end: '10:00', order: 1 }),
      job('2026-11-18', { start: '09:00', end: '12:00', status: 'IN_PROGRESS' }),
      job('2026-11-18', { start: '13:00', end: '15:00' }),
      job('2026-11-18', { status: 'COMPLETED', start: '07:00', end: '08:00' }),
      job('2026-11-19', { start: '08:00', end: '10:00' }),
      job('2026-11-18', { order: 4 }),
    ];
    const result = nextJobs(jobs, range, now, zone).map(
      (j) => `${j.date} ${j.scheduledStartTime?.slice(11, 16) ?? 'no time'}`,
    );
    expect(result).toEqual([
      '2026-11-18 09:00',
      '2026-11-18 13:00',
      '2026-11-18 no time',
      '2026-11-19 08:00',
    ]);
  });
});
