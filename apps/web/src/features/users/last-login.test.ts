import { expect, it } from 'vitest';
import { formatLastLogin } from './last-login.ts';

const now = Date.parse('2026-11-18T15:30:00Z'); // 10:30 in New York
const zone = 'America/New_York';

it.each([
  ['2026-11-18T15:29:40Z', 'en', 'now'],
  ['2026-11-18T15:25:00Z', 'en', '5 minutes ago'],
  ['2026-11-18T12:10:00Z', 'en', '3 hours ago'],
  ['2026-11-17T14:00:00Z', 'en', 'yesterday'],
  ['2026-11-14T14:00:00Z', 'en', '4 days ago'],
  ['2026-11-14T14:00:00Z', 'es', 'hace 4 días'],
  ['2026-11-17T14:00:00Z', 'pt-BR', 'ontem'],
  ['2026-11-01T13:05:00Z', 'en', 'Nov 1, 2026'],
])('%s in %s reads %s', (iso, locale, label) => {
  expect(formatLastLogin(iso, now, locale, zone)?.label.replace(/\s/g, ' ')).toBe(label);
});

it('gives the exact moment alongside, in the organisation zone', () => {
  expect(formatLastLogin('2026-11-18T15:25:00Z', now, 'en', zone)?.full.replace(/\s/g, ' ')).toBe(
    'Nov 18, 2026, 10:25 AM',
  );
});

it('says nothing for a user who never signed in, or an unreadable time', () => {
  expect(formatLastLogin(null, now, 'en', zone)).toBeNull();
  expect(formatLastLogin('soon', now, 'en', zone)).toBeNull();
});
