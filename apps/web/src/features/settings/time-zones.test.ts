import { expect, it } from 'vitest';
import { describeTimeZone, timeZoneOptions, US_TIME_ZONES } from './time-zones.ts';

const november = Date.parse('2026-11-18T15:30:00Z');
const july = Date.parse('2026-07-01T15:30:00Z');

it('offers the US zones first, then every other zone once', () => {
  const { us, other } = timeZoneOptions('en', november);
  expect(us.map((zone) => zone.id)).toEqual([...US_TIME_ZONES]);
  expect(other.some((zone) => zone.id === 'Europe/Lisbon')).toBe(true);
  expect(other.some((zone) => zone.id === 'America/New_York')).toBe(false);
  expect(new Set(other.map((zone) => zone.id)).size).toBe(other.length);
});

it('names a zone by city, generic name and offset, which follows daylight saving', () => {
  expect(describeTimeZone('America/New_York', 'en', november)).toMatchObject({
    city: 'New York',
    name: 'Eastern Time',
    offset: 'GMT-5',
  });
  expect(describeTimeZone('America/New_York', 'en', july).offset).toBe('GMT-4');
  expect(describeTimeZone('America/Los_Angeles', 'es', november).city).toBe('Los Angeles');
});

it('keeps a stored zone the list does not know', () => {
  const { other } = timeZoneOptions('en', november, 'US/Eastern');
  expect(other.some((zone) => zone.id === 'US/Eastern')).toBe(true);
});

it('finds a zone by what one would type', () => {
  const [newYork] = timeZoneOptions('en', november).us;
  expect(newYork?.textValue).toContain('America/New_York');
  expect(newYork?.textValue).toContain('Eastern');
});

it('describes the zones of the moment asked for, in its locale', () => {
  const newYork = (locale: string, at: number) =>
    timeZoneOptions(locale, at).us.find((zone) => zone.id === 'America/New_York');
  expect(newYork('en', november)?.offset).toBe('GMT-5');
  expect(newYork('en', july)?.offset).toBe('GMT-4');
  // The last quarter hour before daylight saving ends (06:00 UTC, 2 a.m. in New York), and the next.
  expect(newYork('en', Date.parse('2026-11-01T05:59:00Z'))?.offset).toBe('GMT-4');
  expect(newYork('en', Date.parse('2026-11-01T06:00:00Z'))?.offset).toBe('GMT-5');
  expect(newYork('es', july)?.name).not.toBe(newYork('en', july)?.name);
});
