import { formatTime } from '@spotless/calendar/engine';
import { Button, CloseIcon } from '@spotless/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { JobStatusBadge } from '../../components/job-status-badge.tsx';
import type { Job } from '../../api/jobs.ts';
import { useEnumLabels } from '../../lib/enums.ts';
import { statusStepFor, type StatusStep } from '../../lib/job-status.ts';
import { clientName, fullAddress, jobTimeRange } from '../../lib/job-text.ts';
import type { Press, RefusedPress } from './press-queue.ts';
import styles from './today-page.module.css';

/**
 * The address as a Google Maps search link: on a phone it opens the Maps app (Android, and iOS
 * with Google Maps; Safari otherwise shows the map), on a computer the web map.
 */
export const mapsHref = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** A phone number as a `tel:` link dials it: digits and a leading `+` only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export interface VisitCardProps {
  /** The job as shown: its waiting presses already applied. */
  job: Job;
  locale: string;
  timeZone: string;
  /** The presses of this job still to send. */
  pending: readonly Press[];
  /** Whether the queue could not reach the server (its presses are waiting, not sending). */
  waiting: boolean;
  refused: readonly RefusedPress[];
  /** Whether the user may start and complete visits (not BILLING). */
  canChangeStatus: boolean;
  /** Shows the team's name (the office sees every team's day). */
  showTeam: boolean;
  onStep: (job: Job, step: StatusStep) => void;
  onDismiss: (pressId: string) => void;
  /**
   * Where the "Show entry code" action goes, beside the entry method, for the visits whose
   * address has a code. The card itself never shows the code.
   */
  entryCodeAction?: ReactNode;
}

/** `HH:MM[:SS]` → `9:05 AM`. */
const timeOfDayText = (time: string, locale: string) => {
  const [hours = '0', minutes = '0'] = time.split(':');
  return formatTime(Number(hours) * 60 + Number(minutes), locale);
};

/** One visit of the day: when, who, where, how to get in, and its Start or Complete button. */
export function VisitCard({
  job,
  locale,
  timeZone,
  pending,
  waiting,
  refused,
  canChangeStatus,
  showTeam,
  onStep,
  onDismiss,
  entryCodeAction,
}: VisitCardProps) {
  const { t } = useTranslation();
  const { label } = useEnumLabels();
  const time = jobTimeRange(job, locale, timeZone);
  const address = fullAddress(job);
  const step = statusStepFor(job.status);
  const isCancelled = job.status === 'CANCELLED';
  const titleId = `visit-${job.id}`;
  const pressTime = (press: Press) =>
    new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(press.pressedAt);
  const actionName = (press: Press) =>
    press.step === 'start' ? t('today.start') : t('today.complete');

  return (
    <article className={styles.card} aria-labelledby={titleId} data-status={job.status}>
      <div className={styles.cardHead}>
        <span className={styles.time} data-muted={time == null || undefined}>
          {time ?? t('today.anyTime')}
        </span>
        <JobStatusBadge status={job.status} />
      </div>
      <h2 id={titleId} className={styles.client} data-cancelled={isCancelled || undefined}>
        {clientName(job)}
      </h2>
      {isCancelled ? (
        <p className={styles.cancelled}>
          {job.cancelReason
            ? t('today.cancelledBecause', { reason: job.cancelReason })
            : t('today.cancelled')}
        </p>
      ) : null}
      <a href={telHref(job.client.phone1)} className={styles.contact}>
        {t('today.call', { phone: job.client.phone1 })}
      </a>
      <a href={mapsHref(address)} className={styles.contact} target="_blank" rel="noreferrer">
        {address}
        <span className={styles.hint}>{t('today.openInMaps')}</span>
      </a>
      <dl className={styles.facts}>
        {job.address.addressType ? (
          <div>
            <dt>{t('today.addressType')}</dt>
            <dd>{job.address.addressType.name}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('today.entry')}</dt>
          <dd className={styles.entry}>
            {job.address.entryMethod
              ? label('entryMethod', job.address.entryMethod)
              : t('today.notGiven')}
            {entryCodeAction}
          </dd>
        </div>
        {job.jobType ? (
          <div>
            <dt>{t('today.jobType')}</dt>
            <dd>{job.jobType.name}</dd>
          </div>
        ) : null}
        {showTeam ? (
          <div>
            <dt>{t('today.team')}</dt>
            <dd>{job.team.name}</dd>
          </div>
        ) : null}
        {job.trackedStartTime ? (
          <div>
            <dt>{t('today.started')}</dt>
            <dd>{timeOfDayText(job.trackedStartTime, locale)}</dd>
          </div>
        ) : null}
        {job.trackedEndTime ? (
          <div>
            <dt>{t('today.finished')}</dt>
            <dd>{timeOfDayText(job.trackedEndTime, locale)}</dd>
          </div>
        ) : null}
        {job.otherInformation ? (
          <div className={styles.notes}>
            <dt>{t('today.notes')}</dt>
            <dd>{job.otherInformation}</dd>
          </div>
        ) : null}
      </dl>
      {pending.map((press) => (
        <p key={press.id} className={styles.waiting} role="status">
          {waiting
            ? t('today.waiting', { action: actionName(press), time: pressTime(press) })
            : t('today.sending', { action: actionName(press), time: pressTime(press) })}
        </p>
      ))}
      {refused.map((entry) => (
        <div key={entry.press.id} className={styles.refused} role="alert">
          <p>
            <strong>
              {t('today.notSaved', {
                action: actionName(entry.press),
                time: pressTime(entry.press),
              })}
            </strong>{' '}
            {entry.reason === 'status-changed' && entry.status
              ? t('today.statusChanged', { status: label('jobStatus', entry.status) })
              : entry.message}
          </p>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('today.dismiss')}
            onPress={() => onDismiss(entry.press.id)}
          >
            <CloseIcon />
          </Button>
        </div>
      ))}
      {canChangeStatus && step ? (
        <Button
          size="lg"
          variant={step === 'start' ? 'primary' : 'secondary'}
          className={styles.action}
          onPress={() => onStep(job, step)}
        >
          {step === 'start' ? t('today.start') : t('today.complete')}
        </Button>
      ) : null}
    </article>
  );
}
