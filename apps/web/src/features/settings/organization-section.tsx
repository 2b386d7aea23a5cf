import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ComboBoxItem, Form, ListBoxSection, Skeleton } from '@spotless/ui';
import { FormComboBox, FormTextField } from '@spotless/ui/form';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria-components';
import { LoadError } from '../../components/load-error.tsx';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes-guard.tsx';
import { clock } from '../../lib/clock.ts';
import { useOrganization, type Organization } from '../../api/organization.ts';
import { usePermissions } from '../../lib/permissions.ts';
import { submitForm } from '../../lib/submit-form.ts';
import { useUpdateOrganization } from './api/update-organization.ts';
import {
  isOrganizationFormField,
  organizationFormSchema,
  organizationFormValues,
  toOrganizationUpdate,
  type OrganizationFormValues,
} from './organization-form-values.ts';
import { ReadOnlyNote, SettingsCard, SettingsPanel } from './settings-panel.tsx';
import { BuildingIcon } from '../../components/icons.tsx';
import { timeZoneOptions, type TimeZoneOption } from './time-zones.ts';
import styles from './organization-section.module.css';

export function SectionSkeleton({ label, cards = 2 }: { label: string; cards?: number }) {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <Skeleton shape="text" width="10rem" height="1.5rem" />
      <Skeleton shape="text" width="20rem" />
      {Array.from({ length: cards }, (_, index) => (
        <Skeleton key={index} height="10rem" />
      ))}
    </div>
  );
}

/** Settings > Organization: the business's name, logo, contact details, address and time zone. */
export function OrganizationSection() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { can } = usePermissions();
  if (organization.isPending) return <SectionSkeleton label={t('settings.loading')} cards={3} />;
  if (organization.isError) {
    return (
      <LoadError
        title={t('settings.organization.loadError')}
        error={organization.error}
        onRetry={() => void organization.refetch()}
        isRetrying={organization.isFetching}
      />
    );
  }
  return (
    <OrganizationForm
      key={organization.data.updatedAt}
      organization={organization.data}
      readOnly={!can('editOrganization')}
    />
  );
}

