import { isApiError } from '@spotless/api-client';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import {
  FormPageFrame,
  FormPageSkeleton,
  FormUnavailable,
} from '../../components/form-layout/form-page-states.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { listLocation } from '../../lib/list-location.ts';
import { usePermissions } from '../../lib/permissions.ts';
import { useClient } from '../../api/clients.ts';
import { ClientForm, type ClientFormMode } from './client-form.tsx';

/** `/clients/new`: the client form, empty. Only roles that manage clients get it. */
export function NewClientPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { can } = usePermissions();
  if (!can('manageClients')) {
    return (
      <FormUnavailable
        width="wide"
        title={t('clients.form.newTitle')}
        heading={t('clients.form.noPermissionTitle')}
        description={t('clients.form.noPermission')}
        backLabel={t('clients.form.back')}
        onBack={() => navigate(listLocation('/clients'))}
      />
    );
  }
  return <ClientForm mode="full" />;
}

/** `/clients/edit/{id}`: the same form, filled with the stored client. */
export function EditClientPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { id = '' } = useParams<{ id: string }>();
  const { can } = usePermissions();
  const client = useClient(id);
  const mode: ClientFormMode = can('manageClients')
    ? 'full'
    : can('editClientPayment')
      ? 'payment'
      : 'readOnly';

  if (client.isPending) {
    return (
      <FormPageSkeleton width="wide" label={t('clients.form.loading')} sections={[4, 4, 2, 3]} />
    );
  }
  if (client.isError) {
    const status = isApiError(client.error) ? client.error.status : null;
    if (status === 404 || status === 400 || status === 403) {
      const notFound = status !== 403;
      return (
        <FormUnavailable
          width="wide"
          title={t('clients.form.editTitle')}
          heading={notFound ? t('clients.form.notFoundTitle') : t('clients.form.forbiddenTitle')}
          description={notFound ? t('clients.form.notFound') : t('clients.form.forbidden')}
          backLabel={t('clients.form.back')}
          onBack={() => navigate(listLocation('/clients'))}
        />
      );
    }
    return (
      <FormPageFrame width="wide" title={t('clients.form.editTitle')}>
        <LoadError
          title={t('clients.form.loadError')}
          error={client.error}
          onRetry={() => void client.refetch()}
          isRetrying={client.isFetching}
        />
      </FormPageFrame>
    );
  }
  // Keyed by client: a different client (or a reload of this one) starts a fresh form.
  return (
    <ClientForm
      key={`${client.data.id}:${client.data.updatedAt}`}
      client={client.data}
      mode={mode}
    />
  );
}
