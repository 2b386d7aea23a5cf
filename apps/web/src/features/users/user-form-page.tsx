import { isApiError } from '@spotless/api-client';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import {
  FormPageFrame,
  FormPageSkeleton,
  FormUnavailable,
} from '../../components/form-layout/form-page-states.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PlanLimitNotice } from '../../components/plan-limit-notice.tsx';
import { listLocation } from '../../lib/list-location.ts';
import { canManageUser, usePermissions } from '../../lib/permissions.ts';
import { usePlanLimit } from '../../lib/plan-limits.ts';
import { useUser } from './api/get-user.ts';
import { NotForYourRole } from './not-for-your-role.tsx';
import { UserForm } from './user-form.tsx';

/** `/users/new`: the user form, empty. Blocked (with the way to a bigger plan) at the plan's limit. */
export function NewUserPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { can, role } = usePermissions();
  const limit = usePlanLimit('users');
  if (role != null && !can('viewUsers')) return <NotForYourRole />;
  if (!can('manageUsers')) {
    return (
      <FormUnavailable
        title={t('users.form.newTitle')}
        heading={t('users.form.noPermissionTitle')}
        description={t('users.form.noPermission')}
        backLabel={t('users.form.back')}
        onBack={() => navigate(listLocation('/users'))}
      />
    );
  }
  return (
    <UserForm isBlocked={limit?.status === 'reached'} notice={<PlanLimitNotice limit={limit} />} />
  );
}

/** `/users/edit/{id}`: the same form, filled with the stored user. */
export function EditUserPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { id = '' } = useParams<{ id: string }>();
  const { can, role } = usePermissions();
  const allowed = role == null || can('viewUsers');
  const user = useUser(id, { enabled: allowed });

  if (!allowed) return <NotForYourRole />;
  if (user.isPending)
    return <FormPageSkeleton label={t('users.form.loading')} sections={[4, 2, 4]} />;
  if (user.isError) {
    const status = isApiError(user.error) ? user.error.status : null;
    if (status === 404 || status === 400) {
      return (
        <FormUnavailable
          title={t('users.form.editTitle')}
          heading={t('users.form.notFoundTitle')}
          description={t('users.form.notFound')}
          backLabel={t('users.form.back')}
          onBack={() => navigate(listLocation('/users'))}
        />
      );
    }
    return (
      <FormPageFrame title={t('users.form.editTitle')}>
        <LoadError
          title={t('users.form.loadError')}
          error={user.error}
          onRetry={() => void user.refetch()}
          isRetrying={user.isFetching}
        />
      </FormPageFrame>
    );
  }
  const mode = canManageUser(role, user.data.role) ? 'full' : 'readOnly';
  // Keyed by user: a different user (or a reload of this one) starts a fresh form.
  return <UserForm key={`${user.data.id}:${user.data.updatedAt}`} user={user.data} mode={mode} />;
}
