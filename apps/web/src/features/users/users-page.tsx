import {
  Avatar,
  Badge,
  Button,
  CheckIcon,
  EyeIcon,
  PencilIcon,
  PlusIcon,
  TrashIcon,
  UsersIcon,
  type RowAction,
} from '@spotless/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ColorDot } from '../../components/color-dot.tsx';
import {
  ListEmptyState,
  ListPage,
  ListToolbar,
  ClippedText,
  ListNameCell,
  ListTable,
  NoValue,
  type ListColumn,
  useServerList,
  type ServerListConfig,
} from '../../components/list-page/index.ts';
import { PlanLimitNotice } from '../../components/plan-limit-notice.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { clock } from '../../lib/clock.ts';
import { useCurrentUser } from '../../api/current-user.ts';
import { useEnumLabels } from '../../lib/enums.ts';
import { useOrganization } from '../../api/organization.ts';
import { canManageUser, usePermissions } from '../../lib/permissions.ts';
import { usePlanLimit } from '../../lib/plan-limits.ts';
import type { User, UserSort } from './api/get-users.ts';
import { useUsers } from './api/get-users.ts';
import { useSendPasswordResetWithToast } from './api/send-user-password-reset.ts';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { formatLastLogin } from './last-login.ts';
import { NotForYourRole } from './not-for-your-role.tsx';
import { fullName } from './user-form-values.ts';
import { KeyIcon } from '../../components/icons.tsx';
import styles from './users-page.module.css';

/** Rows per page. */
export const USERS_PAGE_SIZE = 20;

const listConfig = {
  path: '/users',
  pageSize: USERS_PAGE_SIZE,
  sorts: ['firstName', 'lastName', 'email', 'login', 'role', 'createdAt', 'lastLoginAt'],
  defaultSort: 'firstName',
  filters: {},
} as const satisfies ServerListConfig<UserSort, Record<never, never>>;

/** `/users`: the organisation's staff. CLEANERs are told the screen is not for their role. */
export function UsersPage() {
  const { can, role } = usePermissions();
  if (role != null && !can('viewUsers')) return <NotForYourRole />;
  return <UsersList />;
}

