import { Temporal } from 'temporal-polyfill';
import { instantOf, sameWallClock, toZonedIso } from '../db/dates.ts';
import type { Db } from '../db/db.ts';
import { invalidField } from './errors.ts';

const fourDigitYear = /^\d{4}-/;

interface Rezoned {
  id: string;
  scheduledStartTime: string;
  scheduledEndTime: string;
}

/**
 * What a change of the organisation's time zone means for its jobs: a job keeps its date and the
 * times its staff and clients were told (09:00 to 11:00 stays 09:00 to 11:00), now in the new zone,
 * so the start still falls on the job's date and later saves of the job pass its rules. A time the
 * new zone skips (a daylight-saving gap) moves forward by the gap; if that puts the end at or
 * before the start, the end keeps the job's length from the new start.
 *
 * Runs inside the caller's write lock. Every new time is worked out before the first job is
 * written, so a time that cannot be written (past year 9999 in the new zone, from data older than
 * the job-date window) refuses the change before anything was written.
 */
export async function keepWallClockTimes(
  db: Db,
  organizationId: string,
  fromZone: string,
  toZone: string,
  updatedAt: string,
): Promise<number> {
  const changes: Rezoned[] = [];
  for (const job of db.jobs.list('organizationId', organizationId)) {
    const { scheduledStartTime: start, scheduledEndTime: end } = job;
    if (start === null || end === null) continue;
    const newStart = sameWallClock(start, fromZone, toZone);
    let newEnd = sameWallClock(end, fromZone, toZone);
    if (Temporal.ZonedDateTime.compare(newEnd, newStart) <= 0) {
      newEnd = newStart.add(instantOf(start).until(instantOf(end)));
    }
    const startText = toZonedIso(newStart.toInstant(), toZone);
    const endText = toZonedIso(newEnd.toInstant(), toZone);
    if (!fourDigitYear.test(startText) || !fourDigitYear.test(endText)) {
      throw invalidField('timeZone', `The job of ${job.date} cannot be moved to this time zone`);
    }
    if (startText !== start || endText !== end) {
      changes.push({ id: job.id, scheduledStartTime: startText, scheduledEndTime: endText });
    }
  }
  const byId = new Map(changes.map((change) => [change.id, change]));
  await db.jobs.updateMany([...byId.keys()], (draft) => {
    const change = byId.get(draft.id)!;
    draft.scheduledStartTime = change.scheduledStartTime;
    draft.scheduledEndTime = change.scheduledEndTime;
    draft.updatedAt = updatedAt;
  });
  return changes.length;
}
