import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { frequencyValues } from '@spotless/api-client/schema';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type RecurrenceRuleText,
  longDateText,
  recurrenceText,
  weekdayOf,
} from './recurrence-text.ts';

const root = join(import.meta.dirname, '../locales');
const languages = ['en', 'es', 'pt-BR'] as const;
type Language = (typeof languages)[number];

function dictionary(language: string): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const file of readdirSync(join(root, language)).filter((f) => f.endsWith('.json')))
    Object.assign(merged, JSON.parse(readFileSync(join(root, language, file), 'utf8')));
  return merged;
}

const ts = {} as Record<Language, TFunction>;

beforeAll(async () => {
  for (const language of languages) {
    const instance = i18next.createInstance();
    await instance.init({
      lng: language,
      fallbackLng: false,
      resources: { [language]: { translation: dictionary(language) } },
      interpolation: { escapeValue: false },
    });
    ts[language] = instance.t;
  }
});

const text = (language: Language, rule: RecurrenceRuleText) =>
  recurrenceText(ts[language], language, rule);

// 2026-12-01 is a Tuesday.
const start = '2026-12-01';

describe('every frequency, open-ended', () => {
  const rows: [RecurrenceRuleText['frequency'], string | null, Record<Language, string>][] = [
    [
      'ONE_TIME',
      null,
      {
        en: 'One time, on December 1, 2026',
        es: 'Una vez, el 1 de diciembre de 2026',
        'pt-BR': 'Uma vez, em 1 de dezembro de 2026',
      },
    ],
    [
      'DAILY',
      null,
      {
        en: 'Every day, from December 1, 2026',
        es: 'Todos los días, desde el 1 de diciembre de 2026',
        'pt-BR': 'Todos os dias, a partir de 1 de dezembro de 2026',
      },
    ],
    [
      'EVERY_OTHER_DAY',
      null,
      {
        en: 'Every other day, from December 1, 2026',
        es: 'Cada dos días, desde el 1 de diciembre de 2026',
        'pt-BR': 'Dia sim, dia não, a partir de 1 de dezembro de 2026',
      },
    ],
    [
      'WEEK_DAYS',
      null,
      {
        en: 'Every weekday, Monday to Friday, from December 1, 2026',
        es: 'Todos los días laborables, de lunes a viernes, desde el 1 de diciembre de 2026',
        'pt-BR': 'Todos os dias úteis, de segunda a sexta-feira, a partir de 1 de dezembro de 2026',
      },
    ],
    [
      'WEEKLY',
      'TUESDAY',
      {
        en: 'Every week on Tuesday, from December 1, 2026',
        es: 'Cada semana, los martes, desde el 1 de diciembre de 2026',
        'pt-BR': 'Toda semana, às terças-feiras, a partir de 1 de dezembro de 2026',
      },
    ],
    [
      'BI_WEEKLY',
      'TUESDAY',
      {
        en: 'Every 2 weeks on Tuesday, from December 1, 2026',
        es: 'Cada 2 semanas, los martes, desde el 1 de diciembre de 2026',
        'pt-BR': 'A cada 2 semanas, às terças-feiras, a partir de 1 de dezembro de 2026',
      },
    ],
    [
      'EVERY_THREE_WEEKS',
      'SATURDAY',
      {
        en: 'Every 3 weeks on Saturday, from December 1, 2026',
        es: 'Cada 3 semanas, los sábados, desde el 1 de diciembre de 2026',
        'pt-BR': 'A cada 3 semanas, aos sábados, a partir de 1 de dezembro de 2026',
      },
    ],
    [
      'EVERY_FOUR_WEEKS',
      'MONDAY',
      {
        en: 'Every 4 weeks on Monday, from December 1, 2026',
        es: 'Cada 4 semanas, los lunes, desde el 1 de diciembre de 2026',
        'pt-BR': 'A cada 4 semanas, às segundas-feiras, a partir de 1 de dezembro de 2026',
      },
    ],
    [
      'EVERY_FIVE_WEEKS',
      'WEDNESDAY',
      {
        en: 'Every 5 weeks on Wednesday, from December 1, 2026',
        es: 'Cada 5 semanas, los miércoles, desde el 1 de diciembre de 2026',
        'pt-BR': 'A cada 5 semanas, às quartas-feiras, a partir de 1 de dezembro de 2026',
      },
    ],
    [
      'EVERY_SIX_WEEKS',
      'THURSDAY',
      {
        en: 'Every 6 weeks on Thursday, from December 1, 2026',
        es: 'Cada 6 semanas, los jueves, desde el 1 de diciembre de 2026',
        'pt-BR': 'A cada 6 semanas, às quintas-feiras, a partir de 1 de dezembro de 2026',
      },
    ],
    [
      'EVERY_EIGHT_WEEKS',
      'FRIDAY',
      {
        en: 'Every 8 weeks on Friday, from December 1, 2026',
        es: 'Cada 8 semanas, los viernes, desde el 1 de diciembre de 2026',
        'pt-BR': 'A cada 8 semanas, às sextas-feiras, a partir de 1 de dezembro de 2026',
      },
    ],
    [
      'EVERY_TWELVE_WEEKS',
      'SUNDAY',
      {
        en: 'Every 12 weeks on Sunday, from December 1, 2026',
        es: 'Cada 12 semanas, los domingos, desde el 1 de diciembre de 2026',
        'pt-BR': 'A cada 12 semanas, aos domingos, a partir de 1 de dezembro de 2026',
      },
    ],
    [
      'MONTHLY',
      null,
      {
        en: 'Every month on the 1st, from December 1, 2026',
        es: 'Cada mes, el día 1, desde el 1 de diciembre de 2026',
        'pt-BR': 'Todo mês, no dia 1, a partir de 1 de dezembro de 2026',
      },
    ],
    [
      'FIRST_OF_MONTH',
      'TUESDAY',
      {
        en: 'Every month on the first Tuesday, from December 1, 2026',
        es: 'Cada mes, el primer martes, desde el 1 de diciembre de 2026',
        'pt-BR': 'Todo mês, na primeira terça-feira, a partir de 1 de dezembro de 2026',
      },
    ],
    [
      'SECOND_OF_MONTH',
      'SATURDAY',
      {
        en: 'Every month on the second Saturday, from December 1, 2026',
        es: 'Cada mes, el segundo sábado, desde el 1 de diciembre de 2026',
        'pt-BR': 'Todo mês, no segundo sábado, a partir de 1 de dezembro de 2026',
      },
    ],
    [
      'THIRD_OF_MONTH',
      'WEDNESDAY',
      {
        en: 'Every month on the third Wednesday, from December 1, 2026',
        es: 'Cada mes, el tercer miércoles, desde el 1 de diciembre de 2026',
        'pt-BR': 'Todo mês, na terceira quarta-feira, a partir de 1 de dezembro de 2026',
      },
    ],
    [
      'FOURTH_OF_MONTH',
      'SUNDAY',
      {
        en: 'Every month on the fourth Sunday, from December 1, 2026',
        es: 'Cada mes, el cuarto domingo, desde el 1 de diciembre de 2026',
        'pt-BR': 'Todo mês, no quarto domingo, a partir de 1 de dezembro de 2026',
      },
    ],
    [
      'LAST_OF_MONTH',
      'FRIDAY',
      {
        en: 'Every month on the last Friday, from December 1, 2026',
        es: 'Cada mes, el último viernes, desde el 1 de diciembre de 2026',
        'pt-BR': 'Todo mês, na última sexta-feira, a partir de 1 de dezembro de 2026',
      },
    ],
  ];

  it('covers every frequency of the contract', () => {
    expect(rows.map(([frequency]) => frequency).sort()).toEqual([...frequencyValues].sort());
  });

  describe.each(languages)('%s', (language) => {
    it.each(rows)('%s on %s', (frequency, preferredDay, expected) => {
      expect(
        text(language, {
          frequency,
          preferredDay: preferredDay as RecurrenceRuleText['preferredDay'],
          startDate: start,
          endDate: null,
          visitCount: null,
        }),
      ).toBe(expected[language]);
    });
  });
});