function UsersList() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const numbers = new Intl.NumberFormat(locale);
  const { label: enumLabel } = useEnumLabels();
  const { can, role } = usePermissions();
  const me = useCurrentUser().data;
  const timeZone = useOrganization().data?.timeZone;
  const canManage = can('manageUsers');
  const limit = usePlanLimit('users');
  const atLimit = limit?.status === 'reached';
  const [, navigate] = useLocation();
  const list = useServerList(listConfig);
  const { params, setParams } = list;
  const [toDelete, setToDelete] = useState<User | null>(null);
  const sendReset = useSendPasswordResetWithToast();

  const users = useUsers(list.query);
  const total = users.data?.total ?? 0;
  const openUser = (user: User) => navigate(`/users/edit/${user.id}`);

  /** What the signed-in role may do to this user: an ADMIN only views owners. */
  const actionsFor = (user: User): RowAction[] => {
    const manageable = canManageUser(role, user.role);
    if (!manageable) return [{ id: 'open', label: t('users.list.view'), icon: <EyeIcon /> }];
    return [
      { id: 'open', label: t('users.list.edit'), icon: <PencilIcon /> },
      { id: 'reset', label: t('users.list.sendReset'), icon: <KeyIcon /> },
      // Nobody deletes their own account from the list.
      ...(user.id === me?.id
        ? []
        : [
            {
              id: 'delete',
              label: t('users.list.delete'),
              icon: <TrashIcon />,
              variant: 'destructive' as const,
            },
          ]),
    ];
  };

  const newButton = canManage ? (
    // At the limit the button stays in place, disabled; the banner under it says why.
    <Button
      onPress={() => navigate('/users/new')}
      isDisabled={atLimit}
      aria-describedby={atLimit ? 'plan-limit-users' : undefined}
    >
      <PlusIcon /> {t('users.list.new')}
    </Button>
  ) : null;

  const columns: ListColumn<User>[] = [
    {
      id: 'firstName',
      label: t('users.list.name'),
      isRowHeader: true,
      allowsSorting: true,
      className: styles.nameColumn,
      textValue: fullName,
      render: (user) => (
        <ListNameCell
          name={fullName(user)}
          leading={<Avatar name={fullName(user)} src={user.photoUrl} size="md" isDecorative />}
          badges={user.id === me?.id ? <Badge variant="info">{t('users.list.you')}</Badge> : null}
          secondary={user.email}
        />
      ),
    },
    {
      id: 'login',
      label: t('users.list.login'),
      allowsSorting: true,
      hideBelow: 'md',
      className: styles.loginColumn,
      render: (user) => (
        <span className={styles.login} title={user.login}>
          {user.login}
        </span>
      ),
    },
    {
      id: 'role',
      label: t('users.list.role'),
      allowsSorting: true,
      className: styles.roleColumn,
      render: (user) => <ClippedText>{enumLabel('role', user.role)}</ClippedText>,
    },
    {
      id: 'team',
      label: t('users.list.team'),
      hideBelow: 'sm',
      className: styles.teamColumn,
      render: (user) =>
        user.defaultTeam ? (
          <span className={styles.team}>
            <ColorDot color={user.defaultTeam.color} />
            <span>{user.defaultTeam.name}</span>
          </span>
        ) : (
          <NoValue label={t('users.list.noTeam')} />
        ),
    },
    {
      id: 'driver',
      label: t('users.list.driver'),
      hideBelow: 'lg',
      className: styles.driverColumn,
      render: (user) =>
        user.isDriver ? (
          <span className={styles.driver}>
            <CheckIcon aria-hidden="true" />
            {t('users.list.yes')}
          </span>
        ) : (
          <NoValue label={t('users.list.no')} />
        ),
    },
    {
      id: 'status',
      label: t('users.list.status'),
      className: styles.statusColumn,
      render: (user) => <StatusBadge isActive={user.isActive} />,
    },
    {
      id: 'lastLoginAt',
      label: t('users.list.lastLogin'),
      allowsSorting: true,
      hideBelow: 'md',
      className: styles.lastLoginColumn,
      render: (user) => {
        const lastLogin = formatLastLogin(user.lastLoginAt, clock.now(), locale, timeZone);
        return lastLogin ? (
          <time
            dateTime={user.lastLoginAt ?? undefined}
            title={lastLogin.full}
            className={styles.nowrap}
          >
            {lastLogin.label}
          </time>
        ) : (
          <span className={styles.muted}>{t('users.list.never')}</span>
        );
      },
    },
  ];

  return (
    <ListPage
      title={t('users.list.title')}
      description={
        users.data
          ? t('users.list.count', { count: total, formatted: numbers.format(total) })
          : t('users.list.subtitle')
      }
      actions={newButton}
      notice={canManage ? <PlanLimitNotice limit={limit} /> : null}
      toolbar={
        <ListToolbar
          search={list.searchProps(users, {
            label: t('users.list.search'),
            placeholder: t('users.list.searchPlaceholder'),
          })}
        />
      }
    >
      <ListTable
        label={t('users.list.tableLabel')}
        className={styles.table}
        columns={columns}
        {...list.tableProps(users, t('users.list.pagination'))}
        loadingLabel={t('users.list.loading')}
        errorTitle={t('users.list.loadError')}
        onRowAction={openUser}
        rowName={fullName}
        rowActions={(user) => ({
          items: actionsFor(user),
          onAction: (key) => {
            if (key === 'open') openUser(user);
            if (key === 'reset') void sendReset.send(user);
            if (key === 'delete') setToDelete(user);
          },
        })}
        isRowInactive={(user) => !user.isActive}
        dependencies={[me?.id, role, locale, timeZone]}
        emptyState={
          <ListEmptyState
            isFiltered={params.q.trim() !== ''}
            noMatches={{
              title: t('users.list.noMatchesTitle'),
              description: t('users.list.noMatchesDescription'),
              clearLabel: t('users.list.showAll'),
              onClear: () => setParams({ q: '' }),
            }}
            empty={{
              icon: <UsersIcon />,
              title: t('users.list.emptyTitle'),
              description: canManage
                ? t('users.list.emptyDescription')
                : t('users.list.emptyReadOnlyDescription'),
              action: newButton,
            }}
          />
        }
      />
      <DeleteUserDialog user={toDelete} onClose={() => setToDelete(null)} />
    </ListPage>
  );
}
