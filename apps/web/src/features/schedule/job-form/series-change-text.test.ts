import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SeriesChangePreview } from './api/preview-series-change.ts';
import { changeLines } from './series-change-text.ts';

const root = join(import.meta.dirname, '../../../locales');
const languages = ['en', 'es', 'pt-BR'] as const;
type Language = (typeof languages)[number];

const ts = {} as Record<Language, TFunction>;

beforeAll(async () => {
  for (const language of languages) {
    const merged: Record<string, unknown> = {};
    for (const file of readdirSync(join(root, language)).filter((f) => f.endsWith('.json')))
      Object.assign(merged, JSON.parse(readFileSync(join(root, language, file), 'utf8')));
    const instance = i18next.createInstance();
    await instance.init({
      lng: language,
      fallbackLng: false,
      resources: { [language]: { translation: merged } },
      interpolation: { escapeValue: false },
    });
    ts[language] = instance.t;
  }
});

const none: SeriesChangePreview = {
  action: 'UPDATE',
  scope: 'all',
  split: false,
  changed: 0,
  created: 0,
  removed: 0,
  untouched: 0,
  keptOverrides: [],
  seriesEndDate: null,
};

const rows: [string, SeriesChangePreview, Record<Language, string[]>][] = [
  [
    'all visits, two keeping their own changes',
    {
      ...none,
      changed: 12,
      untouched: 3,
      keptOverrides: [
        { jobId: 'a', date: '2026-12-15', fields: ['teamId'] },
        {
          jobId: 'b',
          date: '2026-12-29',
          fields: ['scheduledStartTime', 'scheduledEndTime', 'addressId'],
        },
      ],
    },
    {
      en: [
        '12 visits will change',
        '2 visits keep their own changes: Dec 15 (team) and Dec 29 (time, address)',
        '3 visits stay as they are: started, done, cancelled or past',
      ],
      es: [
        'Cambiarán 12 visitas',
        '2 visitas conservan sus propios cambios: 15 dic (equipo) y 29 dic (hora y dirección)',
        '3 visitas quedan como están: empezadas, hechas, canceladas o pasadas',
      ],
      'pt-BR': [
        '12 visitas vão mudar',
        '2 visitas mantêm suas próprias alterações: 15 de dez. (equipe) e 29 de dez. (horário e endereço)',
        '3 visitas ficam como estão: iniciadas, concluídas, canceladas ou passadas',
      ],
    },
  ],
  [
    'a new rule from this visit on',
    {
      ...none,
      scope: 'following',
      split: true,
      changed: 1,
      created: 8,
      removed: 4,
      seriesEndDate: '2026-12-02',
    },
    {
      en: [
        '1 visit will change',
        '8 visits will be added',
        '4 visits will be removed',
        'The series will be split here',
        'The earlier visits stay in the current series, which ends on December 2, 2026',
      ],
      es: [
        'Cambiará 1 visita',
        'Se añadirán 8 visitas',
        'Se quitarán 4 visitas',
        'La serie se dividirá aquí',
        'Las visitas anteriores siguen en la serie actual, que termina el 2 de diciembre de 2026',
      ],
      'pt-BR': [
        '1 visita vai mudar',
        '8 visitas serão adicionadas',
        '4 visitas serão removidas',
        'A série será dividida aqui',
        'As visitas anteriores ficam na série atual, que termina em 2 de dezembro de 2026',
      ],
    },
  ],
  [
    'this visit only, nothing else moves',
    { ...none, scope: 'this', changed: 1 },
    { en: ['1 visit will change'], es: ['Cambiará 1 visita'], 'pt-BR': ['1 visita vai mudar'] },
  ],
  [
    'a change that changes nothing',
    none,
    {
      en: ['No visit will change'],
      es: ['Ninguna visita cambiará'],
      'pt-BR': ['Nenhuma visita vai mudar'],
    },
  ],
  [
    'deleting the following visits',
    { ...none, action: 'DELETE', scope: 'following', removed: 9, seriesEndDate: '2026-12-02' },
    {
      en: ['9 visits will be deleted', 'The series will end on December 2, 2026'],
      es: ['Se eliminarán 9 visitas', 'La serie terminará el 2 de diciembre de 2026'],
      'pt-BR': ['9 visitas serão excluídas', 'A série vai terminar em 2 de dezembro de 2026'],
    },
  ],
  [
    'deleting what has all started',
    { ...none, action: 'DELETE', untouched: 1 },
    {
      en: ['No visit will be deleted', '1 visit stays as it is: started, done, cancelled or past'],
      es: [
        'No se eliminará ninguna visita',
        '1 visita queda como está: empezada, hecha, cancelada o pasada',
      ],
      'pt-BR': [
        'Nenhuma visita será excluída',
        '1 visita fica como está: iniciada, concluída, cancelada ou passada',
      ],
    },
  ],
];

describe.each(languages)('what a series change does, in %s', (language) => {
  it.each(rows)('%s', (_name, preview, expected) => {
    expect(changeLines(preview, ts[language], language)).toEqual(expected[language]);
  });
});

it('names five visits with their own changes and counts the rest', () => {
  const kept = Array.from({ length: 7 }, (_, index) => ({
    jobId: String(index),
    date: `2027-01-${String(index + 10)}`,
    fields: ['otherInformation' as const],
  }));
  const [, line] = changeLines({ ...none, changed: 7, keptOverrides: kept }, ts.en, 'en');
  expect(line).toBe(
    '7 visits keep their own changes: Jan 10 (notes), Jan 11 (notes), Jan 12 (notes), ' +
      'Jan 13 (notes), Jan 14 (notes), and 2 more',
  );
});
