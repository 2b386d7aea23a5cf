const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface LastLogin {
  /** What the list shows: "5 minutes ago", "yesterday", or the date beyond a week. */
  label: string;
  /** The exact moment, for a tooltip or a screen reader: "Nov 18, 2026, 9:42 AM". */
  full: string;
}

/**
 * A last sign-in as people say it: relative while it is recent (up to a week), then the date
 * (the exact time goes in `full`), in the locale's words and the organisation's time zone. `null` for "never signed in".
 */
export function formatLastLogin(
  iso: string | null,
  nowMs: number,
  locale: string,
  timeZone?: string,
): LastLogin | null {
  if (iso == null) return null;
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  const full = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(at);
  const ago = nowMs - at;
  if (ago < -MINUTE || ago >= 7 * DAY) {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(at);
    return { label: date, full };
  }
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const label =
    ago < MINUTE
      ? relative.format(0, 'second')
      : ago < HOUR
        ? relative.format(-Math.floor(ago / MINUTE), 'minute')
        : ago < DAY
          ? relative.format(-Math.floor(ago / HOUR), 'hour')
          : relative.format(-Math.floor(ago / DAY), 'day');
  return { label, full };
}
