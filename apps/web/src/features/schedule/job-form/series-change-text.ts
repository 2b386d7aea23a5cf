import { formatDate } from '@spotless/calendar/engine';
import type { TFunction } from 'i18next';
import { Temporal } from '@spotless/calendar/temporal';
import type { SeriesChangePreview } from './api/preview-series-change.ts';

type VisitField = SeriesChangePreview['keptOverrides'][number]['fields'][number];

/** The words a visit's own changes are listed with; its start and end are one `time`. */
const fieldWordKey: Record<VisitField, string> = {
  date: 'date',
  scheduledStartTime: 'time',
  scheduledEndTime: 'time',
  addressId: 'address',
  teamId: 'team',
  jobTypeId: 'jobType',
  chargeAmount: 'charge',
  chargeBy: 'chargeBy',
  otherInformation: 'notes',
};

/** How many visits with their own changes are named before "and N more". */
const NAMED_OVERRIDES = 5;

/** `Dec 15 (team, time)`, each visit that keeps its own changes; the rest counted. */
function keptOverridesText(
  kept: SeriesChangePreview['keptOverrides'],
  t: TFunction,
  locale: string,
): string {
  const fields = new Intl.ListFormat(locale, { style: 'short', type: 'unit' });
  const named = kept.slice(0, NAMED_OVERRIDES).map((visit) => {
    const words = new Set(
      visit.fields.map((field) => {
        const key: string = `jobForm.series.fields.${fieldWordKey[field]}`;
        return t(key);
      }),
    );
    return t('jobForm.series.overrideVisit', {
      date: formatDate(Temporal.PlainDate.from(visit.date), locale, {
        month: 'short',
        day: 'numeric',
      }),
      fields: fields.format([...words]),
    });
  });
  const more = kept.length - named.length;
  if (more > 0) {
    named.push(
      t('jobForm.series.moreVisits', {
        count: more,
        formatted: new Intl.NumberFormat(locale).format(more),
      }),
    );
  }
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(named);
}

/** The server's preview of a change as sentences: what changes, what stays, where it splits. */
export function changeLines(preview: SeriesChangePreview, t: TFunction, locale: string): string[] {
  const numbers = new Intl.NumberFormat(locale);
  const counted = (key: string, count: number) =>
    t(key, { count, formatted: numbers.format(count) });
  const longDate = (date: string) =>
    formatDate(Temporal.PlainDate.from(date), locale, {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });
  const lines: string[] = [];
  if (preview.action === 'UPDATE') {
    lines.push(
      preview.changed > 0
        ? counted('jobForm.series.changed', preview.changed)
        : t('jobForm.series.changedNone'),
    );
    if (preview.created > 0) lines.push(counted('jobForm.series.created', preview.created));
    if (preview.removed > 0) lines.push(counted('jobForm.series.removed', preview.removed));
  } else {
    lines.push(
      preview.removed > 0
        ? counted('jobForm.series.deleted', preview.removed)
        : t('jobForm.series.deletedNone'),
    );
    if (preview.changed > 0) lines.push(counted('jobForm.series.changed', preview.changed));
  }
  if (preview.keptOverrides.length > 0) {
    lines.push(
      t('jobForm.series.keptOverrides', {
        count: preview.keptOverrides.length,
        formatted: numbers.format(preview.keptOverrides.length),
        visits: keptOverridesText(preview.keptOverrides, t, locale),
      }),
    );
  }
  if (preview.untouched > 0) lines.push(counted('jobForm.series.untouched', preview.untouched));
  if (preview.split) {
    lines.push(t('jobForm.series.split'));
    if (preview.seriesEndDate != null) {
      lines.push(t('jobForm.series.splitEnd', { date: longDate(preview.seriesEndDate) }));
    }
  } else if (preview.seriesEndDate != null) {
    lines.push(t('jobForm.series.seriesEnd', { date: longDate(preview.seriesEndDate) }));
  }
  return lines;
}
