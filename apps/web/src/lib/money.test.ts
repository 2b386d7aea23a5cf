import { expect, it } from 'vitest';
import { formatCents, formatUsd, toCents } from './money.ts';

it.each([
  ['145.00', 14500],
  ['0.10', 10],
  ['12.5', 1250],
  ['7', 700],
  ['99999999.99', 9_999_999_999],
  [' 20.05 ', 2005],
  [null, 0],
  ['', 0],
  ['abc', 0],
  ['1.234', 0],
] as const)('toCents(%j) is %i', (amount, cents) => {
  expect(toCents(amount)).toBe(cents);
});

it('adds exactly where floating-point dollars would drift', () => {
  const amounts = ['0.10', '0.20', '0.30'];
  expect(amounts.reduce((sum, amount) => sum + toCents(amount), 0)).toBe(60);
  expect(0.1 + 0.2 + 0.3).not.toBe(0.6);
});

it.each([
  [123456, 'en', '$1,234.56'],
  [0, 'en', '$0.00'],
  [123456, 'pt-BR', 'US$ 1.234,56'],
])('formatCents(%i, %s) is %s', (cents, locale, text) => {
  expect(formatCents(cents, locale).replace(/\s/g, ' ')).toBe(text);
});

it.each([
  ['145.00', 'en', '$145.00'],
  ['1234.5', 'es', '1234,50 US$'],
  ['1234.5', 'pt-BR', 'US$ 1.234,50'],
])('formatUsd(%s, %s) is %s', (amount, locale, text) => {
  expect(formatUsd(amount, locale).replace(/\s/g, ' ')).toBe(text);
});
