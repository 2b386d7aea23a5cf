import { formatDate } from '@spotless/calendar/engine';
import { isApiError } from '@spotless/api-client';
import { Button, Radio, RadioGroup, Select, SelectItem, Skeleton } from '@spotless/ui';
import { FormDatePicker, FormNumberField } from '@spotless/ui/form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Temporal } from '@spotless/calendar/temporal';
import type { Job } from '../../../api/jobs.ts';
import type { JobSeries } from '../../../api/job-series.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { enumOptions, type Frequency, type Weekday } from '../../../lib/enums.ts';
import { useRecurrenceText, weekdayOf } from '../../../lib/recurrence-text.ts';
import {
  PREVIEW_COUNT,
  useSeriesPreview,
  type RecurrencePreviewRequest,
} from './api/preview-series.ts';
import {
  isEndValid,
  isRuleChanged,
  isSeriesFrequency,
  MAX_VISITS,
  MIN_VISITS,
  needsPreferredDay,
  recurrenceOf,
  type JobFormValues,
  type RuleFields,
  type SeriesEnd,
} from './job-form-values.ts';
import styles from './job-form.module.css';

export interface FrequencyFieldsProps {
  form: UseFormReturn<JobFormValues>;
  readOnly: boolean;
  /** The stored job in edit mode: a plain job stays `One time`; a visit shows its series' rule. */
  job?: Job;
  /** The series of the visit being edited. */
  series?: JobSeries;
  /** Called when the user changes the rule: the picked client's defaults then leave it alone. */
  onRuleChange?: () => void;
}

const endOptions: readonly SeriesEnd[] = ['never', 'onDate', 'afterVisits'];

const endLabelKey: Record<SeriesEnd, string> = {
  never: 'jobForm.endNever',
  onDate: 'jobForm.endOnDate',
  afterVisits: 'jobForm.endAfterVisits',
};

/** A rule ready to tell and to preview. */
export interface RuleDraft {
  /** The draft as `POST /job-series/preview` takes it (its end left out while not valid). */
  request: RecurrencePreviewRequest;
  isEndValid: boolean;
}

/**
 * What the rule section shows for the rule in the form: the draft to preview and the sentence's
 * rule, from the series' first day; or null while the rule is not complete (no date, a one-time
 * job). A visit whose rule is unchanged keeps its series' first day and lists the dates from the
 * visit on; a changed rule starts at the visit, as the server then splits or lays the series.
 */
function ruleDraft(values: RuleFields, series: JobSeries | undefined): RuleDraft | null {
  const rule = recurrenceOf(values);
  const day = values.date?.toString();
  if (rule == null || day == null) return null;
  const keepsStart = series != null && !isRuleChanged(values, series);
  const endValid = isEndValid(values);
  return {
    request: {
      ...rule,
      // An end still being typed is left out: the dates and the sentence go on without it.
      endDate: endValid ? rule.endDate : null,
      visitCount: endValid ? rule.visitCount : null,
      startDate: keepsStart ? series.startDate : day,
      ...(series ? { from: day } : {}),
      count: PREVIEW_COUNT,
    },
    isEndValid: endValid,
  };
}

/**
 * The job's frequency (spec: "Frequency"): `One time` for a plain job; any other makes the new
 * job a recurring service plan, with its day where the frequency needs one, its end, the rule in
 * a sentence and the next visits as the server lays them out.
 */
