import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { skipVisitSchema, toJobSkipInput, type SkipVisitValues } from './skip-visit-values.ts';

const t = i18next.createInstance();
void t.init({ lng: 'en', resources: {} });
const schema = skipVisitSchema(t.t);

const values = (change: Partial<SkipVisitValues>): SkipVisitValues => ({
  kind: 'CLIENT_SKIPPED',
  note: '',
  keepCharge: false,
  ...change,
});

describe('skipVisitSchema', () => {
  it('needs a kind', () => {
    const result = schema.safeParse(values({ kind: null }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['kind']]);
  });

  it('accepts every kind of the contract', () => {
    for (const kind of ['CLIENT_SKIPPED', 'COMPANY_MOVED', 'LOCKOUT', 'HOLIDAY', 'OTHER'] as const)
      expect(schema.safeParse(values({ kind })).success).toBe(true);
  });

  it('keeps the note within the contract’s 500 characters', () => {
    expect(schema.safeParse(values({ note: 'x'.repeat(500) })).success).toBe(true);
    expect(schema.safeParse(values({ note: 'x'.repeat(501) })).success).toBe(false);
    // Spaces around the note do not count.
    expect(schema.safeParse(values({ note: ` ${'x'.repeat(500)} ` })).success).toBe(true);
  });
});

describe('toJobSkipInput', () => {
  it.each([
    [
      { kind: 'LOCKOUT', note: '', keepCharge: true },
      { kind: 'LOCKOUT', note: null, keepCharge: true },
    ],
    [
      { kind: 'LOCKOUT', note: ' Nobody home. ', keepCharge: false },
      { kind: 'LOCKOUT', note: 'Nobody home.', keepCharge: false },
    ],
    // Only a lockout may keep its charge: a choice left from Lockout is not sent with another kind.
    [
      { kind: 'HOLIDAY', note: '', keepCharge: true },
      { kind: 'HOLIDAY', note: null, keepCharge: false },
    ],
    [
      { kind: 'OTHER', note: '   ', keepCharge: false },
      { kind: 'OTHER', note: null, keepCharge: false },
    ],
  ] as const)('%j → %j', (input, body) => {
    expect(toJobSkipInput(input)).toEqual(body);
  });
});
