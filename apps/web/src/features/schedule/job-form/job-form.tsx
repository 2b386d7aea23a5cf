import { zodResolver } from '@hookform/resolvers/zod';
import { parseTime, type Time } from '@internationalized/date';
import { isApiError, isNetworkError, type FieldError } from '@spotless/api-client';
import {
  Button,
  Form,
  InfoIcon,
  Select,
  SelectItem,
  Switch,
  TimeField,
  showToast,
  type Key,
} from '@spotless/ui';
import { FormCurrencyField, FormDatePicker, FormTextArea } from '@spotless/ui/form';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Controller,
  useForm,
  useWatch,
  type Control,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { FormEnumSelect } from '../../../components/form-enum-select.tsx';
import { serverMessage } from '../../../lib/api-errors.ts';
import { enumOptions } from '../../../lib/enums.ts';
import { useJobTypes } from '../../../lib/job-types.ts';
import { useTeams } from '../../../lib/teams.ts';
import type { Job } from '../api/get-jobs.ts';
import { TeamDot } from '../team-dot.tsx';
import { useCreateJob } from './api/create-job.ts';
import {
  clientPickerKeys,
  useClient,
  type Client,
  type ClientAddress,
} from './api/search-clients.ts';
import { useUpdateJob } from './api/update-job.ts';
import { CancelJobDialog } from './cancel-job-dialog.tsx';
import { clientOption, ClientPicker } from './client-picker.tsx';
import {
  addressLabel,
  defaultAddressOf,
  emptyJobValues,
  isCancellable,
  jobFormField,
  jobFormSchema,
  jobFormValues,
  toJobInput,
  type JobFormValues,
  type NewJobDefaults,
} from './job-form-values.ts';
import styles from './job-form.module.css';

/** Managers edit everything; other roles (if they ever get here) only read. */
export type JobFormMode = 'editable' | 'readOnly';

