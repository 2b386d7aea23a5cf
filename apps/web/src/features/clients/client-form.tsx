import { zodResolver } from '@hookform/resolvers/zod';
import { fromDate, getLocalTimeZone, toCalendarDate } from '@internationalized/date';
import { Badge, Button, CloseIcon, showToast } from '@spotless/ui';
import { FormDatePicker, FormSwitch, FormTextArea, FormTextField } from '@spotless/ui/form';
import { useTranslation } from 'react-i18next';
import {
  FormProvider,
  useForm,
  useWatch,
  type Control,
  type UseFormSetValue,
} from 'react-hook-form';
import { useLocation } from 'wouter';
import { FormEnumSelect } from '../../components/form-enum-select.tsx';
import {
  FormGrid,
  FormHeader,
  FormScreen,
  FormScreenActions,
  FormSection,
  fullRow,
} from '../../components/form-layout/form-layout.tsx';
import { InfoNote } from '../../components/info-note.tsx';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes-guard.tsx';
import { clock } from '../../lib/clock.ts';
import { listLocation } from '../../lib/list-location.ts';
import { usePermissions } from '../../lib/permissions.ts';
import { submitForm } from '../../lib/submit-form.ts';
import { useCreateClient } from './api/create-client.ts';
import type { Client } from '../../api/clients.ts';
import { useUpdateClient } from './api/update-client.ts';
import { AddressEditor } from './address-editor.tsx';
import { ServicePlansSection } from './service-plans-section.tsx';
import { EntryCodeRevealsSection } from './entry-code-reveals-section.tsx';
import { fullName } from './client-display.ts';
import {
  clientFormSchema,
  clientFormValues,
  emptyClientValues,
  isClientFormField,
  storedClientUpdate,
  toClientCreate,
  toClientUpdate,
  type ClientFormValues,
} from './client-form-values.ts';
import styles from './client-form.module.css';

/**
 * What the signed-in user may change: everything (MASTER, ADMIN), only the payment fields
 * (BILLING, as the server allows), or nothing (CLEANER, who may read the clients of their team's
 * jobs: phones and addresses are what they need on the day; entry codes come from the visit).
 */
export type ClientFormMode = 'full' | 'payment' | 'readOnly';

export interface ClientFormProps {
  /** The stored client to edit; a new client when left out. */
  client?: Client;
  mode: ClientFormMode;
}

/** A date picker with a button that empties it (the picker alone can only change a date). */
function ClearableDate({
  control,
  setValue,
  name,
  label,
  clearLabel,
  isDisabled,
  maxToday,
}: {
  control: Control<ClientFormValues>;
  setValue: UseFormSetValue<ClientFormValues>;
  name: 'birthday' | 'clientSince';
  label: string;
  clearLabel: string;
  isDisabled: boolean;
  maxToday?: boolean;
}) {
  const { t } = useTranslation();
  const value = useWatch({ control, name });
  return (
    <div className={styles.dateRow}>
      <FormDatePicker
        control={control}
        name={name}
        label={label}
        placeholder={t('clients.form.pickDate')}
        isDisabled={isDisabled}
        maxValue={
          maxToday ? toCalendarDate(fromDate(new Date(clock.now()), getLocalTimeZone())) : undefined
        }
        className={styles.grow}
      />
      {value != null && !isDisabled ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={clearLabel}
          onPress={() => setValue(name, null, { shouldDirty: true })}
          className={styles.clearDate}
        >
          <CloseIcon />
        </Button>
      ) : null}
    </div>
  );
}

