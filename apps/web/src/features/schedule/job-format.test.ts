import { describe, expect, it } from 'vitest';
import type { Job } from '../../api/jobs.ts';
import {
  addressLine,
  longDate,
  mapHref,
  scheduledTimeRange,
  telHref,
  trackedTimes,
} from './job-format.ts';

const ZONE = 'America/New_York';
const job = {
  date: '2026-11-18',
  scheduledStartTime: '2026-11-18T09:00:00-05:00',
  scheduledEndTime: '2026-11-18T11:30:00-05:00',
  trackedStartTime: null,
  trackedEndTime: null,
  address: {
    id: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
    street: '42 Willow Creek Lane',
    complement: 'Apt 3B',
    city: 'Cambridge',
    state: 'MA',
    zipCode: '02139',
  },
} as unknown as Job;

// ICU puts narrow no-break and thin spaces in times and ranges; compare them as plain spaces.
const plain = (text: string | null) => text?.replace(/[\u202f\u2009\u00a0]/g, ' ') ?? null;

describe('scheduledTimeRange', () => {
  it.each([
    ['en', '9:00 AM – 11:30 AM'],
    ['es', '09:00–11:30'],
    ['pt-BR', '09:00–11:30'],
  ])('%s', (locale, expected) => {
    expect(plain(scheduledTimeRange(job, locale, ZONE))?.replace(/ ?– ?/, '–')).toBe(
      expected.replace(/ ?– ?/, '–'),
    );
  });

  it('reads the times in the organisation zone', () => {
    const utc = { ...job, scheduledStartTime: '2026-11-18T14:00:00Z' };
    expect(plain(scheduledTimeRange(utc, 'en', ZONE))).toMatch(/^9:00 AM/);
  });

  it('is null without both times', () => {
    expect(scheduledTimeRange({ ...job, scheduledEndTime: null }, 'en', ZONE)).toBeNull();
  });
});

describe('trackedTimes', () => {
  it('is null before the job started', () => expect(trackedTimes(job, 'en')).toBeNull());
  it('gives the start of a running job', () => {
    expect(
      plain(
        (trackedTimes({ ...job, trackedStartTime: '09:05:30' }, 'en') as { start: string }).start,
      ),
    ).toBe('9:05 AM');
  });
  it('gives the range of a finished job', () => {
    const done = { ...job, trackedStartTime: '09:05', trackedEndTime: '11:40:12' };
    expect(plain((trackedTimes(done, 'en') as { range: string }).range)).toBe('9:05 AM – 11:40 AM');
  });
});

describe('texts and links', () => {
  it('writes the long date in each language', () => {
    expect(longDate('2026-11-18', 'en')).toBe('Wednesday, November 18, 2026');
    expect(longDate('2026-11-18', 'es')).toBe('miércoles, 18 de noviembre de 2026');
    expect(longDate('2026-11-18', 'pt-BR')).toBe('quarta-feira, 18 de novembro de 2026');
  });

  it('links the phone and the map', () => {
    expect(telHref('(617) 555-0142')).toBe('tel:6175550142');
    expect(telHref('+1 617 555 0142')).toBe('tel:+16175550142');
    expect(addressLine(job.address)).toBe('42 Willow Creek Lane, Cambridge, MA 02139');
    expect(mapHref(job.address)).toBe(
      'https://www.google.com/maps/search/?api=1&query=42%20Willow%20Creek%20Lane%2C%20Cambridge%2C%20MA%2002139',
    );
  });
});