export interface JobFormProps {
  /** The stored job; a new job when left out. */
  job?: Job;
  /** A new job's day and team. */
  defaults?: NewJobDefaults;
  mode: JobFormMode;
  /** The organisation's zone: the times typed are wall-clock times there. */
  timeZone: string;
  /** Asks to close the sheet (Cancel): the sheet checks for unsaved changes first. */
  onRequestClose: () => void;
  /** Closes the sheet at once, after a save or a cancellation. */
  onDone: () => void;
  /** Tells the sheet whether anything was changed, so that closing it can ask first. */
  onDirtyChange: (isDirty: boolean) => void;
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

/** Which server details the form can show on its fields, and which it cannot. */
function splitServerErrors(error: unknown) {
  const applied: { field: keyof JobFormValues; message: string }[] = [];
  const unapplied: FieldError[] = [];
  if (isApiError(error) && error.code === 'VALIDATION_FAILED') {
    for (const detail of error.details) {
      const field = jobFormField(detail.field);
      if (field) applied.push({ field, message: detail.message });
      else unapplied.push(detail);
    }
  }
  return { applied, unapplied };
}

/**
 * The job form of the side sheet: client and address, date and optional time range, team, job
 * type, payment and notes. It checks on blur (spec §5), keeps everything typed when the server
 * refuses, and puts the server's per-field messages on the fields.
 */
export function JobForm({
  job,
  defaults,
  mode,
  timeZone,
  onRequestClose,
  onDone,
  onDirtyChange,
}: JobFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const create = useCreateJob();
  const update = useUpdateJob();
  const isNew = job == null;
  const readOnly = mode === 'readOnly';
  const [isCancelOpen, setCancelOpen] = useState(false);

  const form = useForm<JobFormValues>({
    resolver: zodResolver(jobFormSchema(t)),
    mode: 'onBlur',
    defaultValues: job ? jobFormValues(job, timeZone) : emptyJobValues(defaults),
  });
  const { control, setValue, getValues } = form;
  const clientId = useWatch({ control, name: 'clientId' });
  const hasTimeRange = useWatch({ control, name: 'hasTimeRange' });

  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const client = useClient(clientId);
  const teams = useTeams({ isActive: true });
  const jobTypes = useJobTypes({ isActive: true });
  const clientData = client.data?.id === clientId ? client.data : undefined;

  // Only the client's active addresses (spec §2), plus the job's own if it was deactivated
  // since: the job keeps it, and the field must still name it.
  const addresses = (clientData?.addresses ?? []).filter(
    (address) => address.isActive || address.id === job?.addressId,
  );
  const addressItems = addresses.map((address) => ({
    id: address.id,
    label: address.isActive
      ? addressLabel(address)
      : t('jobForm.inactive', { label: addressLabel(address) }),
    reference: address.reference,
  }));

  // Active teams only (spec §4), plus the job's own team if it was deactivated since.
  const teamItems = (teams.data ?? []).map(({ id, name, color }) => ({ id, name, color }));
  if (job && !teamItems.some((team) => team.id === job.teamId)) {
    teamItems.push({
      id: job.team.id,
      // Until the teams have loaded, the job's own team is all there is to name.
      name: teams.data ? t('jobForm.inactive', { label: job.team.name }) : job.team.name,
      color: job.team.color,
    });
  }

  const jobTypeItems = [
    { id: NO_JOB_TYPE, name: t('jobForm.noJobType') },
    ...(jobTypes.data ?? []).map(({ id, name }) => ({ id, name })),
  ];
  if (job?.jobType && !jobTypeItems.some((type) => type.id === job.jobTypeId)) {
    jobTypeItems.push({
      id: job.jobType.id,
      name: jobTypes.data ? t('jobForm.inactive', { label: job.jobType.name }) : job.jobType.name,
    });
  }

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
      queryClient.setQueryData(clientPickerKeys.detail(picked.id), (stored) => stored ?? picked);
    }
    setValue('clientId', picked?.id ?? null, {
      shouldDirty: true,
      shouldTouch: true,
      shouldValidate: true,
    });
    // A new client: the old address is not theirs. Their default one is preselected.
    form.clearErrors('addressId');
    applyAddress(picked ? defaultAddressOf(picked.addresses) : null);
  };

  const failureTitle = isNew ? t('jobForm.createFailedTitle') : t('jobForm.saveFailedTitle');

  const handleValid = async (values: JobFormValues) => {
    try {
      const body = toJobInput(values, timeZone, job);
      if (job) await update.mutateAsync({ id: job.id, body });
      else await create.mutateAsync(body);
      showToast({
        title: t('jobForm.savedTitle'),
        description: isNew ? t('jobForm.created') : t('jobForm.updated'),
        variant: 'success',
      });
      onDone();
    } catch (error) {
      // Nothing typed is lost: the sheet stays open as it was, with the server's word on it.
      // A lost connection has had its own toast from the query client.
      if (isNetworkError(error)) return;
      const { applied, unapplied } = splitServerErrors(error);
      applied.forEach(({ field, message }, index) =>
        form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      const description =
        applied.length > 0 && unapplied.length === 0
          ? t('jobForm.checkFields')
          : serverMessage(error, isNew ? t('jobForm.createFailed') : t('jobForm.saveFailed'));
      showToast({ title: failureTitle, description, variant: 'destructive' });
    }
  };

  const isSaving = create.isPending || update.isPending;
  const clientChosen = clientId != null;
  const addressPlaceholder = !clientChosen
    ? t('jobForm.selectClientFirst')
    : client.isPending
      ? t('jobForm.loadingAddresses')
      : addressItems.length === 0
        ? t('jobForm.noAddress')
        : t('jobForm.addressPlaceholder');

  return (
    <>
      <Form
        className={styles.form}
        aria-label={isNew ? t('jobForm.newTitle') : t('jobForm.editTitle')}
        onSubmit={(event) => void form.handleSubmit(handleValid)(event)}
      >
        {job?.status === 'CANCELLED' ? (
          <p className={styles.notice} role="note">
            <InfoIcon className={styles.noticeIcon} />
            {t('jobForm.cancelledNotice', { reason: job.cancelReason ?? '' })}
          </p>
        ) : job?.status === 'COMPLETED' ? (
          <p className={styles.notice} role="note">
            <InfoIcon className={styles.noticeIcon} />
            {t('jobForm.completedNotice')}
          </p>
        ) : null}
        {readOnly ? (
          <p className={styles.notice} role="note">
            <InfoIcon className={styles.noticeIcon} />
            {t('jobForm.readOnlyNotice')}
          </p>
        ) : null}

        <div className={styles.fields}>
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
                  isDisabled={readOnly}
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

          <Section title={t('jobForm.sections.when')}>
            <FormDatePicker
              control={control}
              name="date"
              label={t('jobForm.date')}
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
            {/* Shown for context, as the spec has it: the client's own setting, not the job's. */}
            <Select
              label={t('jobForm.preferredFrequency')}
              description={t('jobForm.preferredFrequencyHelp')}
              placeholder={t('common.notSet')}
              items={enumOptions(t, 'frequency')}
              value={clientData?.preferredFrequency ?? null}
              isDisabled
            >
              {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
            </Select>
          </Section>

          <Section title={t('jobForm.sections.who')}>
            <Controller
              control={control}
              name="teamId"
              render={({ field, fieldState }) => (
                <div ref={focusTarget(field.ref, 'button')}>
                  <Select
                    label={t('jobForm.team')}
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
                      <SelectItem
                        id={team.id}
                        textValue={team.name}
                        icon={<TeamDot color={team.color} />}
                      >
                        {team.name}
                      </SelectItem>
                    )}
                  </Select>
                </div>
              )}
            />
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
        </div>

        <div className={styles.footer}>
          {job && !readOnly && isCancellable(job) ? (
            <Button
              variant="ghost"
              onPress={() => setCancelOpen(true)}
              isDisabled={isSaving}
              className={styles.cancelJob}
            >
              {t('jobForm.cancelJob')}
            </Button>
          ) : null}
          <div className={styles.actions}>
            <Button variant="outline" onPress={onRequestClose} isDisabled={isSaving}>
              {readOnly ? t('jobForm.close') : t('jobForm.cancel')}
            </Button>
            {readOnly ? null : (
              <Button type="submit" isPending={isSaving}>
                {isNew ? t('jobForm.create') : t('jobForm.save')}
              </Button>
            )}
          </div>
        </div>
      </Form>
      {/* Outside the form: its own form's submit must not bubble (through the portal) into this one. */}
      {job ? (
        <CancelJobDialog
          job={job}
          isOpen={isCancelOpen}
          onOpenChange={setCancelOpen}
          onCancelled={() => {
            setCancelOpen(false);
            onDone();
          }}
        />
      ) : null}
    </>
  );
}
