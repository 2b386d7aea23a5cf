import { parseTime, type Time } from '@internationalized/date';
import { Select, SelectItem, Switch, TimeField, type Key } from '@spotless/ui';
import { FormCurrencyField, FormDatePicker, FormTextArea } from '@spotless/ui/form';
import { useQueryClient } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Controller,
  useWatch,
  type Control,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { clientKeys, type Client, type ClientAddress } from '../../../api/clients.ts';
import { useJobTypes } from '../../../api/job-types.ts';
import type { Job } from '../../../api/jobs.ts';
import { useTeams } from '../../../api/teams.ts';
import { FormEnumSelect } from '../../../components/form-enum-select.tsx';
import type { JobSeries } from '../../../api/job-series.ts';
import { withSavedChoice } from '../../../lib/saved-choice.ts';
import { TeamDot } from '../team-dot.tsx';
import { clientOption, ClientPicker } from './client-picker.tsx';
import { FrequencyFields } from './frequency-section.tsx';
import {
  addressLabel,
  defaultAddressOf,
  isSeriesFrequency,
  type JobFormValues,
} from './job-form-values.ts';
import styles from './job-form.module.css';

/** What every section of the job form is given. */
export interface JobFormSectionProps {
  form: UseFormReturn<JobFormValues>;
  /** The stored job; a new job when left out. */
  job?: Job;
  readOnly: boolean;
}

/** The id of the "No job type" option: select items may not have an empty value (spec §5). */
const NO_JOB_TYPE = '__no-job-type';

/** Gives react-hook-form something to focus when this field fails the check on submit. */
const focusTarget =
  (register: UseFormRegisterReturn['ref'], selector: string) => (root: HTMLElement | null) =>
    register(root && { focus: () => root.querySelector<HTMLElement>(selector)?.focus() });

/** A `HH:MM[:SS]` string as the time field's value; anything else as empty. */
function toTime(value: string): Time | null {
  if (value === '') return null;
  try {
    return parseTime(value);
  } catch {
    return null;
  }
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

function TimeInput({
  control,
  name,
  label,
  isDisabled,
}: {
  control: Control<JobFormValues>;
  name: 'startTime' | 'endTime';
  label: string;
  isDisabled: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div ref={focusTarget(field.ref, '[role="spinbutton"]')} className={styles.grow}>
          <TimeField
            label={label}
            // One-second steps (spec §2): the API keeps HH:MM:SS.
            granularity="second"
            value={toTime(field.value)}
            onChange={(time) => field.onChange(time ? time.toString() : '')}
            onBlur={field.onBlur}
            name={field.name}
            isRequired
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
            validationBehavior="aria"
            isDisabled={isDisabled}
          />
        </div>
      )}
    />
  );
}

