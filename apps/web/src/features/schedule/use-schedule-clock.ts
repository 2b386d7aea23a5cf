import { useEffect, useMemo, useState } from 'react';
import { Temporal } from '@spotless/calendar/temporal';
import { useOrganization } from '../../api/organization.ts';
import { clock } from '../../lib/clock.ts';

/** How often "now" moves: the calendar's now-line, today and past jobs follow it. */
const TICK_MS = 60_000;

export interface ScheduleClock {
  /** The organisation's IANA zone: days and times are read in it. */
  timeZone: string;
  now: Temporal.Instant;
  /** Today in that zone. */
  today: Temporal.PlainDate;
}

/**
 * The organisation's zone and the app clock's "now" (moving every minute). `null` until the zone is
 * known; if the organisation cannot be loaded, the browser's zone stands in so the schedule works.
 */
export function useScheduleClock(): ScheduleClock | null {
  const organization = useOrganization();
  const timeZone =
    organization.data?.timeZone ??
    (organization.isError ? Intl.DateTimeFormat().resolvedOptions().timeZone : null);

  const [nowMs, setNowMs] = useState(() => clock.now());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(clock.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  return useMemo(() => {
    if (timeZone == null) return null;
    const now = Temporal.Instant.fromEpochMilliseconds(nowMs);
    return { timeZone, now, today: now.toZonedDateTimeISO(timeZone).toPlainDate() };
  }, [timeZone, nowMs]);
}
