import { Button, Dialog, DialogFooter, Form } from '@spotless/ui';
import { FormSwitch, FormTextArea } from '@spotless/ui/form';
import type { UseMutationResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Fragment, type ReactNode } from 'react';
import type { Control, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { submitForm } from '../../lib/submit-form.ts';
import styles from './catalog-section.module.css';

/** What a catalog lists: an organisation's own kinds of something (job types, address types). */
export interface CatalogItem {
  id: string;
  name: string;
  description: string | null;
  isActive: boolean;
}

/** Which texts a catalog uses: `settings.<texts>.*` and `settings.sections.<texts>.*`. */
export type CatalogTexts = 'jobTypes' | 'addressTypes';

/** `null` closes the dialog; `'new'` creates; an item edits it. */
export type CatalogTarget<T> = T | 'new' | null;

/** The fields every catalog form has. */
export interface CatalogFormValues {
  name: string;
  description: string;
  isActive: boolean;
}

/** The message of a text longer than `max`. */
export const tooLongMessage = (t: TFunction, texts: CatalogTexts, max: number) =>
  t(`settings.${texts}.validation.tooLong`, { max });

/** The fields every catalog item has: a required name, a description, and whether it is offered. */
export function catalogFieldsSchema(t: TFunction, texts: CatalogTexts) {
  return {
    name: z
      .string()
      .trim()
      .min(1, t(`settings.${texts}.validation.nameRequired`))
      .max(100, tooLongMessage(t, texts, 100)),
    description: z
      .string()
      .trim()
      .max(2000, tooLongMessage(t, texts, 2000)),
    isActive: z.boolean(),
  };
}

/** The form's starting values for `item` (a new one is active). */
export const catalogDefaults = (item: CatalogItem | null): CatalogFormValues => ({
  name: item?.name ?? '',
  description: item?.description ?? '',
  isActive: item?.isActive ?? true,
});

export interface CatalogDialogProps<T extends CatalogItem> {
  texts: CatalogTexts;
  target: CatalogTarget<T>;
  onClose: () => void;
  /** The form of `item` (null: a new one), keyed so each opening starts afresh. */
  children: (item: T | null) => ReactNode;
}

/** Create or edit a catalog item in a dialog (they have no pages of their own). */
export function CatalogDialog<T extends CatalogItem>({
  texts,
  target,
  onClose,
  children,
}: CatalogDialogProps<T>) {
  const { t } = useTranslation();
  const isNew = target === 'new';
  return (
    <Dialog
      isOpen={target != null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={isNew ? t(`settings.${texts}.newTitle`) : t(`settings.${texts}.editTitle`)}
      description={t(`settings.${texts}.dialogHelp`)}
      closeLabel={t('settings.close')}
    >
      {target != null ? (
        <Fragment key={isNew ? 'new' : target.id}>{children(isNew ? null : target)}</Fragment>
      ) : null}
    </Dialog>
  );
}

export interface CatalogFormProps<T extends CatalogItem, V extends CatalogFormValues, I> {
  texts: CatalogTexts;
  /** The item edited; null creates one. */
  item: T | null;
  form: UseFormReturn<V>;
  /** The form's fields, where the server's field errors (a name already used) land. */
  fields: readonly Path<V>[];
  /** The whole item as create and replace take it. */
  toInput: (values: V) => I;
  create: UseMutationResult<T, Error, I>;
  update: UseMutationResult<T, Error, { id: string; body: I }>;
  onDone: () => void;
  /** The name and any fields of the catalog's own; the description and the switch follow. */
  children: ReactNode;
}

/** The dialog's form: saves, says so in a toast, and closes; a name already used stays under it. */
export function CatalogForm<T extends CatalogItem, V extends CatalogFormValues, I>({
  texts,
  item,
  form,
  fields,
  toInput,
  create,
  update,
  onDone,
  children,
}: CatalogFormProps<T, V, I>) {
  const { t } = useTranslation();
  const k = (key: string) => `settings.${texts}.${key}`;
  // Every catalog form has these fields; the generic form type can't show it.
  const control = form.control as unknown as Control<CatalogFormValues>;
  const handleValid = async (values: V) => {
    const body = toInput(values);
    const result = await submitForm(
      () => (item ? update.mutateAsync({ id: item.id, body }) : create.mutateAsync(body)),
      {
        success: (saved) => ({
          title: item ? t(k('savedTitle')) : t(k('createdTitle')),
          description: t(item ? k('saved') : k('created'), { name: saved.name }),
        }),
        title: item ? t(k('saveFailedTitle')) : t(k('createFailedTitle')),
        fallback: t(k('saveFailed')),
        form: { setError: form.setError, fields },
      },
    );
    if (result.ok) onDone();
  };

  const isSaving = create.isPending || update.isPending;
  return (
    <Form
      className={styles.dialogForm}
      onSubmit={(event) => void form.handleSubmit(handleValid)(event)}
    >
      {children}
      <FormTextArea
        control={control}
        name="description"
        label={t(k('description'))}
        placeholder={t(k('descriptionPlaceholder'))}
        rows={3}
      />
      <FormSwitch control={control} name="isActive" description={t(k('activeHelp'))}>
        {t(k('active'))}
      </FormSwitch>
      <DialogFooter>
        <Button variant="outline" onPress={onDone} isDisabled={isSaving}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isPending={isSaving}>
          {item ? t('settings.save') : t(k('create'))}
        </Button>
      </DialogFooter>
    </Form>
  );
}
