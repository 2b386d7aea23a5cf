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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { hasErrorCode } from '../../lib/api-errors.ts';
import { useJobTypes, type JobType } from '../../api/job-types.ts';
import { usePermissions } from '../../lib/permissions.ts';
import { submitForm } from '../../lib/submit-form.ts';
import { useDeleteJobType, useUpdateJobType } from './api/job-type-mutations.ts';
import { JobTypeDialog, toJobTypeInput } from './job-type-dialog.tsx';
import { SectionSkeleton } from './organization-section.tsx';
import { ReadOnlyNote, SettingsCard, SettingsPanel } from './settings-panel.tsx';
import { TagIcon } from '../../components/icons.tsx';
import styles from './job-types-section.module.css';

const formValues = (jobType: JobType) => ({
  name: jobType.name,
  short: jobType.short ?? '',
  description: jobType.description ?? '',
  isActive: jobType.isActive,
});

/** Settings > Job types: the kinds of service the business offers, for the job form's picker. */
export function JobTypesSection() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const canManage = can('manageJobTypes');
  const jobTypes = useJobTypes();
  const update = useUpdateJobType();
  const remove = useDeleteJobType();
  const [editing, setEditing] = useState<JobType | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<JobType | null>(null);

  const handleToggle = async (jobType: JobType) => {
    const isActive = !jobType.isActive;
    await submitForm(
      () =>
        update.mutateAsync({
          id: jobType.id,
          body: toJobTypeInput({ ...formValues(jobType), isActive }),
        }),
      {
        success: () => ({
          title: isActive
            ? t('settings.jobTypes.activatedTitle')
            : t('settings.jobTypes.deactivatedTitle'),
          description: t(
            isActive ? 'settings.jobTypes.activated' : 'settings.jobTypes.deactivated',
            { name: jobType.name },
          ),
        }),
        title: t('settings.jobTypes.saveFailedTitle'),
        fallback: t('settings.jobTypes.saveFailed'),
      },
    );
  };

  const handleDelete = async () => {
    if (!toDelete) return;
    const { id, name } = toDelete;
    await submitForm(() => remove.mutateAsync(id), {
      success: () => ({
        title: t('settings.jobTypes.deletedTitle'),
        description: t('settings.jobTypes.deleted', { name }),
      }),
      title: t('settings.jobTypes.deleteFailedTitle'),
      fallback: t('settings.jobTypes.deleteFailed'),
      onError: (error) => {
        if (!hasErrorCode(error, 'CONFLICT')) return false;
        // Jobs use it: it can't go, but it can stop being offered.
        showToast({
          title: t('settings.jobTypes.inUseTitle'),
          description: t('settings.jobTypes.inUse', { name }),
          variant: 'destructive',
        });
        return true;
      },
    });
  };

  const newButton = canManage ? (
    <Button onPress={() => setEditing('new')}>
      <PlusIcon />
      {t('settings.jobTypes.new')}
    </Button>
  ) : null;

  const rows = jobTypes.data ?? [];
  return (
    <SettingsPanel
      title={t('settings.sections.jobTypes.title')}
      description={t('settings.sections.jobTypes.description')}
      actions={rows.length > 0 ? newButton : null}
    >
      {!canManage ? <ReadOnlyNote>{t('settings.jobTypes.readOnly')}</ReadOnlyNote> : null}
      {jobTypes.isPending ? (
        <SectionSkeleton label={t('settings.jobTypes.loading')} cards={1} />
      ) : jobTypes.isError ? (
        <LoadError
          title={t('settings.jobTypes.loadError')}
          error={jobTypes.error}
          onRetry={() => void jobTypes.refetch()}
          isRetrying={jobTypes.isFetching}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<TagIcon />}
          title={t('settings.jobTypes.emptyTitle')}
          description={t('settings.jobTypes.empty')}
          action={newButton ?? undefined}
        />
      ) : (
        <SettingsCard>
          <ul className={styles.list} aria-label={t('settings.sections.jobTypes.title')}>
            {rows.map((jobType) => (
              <li
                key={jobType.id}
                className={styles.row}
                data-inactive={!jobType.isActive || undefined}
              >
                <div className={styles.main}>
                  <span className={styles.nameLine}>
                    <span className={styles.name}>{jobType.name}</span>
                    {jobType.short ? <code className={styles.short}>{jobType.short}</code> : null}
                  </span>
                  <span className={styles.description}>
                    {jobType.description ?? t('settings.jobTypes.noDescription')}
                  </span>
                </div>
                <StatusBadge isActive={jobType.isActive} />
                {canManage ? (
                  <MenuTrigger>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('settings.jobTypes.actionsFor', { name: jobType.name })}
                    >
                      <MoreHorizontalIcon />
                    </Button>
                    <Menu
                      placement="bottom end"
                      onAction={(key) => {
                        if (key === 'edit') setEditing(jobType);
                        if (key === 'toggle') void handleToggle(jobType);
                        if (key === 'delete') setToDelete(jobType);
                      }}
                    >
                      <MenuItem id="edit" icon={<PencilIcon />}>
                        {t('settings.jobTypes.edit')}
                      </MenuItem>
                      <MenuItem id="toggle">
                        {jobType.isActive
                          ? t('settings.jobTypes.deactivate')
                          : t('settings.jobTypes.activate')}
                      </MenuItem>
                      <MenuItem id="delete" icon={<TrashIcon />} variant="destructive">
                        {t('settings.jobTypes.delete')}
                      </MenuItem>
                    </Menu>
                  </MenuTrigger>
                ) : null}
              </li>
            ))}
          </ul>
        </SettingsCard>
      )}

      <JobTypeDialog target={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        isOpen={toDelete != null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t('settings.jobTypes.deleteTitle', { name: toDelete?.name ?? '' })}
        confirmLabel={t('settings.jobTypes.deleteConfirm')}
        onConfirm={handleDelete}
      >
        {t('settings.jobTypes.deleteMessage')}
      </ConfirmDialog>
    </SettingsPanel>
  );
}