export function FrequencyFields({
  form,
  readOnly,
  job,
  series,
  onRuleChange,
}: FrequencyFieldsProps) {
  const { t } = useTranslation();
  const { control, clearErrors } = form;
  const [date, frequency, preferredDay, seriesEnd, endDate, visitCount] = useWatch({
    control,
    name: ['date', 'frequency', 'preferredDay', 'seriesEnd', 'endDate', 'visitCount'],
  });
  const values: RuleFields = { date, frequency, preferredDay, seriesEnd, endDate, visitCount };

  const isVisit = job?.seriesId != null;
  // The contract makes a series with `POST /job-series`: a saved plain job cannot become one.
  const isPlainEdit = job != null && !isVisit;
  const frequencies = enumOptions(t, 'frequency').filter(
    (option) => !isVisit || option.id !== 'ONE_TIME',
  );
  const isRecurring = isSeriesFrequency(frequency);
  const day = preferredDay ?? (date ? weekdayOf(date.toString()) : null);
  const draft = ruleDraft(values, series);

  return (
    <>
      <Controller
        control={control}
        name="frequency"
        render={({ field, fieldState }) => (
          <Select
            label={t('jobForm.frequency')}
            description={isPlainEdit ? t('jobForm.frequencyFixed') : undefined}
            items={frequencies}
            value={field.value}
            onChange={(key) => {
              if (key == null) return;
              field.onChange(key as Frequency);
              onRuleChange?.();
            }}
            onBlur={field.onBlur}
            name={field.name}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
            validationBehavior="aria"
            isDisabled={readOnly || isPlainEdit}
          >
            {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
          </Select>
        )}
      />
      {isRecurring && needsPreferredDay(frequency) ? (
        <Controller
          control={control}
          name="preferredDay"
          render={({ field, fieldState }) => (
            <Select
              label={t('jobForm.preferredDay')}
              placeholder={t('jobForm.preferredDayPlaceholder')}
              items={enumOptions(t, 'weekday')}
              // Until one is chosen, the weekday of the date (or the client's preferred day).
              value={day}
              onChange={(key) => {
                if (key == null) return;
                field.onChange(key as Weekday);
                onRuleChange?.();
              }}
              onBlur={field.onBlur}
              name={field.name}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
              validationBehavior="aria"
              isDisabled={readOnly}
            >
              {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
            </Select>
          )}
        />
      ) : null}
      {isRecurring ? (
        <>
          <Controller
            control={control}
            name="seriesEnd"
            render={({ field }) => (
              <RadioGroup
                label={t('jobForm.ends')}
                orientation="horizontal"
                value={field.value}
                onChange={(value) => {
                  field.onChange(value as SeriesEnd);
                  // The field that goes away takes its message with it.
                  clearErrors(['endDate', 'visitCount']);
                  onRuleChange?.();
                }}
                onBlur={field.onBlur}
                name={field.name}
                isDisabled={readOnly}
              >
                {endOptions.map((option) => (
                  <Radio key={option} value={option}>
                    {t(endLabelKey[option])}
                  </Radio>
                ))}
              </RadioGroup>
            )}
          />
          {seriesEnd === 'onDate' ? (
            <FormDatePicker
              control={control}
              name="endDate"
              label={t('jobForm.endDate')}
              isRequired
              isDisabled={readOnly}
            />
          ) : seriesEnd === 'afterVisits' ? (
            <FormNumberField
              control={control}
              name="visitCount"
              label={t('jobForm.visitCount')}
              minValue={MIN_VISITS}
              maxValue={MAX_VISITS}
              step={1}
              formatOptions={{ maximumFractionDigits: 0 }}
              isRequired
              isDisabled={readOnly}
            />
          ) : null}
          <RuleSummary draft={draft} />
        </>
      ) : null}
    </>
  );
}

/** `Tue, Dec 1, 2026`: a date of the preview in the locale's words. */
const shortDate = (date: string, locale: string) =>
  formatDate(Temporal.PlainDate.from(date), locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

export interface RuleSummaryProps {
  /** The rule to tell and preview; null until it is complete (a date picked). */
  draft: RuleDraft | null;
}

/**
 * The rule in a sentence and its next dates, asked from the server once the rule has stopped
 * changing. A live region says when the dates are being updated; the list of the last rule stays
 * (dimmed) meanwhile, so the form does not jump at every keystroke.
 */
export function RuleSummary({ draft }: RuleSummaryProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const describe = useRecurrenceText();
  const labelId = useId();
  const { query, isCurrent, isWaiting } = useSeriesPreview(draft?.request ?? null);

  if (draft == null) {
    return (
      <div className={styles.rule}>
        <p className={styles.ruleHint}>{t('jobForm.rule.needsDate')}</p>
      </div>
    );
  }

  const { request } = draft;
  const sentence = describe(request);
  const failed = query.isError && isCurrent && !query.isFetching;
  const preview = query.data;
  const total = preview?.total;
  const numbers = new Intl.NumberFormat(locale);

  return (
    <div className={styles.rule}>
      <p className={styles.ruleSentence}>{sentence}</p>
      <div className={styles.ruleHeader}>
        <span id={labelId} className={styles.ruleLabel}>
          {t('jobForm.rule.nextVisits')}
        </span>
        {/* Always in the page, so that screen readers hear it change. */}
        <span role="status" className={styles.ruleStatus}>
          {isWaiting ? t('jobForm.rule.loading') : ''}
        </span>
      </div>
      {failed ? (
        <div role="alert" className={styles.ruleError}>
          <p>
            {t('jobForm.rule.failed')} {previewFailureText(query.error)}
          </p>
          <Button variant="outline" size="sm" onPress={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : preview == null ? (
        <div className={styles.ruleDates} aria-hidden="true">
          {Array.from({ length: PREVIEW_COUNT }, (_, index) => (
            <Skeleton key={index} shape="text" width="7rem" />
          ))}
        </div>
      ) : preview.dates.length === 0 ? (
        <p className={styles.ruleHint}>{t('jobForm.rule.none')}</p>
      ) : (
        <>
          <ol
            className={styles.ruleDates}
            aria-labelledby={labelId}
            aria-busy={isWaiting}
            data-stale={isWaiting || undefined}
          >
            {preview.dates.map((date) => (
              <li key={date} className={styles.ruleDate}>
                <time dateTime={date}>{shortDate(date, locale)}</time>
              </li>
            ))}
          </ol>
          {total != null && total > 0 ? (
            <p className={styles.ruleHint}>
              {t('jobForm.rule.total', { count: total, formatted: numbers.format(total) })}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

/** The server's own words for a refused draft: its field messages, else its sentence. */
function previewFailureText(error: unknown): string {
  if (isApiError(error) && error.details.length > 0) {
    return error.details.map((detail) => detail.message).join(' ');
  }
  return serverMessage(error, '');
}
