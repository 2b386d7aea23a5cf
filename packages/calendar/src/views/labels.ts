import type { CalendarLabels, CalendarLabelsProp } from './types.ts';

/** The English texts of the spec; every one can be replaced through the `labels` prop. */
export const DEFAULT_CALENDAR_LABELS: CalendarLabels = {
  agenda: 'Agenda',
  month: 'Month',
  week: 'Week',
  view: 'View',
  today: 'Today',
  previous: 'Previous',
  next: 'Next',
  loading: 'Loading jobs',
  noEvents: 'No events found',
  noEventsDescription: 'There are no jobs scheduled for this time period.',
  moreJobs: '+{count} more',
  moreJobsTitle: 'More jobs for this day ({count})',
  jobsWithoutTime: 'Jobs without defined time',
  noTime: 'No start and end time provided.',
  noJobData: 'No job data',
  jobCountOne: '1 job',
  jobCountOther: '{count} jobs',
  noJobs: 'No jobs',
  past: 'Past',
  skipped: 'Skipped',
  recurring: 'Recurring visit',
  doubleBooked: 'Double-booked',
  noDoubleBookedJobs: 'No double-booked jobs in this period.',
  moveHint: 'Alt+arrow keys move this job',
  moveAnnouncement: 'Moving {job} to {target}. Enter to save, Escape to cancel.',
  moveCancelled: 'Move cancelled.',
  shortcuts: 'Keyboard shortcuts',
  shortcutViews: 'Agenda, Month or Week view',
  shortcutDays: 'Move between days',
  shortcutPeriods: 'Previous or next period',
  shortcutOpenJob: 'Open the focused job',
  shortcutMoveJob: 'Move the focused job',
  shortcutSaveMove: 'Save or cancel the move',
  keyAlt: 'Alt',
  keyEnter: 'Enter',
  keyEscape: 'Esc',
  keyPageUp: 'Page Up',
  keyPageDown: 'Page Down',
  status: {
    SCHEDULED: 'Scheduled',
    IN_PROGRESS: 'In progress',
    COMPLETED: 'Completed',
    CANCELLED: 'Cancelled',
  },
};

/** The defaults with the given labels on top. */
export function resolveLabels(labels: CalendarLabelsProp | undefined): CalendarLabels {
  if (labels === undefined) return DEFAULT_CALENDAR_LABELS;
  return {
    ...DEFAULT_CALENDAR_LABELS,
    ...labels,
    status: { ...DEFAULT_CALENDAR_LABELS.status, ...labels.status },
  };
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A label with its `{count}` filled in, the number written for the locale. One formatter per
 * locale: `toLocaleString` builds a new one at every call, and a week draws a count per day.
 */
export function withCount(template: string, count: number, locale: string): string {
  let format = numberFormats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return template.replaceAll('{count}', format.format(count));
}

/** A label with its `{name}` placeholders filled in. */
export function fillLabel(template: string, values: Readonly<Record<string, string>>): string {
  return template.replaceAll(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** `No jobs`, `1 job`, `12 jobs`, in the locale's plural rules. */
export function jobCount(labels: CalendarLabels, count: number, locale: string): string {
  if (count === 0) return labels.noJobs;
  let rules = pluralRules.get(locale);
  if (rules === undefined) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const template = rules.select(count) === 'one' ? labels.jobCountOne : labels.jobCountOther;
  return withCount(template, count, locale);
}
