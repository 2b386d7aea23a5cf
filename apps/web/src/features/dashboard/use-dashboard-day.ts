import { useTranslation } from 'react-i18next';
import { useOrganization } from '../../api/organization.ts';
import { clock } from '../../lib/clock.ts';
import {
  dashboardRange,
  todayInZone,
  weekStartFor,
  type DashboardRange,
} from './dashboard-figures.ts';

export interface DashboardDay {
  locale: string;
  /** The organisation's time zone: "today" and every time of day are read in it. */
  timeZone: string;
  /** The app clock's "now" (epoch milliseconds). */
  nowMs: number;
  range: DashboardRange;
  organizationName: string | null;
}

/**
 * Today and the ranges the dashboard shows, in the organisation's time zone. `null` while the
 * organisation (its zone) is not known yet; if it cannot be loaded, the browser's zone stands in.
 */
export function useDashboardDay(): DashboardDay | null {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const organization = useOrganization();
  const known = organization.data;
  const timeZone =
    known?.timeZone ??
    (organization.isError ? Intl.DateTimeFormat().resolvedOptions().timeZone : null);
  if (timeZone == null) return null;
  const nowMs = clock.now();
  return {
    locale,
    timeZone,
    nowMs,
    range: dashboardRange(todayInZone(nowMs, timeZone), weekStartFor(locale)),
    organizationName: known?.name ?? null,
  };
}
