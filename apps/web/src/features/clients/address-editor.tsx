import {
  Badge,
  Button,
  ChevronDownIcon,
  Menu,
  MenuItem,
  MenuTrigger,
  MoreHorizontalIcon,
  PlusIcon,
  TrashIcon,
  CheckIcon,
  HomeIcon,
} from '@spotless/ui';
import { FormCurrencyField, FormSwitch, FormTextArea, FormTextField } from '@spotless/ui/form';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { EntryCodeReveal } from '../../components/entry-code-reveal.tsx';
import { FormEnumSelect } from '../../components/form-enum-select.tsx';
import { useEnumLabels } from '../../lib/enums.ts';
import { useAddressTypes } from '../../api/address-types.ts';
import { AddressTypeSelect } from './address-type-select.tsx';
import { formatAddress } from './client-display.ts';
import { newAddress, type ClientFormValues } from './client-form-values.ts';
import styles from './address-editor.module.css';

export interface AddressEditorProps {
  /** Shows the addresses without letting them change (BILLING and CLEANER users). */
  isReadOnly: boolean;
}

interface AddressCardProps {
  index: number;
  isReadOnly: boolean;
  /** Addresses the user just added start open; stored ones start as a one-line summary. */
  defaultOpen: boolean;
  onMakeDefault: (index: number) => void;
  onMakeBilling: (index: number) => void;
  onRemove: (index: number) => void;
}

function AddressCard({
  index,
  isReadOnly,
  defaultOpen,
  onMakeDefault,
  onMakeBilling,
  onRemove,
}: AddressCardProps) {
  const { t, i18n } = useTranslation();
  const { label } = useEnumLabels();
  const { control, getFieldState, formState } = useFormContext<ClientFormValues>();
  const address = useWatch({ control, name: `addresses.${index}` });
  const addressTypes = useAddressTypes();
  const addressType = addressTypes.data?.find((type) => type.id === address.addressTypeId);
  const [expanded, setExpanded] = useState(defaultOpen);
  const titleId = useId();
  const panelId = useId();
  const base = `addresses.${index}` as const;
  // An address with a problem stays open, so its message can be seen and fixed.
  const hasError = getFieldState(base, formState).invalid;
  const open = expanded || hasError;
  const number = index + 1;
  const summary = address.street.trim() ? formatAddress(address) : t('clients.address.noStreet');
  const charge =
    address.chargeAmount != null
      ? new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', {
          style: 'currency',
          currency: 'USD',
        }).format(address.chargeAmount)
      : null;
  const details = [
    addressType?.name,
    address.entryMethod ? label('entryMethod', address.entryMethod) : null,
    charge && address.chargeBy ? `${charge} · ${label('chargeBy', address.chargeBy)}` : charge,
  ].filter(Boolean);

  return (
    <li>
      <div
        className={styles.card}
        role="group"
        aria-labelledby={titleId}
        data-invalid={hasError || undefined}
        data-inactive={!address.isActive || undefined}
      >
        <div className={styles.header}>
          <span className={styles.pin} aria-hidden="true">
            <HomeIcon />
          </span>
          <div className={styles.heading}>
            <h3 id={titleId} className={styles.title}>
              {t('clients.address.title', { number })}
              {address.reference.trim() ? (
                <span className={styles.reference}>{address.reference.trim()}</span>
              ) : null}
            </h3>
            <p className={styles.summary}>{summary}</p>
            {details.length > 0 ? <p className={styles.details}>{details.join(' · ')}</p> : null}
          </div>
          <div className={styles.badges}>
            {address.isDefault ? (
              <Badge variant="info">{t('clients.address.default')}</Badge>
            ) : null}
            {address.isBilling ? (
              <Badge variant="neutral">{t('clients.address.billing')}</Badge>
            ) : null}
            {!address.isActive ? <Badge variant="warning">{t('common.inactive')}</Badge> : null}
          </div>
          <div className={styles.actions}>
            {!isReadOnly ? (
              <MenuTrigger>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('clients.address.actions', { number })}
                >
                  <MoreHorizontalIcon />
                </Button>
                <Menu
                  placement="bottom end"
                  disabledKeys={[
                    ...(address.isDefault ? ['default'] : []),
                    ...(address.isBilling ? ['billing'] : []),
                  ]}
                  onAction={(key) => {
                    if (key === 'default') onMakeDefault(index);
                    if (key === 'billing') onMakeBilling(index);
                    if (key === 'remove') onRemove(index);
                  }}
                >
                  <MenuItem id="default" icon={<CheckIcon />}>
                    {t('clients.address.makeDefault')}
                  </MenuItem>
                  <MenuItem id="billing" icon={<CheckIcon />}>
                    {t('clients.address.makeBilling')}
                  </MenuItem>
                  <MenuItem id="remove" icon={<TrashIcon />} variant="destructive">
                    {t('clients.address.remove')}
                  </MenuItem>
                </Menu>
              </MenuTrigger>
            ) : null}
            <Button
              variant="ghost"
              size="icon"
              aria-expanded={open}
              aria-controls={panelId}
              aria-label={
                open
                  ? t('clients.address.collapse', { number })
                  : t('clients.address.expand', { number })
              }
              onPress={() => setExpanded(!open)}
              className={styles.toggle}
              data-open={open || undefined}
            >
              <ChevronDownIcon />
            </Button>
          </div>
        </div>

        {/* Collapsed fields stay mounted (hidden), so their values and validation stay in the form. */}
        <div id={panelId} className={styles.panel} hidden={!open}>
          <div className={styles.grid}>
            <FormTextField
              control={control}
              name={`${base}.reference`}
              label={t('clients.address.reference')}
              placeholder={t('clients.address.referenceHelp')}
              isReadOnly={isReadOnly}
              className={styles.half}
            />
            <AddressTypeSelect index={index} isDisabled={isReadOnly} className={styles.half} />
            <FormTextField
              control={control}
              name={`${base}.street`}
              label={t('clients.address.street')}
              isRequired
              isReadOnly={isReadOnly}
              autoComplete="address-line1"
              className={styles.span2}
            />
            <FormTextField
              control={control}
              name={`${base}.complement`}
              label={t('clients.address.complement')}
              isReadOnly={isReadOnly}
              autoComplete="address-line2"
              className={styles.half}
            />
            <FormTextField
              control={control}
              name={`${base}.city`}
              label={t('clients.address.city')}
              isRequired
              isReadOnly={isReadOnly}
              autoComplete="address-level2"
              className={styles.half}
            />
            <FormTextField
              control={control}
              name={`${base}.state`}
              label={t('clients.address.state')}
              isRequired
              isReadOnly={isReadOnly}
              autoComplete="address-level1"
              className={styles.span1}
            />
            <FormTextField
              control={control}
              name={`${base}.zipCode`}
              label={t('clients.address.zipCode')}
              isRequired
              isReadOnly={isReadOnly}
              autoComplete="postal-code"
              className={styles.span1}
            />
            <FormEnumSelect
              control={control}
              name={`${base}.entryMethod`}
              kind="entryMethod"
              label={t('clients.address.entryMethod')}
              isDisabled={isReadOnly}
              className={styles.span1}
            />
            {isReadOnly ? null : (
              // The code is never read back: the field takes a new one, and only MASTER and
              // ADMIN (who edit addresses) get it.
              <div className={styles.span1}>
                <FormTextField
                  control={control}
                  name={`${base}.entryCode`}
                  label={t('clients.address.entryCode')}
                  description={
                    address.hasEntryCode ? t('clients.address.entryCodeStored') : undefined
                  }
                  isDisabled={address.clearEntryCode}
                  autoComplete="off"
                />
                {address.hasEntryCode && address.addressId ? (
                  <>
                    <EntryCodeReveal addressId={address.addressId} />
                    <FormSwitch control={control} name={`${base}.clearEntryCode`}>
                      {t('clients.address.clearEntryCode')}
                    </FormSwitch>
                  </>
                ) : null}
              </div>
            )}
            <FormCurrencyField
              control={control}
              name={`${base}.chargeAmount`}
              label={t('clients.address.chargeAmount')}
              isReadOnly={isReadOnly}
              className={styles.span1}
            />
            <FormEnumSelect
              control={control}
              name={`${base}.chargeBy`}
              kind="chargeBy"
              label={t('clients.address.chargeBy')}
              isDisabled={isReadOnly}
              className={styles.span1}
            />
            <FormTextArea
              control={control}
              name={`${base}.otherInformation`}
              label={t('clients.address.notes')}
              placeholder={t('clients.address.notesPlaceholder')}
              rows={2}
              isReadOnly={isReadOnly}
              className={styles.spanAll}
            />
            <FormSwitch
              control={control}
              name={`${base}.isActive`}
              isReadOnly={isReadOnly}
              description={t('clients.address.activeHelp')}
              className={styles.spanAll}
            >
              {t('clients.address.active')}
            </FormSwitch>
          </div>
        </div>
      </div>
    </li>
  );
}