describe('ends', () => {
  const rows: [string, Omit<RecurrenceRuleText, 'startDate'>, Record<Language, string>][] = [
    [
      'until a date',
      { frequency: 'BI_WEEKLY', preferredDay: 'TUESDAY', endDate: '2027-03-30' },
      {
        en: 'Every 2 weeks on Tuesday, from December 1, 2026, until March 30, 2027',
        es: 'Cada 2 semanas, los martes, desde el 1 de diciembre de 2026, hasta el 30 de marzo de 2027',
        'pt-BR':
          'A cada 2 semanas, às terças-feiras, a partir de 1 de dezembro de 2026, até 30 de março de 2027',
      },
    ],
    [
      'after 10 visits',
      { frequency: 'BI_WEEKLY', preferredDay: 'TUESDAY', visitCount: 10 },
      {
        en: 'Every 2 weeks on Tuesday, from December 1, 2026, 10 visits',
        es: 'Cada 2 semanas, los martes, desde el 1 de diciembre de 2026, 10 visitas',
        'pt-BR':
          'A cada 2 semanas, às terças-feiras, a partir de 1 de dezembro de 2026, 10 visitas',
      },
    ],
    [
      'after one visit',
      { frequency: 'DAILY', visitCount: 1 },
      {
        en: 'Every day, from December 1, 2026, 1 visit',
        es: 'Todos los días, desde el 1 de diciembre de 2026, 1 visita',
        'pt-BR': 'Todos os dias, a partir de 1 de dezembro de 2026, 1 visita',
      },
    ],
    [
      'after 1,000 visits',
      { frequency: 'WEEK_DAYS', visitCount: 1000 },
      {
        en: 'Every weekday, Monday to Friday, from December 1, 2026, 1,000 visits',
        es: 'Todos los días laborables, de lunes a viernes, desde el 1 de diciembre de 2026, 1000 visitas',
        'pt-BR':
          'Todos os dias úteis, de segunda a sexta-feira, a partir de 1 de dezembro de 2026, 1.000 visitas',
      },
    ],
    [
      'an end date wins over a count (a series ended early)',
      {
        frequency: 'LAST_OF_MONTH',
        preferredDay: 'SATURDAY',
        endDate: '2027-06-26',
        visitCount: 12,
      },
      {
        en: 'Every month on the last Saturday, from December 1, 2026, until June 26, 2027',
        es: 'Cada mes, el último sábado, desde el 1 de diciembre de 2026, hasta el 26 de junio de 2027',
        'pt-BR':
          'Todo mês, no último sábado, a partir de 1 de dezembro de 2026, até 26 de junho de 2027',
      },
    ],
  ];

  describe.each(languages)('%s', (language) => {
    it.each(rows)('%s', (_name, rule, expected) => {
      expect(text(language, { ...rule, startDate: start })).toBe(expected[language]);
    });
  });
});

