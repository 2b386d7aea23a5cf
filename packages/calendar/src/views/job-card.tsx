import { AlertCircleIcon, Badge, type BadgeVariant, createIcon, useLocale } from '@spotless/ui';
import { type CSSProperties, memo } from 'react';

import type { CalendarEntry, JobStatus } from '../engine/index.ts';
import type { StyleWithVars } from './css-vars.ts';
import styles from './job-card.module.css';
import {
  addressLine,
  addressTypeName,
  clientName,
  isRecurring,
  jobLabel,
  type JobPart,
  startTimeText,
  statusText,
  timeRangeText,
} from './job-text.ts';
import { resolveLabels } from './labels.ts';
import type { CalendarJob, CalendarLabels, CalendarLabelsProp } from './types.ts';

/**
 * `month`: start time and client, one line. `week`: client, time range, address (as many lines as
 * the block's height allows). `week-no-time`: client, team tag, address. `agenda`: time range (or
 * the no-time text), client, team, address and status.
 */
export type JobCardVariant = 'month' | 'week' | 'week-no-time' | 'agenda';

/** How much a week block has room for: one line, two, or all three. */
export type JobCardDensity = 'compact' | 'medium' | 'full';

/**
 * What a week block is wide enough to show: no text, the client alone, or every line its height
 * allows. Without it the block finds out by itself (container queries), at a cost.
 */
export type JobCardFit = 'none' | 'name' | 'full';

/** Two arrows in a loop: a visit of a recurring series (Lucide's `repeat`). */
const RecurringIcon = createIcon(
  'RecurringIcon',
  <path d="m17 2 4 4-4 4M3 11v-1a4 4 0 0 1 4-4h14M7 22l-4-4 4-4M21 13v1a4 4 0 0 1-4 4H3" />,
);

const badgeOfStatus: Record<JobStatus, BadgeVariant> = {
  SCHEDULED: 'scheduled',
  IN_PROGRESS: 'in-progress',
  COMPLETED: 'completed',
  CANCELLED: 'cancelled',
};

export interface JobCardProps<T extends CalendarJob> {
  /** The job as the engine lays it out (`CalendarEntry`); without one the card says so. */
  entry: CalendarEntry<T> | null | undefined;
  /** Which of the spec's cards to draw. */
  variant: JobCardVariant;
  /**
   * Lines a `week` block shows, from its height.
   * @default 'full'
   */
  density?: JobCardDensity;
  /**
   * Text a `week` block is wide enough for, when its width is known.
   * @default what fits, found by the block itself
   */
  fit?: JobCardFit;
  /** Called with the job on click, Enter or Space. */
  onSelect?: (job: T) => void;
  /**
   * Locale of the times, `en`, `es` or `pt-BR`.
   * @default the locale of the surrounding I18nProvider
   */
  locale?: string;
  /** Texts (`No job data`, status names…) over the English defaults. */
  labels?: CalendarLabelsProp;
  /**
   * Whether the job runs past the grid's end (a week block cut at midnight): its bottom edge is
   * drawn open.
   * @default false
   */
  isClipped?: boolean;
  /** Roving focus in the month and week grids sets -1 on the cards of inactive days. */
  tabIndex?: number;
  /**
   * The id of the element describing how to move the job (`moveHint`): set on a job that can be
   * moved, which also makes the card draggable.
   */
  moveHintId?: string;
  /**
   * How the job is being moved, if it is: the card stays in place, dimmed, while the view shows
   * its target.
   */
  moving?: 'keyboard' | 'pointer' | undefined;
  /** Position of a week block. */
  style?: CSSProperties;
  className?: string;
}

interface JobCardBaseProps<T extends CalendarJob> extends Omit<
  JobCardProps<T>,
  'locale' | 'labels'
> {
  locale: string;
  labels: CalendarLabels;
}