/** The logo as the sidebar will show it, or why it can't be shown. */
function LogoPreview({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  const src = url.trim();
  const broken = src !== '' && failed === src;
  return (
    <div className={styles.logo}>
      <span className={styles.logoFrame} data-empty={src === '' || broken || undefined}>
        {src !== '' && !broken ? (
          <img
            src={src}
            alt={t('settings.organization.logoAlt', { name })}
            onError={() => setFailed(src)}
          />
        ) : (
          <BuildingIcon aria-hidden="true" />
        )}
      </span>
      <span className={styles.logoText}>
        {broken
          ? t('settings.organization.logoBroken')
          : src === ''
            ? t('settings.organization.logoNone')
            : t('settings.organization.logoPreview')}
      </span>
    </div>
  );
}

function OrganizationForm({
  organization,
  readOnly,
}: {
  organization: Organization;
  readOnly: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const update = useUpdateOrganization();
  const form = useForm<OrganizationFormValues>({
    resolver: zodResolver(organizationFormSchema(t)),
    mode: 'onBlur',
    defaultValues: organizationFormValues(organization),
  });
  const guard = useUnsavedChangesGuard(form.formState.isDirty && !readOnly);
  const [logoUrl, name] = useWatch({ control: form.control, name: ['logoUrl', 'name'] });
  const zones = useMemo(
    () => timeZoneOptions(locale, clock.now(), organization.timeZone),
    [locale, organization.timeZone],
  );

  const handleValid = async (values: OrganizationFormValues) => {
    const body = toOrganizationUpdate(values, organization);
    if (Object.keys(body).length === 0) {
      form.reset(values);
      return;
    }
    const result = await submitForm(() => update.mutateAsync(body), {
      success: (saved) => ({
        title: t('settings.organization.savedTitle'),
        description: t('settings.organization.saved', { name: saved.name }),
      }),
      title: t('settings.organization.saveFailedTitle'),
      fallback: t('settings.organization.saveFailed'),
      form: { setError: form.setError, fields: isOrganizationFormField },
      checkFields: t('settings.checkFields'),
    });
    if (result.ok) form.reset(organizationFormValues(result.data));
  };

  const zoneItem = (zone: TimeZoneOption) => (
    <ComboBoxItem
      key={zone.id}
      id={zone.id}
      textValue={zone.textValue}
      description={`${zone.id} · ${zone.offset}`}
    >
      {zone.name ? `${zone.city} — ${zone.name}` : zone.city}
    </ComboBoxItem>
  );

  return (
    <SettingsPanel
      title={t('settings.sections.organization.title')}
      description={t('settings.sections.organization.description')}
    >
      {readOnly ? <ReadOnlyNote>{t('settings.organization.readOnly')}</ReadOnlyNote> : null}
      <Form
        className={styles.form}
        aria-label={t('settings.sections.organization.title')}
        onSubmit={(event) => void form.handleSubmit(handleValid)(event)}
      >
        <SettingsCard
          title={t('settings.organization.identity')}
          description={t('settings.organization.identityHelp')}
        >
          <div className={styles.grid}>
            <FormTextField
              control={form.control}
              name="name"
              label={t('settings.organization.name')}
              isRequired
              isReadOnly={readOnly}
              autoComplete="organization"
              className={styles.full}
            />
            <FormTextField
              control={form.control}
              name="logoUrl"
              label={t('settings.organization.logoUrl')}
              description={t('settings.organization.logoUrlHelp')}
              type="url"
              placeholder="https://"
              isReadOnly={readOnly}
              autoComplete="off"
            />
            <LogoPreview url={logoUrl} name={name} />
          </div>
        </SettingsCard>

        <SettingsCard
          title={t('settings.organization.contact')}
          description={t('settings.organization.contactHelp')}
        >
          <div className={styles.grid}>
            <FormTextField
              control={form.control}
              name="email"
              label={t('settings.organization.email')}
              type="email"
              isRequired
              isReadOnly={readOnly}
              autoComplete="email"
            />
            <FormTextField
              control={form.control}
              name="phone"
              label={t('settings.organization.phone')}
              type="tel"
              isRequired
              isReadOnly={readOnly}
              autoComplete="tel"
            />
            <FormTextField
              control={form.control}
              name="address"
              label={t('settings.organization.address')}
              isRequired
              isReadOnly={readOnly}
              autoComplete="street-address"
              className={styles.full}
            />
            <FormTextField
              control={form.control}
              name="city"
              label={t('settings.organization.city')}
              isRequired
              isReadOnly={readOnly}
              autoComplete="address-level2"
            />
            <div className={styles.pair}>
              <FormTextField
                control={form.control}
                name="state"
                label={t('settings.organization.state')}
                isRequired
                isReadOnly={readOnly}
                autoComplete="address-level1"
              />
              <FormTextField
                control={form.control}
                name="zipCode"
                label={t('settings.organization.zipCode')}
                isRequired
                isReadOnly={readOnly}
                autoComplete="postal-code"
              />
            </div>
            <FormTextField
              control={form.control}
              name="country"
              label={t('settings.organization.country')}
              isRequired
              isReadOnly={readOnly}
              autoComplete="country-name"
            />
          </div>
        </SettingsCard>

        <SettingsCard
          title={t('settings.organization.region')}
          description={t('settings.organization.regionHelp')}
        >
          <FormComboBox
            control={form.control}
            name="timeZone"
            label={t('settings.organization.timeZone')}
            description={t('settings.organization.timeZoneHelp')}
            placeholder={t('settings.organization.timeZonePlaceholder')}
            searchPlaceholder={t('settings.organization.timeZoneSearch')}
            emptyMessage={t('settings.organization.timeZoneNone')}
            isRequired
            isDisabled={readOnly}
            className={styles.zone}
          >
            <ListBoxSection title={t('settings.organization.usZones')}>
              {zones.us.map(zoneItem)}
            </ListBoxSection>
            <ListBoxSection title={t('settings.organization.allZones')}>
              {zones.other.map(zoneItem)}
            </ListBoxSection>
          </FormComboBox>
        </SettingsCard>

        {readOnly ? null : (
          <div className={styles.footer}>
            <Button
              variant="outline"
              isDisabled={!form.formState.isDirty || update.isPending}
              onPress={() => form.reset()}
            >
              {t('settings.discard')}
            </Button>
            <Button type="submit" isPending={update.isPending} isDisabled={!form.formState.isDirty}>
              {t('settings.save')}
            </Button>
          </div>
        )}
      </Form>
      {guard.dialog}
    </SettingsPanel>
  );
}
