import {
  Badge,
  Button,
  EmptyState,
  PencilIcon,
  PlusIcon,
  TrashIcon,
  UsersIcon,
} from '@spotless/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorDot } from '../../components/color-dot.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import {
  ListPage,
  ListNameCell,
  ListTable,
  listStateOf,
  NoValue,
  type ListColumn,
} from '../../components/list-page/index.ts';
import { PlanLimitNotice } from '../../components/plan-limit-notice.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { getOrganizationQueryOptions } from '../../api/organization.ts';
import { usePermissions } from '../../lib/permissions.ts';
import { usePlanLimit } from '../../lib/plan-limits.ts';
import { submitForm } from '../../lib/submit-form.ts';
import { useTeams, type Team } from '../../api/teams.ts';
import { useDeleteTeam } from './api/delete-team.ts';
import { TeamDialog } from './team-dialog.tsx';
import styles from './teams-page.module.css';

type Editing = { team: Team | null } | null;

/** `/teams`: the organisation's teams; create, edit and delete them in dialogs. */
export function TeamsPage() {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const canManage = can('manageTeams');
  const teams = useTeams();
  const limit = usePlanLimit('teams');
  const remove = useDeleteTeam();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Team | null>(null);
  // The last team shown in the delete dialog, so its text stays while the dialog closes.
  const [deleting, setDeleting] = useState<Team | null>(null);
  if (toDelete != null && toDelete !== deleting) setDeleting(toDelete);

  const atLimit = limit?.status === 'reached';
  const list = teams.data ?? [];
  const activeCount = list.filter((team) => team.isActive).length;

  const openNew = () => setEditing({ team: null });
  const openEdit = (team: Team) => setEditing({ team });

  const handleDelete = async () => {
    if (!deleting) return;
    const { id, name } = deleting;
    // Errors are toasts (a team with jobs answers 409 with the reason); the dialog closes.
    await submitForm(() => remove.mutateAsync(id), {
      success: () => ({
        title: t('teams.delete.deletedTitle'),
        description: t('teams.delete.deleted', { name }),
      }),
      title: t('teams.delete.failedTitle'),
      fallback: t('teams.delete.failed'),
    });
  };

  const newTeamButton = canManage ? (
    // At the limit the button stays in place, disabled; the banner under it says why.
    <Button
      onPress={openNew}
      isDisabled={atLimit}
      aria-describedby={atLimit ? 'plan-limit-teams' : undefined}
    >
      <PlusIcon /> {t('teams.list.new')}
    </Button>
  ) : null;

  const columns: ListColumn<Team>[] = [
    {
      id: 'name',
      label: t('teams.list.name'),
      isRowHeader: true,
      className: styles.nameColumn,
      textValue: (team) => team.name,
      render: (team) => (
        <ListNameCell
          name={team.name}
          leading={<ColorDot color={team.color} size="md" />}
          // On a phone the status column gives way; inactive teams say so here.
          fallbacks={
            team.isActive
              ? []
              : [{ content: <Badge variant="neutral">{t('common.inactive')}</Badge>, below: 'sm' }]
          }
        />
      ),
    },
    {
      id: 'description',
      label: t('teams.list.description'),
      hideBelow: 'sm',
      render: (team) =>
        team.description ? (
          <span className={styles.description}>{team.description}</span>
        ) : (
          <NoValue />
        ),
    },
    {
      id: 'members',
      label: t('teams.list.members'),
      align: 'end',
      className: styles.membersColumn,
      render: (team) => numbers.format(team.memberCount),
    },
    {
      id: 'status',
      label: t('teams.list.status'),
      hideBelow: 'sm',
      className: styles.statusColumn,
      render: (team) => <StatusBadge isActive={team.isActive} />,
    },
  ];

  return (
    <ListPage
      width="narrow"
      title={t('teams.list.title')}
      description={
        teams.data
          ? t('teams.list.count', {
              count: list.length,
              formatted: numbers.format(list.length),
              active: numbers.format(activeCount),
            })
          : t('teams.list.subtitle')
      }
      actions={newTeamButton}
      notice={canManage ? <PlanLimitNotice limit={limit} /> : null}
    >
      <ListTable
        label={t('teams.list.tableLabel')}
        className={styles.table}
        columns={columns}
        state={listStateOf(teams, (data) => data)}
        loadingLabel={t('teams.list.loading')}
        errorTitle={t('teams.list.loadError')}
        onRowAction={canManage ? openEdit : undefined}
        rowName={(team) => team.name}
        rowActions={
          canManage
            ? (team) => ({
                items: [
                  { id: 'edit', label: t('teams.list.edit'), icon: <PencilIcon /> },
                  {
                    id: 'delete',
                    label: t('teams.list.delete'),
                    icon: <TrashIcon />,
                    variant: 'destructive',
                  },
                ],
                onAction: (key) => {
                  if (key === 'edit') openEdit(team);
                  if (key === 'delete') setToDelete(team);
                },
              })
            : undefined
        }
        isRowInactive={(team) => !team.isActive}
        emptyState={
          <EmptyState
            icon={<UsersIcon />}
            title={t('teams.list.emptyTitle')}
            description={
              canManage ? t('teams.list.emptyDescription') : t('teams.list.emptyReadOnly')
            }
            action={
              canManage && !atLimit ? (
                <Button onPress={openNew}>
                  <PlusIcon /> {t('teams.list.new')}
                </Button>
              ) : undefined
            }
          />
        }
      />

      <TeamDialog
        team={editing?.team ?? null}
        isOpen={editing != null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        onPlanLimit={() => {
          setEditing(null);
          void queryClient.invalidateQueries(getOrganizationQueryOptions());
        }}
      />

      <ConfirmDialog
        isOpen={toDelete != null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t('teams.delete.title', { name: deleting?.name ?? '' })}
        confirmLabel={t('teams.delete.confirm')}
        onConfirm={handleDelete}
      >
        {deleting && deleting.memberCount > 0
          ? t('teams.delete.messageWithMembers', { count: deleting.memberCount })
          : t('teams.delete.message')}
      </ConfirmDialog>
    </ListPage>
  );
}
