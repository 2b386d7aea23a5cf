import { describe, expect, it } from 'vitest';
import { layoutAgenda } from './agenda.ts';
import { date, instant, makeJobs } from './test/jobs.ts';

const ZONE = 'America/New_York';

describe('layoutAgenda', () => {
  it('lists the days of the next 30 that have jobs, each in calendar order', () => {
    const jobs = makeJobs(
      [
        { id: 'yesterday', date: '2026-11-19', start: '09:00', end: '10:00' },
        { id: 'untimed', date: '2026-11-20' },
        { id: 'morning', date: '2026-11-20', start: '08:00', end: '09:00' },
        { id: 'new-year', date: '2026-12-19', start: '07:00', end: '08:00' },
        { id: 'day-31', date: '2026-12-20' },
        { id: 'december', date: '2026-12-01' },
      ],
      ZONE,
    );
    const layout = layoutAgenda(jobs, {
      timeZone: ZONE,
      date: date('2026-11-20'),
      now: instant('2026-11-20T14:00:00Z'),
    });
    expect(layout.range.from.toString()).toBe('2026-11-20');
    expect(layout.range.to.toString()).toBe('2026-12-19');
    expect(layout.days.map((day) => day.key)).toEqual(['2026-11-20', '2026-12-01', '2026-12-19']);
    expect(layout.days[0]?.entries.map((entry) => entry.key)).toEqual(['morning', 'untimed']);
    expect(layout.days.map((day) => day.isToday)).toEqual([true, false, false]);
    expect(layout.days[0]?.entries[0]?.isPast).toBe(true);
    expect(layout.days[0]?.entries[1]?.isPast).toBe(false);
    expect(layout.jobCount).toBe(4);
    expect(layout.outsideRange.map((job) => job.id)).toEqual(['yesterday', 'day-31']);
  });

  it('is empty when the period has no job', () => {
    const layout = layoutAgenda([], { timeZone: ZONE, date: date('2026-11-20') });
    expect(layout.days).toEqual([]);
    expect(layout.jobCount).toBe(0);
  });

  it('puts a job on its date even when its times, read in the zone, fall on another', () => {
    const jobs = makeJobs(
      [
        {
          id: 'odd',
          date: '2026-11-21',
          start: '2026-11-22T10:00:00-05:00',
          end: '2026-11-22T11:00:00-05:00',
        },
      ],
      ZONE,
    );
    const layout = layoutAgenda(jobs, { timeZone: ZONE, date: date('2026-11-20') });
    expect(layout.days.map((day) => day.key)).toEqual(['2026-11-21']);
    expect(layout.days[0]?.entries[0]).toMatchObject({
      startMinute: 1440 + 600,
      endMinute: 1440 + 660,
    });
  });
});