describe('monthly on the day of the start', () => {
  const rows: [string, Record<Language, string>][] = [
    [
      '2026-12-02',
      {
        en: 'Every month on the 2nd, from December 2, 2026',
        es: 'Cada mes, el día 2, desde el 2 de diciembre de 2026',
        'pt-BR': 'Todo mês, no dia 2, a partir de 2 de dezembro de 2026',
      },
    ],
    [
      '2026-12-23',
      {
        en: 'Every month on the 23rd, from December 23, 2026',
        es: 'Cada mes, el día 23, desde el 23 de diciembre de 2026',
        'pt-BR': 'Todo mês, no dia 23, a partir de 23 de dezembro de 2026',
      },
    ],
    [
      '2026-12-11',
      {
        en: 'Every month on the 11th, from December 11, 2026',
        es: 'Cada mes, el día 11, desde el 11 de diciembre de 2026',
        'pt-BR': 'Todo mês, no dia 11, a partir de 11 de dezembro de 2026',
      },
    ],
    [
      '2026-12-31',
      {
        en: 'Every month on the 31st (the last day in shorter months), from December 31, 2026',
        es: 'Cada mes, el día 31 (el último día en los meses más cortos), desde el 31 de diciembre de 2026',
        'pt-BR':
          'Todo mês, no dia 31 (no último dia nos meses mais curtos), a partir de 31 de dezembro de 2026',
      },
    ],
  ];

  describe.each(languages)('%s', (language) => {
    it.each(rows)('%s', (startDate, expected) => {
      expect(text(language, { frequency: 'MONTHLY', startDate })).toBe(expected[language]);
    });
  });
});

describe('a weekly rule without its day', () => {
  it.each(languages)('takes the weekday of the start (%s)', (language) => {
    const withDay = text(language, {
      frequency: 'WEEKLY',
      preferredDay: 'TUESDAY',
      startDate: start,
    });
    expect(text(language, { frequency: 'WEEKLY', preferredDay: null, startDate: start })).toBe(
      withDay,
    );
  });
});

describe('helpers', () => {
  it.each([
    ['2026-12-01', 'TUESDAY'],
    ['2026-11-29', 'SUNDAY'],
    ['2027-02-28', 'SUNDAY'],
    ['2024-02-29', 'THURSDAY'],
    ['1900-01-01', 'MONDAY'],
  ])('weekdayOf(%s) is %s', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  it('writes the date whatever the machine’s zone', () => {
    // The first instant of the day, read in a zone west of UTC, is still the day before.
    expect(longDateText('2027-01-01', 'en')).toBe('January 1, 2027');
  });
});
