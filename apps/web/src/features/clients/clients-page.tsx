import {
  Avatar,
  Badge,
  Button,
  EyeIcon,
  PencilIcon,
  PlusIcon,
  SegmentedControl,
  TrashIcon,
  UsersIcon,
  type RowAction,
} from '@spotless/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
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
import { StatusBadge } from '../../components/status-badge.tsx';
import { useEnumLabels } from '../../lib/enums.ts';
import { usePermissions } from '../../lib/permissions.ts';
import { useClients, type Client, type ClientSort, type ClientsQuery } from '../../api/clients.ts';
import { DeleteClientDialog } from './delete-client-dialog.tsx';
import { defaultAddressOf, fullName } from './client-display.ts';
import styles from './clients-page.module.css';

/** Rows per page. */
export const CLIENTS_PAGE_SIZE = 20;

const statuses = ['all', 'active', 'inactive'] as const;

const listConfig = {
  path: '/clients',
  pageSize: CLIENTS_PAGE_SIZE,
  sorts: ['firstName', 'lastName', 'email', 'clientSince', 'createdAt'],
  defaultSort: 'firstName',
  filters: { status: statuses },
} as const satisfies ServerListConfig<ClientSort, { status: typeof statuses }>;

/** `/clients`: search, filter, sort and page through the organisation's clients. */
export function ClientsPage() {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  const { label: enumLabel } = useEnumLabels();
  const { can } = usePermissions();
  const canManage = can('manageClients');
  const canEditPayment = can('editClientPayment');
  const [, navigate] = useLocation();
  const list = useServerList(listConfig);
  const { params, setParams } = list;
  const [toDelete, setToDelete] = useState<Client | null>(null);

  const status = params.filters.status;
  const query: ClientsQuery = {
    ...list.query,
    isActive: status === 'all' ? undefined : status === 'active',
  };
  const clients = useClients(query);
  const total = clients.data?.total ?? 0;

  const openClient = (client: Client) => navigate(`/clients/edit/${client.id}`);
  const newButton = canManage ? (
    <Button onPress={() => navigate('/clients/new')}>
      <PlusIcon /> {t('clients.list.new')}
    </Button>
  ) : null;
  // What the row opens: the whole form, its payment part, or a read-only view.
  const open: RowAction = canManage
    ? { id: 'open', label: t('clients.list.edit'), icon: <PencilIcon /> }
    : canEditPayment
      ? { id: 'open', label: t('clients.list.editPayment'), icon: <PencilIcon /> }
      : { id: 'open', label: t('clients.list.view'), icon: <EyeIcon /> };
  const remove: RowAction = {
    id: 'delete',
    label: t('clients.list.delete'),
    icon: <TrashIcon />,
    variant: 'destructive',
  };

  const columns: ListColumn<Client>[] = [
    {
      id: 'firstName',
      label: t('clients.list.name'),
      isRowHeader: true,
      allowsSorting: true,
      className: styles.nameColumn,
      textValue: fullName,
      render: (client) => (
        <ListNameCell
          name={fullName(client)}
          leading={<Avatar name={fullName(client)} src={client.photoUrl} size="sm" isDecorative />}
          fallbacks={[
            { content: client.phone1, below: 'sm' },
            ...(client.isActive
              ? []
              : [
                  {
                    content: <Badge variant="neutral">{t('common.inactive')}</Badge>,
                    below: 'lg' as const,
                  },
                ]),
          ]}
        />
      ),
    },
    {
      id: 'phone1',
      label: t('clients.list.phone'),
      hideBelow: 'sm',
      className: styles.phoneColumn,
      render: (client) => <span className={styles.phone}>{client.phone1}</span>,
    },
    {
      id: 'email',
      label: t('clients.list.email'),
      allowsSorting: true,
      hideBelow: 'sm',
      className: styles.emailColumn,
      render: (client) => (client.email ? <ClippedText>{client.email}</ClippedText> : <NoValue />),
    },
    {
      id: 'address',
      label: t('clients.list.defaultAddress'),
      hideBelow: 'sm',
      className: styles.addressColumn,
      render: (client) => {
        const address = defaultAddressOf(client);
        return address ? (
          <span className={styles.address}>
            <ClippedText>{address.street}</ClippedText>
            <ClippedText
              muted
            >{`${address.city}, ${address.state} ${address.zipCode}`}</ClippedText>
          </span>
        ) : (
          <span className={styles.muted}>{t('clients.list.noAddress')}</span>
        );
      },
    },
    {
      id: 'frequency',
      label: t('clients.list.frequency'),
      hideBelow: 'md',
      className: styles.frequencyColumn,
      render: (client) =>
        client.preferredFrequency ? (
          <ClippedText>{enumLabel('frequency', client.preferredFrequency)}</ClippedText>
        ) : (
          <NoValue />
        ),
    },
    {
      id: 'isActive',
      label: t('clients.list.status'),
      hideBelow: 'lg',
      className: styles.statusColumn,
      render: (client) => <StatusBadge isActive={client.isActive} />,
    },
  ];

  return (
    <ListPage
      title={t('clients.list.title')}
      description={
        clients.data
          ? t('clients.list.count', { count: total, formatted: numbers.format(total) })
          : t('clients.list.subtitle')
      }
      actions={newButton}
      toolbar={
        <ListToolbar
          search={list.searchProps(clients, {
            label: t('clients.list.search'),
            placeholder: t('clients.list.searchPlaceholder'),
          })}
        >
          <SegmentedControl
            label={t('clients.list.status')}
            value={status}
            onChange={(next) => setParams({ filters: { status: next } })}
            options={statuses.map((id) => ({ id, label: t(`clients.list.statuses.${id}`) }))}
          />
        </ListToolbar>
      }
    >
      <ListTable
        label={t('clients.list.tableLabel')}
        className={styles.table}
        columns={columns}
        {...list.tableProps(clients, t('clients.list.pagination'))}
        loadingLabel={t('clients.list.loading')}
        errorTitle={t('clients.list.loadError')}
        onRowAction={openClient}
        rowName={fullName}
        rowActions={(client) => ({
          items: canManage ? [open, remove] : [open],
          onAction: (key) => {
            if (key === 'open') openClient(client);
            if (key === 'delete') setToDelete(client);
          },
        })}
        isRowInactive={(client) => !client.isActive}
        emptyState={
          <ListEmptyState
            isFiltered={params.q.trim() !== '' || status !== 'all'}
            noMatches={{
              title: t('clients.list.noMatchesTitle'),
              description: t('clients.list.noMatchesDescription'),
              clearLabel: t('clients.list.clearFilters'),
              onClear: () => setParams({ q: '', filters: { status: 'all' } }),
            }}
            empty={{
              icon: <UsersIcon />,
              title: t('clients.list.emptyTitle'),
              description: canManage
                ? t('clients.list.emptyDescription')
                : t('clients.list.emptyReadOnlyDescription'),
              action: newButton,
            }}
          />
        }
      />
      <DeleteClientDialog client={toDelete} onClose={() => setToDelete(null)} />
    </ListPage>
  );
}
