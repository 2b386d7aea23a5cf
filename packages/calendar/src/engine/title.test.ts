import { Temporal } from './temporal.ts';
import { describe, expect, it } from 'vitest';
import { getRange } from './range.ts';
import { formatTitle, weekdayNames } from './title.ts';
import type { CalendarView } from './types.ts';

// ICU puts thin spaces (U+2009) around the en dash of a range and a no-break space in some
// places; the titles are compared with every kind of space written as a plain one.
const plain = (text: string) => text.replace(/\s/gu, ' ');

describe('formatTitle', () => {
  it.each<[CalendarView, string, string, string, string, string]>([
    // [view, date, en, es, pt-BR]
    ['month', '2026-11-17', 'November 2026', 'noviembre de 2026', 'novembro de 2026', 'one month'],
    ['month', '2026-05-31', 'May 2026', 'mayo de 2026', 'maio de 2026', 'a six-week grid'],
    ['week', '2026-11-04', 'November 2026', 'noviembre de 2026', 'novembro de 2026', 'one month'],
    ['week', '2026-11-30', 'Nov – Dec 2026', 'nov–dic 2026', 'nov. – dez. de 2026', 'two months'],
    [
      'week',
      '2026-12-31',
      'Dec 2026 – Jan 2027',
      'dic 2026 – ene 2027',
      'dez. de 2026 – jan. de 2027',
      'two years',
    ],
    ['week', '2028-02-29', 'Feb – Mar 2028', 'feb–mar 2028', 'fev. – mar. de 2028', 'a leap week'],
    ['agenda', '2026-11-01', 'November 2026', 'noviembre de 2026', 'novembro de 2026', '30 days'],
    ['agenda', '2026-11-20', 'Nov – Dec 2026', 'nov–dic 2026', 'nov. – dez. de 2026', 'two months'],
    [
      'agenda',
      '2026-12-15',
      'Dec 2026 – Jan 2027',
      'dic 2026 – ene 2027',
      'dez. de 2026 – jan. de 2027',
      'two years',
    ],
  ])('%s of %s: %s / %s / %s (%s)', (view, date, en, es, pt) => {
    const range = getRange(view, Temporal.PlainDate.from(date));
    expect(plain(formatTitle(range, 'en'))).toBe(en);
    expect(plain(formatTitle(range, 'es'))).toBe(es);
    expect(plain(formatTitle(range, 'pt-BR'))).toBe(pt);
  });

  it('titles the month view by its month, not by the neighbouring days of its grid', () => {
    const range = getRange('month', Temporal.PlainDate.from('2026-08-15'));
    expect(range.from.month).toBe(7);
    expect(formatTitle(range, 'en')).toBe('August 2026');
  });
});

describe('weekdayNames', () => {
  it.each([
    ['en', 'short', ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']],
    ['es', 'short', ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb']],
    ['pt-BR', 'short', ['dom.', 'seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.']],
    ['en', 'long', ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']],
  ] as const)('%s %s starts on Sunday', (locale, width, names) => {
    expect(weekdayNames(locale, width)).toEqual(names);
  });
});