/**
 * The client's addresses: add, edit, remove, and mark the default and billing ones (exactly one
 * of each while there are addresses; the first address takes both, and removing one hands its
 * role to the first that remains).
 */
export function AddressEditor({ isReadOnly }: AddressEditorProps) {
  const { t } = useTranslation();
  const { control, getValues, setValue, formState } = useFormContext<ClientFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'addresses' });
  // Stored addresses start folded; the ones added here start open.
  const [initialKeys] = useState(() => new Set(fields.map((field) => field.id)));
  const listError =
    formState.errors.addresses?.root?.message ?? formState.errors.addresses?.message;

  const setFlag = (flag: 'isDefault' | 'isBilling', index: number) => {
    getValues('addresses').forEach((_, i) =>
      setValue(`addresses.${i}.${flag}`, i === index, { shouldDirty: true }),
    );
  };

  const handleAdd = () => {
    const isFirst = getValues('addresses').length === 0;
    append(newAddress(isFirst), {
      shouldFocus: true,
      focusName: `addresses.${fields.length}.street`,
    });
  };

  const handleRemove = (index: number) => {
    const removed = getValues(`addresses.${index}`);
    remove(index);
    const rest = getValues('addresses');
    if (rest.length === 0) return;
    if (removed.isDefault && !rest.some((a) => a.isDefault)) setFlag('isDefault', 0);
    if (removed.isBilling && !rest.some((a) => a.isBilling)) setFlag('isBilling', 0);
  };

  return (
    <div className={styles.editor}>
      {fields.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('clients.address.emptyTitle')}</p>
          <p className={styles.emptyText}>
            {isReadOnly ? t('clients.address.emptyReadOnly') : t('clients.address.emptyText')}
          </p>
        </div>
      ) : (
        <ul className={styles.list}>
          {fields.map((field, index) => (
            <AddressCard
              key={field.id}
              index={index}
              isReadOnly={isReadOnly}
              defaultOpen={!initialKeys.has(field.id)}
              onMakeDefault={(i) => setFlag('isDefault', i)}
              onMakeBilling={(i) => setFlag('isBilling', i)}
              onRemove={handleRemove}
            />
          ))}
        </ul>
      )}
      {listError ? (
        <p className={styles.listError} role="alert">
          {listError}
        </p>
      ) : null}
      {!isReadOnly ? (
        <div>
          <Button variant="outline" onPress={handleAdd}>
            <PlusIcon /> {t('clients.address.add')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
