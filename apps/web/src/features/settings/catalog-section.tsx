import {
  Button,
  EmptyState,
  Menu,
  MenuItem,
  MenuTrigger,
  MoreHorizontalIcon,
  PencilIcon,
  PlusIcon,
  TrashIcon,
  showToast,
} from '@spotless/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { hasErrorCode } from '../../lib/api-errors.ts';
import { submitForm } from '../../lib/submit-form.ts';
import { SectionSkeleton } from './organization-section.tsx';
import { ReadOnlyNote, SettingsCard, SettingsPanel } from './settings-panel.tsx';
import {
  CatalogDialog,
  type CatalogItem,
  type CatalogTarget,
  type CatalogTexts,
} from './catalog-dialog.tsx';
import styles from './catalog-section.module.css';

export interface CatalogSectionProps<T extends CatalogItem> {
  texts: CatalogTexts;
  /** Whether the role may create, edit, deactivate and delete (others read). */
  canManage: boolean;
  items: UseQueryResult<T[]>;
  /** Saves the item whole with `isActive` changed. */
  onSetActive: (item: T, isActive: boolean) => Promise<unknown>;
  onDelete: (id: string) => Promise<unknown>;
  /** Shown beside an item's name (the job type's short code). */
  nameExtra?: (item: T) => ReactNode;
  emptyIcon: ReactNode;
  /** The create and edit form of `item` (null: a new one), in the section's dialog. */
  form: (item: T | null, onDone: () => void) => ReactNode;
}

/**
 * A Settings section that lists an organisation's catalog, with create, edit, deactivate and
 * delete for the roles that manage it. One in use can't be deleted (the server answers `409`):
 * it says to deactivate it instead.
 */
export function CatalogSection<T extends CatalogItem>({
  texts,
  canManage,
  items,
  onSetActive,
  onDelete,
  nameExtra,
  emptyIcon,
  form,
}: CatalogSectionProps<T>) {
  const { t } = useTranslation();
  const k = (key: string) => `settings.${texts}.${key}`;
  const [editing, setEditing] = useState<CatalogTarget<T>>(null);
  const [toDelete, setToDelete] = useState<T | null>(null);

  const handleToggle = async (item: T) => {
    const isActive = !item.isActive;
    await submitForm(() => onSetActive(item, isActive), {
      success: () => ({
        title: isActive ? t(k('activatedTitle')) : t(k('deactivatedTitle')),
        description: t(isActive ? k('activated') : k('deactivated'), { name: item.name }),
      }),
      title: t(k('saveFailedTitle')),
      fallback: t(k('saveFailed')),
    });
  };

  const handleDelete = async () => {
    if (!toDelete) return;
    const { id, name } = toDelete;
    await submitForm(() => onDelete(id), {
      success: () => ({ title: t(k('deletedTitle')), description: t(k('deleted'), { name }) }),
      title: t(k('deleteFailedTitle')),
      fallback: t(k('deleteFailed')),
      onError: (error) => {
        if (!hasErrorCode(error, 'CONFLICT')) return false;
        // In use: it can't go, but it can stop being offered.
        showToast({
          title: t(k('inUseTitle')),
          description: t(k('inUse'), { name }),
          variant: 'destructive',
        });
        return true;
      },
    });
  };

  const newButton = canManage ? (
    <Button onPress={() => setEditing('new')}>
      <PlusIcon />
      {t(k('new'))}
    </Button>
  ) : null;

  const rows = items.data ?? [];
  const title = t(`settings.sections.${texts}.title`);
  return (
    <SettingsPanel
      title={title}
      description={t(`settings.sections.${texts}.description`)}
      actions={rows.length > 0 ? newButton : null}
    >
      {!canManage ? <ReadOnlyNote>{t(k('readOnly'))}</ReadOnlyNote> : null}
      {items.isPending ? (
        <SectionSkeleton label={t(k('loading'))} cards={1} />
      ) : items.isError ? (
        <LoadError
          title={t(k('loadError'))}
          error={items.error}
          onRetry={() => void items.refetch()}
          isRetrying={items.isFetching}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={emptyIcon}
          title={t(k('emptyTitle'))}
          description={t(k('empty'))}
          action={newButton ?? undefined}
        />
      ) : (
        <SettingsCard>
          <ul className={styles.list} aria-label={title}>
            {rows.map((item) => (
              <li key={item.id} className={styles.row} data-inactive={!item.isActive || undefined}>
                <div className={styles.main}>
                  <span className={styles.nameLine}>
                    <span className={styles.name}>{item.name}</span>
                    {nameExtra?.(item)}
                  </span>
                  <span className={styles.description}>
                    {item.description ?? t(k('noDescription'))}
                  </span>
                </div>
                <StatusBadge isActive={item.isActive} />
                {canManage ? (
                  <MenuTrigger>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t(k('actionsFor'), { name: item.name })}
                    >
                      <MoreHorizontalIcon />
                    </Button>
                    <Menu
                      placement="bottom end"
                      onAction={(key) => {
                        if (key === 'edit') setEditing(item);
                        if (key === 'toggle') void handleToggle(item);
                        if (key === 'delete') setToDelete(item);
                      }}
                    >
                      <MenuItem id="edit" icon={<PencilIcon />}>
                        {t(k('edit'))}
                      </MenuItem>
                      <MenuItem id="toggle">
                        {item.isActive ? t(k('deactivate')) : t(k('activate'))}
                      </MenuItem>
                      <MenuItem id="delete" icon={<TrashIcon />} variant="destructive">
                        {t(k('delete'))}
                      </MenuItem>
                    </Menu>
                  </MenuTrigger>
                ) : null}
              </li>
            ))}
          </ul>
        </SettingsCard>
      )}

      <CatalogDialog texts={texts} target={editing} onClose={() => setEditing(null)}>
        {(item) => form(item, () => setEditing(null))}
      </CatalogDialog>
      <ConfirmDialog
        isOpen={toDelete != null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t(k('deleteTitle'), { name: toDelete?.name ?? '' })}
        confirmLabel={t(k('deleteConfirm'))}
        onConfirm={handleDelete}
      >
        {t(k('deleteMessage'))}
      </ConfirmDialog>
    </SettingsPanel>
  );
}
