import { describe, expect, it } from 'vitest';
import { withSavedChoice } from './saved-choice.ts';

interface Choice {
  id: string;
  isActive: boolean;
}
const a = { id: 'a', isActive: true };
const b = { id: 'b', isActive: false };
const c = { id: 'c', isActive: true };
const old = { id: 'old', isActive: false };

describe('withSavedChoice', () => {
  it.each<
    [
      string,
      Choice[],
      string | null | undefined,
      Parameters<typeof withSavedChoice<Choice>>[2],
      string[],
    ]
  >([
    ['every choice when nothing is saved', [a, c], null, {}, ['a', 'c']],
    [
      'the active ones of every choice',
      [a, b, c],
      undefined,
      { isOffered: (x) => x.isActive },
      ['a', 'c'],
    ],
    [
      'the saved inactive one, in its place',
      [a, b, c],
      'b',
      { isOffered: (x) => x.isActive },
      ['a', 'b', 'c'],
    ],
    [
      'the saved copy, at the end, when the active list lacks it',
      [a, c],
      'old',
      { saved: () => old },
      ['a', 'c', 'old'],
    ],
    ['no copy when the list has the saved one', [a, c], 'a', { saved: () => old }, ['a', 'c']],
    ['nothing more when there is no copy', [a, c], 'old', {}, ['a', 'c']],
    ['nothing more when the copy is missing', [a, c], 'old', { saved: () => null }, ['a', 'c']],
  ])('offers %s', (_case, choices, savedId, options, ids) => {
    expect(withSavedChoice(choices, savedId, options).map((choice) => choice.id)).toEqual(ids);
  });
});
