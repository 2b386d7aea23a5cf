// The iCalendar text of a calendar feed (RFC 5545), written by ical-generator with the zone's
// VTIMEZONE from timezones-ical-library. Every date and time goes in as a Temporal value: given a
// `Date` and a zone, ical-generator writes the server's clock time instead of the zone's.
import ical, { ICalEventStatus } from 'ical-generator';
import { Temporal } from 'temporal-polyfill';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { Db } from '../db/db.ts';
import { dateIn, instantOf } from '../db/dates.ts';
import type { AddressRecord, JobRecord, OrganizationRecord } from '../db/schema.ts';

/** Visits from this many days before today to this many after, on the organisation's calendar. */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 180;

/** How often calendar apps are asked to fetch the feed again (they may wait longer). */
const REFRESH_SECONDS = 3600;

/** The zone's VTIMEZONE, or null when the library does not know the zone (then times stay UTC). */
function vtimezoneOf(timeZone: string): string | null {
  // It answers `[block, "TZID=…"]`, or an empty string for an unknown zone.
  const block = tzlib_get_ical_block(timeZone);
  return Array.isArray(block) && block[0] ? block[0] : null;
}

const locationOf = (address: AddressRecord): string =>
  [address.street, address.complement, address.city, `${address.state} ${address.zipCode}`.trim()]
    .filter((part) => part)
    .join(', ');

interface FeedOptions {
  db: Db;
  organization: OrganizationRecord;
  /** The teams whose visits the feed carries. */
  teamIds: readonly string[];
  /** The server's clock, in epoch milliseconds. */
  now: number;
  name: string;
}

/** The jobs of the teams within the feed's window around the organisation's today. */
export function feedJobs(
  db: Db,
  teamIds: readonly string[],
  timeZone: string,
  now: number,
): JobRecord[] {
  const today = dateIn(now, timeZone);
  const first = today.subtract({ days: FEED_DAYS_BACK }).toString();
  const last = today.add({ days: FEED_DAYS_AHEAD }).toString();
  // Job dates are four-digit `YYYY-MM-DD`, so they order as text.
  return teamIds
    .flatMap((teamId) => db.jobs.list('teamId', teamId))
    .filter((job) => job.date >= first && job.date <= last)
    .sort((a, b) => (a.date === b.date ? a.order - b.order : a.date < b.date ? -1 : 1));
}

/**
 * The feed. Only what a calendar entry needs leaves the server: the client's name, the job type
 * and the address; never entry codes, phone numbers, notes or charges, which a calendar app would
 * copy to every device the user syncs.
 */
export function calendarFeedIcs({ db, organization, teamIds, now, name }: FeedOptions): string {
  const timeZone = organization.timeZone;
  const zoned = vtimezoneOf(timeZone) !== null;
  const calendar = ical({
    name,
    prodId: { company: 'Spotless', product: 'Calendar feed', language: 'EN' },
    ttl: REFRESH_SECONDS,
    // No calendar-wide zone name: ical-generator would then write DTSTAMP and LAST-MODIFIED on
    // the zone's clock, which RFC 5545 requires in UTC. The events name the zone themselves, and
    // the generator adds the VTIMEZONE of every zone they name.
    timezone: { name: null, generator: vtimezoneOf },
    x: zoned ? [['X-WR-TIMEZONE', timeZone]] : [],
  });

  for (const job of feedJobs(db, teamIds, timeZone, now)) {
    const client = db.clients.get(job.clientId);
    const address = db.addresses.get(job.addressId);
    const jobType = job.jobTypeId ? db.jobTypes.get(job.jobTypeId) : undefined;
    const clientName = client ? `${client.firstName} ${client.lastName}` : 'Visit';
    const created = instantOf(job.createdAt);
    const updated = instantOf(job.updatedAt);
    const timing = job.scheduledStartTime
      ? {
          start: instantOf(job.scheduledStartTime).toZonedDateTimeISO(timeZone),
          end: job.scheduledEndTime
            ? instantOf(job.scheduledEndTime).toZonedDateTimeISO(timeZone)
            : null,
          // DTSTART and DTEND on the zone's wall clock with its TZID (UTC for a zone the
          // VTIMEZONE library does not know).
          timezone: zoned ? timeZone : null,
        }
      : {
          // A visit without a time: an all-day event, whose DTEND is the next day (exclusive).
          start: Temporal.PlainDate.from(job.date),
          end: Temporal.PlainDate.from(job.date).add({ days: 1 }),
          allDay: true,
        };
    calendar.createEvent({
      ...timing,
      id: `${job.id}@spotless`,
      summary: jobType ? `${clientName} · ${jobType.name}` : clientName,
      location: address ? locationOf(address) : null,
      status: job.status === 'CANCELLED' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      // Whole seconds between creation and the last change: it grows with every change, which
      // is what calendar apps compare.
      sequence: Math.max(0, Math.floor(created.until(updated).total('seconds'))),
      stamp: updated,
      lastModified: updated,
      created,
    });
  }
  return calendar.toString();
}
