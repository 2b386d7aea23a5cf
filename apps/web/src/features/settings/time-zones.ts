/** The zones most Spotless customers work in, offered first: the United States' own. */
export const US_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
] as const;

export interface TimeZoneOption {
  /** The IANA name, which the API stores (`America/New_York`). */
  id: string;
  /** The city, as people look for it: "New York". */
  city: string;
  /** The zone's name in the locale: "Eastern Time", "hora del este de Norteamérica". */
  name: string;
  /** The offset now: "GMT-5". */
  offset: string;
  /** Everything one may type to find it, for the search box. */
  textValue: string;
}

function zonePart(id: string, locale: string, style: 'longGeneric' | 'shortOffset', at: number) {
  try {
    return (
      new Intl.DateTimeFormat(locale, { timeZone: id, timeZoneName: style })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')?.value ?? ''
    );
  } catch {
    return '';
  }
}

export function describeTimeZone(id: string, locale: string, at: number): TimeZoneOption {
  const city = (id.split('/').at(-1) ?? id).replaceAll('_', ' ');
  const name = zonePart(id, locale, 'longGeneric', at);
  const offset = zonePart(id, 'en', 'shortOffset', at);
  return { id, city, name, offset, textValue: `${city} ${name} ${id} ${offset}` };
}

/** Offsets are whole quarter hours, so a zone's offset only changes at a quarter hour (UTC). */
const QUARTER_HOUR = 15 * 60 * 1000;

/** The descriptions of the current quarter hour, by locale and zone. */
const described = { quarter: Number.NaN, options: new Map<string, TimeZoneOption>() };

/**
 * `describeTimeZone`, kept until the next quarter hour: describing every zone the browser knows
 * builds some 840 date formatters, a third of a second of work on a laptop, which the settings
 * did again each time the form was drawn (after every save).
 */
function describedTimeZone(id: string, locale: string, at: number): TimeZoneOption {
  const quarter = Math.floor(at / QUARTER_HOUR);
  if (quarter !== described.quarter) {
    described.quarter = quarter;
    described.options.clear();
  }
  const key = `${locale} ${id}`;
  let option = described.options.get(key);
  if (!option) {
    option = describeTimeZone(id, locale, at);
    described.options.set(key, option);
  }
  return option;
}

/**
 * The zones to choose from: the US ones first, then every zone the browser knows, by name; the
 * current value is kept even when it is not one of them (an alias such as `US/Eastern`).
 */
export function timeZoneOptions(
  locale: string,
  at: number,
  current?: string | null,
): { us: TimeZoneOption[]; other: TimeZoneOption[] } {
  const us = new Set<string>(US_TIME_ZONES);
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const others = known.filter((id) => !us.has(id));
  if (current && !us.has(current) && !others.includes(current)) others.push(current);
  return {
    us: US_TIME_ZONES.map((id) => describedTimeZone(id, locale, at)),
    other: others.sort().map((id) => describedTimeZone(id, locale, at)),
  };
}