/** The client and which of their addresses. */
export function WhereSection({
  form,
  job,
  readOnly,
  client,
  isClientLoading,
  onClientPicked,
}: JobFormSectionProps & {
  /** The chosen client with their addresses, once loaded. */
  client: Client | undefined;
  isClientLoading: boolean;
  /** A client was picked (or cleared) by the user. */
  onClientPicked?: (client: Client | null) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { control, setValue, getValues } = form;
  const clientId = useWatch({ control, name: 'clientId' });

  // Only the client's active addresses (spec §2), plus the job's own if it was deactivated
  // since: the job keeps it, and the field must still name it.
  const addresses = withSavedChoice(client?.addresses ?? [], job?.addressId, {
    isOffered: (address) => address.isActive,
  });
  const addressItems = addresses.map((address) => ({
    id: address.id,
    label: address.isActive
      ? addressLabel(address)
      : t('jobForm.inactive', { label: addressLabel(address) }),
    reference: address.reference,
  }));

  /** Chooses the address, and fills the payment fields from it where they are empty. */
  const applyAddress = (address: ClientAddress | null) => {
    setValue('addressId', address?.id ?? null, {
      shouldDirty: true,
      shouldValidate: address != null,
    });
    if (!address) return;
    if (getValues('chargeAmount') == null && address.chargeAmount != null) {
      setValue('chargeAmount', Number(address.chargeAmount), { shouldDirty: true });
    }
    if (getValues('chargeBy') == null && address.chargeBy != null) {
      setValue('chargeBy', address.chargeBy, { shouldDirty: true });
    }
  };

  const handleClientChange = (picked: Client | null) => {
    // The search answer carries the client's addresses: the address list needs no extra call.
    if (picked) {
      queryClient.setQueryData(clientKeys.detail(picked.id), (stored) => stored ?? picked);
    }
    setValue('clientId', picked?.id ?? null, {
      shouldDirty: true,
      shouldTouch: true,
      shouldValidate: true,
    });
    // A new client: the old address is not theirs. Their default one is preselected.
    form.clearErrors('addressId');
    applyAddress(picked ? defaultAddressOf(picked.addresses) : null);
    onClientPicked?.(picked);
  };

  const clientChosen = clientId != null;
  const addressPlaceholder = !clientChosen
    ? t('jobForm.selectClientFirst')
    : isClientLoading
      ? t('jobForm.loadingAddresses')
      : addressItems.length === 0
        ? t('jobForm.noAddress')
        : t('jobForm.addressPlaceholder');

  return (
    <Section title={t('jobForm.sections.where')}>
      <Controller
        control={control}
        name="clientId"
        render={({ field, fieldState }) => (
          <ClientPicker
            ref={focusTarget(field.ref, 'button')}
            value={field.value}
            initialOption={job ? clientOption(job.client) : null}
            onChange={handleClientChange}
            onBlur={field.onBlur}
            isRequired
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
            // A series belongs to its client: a visit's client cannot change (the contract).
            isDisabled={readOnly || job?.seriesId != null}
          />
        )}
      />
      <Controller
        control={control}
        name="addressId"
        render={({ field, fieldState }) => (
          <div ref={focusTarget(field.ref, 'button')}>
            <Select
              label={t('jobForm.address')}
              placeholder={addressPlaceholder}
              items={addressItems}
              value={field.value}
              onChange={(key) => {
                const address = addresses.find((candidate) => candidate.id === key) ?? null;
                applyAddress(address);
              }}
              onBlur={field.onBlur}
              name={field.name}
              isRequired
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
              validationBehavior="aria"
              isDisabled={readOnly || !clientChosen || addressItems.length === 0}
            >
              {(item) => (
                <SelectItem id={item.id} textValue={item.label} description={item.reference}>
                  {item.label}
                </SelectItem>
              )}
            </Select>
          </div>
        )}
      />
    </Section>
  );
}

/** The day, the optional time range, and how often the job happens. */
export function WhenSection({
  form,
  job,
  readOnly,
  series,
  onRuleChange,
  withFrequency = true,
}: JobFormSectionProps & {
  /** The series of a visit being edited. */
  series?: JobSeries;
  /** The user changed the rule. */
  onRuleChange?: () => void;
  /**
   * The frequency and the rule under the times; a move (the `Move…` dialog) changes the day and
   * the time only.
   * @default true
   */
  withFrequency?: boolean;
}) {
  const { t } = useTranslation();
  const { control } = form;
  const hasTimeRange = useWatch({ control, name: 'hasTimeRange' });
  const frequency = useWatch({ control, name: 'frequency' });
  // A new series starts on the date: it is the day of its first visit.
  const startsSeries = job == null && isSeriesFrequency(frequency);
  return (
    <Section title={t('jobForm.sections.when')}>
      <FormDatePicker
        control={control}
        name="date"
        label={t('jobForm.date')}
        description={startsSeries ? t('jobForm.dateSeriesHelp') : undefined}
        placeholder={t('jobForm.pickDate')}
        isRequired
        isDisabled={readOnly}
      />
      <Controller
        control={control}
        name="hasTimeRange"
        render={({ field }) => (
          <Switch
            isSelected={field.value}
            onChange={(on) => {
              field.onChange(on);
              // Hidden times are not sent, so their messages go too.
              if (!on) form.clearErrors(['startTime', 'endTime']);
            }}
            onBlur={field.onBlur}
            description={t('jobForm.timeRangeHelp')}
            isDisabled={readOnly}
          >
            {t('jobForm.timeRange')}
          </Switch>
        )}
      />
      {hasTimeRange ? (
        <div className={styles.row}>
          <TimeInput
            control={control}
            name="startTime"
            label={t('jobForm.startTime')}
            isDisabled={readOnly}
          />
          <TimeInput
            control={control}
            name="endTime"
            label={t('jobForm.endTime')}
            isDisabled={readOnly}
          />
        </div>
      ) : null}
      {withFrequency ? (
        <FrequencyFields
          form={form}
          readOnly={readOnly}
          job={job}
          series={series}
          onRuleChange={onRuleChange}
        />
      ) : null}
    </Section>
  );
}

/** The active teams to choose from (spec §4), plus the job's own team if it was deactivated. */
export function useTeamItems(job: Job | undefined) {
  const { t } = useTranslation();
  const teams = useTeams({ isActive: true });
  return withSavedChoice(
    (teams.data ?? []).map(({ id, name, color }) => ({ id, name, color })),
    job?.teamId,
    {
      saved: () =>
        job && {
          id: job.team.id,
          // Until the teams have loaded, the job's own team is all there is to name.
          name: teams.data ? t('jobForm.inactive', { label: job.team.name }) : job.team.name,
          color: job.team.color,
        },
    },
  );
}

/** The job's team, with its colour. */
export function TeamSelect({
  form,
  job,
  readOnly,
  label,
}: JobFormSectionProps & {
  /** @default the form's `Team` */
  label?: string;
}) {
  const { t } = useTranslation();
  const teamItems = useTeamItems(job);
  return (
    <Controller
      control={form.control}
      name="teamId"
      render={({ field, fieldState }) => (
        <div ref={focusTarget(field.ref, 'button')}>
          <Select
            label={label ?? t('jobForm.team')}
            placeholder={t('jobForm.teamPlaceholder')}
            items={teamItems}
            value={field.value}
            onChange={(key) => field.onChange(key == null ? null : String(key))}
            onBlur={field.onBlur}
            name={field.name}
            isRequired
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
            validationBehavior="aria"
            isDisabled={readOnly}
          >
            {(team) => (
              <SelectItem id={team.id} textValue={team.name} icon={<TeamDot color={team.color} />}>
                {team.name}
              </SelectItem>
            )}
          </Select>
        </div>
      )}
    />
  );
}

/** The team and the job type. */
export function WhoSection({
  form,
  job,
  readOnly,
  after,
}: JobFormSectionProps & {
  /** Shown under the team: what the server says of the job's day, time and team. */
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const { control } = form;
  const jobTypes = useJobTypes({ isActive: true });
  const jobTypeItems = withSavedChoice(
    [
      { id: NO_JOB_TYPE, name: t('jobForm.noJobType') },
      ...(jobTypes.data ?? []).map(({ id, name }) => ({ id, name })),
    ],
    job?.jobTypeId,
    {
      saved: () =>
        job?.jobType && {
          id: job.jobType.id,
          name: jobTypes.data
            ? t('jobForm.inactive', { label: job.jobType.name })
            : job.jobType.name,
        },
    },
  );

  return (
    <Section title={t('jobForm.sections.who')}>
      <TeamSelect form={form} job={job} readOnly={readOnly} />
      {after}
      <Controller
        control={control}
        name="jobTypeId"
        render={({ field, fieldState }) => (
          <Select
            label={t('jobForm.jobType')}
            placeholder={t('jobForm.noJobType')}
            items={jobTypeItems}
            value={field.value ?? NO_JOB_TYPE}
            onChange={(key: Key | null) =>
              field.onChange(key == null || key === NO_JOB_TYPE ? null : String(key))
            }
            onBlur={field.onBlur}
            name={field.name}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
            validationBehavior="aria"
            isDisabled={readOnly}
          >
            {(type) => <SelectItem id={type.id}>{type.name}</SelectItem>}
          </Select>
        )}
      />
    </Section>
  );
}

/** How the job is charged. */
export function PaymentSection({ form, readOnly }: JobFormSectionProps) {
  const { t } = useTranslation();
  const { control } = form;
  return (
    <Section title={t('jobForm.sections.payment')}>
      <div className={styles.row}>
        <FormEnumSelect
          control={control}
          name="chargeBy"
          kind="chargeBy"
          label={t('jobForm.chargeBy')}
          isDisabled={readOnly}
          className={styles.grow}
        />
        <FormCurrencyField
          control={control}
          name="chargeAmount"
          label={t('jobForm.chargeAmount')}
          isDisabled={readOnly}
          className={styles.grow}
        />
      </div>
      <p className={styles.hint}>{t('jobForm.chargeAmountHelp')}</p>
    </Section>
  );
}

/** Anything else the team should know. */
export function NotesSection({ form, readOnly }: JobFormSectionProps) {
  const { t } = useTranslation();
  const { control } = form;
  return (
    <Section title={t('jobForm.sections.notes')}>
      <FormTextArea
        control={control}
        name="otherInformation"
        label={t('jobForm.otherInformation')}
        placeholder={t('jobForm.otherInformationPlaceholder')}
        rows={3}
        maxLength={2000}
        isDisabled={readOnly}
      />
    </Section>
  );
}
