/**
 * Money in whole cents. The API writes amounts as decimal strings (`"145.00"`); adding them as
 * floating-point dollars drifts (0.1 + 0.2), so they are read and summed as integers.
 */
const AMOUNT = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** `"145.00"` → 14500, `"12.5"` → 1250; anything unreadable (or null) counts as 0. */
export function toCents(amount: string | null | undefined): number {
  const match = amount == null ? null : AMOUNT.exec(amount.trim());
  if (!match) return 0;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** Cents as US dollars in the locale's words: 123456 → `$1,234.56` (en), `1234,56 US$` (es). */
export function formatCents(cents: number, locale: string): string {
  return usdFormat(locale).format(cents / 100);
}

// One formatter per locale: making one takes about a millisecond, longer than a page of amounts.
const usdFormats = new Map<string, Intl.NumberFormat>();
function usdFormat(locale: string): Intl.NumberFormat {
  let format = usdFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    usdFormats.set(locale, format);
  }
  return format;
}

/** An amount as the API writes it (`"145.00"`) in the locale's words: `$145.00`, `145,00 US$`. */
export const formatUsd = (amount: string, locale: string): string =>
  formatCents(toCents(amount), locale);
