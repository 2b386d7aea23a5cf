import { Temporal } from './temporal.ts';
import { describe, expect, it } from 'vitest';
import { formatDate, formatHour, formatTime, formatTimeRange } from './format.ts';

// ICU separates some parts with thin or no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/gu, ' ');

describe('formatTime', () => {
  it.each([
    // [minute, en, es, pt-BR]
    [540, '9:00 AM', '09:00', '09:00'],
    [810, '1:30 PM', '13:30', '13:30'],
    [0, '12:00 AM', '00:00', '00:00'],
    [1500, '1:00 AM', '01:00', '01:00'],
    [-30, '11:30 PM', '23:30', '23:30'],
  ])('minute %d is %s / %s / %s', (minute, en, es, pt) => {
    expect(plain(formatTime(minute, 'en'))).toBe(en);
    expect(plain(formatTime(minute, 'es'))).toBe(es);
    expect(plain(formatTime(minute, 'pt-BR'))).toBe(pt);
  });
});

describe('formatTimeRange', () => {
  it.each([
    // [start, end, en, es, pt-BR, what]
    [540, 690, '9:00 – 11:30 AM', '09:00–11:30', '09:00 – 11:30', 'one morning'],
    [660, 780, '11:00 AM – 1:00 PM', '11:00–13:00', '11:00 – 13:00', 'across noon'],
    [1380, 1500, '11:00 PM – 1:00 AM', '23:00–01:00', '23:00 – 01:00', 'past midnight'],
    [600, 600, '10:00 AM', '10:00', '10:00', 'a moment'],
  ])('%d to %d: %s / %s / %s (%s)', (start, end, en, es, pt) => {
    expect(plain(formatTimeRange(start, end, 'en'))).toBe(en);
    expect(plain(formatTimeRange(start, end, 'es'))).toBe(es);
    expect(plain(formatTimeRange(start, end, 'pt-BR'))).toBe(pt);
  });
});

describe('formatTimeRange, full', () => {
  it.each([
    [540, 690, '9:00 AM – 11:30 AM', '09:00–11:30'],
    [660, 780, '11:00 AM – 1:00 PM', '11:00–13:00'],
    [1380, 1500, '11:00 PM – 1:00 AM', '23:00–01:00'],
  ])('%d to %d: %s / %s', (start, end, en, es) => {
    expect(plain(formatTimeRange(start, end, 'en', 'full'))).toBe(en);
    expect(plain(formatTimeRange(start, end, 'es', 'full'))).toBe(es);
  });
});

describe('formatHour', () => {
  it.each([
    ['en', ['6 AM', '12 PM', '11 PM']],
    ['es', ['06:00', '12:00', '23:00']],
    ['pt-BR', ['06:00', '12:00', '23:00']],
  ] as const)('%s', (locale, labels) => {
    expect([6, 12, 23].map((hour) => plain(formatHour(hour, locale)))).toEqual(labels);
  });
});

describe('formatDate', () => {
  it('formats the plain date itself, whatever the zone of the process', () => {
    const date = Temporal.PlainDate.from('2026-11-01');
    expect(formatDate(date, 'en', { dateStyle: 'full' })).toBe('Sunday, November 1, 2026');
    expect(formatDate(date, 'es', { dateStyle: 'full' })).toBe('domingo, 1 de noviembre de 2026');
    expect(formatDate(date, 'pt-BR', { dateStyle: 'full' })).toBe('domingo, 1 de novembro de 2026');
  });

  it('formats 29 February', () => {
    expect(
      formatDate(Temporal.PlainDate.from('2028-02-29'), 'en', { month: 'short', day: 'numeric' }),
    ).toBe('Feb 29');
  });
});
