import type { CalendarJobInput, JobStatus } from '../engine/index.ts';

/**
 * What the views read of a job: the engine's fields plus the nested client, address and team of
 * the API's `Job`, which fits as it is. Every other field travels through to `onSelectJob`.
 * Nested objects may be missing (a job being created, a deleted client): the cards then show
 * what they have.
 */
export interface CalendarJob extends CalendarJobInput {
  readonly client?: { readonly firstName: string; readonly lastName: string } | null;
  readonly address?: {
    readonly street: string;
    readonly city: string;
    readonly state: string;
    readonly zipCode: string;
    /** The kind of place (House, Office…): the agenda names it before the address. */
    readonly addressType?: { readonly name: string } | null;
  } | null;
  readonly team?: { readonly id: string; readonly name: string; readonly color: string } | null;
  /** The series the job is a visit of: the cards mark it as recurring. */
  readonly seriesId?: string | null;
  /** Set when a cancelled job was skipped: the cards say `Skipped` instead of `Cancelled`. */
  readonly skip?: { readonly kind: string } | null;
}

/**
 * Every text the calendar shows or announces. `{count}`, `{job}` and `{target}` are replaced by a
 * number, a client's name and a day with its times. The defaults are English; the app passes its
 * translations.
 */
export interface CalendarLabels {
  readonly agenda: string;
  readonly month: string;
  readonly week: string;
  /** Accessible name of the view selector. */
  readonly view: string;
  readonly today: string;
  readonly previous: string;
  readonly next: string;
  /** Announced while `isLoading`. */
  readonly loading: string;
  readonly noEvents: string;
  readonly noEventsDescription: string;
  /** The month cell's and the band's button: `+{count} more`. */
  readonly moreJobs: string;
  /** Title of the popover that lists the hidden jobs of a day. */
  readonly moreJobsTitle: string;
  readonly jobsWithoutTime: string;
  readonly noTime: string;
  readonly noJobData: string;
  /** Announced on a day with one job, and with `{count}` jobs (chosen with `Intl.PluralRules`). */
  readonly jobCountOne: string;
  readonly jobCountOther: string;
  readonly noJobs: string;
  /** Announced after a job whose end has passed. */
  readonly past: string;
  /** The status of a cancelled job that was skipped (it has `skip`), shown and announced. */
  readonly skipped: string;
  /** Announced on a visit of a series (`seriesId`), whose card may show a recurring icon. */
  readonly recurring: string;
  /** Announced on a job that overlaps another of its team, marked with a warning icon. */
  readonly doubleBooked: string;
  /** Shown in place of the jobs when only double-booked jobs are shown and the period has none. */
  readonly noDoubleBookedJobs: string;
  /** Description of a job that can be moved with the keyboard. */
  readonly moveHint: string;
  /** Announced as a move's target changes: `Moving {job} to {target}. …`. */
  readonly moveAnnouncement: string;
  readonly moveCancelled: string;
  /** The toolbar's button and the title of the popover listing the keyboard shortcuts. */
  readonly shortcuts: string;
  /** The lines of the shortcuts popover: what each key does. */
  readonly shortcutViews: string;
  readonly shortcutDays: string;
  readonly shortcutPeriods: string;
  readonly shortcutOpenJob: string;
  readonly shortcutMoveJob: string;
  readonly shortcutSaveMove: string;
  /** Key names as the keyboard prints them (Spanish keyboards say `Intro`, `Re Pág`). */
  readonly keyAlt: string;
  readonly keyEnter: string;
  readonly keyEscape: string;
  readonly keyPageUp: string;
  readonly keyPageDown: string;
  readonly status: Readonly<Record<JobStatus, string>>;
}

/** The labels as a prop: any subset, merged over the English defaults. */
export type CalendarLabelsProp = Partial<Omit<CalendarLabels, 'status'>> & {
  readonly status?: Partial<Record<JobStatus, string>>;
};