/** The card with its locale and labels resolved: what the views render, hundreds at a time. */
function JobCardBaseInner<T extends CalendarJob>({
  entry,
  variant,
  density = 'full',
  fit,
  onSelect,
  locale,
  labels,
  isClipped = false,
  tabIndex,
  moveHintId,
  moving,
  style,
  className,
}: JobCardBaseProps<T>) {
  const rootClass = className === undefined ? styles.card : `${styles.card} ${className}`;
  if (entry == null) {
    return (
      <div className={rootClass} data-variant={variant} data-empty="" style={style}>
        <span className={styles.empty}>{labels.noJobData}</span>
      </div>
    );
  }
  const { job } = entry;
  const name = clientName(job);
  const address = addressLine(job);
  const addressType = addressTypeName(job);
  const team = job.team;
  const teamStyle: StyleWithVars | undefined =
    team == null ? undefined : { '--team-color': team.color };
  const cardStyle = teamStyle === undefined ? style : { ...style, ...teamStyle };

  // The accessible name says it in words (`Double-booked`); the icon is the visible marker.
  const conflict = entry.isDoubleBooked ? <AlertCircleIcon className={styles.conflict} /> : null;

  const teamTag =
    team == null ? null : (
      <span className={styles.team}>
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.truncate}>{team.name}</span>
      </span>
    );

  // Spaces between the parts: flex and grid layouts drop them, but they keep words apart in
  // the visible text that assistive technology and checkers compare with the accessible name.
  let content;
  let shown: JobPart[];
  switch (variant) {
    case 'month':
      // The start comes first on screen (CSS order) and after the client in reading order.
      shown = entry.hasTime ? ['client', 'startTime'] : ['client'];
      content = (
        <>
          {conflict}
          <span className={styles.name}>{name}</span>{' '}
          {entry.hasTime ? (
            <span className={styles.time}>{startTimeText(entry, locale)}</span>
          ) : null}
        </>
      );
      break;
    case 'week': {
      const showsAddress = density === 'full' && address !== '';
      // The accessible name is the same whatever the width: a narrow block hides text, not facts.
      shown = showsAddress ? ['client', 'time', 'address'] : ['client', 'time'];
      content =
        fit === 'none' ? (
          conflict
        ) : fit === 'name' ? (
          <>
            <span className={styles.name}>{name}</span>
            {conflict}
          </>
        ) : (
          <>
            <span className={styles.name}>{name}</span>{' '}
            <span className={styles.time}>{timeRangeText(entry, locale, labels)}</span>{' '}
            {showsAddress ? <span className={styles.address}>{address}</span> : null}
            {conflict}
          </>
        );
      break;
    }
    case 'week-no-time':
      shown = ['client', 'team', 'address'];
      content = (
        <>
          <span className={styles.name}>{name}</span> {teamTag}{' '}
          {address !== '' ? <span className={styles.address}>{address}</span> : null}
        </>
      );
      break;
    case 'agenda':
      shown = ['client', 'time', 'team', 'addressType', 'address', 'status'];
      content = (
        <>
          <span className={styles.name}>{name}</span>{' '}
          <span className={styles.time} data-no-time={entry.hasTime ? undefined : ''}>
            {timeRangeText(entry, locale, labels)}
          </span>{' '}
          <span className={styles.details}>
            {conflict}
            {/* The accessible name says it in words (`Recurring visit`). */}
            {isRecurring(job) ? <RecurringIcon className={styles.recurring} /> : null}
            {teamTag}{' '}
            {address !== '' ? (
              <span className={styles.address}>
                {/* The kind of place leads the line: what the team should expect there. */}
                {addressType !== '' ? `${addressType} · ` : null}
                {address}
              </span>
            ) : null}
          </span>{' '}
          <Badge className={styles.status} variant={badgeOfStatus[job.status]}>
            {statusText(job, labels)}
          </Badge>
        </>
      );
      break;
  }

  return (
    <button
      type="button"
      className={rootClass}
      data-variant={variant}
      data-density={variant === 'week' ? density : undefined}
      data-fit={variant === 'week' ? fit : undefined}
      data-past={entry.isPast ? '' : undefined}
      data-status={job.status}
      data-clipped={isClipped ? '' : undefined}
      data-double-booked={entry.isDoubleBooked ? '' : undefined}
      data-movable={moveHintId === undefined ? undefined : ''}
      data-moving={moving}
      data-job-id={entry.key}
      aria-label={jobLabel(entry, locale, labels, shown)}
      aria-describedby={moveHintId}
      tabIndex={tabIndex}
      style={cardStyle}
      onClick={onSelect === undefined ? undefined : () => onSelect(job)}
    >
      {content}
    </button>
  );
}

// memo drops the type parameter; the cast gives it back.
export const JobCardBase = memo(JobCardBaseInner) as typeof JobCardBaseInner;

/**
 * A job on the calendar, in the team's colour: a tinted surface with a solid bar, so that its text
 * keeps AA contrast whatever the colour, in light and dark. Cancelled jobs (skipped ones too) are
 * struck through; past jobs are struck through and faded. The agenda's row marks a visit of a
 * series with a recurring icon, and every card a double-booked job with a warning icon. A button: click, Enter or Space selects the job; its accessible
 * name says client, time, team, status (`Cancelled`, `Skipped`), address and `Recurring visit`.
 */
export function JobCard<T extends CalendarJob>({ locale, labels, ...props }: JobCardProps<T>) {
  const { locale: contextLocale } = useLocale();
  return <JobCardBase {...props} locale={locale ?? contextLocale} labels={resolveLabels(labels)} />;
}
