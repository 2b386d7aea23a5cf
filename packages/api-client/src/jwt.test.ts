import { describe, expect, it } from 'vitest';
import { expiresWithin, readTokenExpiry, readTokenRole } from './jwt.ts';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
const token = (payload: unknown) =>
  `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.sig`;

describe('readTokenExpiry', () => {
  it.each([
    ['a numeric exp, in milliseconds', token({ exp: 1_790_000_000 }), 1_790_000_000_000],
    [
      'base64url characters (- and _) and no padding',
      token({ exp: 1_790_000_000, n: '~~~>>>???' }),
      1_790_000_000_000,
    ],
    ['UTF-8 claims', token({ exp: 1_790_000_000, name: 'Conceição' }), 1_790_000_000_000],
    ['no exp', token({ sub: 'user' }), null],
    ['a string exp', token({ exp: '1790000000' }), null],
    ['a payload that is not JSON', 'aGVhZGVy.bm90IGpzb24.sig', null],
    ['a token without payload', 'opaque-token', null],
  ])('reads %s', (_case, input, expected) => {
    expect(readTokenExpiry(input)).toBe(expected);
  });
});

describe('expiresWithin', () => {
  const now = 1_790_000_000_000;
  const exp = (secondsFromNow: number) => token({ exp: now / 1000 + secondsFromNow });

  it.each([
    ['4 minutes left', exp(4 * 60), true],
    ['already expired', exp(-10), true],
    ['exactly 5 minutes left', exp(5 * 60), false],
    ['an hour left', exp(3600), false],
    ['an unreadable token', 'opaque-token', false],
  ])('with %s: %s', (_case, input, expected) => {
    expect(expiresWithin(input, 5 * 60 * 1000, now)).toBe(expected);
  });
});

describe('readTokenRole', () => {
  it.each([
    ['a role', token({ role: 'CLEANER', exp: 1 }), 'CLEANER'],
    ['no role', token({ sub: 'user' }), null],
    ['an empty role', token({ role: '' }), null],
    ['a role that is not a string', token({ role: ['OWNER'] }), null],
    ['a payload that is not an object', token('OWNER'), null],
    ['a token without payload', 'opaque-token', null],
  ])('reads %s', (_case, input, expected) => {
    expect(readTokenRole(input)).toBe(expected);
  });
});