/** The one client form, for `/clients/new` and `/clients/edit/{id}`. */
export function ClientForm({ client, mode }: ClientFormProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const create = useCreateClient();
  const update = useUpdateClient();
  const { can } = usePermissions();
  const isNew = client == null;
  const readOnly = mode !== 'full';
  const form = useForm<ClientFormValues>({
    resolver: zodResolver(clientFormSchema(t)),
    mode: 'onBlur',
    defaultValues: client ? clientFormValues(client) : emptyClientValues(),
  });
  const guard = useUnsavedChangesGuard(form.formState.isDirty && mode !== 'readOnly');
  const name = client ? fullName(client) : '';
  const failureTitle = isNew
    ? t('clients.form.createFailedTitle')
    : t('clients.form.saveFailedTitle');

  const handleValid = async (values: ClientFormValues) => {
    const result = await submitForm(
      () => {
        if (client == null) return create.mutateAsync(toClientCreate(values));
        const body =
          mode === 'payment'
            ? storedClientUpdate(client, {
                paymentMethod: values.paymentMethod,
                paymentInformation: values.paymentInformation.trim() || null,
              })
            : toClientUpdate(values);
        return update.mutateAsync({ id: client.id, body });
      },
      {
        success: (saved) =>
          isNew
            ? {
                title: t('clients.form.createdTitle'),
                description: t('clients.form.created', { name: fullName(saved) }),
              }
            : {
                title: t('clients.form.savedTitle'),
                description: t('clients.form.saved', { name: fullName(saved) }),
              },
        title: failureTitle,
        fallback: isNew ? t('clients.form.createFailed') : t('clients.form.saveFailed'),
        form: { setError: form.setError, fields: isClientFormField },
        checkFields: t('clients.form.checkFields'),
      },
    );
    if (result.ok) navigate(listLocation('/clients'));
  };

  const handleInvalid = () => {
    showToast({
      title: failureTitle,
      description: t('clients.form.checkFields'),
      variant: 'destructive',
    });
  };

  const isSaving = create.isPending || update.isPending;
  const contactReadOnly = readOnly;
  const paymentReadOnly = mode === 'readOnly';

  return (
    <FormProvider {...form}>
      <FormScreen
        width="wide"
        aria-labelledby="client-form-title"
        onSubmit={(event) => void form.handleSubmit(handleValid, handleInvalid)(event)}
      >
        <FormHeader
          titleId="client-form-title"
          title={isNew ? t('clients.form.newTitle') : name}
          avatar={client ? { name, src: client.photoUrl } : undefined}
          badges={
            client && !client.isActive ? (
              <Badge variant="neutral">{t('common.inactive')}</Badge>
            ) : null
          }
          description={
            isNew
              ? t('clients.form.newSubtitle')
              : mode === 'full'
                ? t('clients.form.editSubtitle')
                : mode === 'payment'
                  ? t('clients.form.paymentSubtitle')
                  : t('clients.form.readOnlySubtitle')
          }
        />

        {mode !== 'full' ? (
          <InfoNote>
            {mode === 'payment'
              ? t('clients.form.paymentNotice')
              : t('clients.form.readOnlyNotice')}
          </InfoNote>
        ) : null}

        <FormSection title={t('clients.form.contact')} description={t('clients.form.contactHelp')}>
          <FormGrid>
            <FormTextField
              control={form.control}
              name="firstName"
              label={t('clients.form.firstName')}
              isRequired
              isReadOnly={contactReadOnly}
              autoComplete="off"
            />
            <FormTextField
              control={form.control}
              name="lastName"
              label={t('clients.form.lastName')}
              isRequired
              isReadOnly={contactReadOnly}
              autoComplete="off"
            />
            <FormTextField
              control={form.control}
              name="phone1"
              label={t('clients.form.phone1')}
              type="tel"
              isRequired
              isReadOnly={contactReadOnly}
              autoComplete="off"
            />
            <FormTextField
              control={form.control}
              name="phone2"
              label={t('clients.form.phone2')}
              type="tel"
              isReadOnly={contactReadOnly}
              autoComplete="off"
            />
            <FormTextField
              control={form.control}
              name="email"
              label={t('clients.form.email')}
              type="email"
              isReadOnly={contactReadOnly}
              autoComplete="off"
              className={fullRow}
            />
            <FormTextField
              control={form.control}
              name="photoUrl"
              label={t('clients.form.photoUrl')}
              type="url"
              placeholder="https://"
              isReadOnly={contactReadOnly}
              autoComplete="off"
              className={fullRow}
            />
            <ClearableDate
              control={form.control}
              setValue={form.setValue}
              name="birthday"
              label={t('clients.form.birthday')}
              clearLabel={t('clients.form.clearBirthday')}
              isDisabled={contactReadOnly}
              maxToday
            />
          </FormGrid>
        </FormSection>

        <FormSection title={t('clients.form.service')} description={t('clients.form.serviceHelp')}>
          <FormGrid>
            <FormEnumSelect
              control={form.control}
              name="preferredFrequency"
              kind="frequency"
              label={t('clients.form.preferredFrequency')}
              isDisabled={readOnly}
            />
            <FormEnumSelect
              control={form.control}
              name="preferredDay"
              kind="weekday"
              label={t('clients.form.preferredDay')}
              isDisabled={readOnly}
            />
            <ClearableDate
              control={form.control}
              setValue={form.setValue}
              name="clientSince"
              label={t('clients.form.clientSince')}
              clearLabel={t('clients.form.clearClientSince')}
              isDisabled={readOnly}
            />
            <FormTextField
              control={form.control}
              name="source"
              label={t('clients.form.source')}
              placeholder={t('clients.form.sourcePlaceholder')}
              isReadOnly={readOnly}
              autoComplete="off"
            />
          </FormGrid>
        </FormSection>

        <FormSection title={t('clients.form.payment')} description={t('clients.form.paymentHelp')}>
          <FormGrid>
            <FormEnumSelect
              control={form.control}
              name="paymentMethod"
              kind="paymentMethod"
              label={t('clients.form.paymentMethod')}
              isDisabled={paymentReadOnly}
            />
            <FormTextArea
              control={form.control}
              name="paymentInformation"
              label={t('clients.form.paymentInformation')}
              placeholder={t('clients.form.paymentInformationPlaceholder')}
              rows={3}
              isReadOnly={paymentReadOnly}
              className={fullRow}
            />
          </FormGrid>
        </FormSection>

        <FormSection
          title={t('clients.form.addresses')}
          description={t('clients.form.addressesHelp')}
        >
          <AddressEditor isReadOnly={readOnly} />
        </FormSection>

        {/* Not fields of the form: the plans are saved on their own, from their own actions. */}
        {client ? <ServicePlansSection clientId={client.id} /> : null}
        {client && can('viewEntryCodeReveals') ? (
          <EntryCodeRevealsSection clientId={client.id} />
        ) : null}

        <FormSection title={t('clients.form.more')} description={t('clients.form.moreHelp')}>
          <FormGrid>
            <FormTextArea
              control={form.control}
              name="otherInformation"
              label={t('clients.form.otherInformation')}
              placeholder={t('clients.form.otherInformationPlaceholder')}
              rows={3}
              isReadOnly={readOnly}
              className={fullRow}
            />
            <FormSwitch
              control={form.control}
              name="isActive"
              isReadOnly={readOnly}
              description={t('clients.form.activeHelp')}
              className={fullRow}
            >
              {t('clients.form.active')}
            </FormSwitch>
          </FormGrid>
        </FormSection>

        <FormScreenActions
          isReadOnly={mode === 'readOnly'}
          backLabel={t('clients.form.back')}
          onBack={() => navigate(listLocation('/clients'))}
          onCancel={() => guard.navigate(listLocation('/clients'))}
          submitLabel={isNew ? t('clients.form.create') : t('clients.form.save')}
          isSaving={isSaving}
        />
        {guard.dialog}
      </FormScreen>
    </FormProvider>
  );
}
