import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, TrashIcon } from '@spotless/ui';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  FormHeader,
  FormScreen,
  FormScreenActions,
} from '../../components/form-layout/form-layout.tsx';
import { InfoNote } from '../../components/info-note.tsx';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes-guard.tsx';
import { useCurrentUser } from '../../api/current-user.ts';
import { listLocation } from '../../lib/list-location.ts';
import { canManageUser, usePermissions } from '../../lib/permissions.ts';
import type { User } from './api/get-users.ts';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { useUserFormSubmit } from './use-user-form-submit.ts';
import { UserAccessSection, UserProfileSection, UserSignInSection } from './user-form-sections.tsx';
import {
  emptyUserValues,
  fullName,
  userFormSchema,
  userFormValues,
  type UserFormValues,
} from './user-form-values.ts';

export interface UserFormProps {
  /** The stored user to edit; a new user when left out. */
  user?: User;
  /**
   * `readOnly` for roles that may see but not change this user (BILLING, or an ADMIN looking at
   * an owner).
   * @default 'full'
   */
  mode?: 'full' | 'readOnly';
  /**
   * Creating is refused by the plan: the form stays visible but cannot be sent.
   * @default false
   */
  isBlocked?: boolean;
  /** Shown above the form, under the title (the plan-limit notice). */
  notice?: ReactNode;
}

/** The one user form, for `/users/new` and `/users/edit/{id}`. */
export function UserForm({ user, mode = 'full', isBlocked = false, notice }: UserFormProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { role: myRole } = usePermissions();
  const me = useCurrentUser().data;
  const [file, setFile] = useState<File | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const isNew = user == null;
  const readOnly = mode === 'readOnly';
  const form = useForm<UserFormValues>({
    resolver: zodResolver(userFormSchema(t)),
    mode: 'onBlur',
    defaultValues: user ? userFormValues(user) : emptyUserValues(),
  });
  const { handleValid, handleInvalid, isSaving } = useUserFormSubmit({ user, form, file });
  const isDirty = form.formState.isDirty || file != null;
  const guard = useUnsavedChangesGuard(isDirty && !readOnly && !form.formState.isSubmitSuccessful);
  const name = user ? fullName(user) : '';
  const isMe = user != null && user.id === me?.id;
  const canDelete = user != null && !isMe && canManageUser(myRole, user.role) && !readOnly;
  const sectionProps = { control: form.control, user, readOnly, isBlocked };

  return (
    <FormScreen
      aria-labelledby="user-form-title"
      onSubmit={(event) => void form.handleSubmit(handleValid, handleInvalid)(event)}
    >
      <FormHeader
        titleId="user-form-title"
        title={isNew ? t('users.form.newTitle') : name}
        avatar={user ? { name, src: user.photoUrl } : undefined}
        badges={
          <>
            {user && !user.isActive ? (
              <Badge variant="neutral">{t('common.inactive')}</Badge>
            ) : null}
            {isMe ? <Badge variant="info">{t('users.list.you')}</Badge> : null}
          </>
        }
        description={
          isNew
            ? t('users.form.newSubtitle')
            : readOnly
              ? t('users.form.readOnlySubtitle')
              : t('users.form.editSubtitle')
        }
        actions={
          canDelete ? (
            <Button variant="outline" onPress={() => setConfirmDelete(true)}>
              <TrashIcon />
              {t('users.form.delete')}
            </Button>
          ) : null
        }
      />

      {notice}

      {readOnly ? <InfoNote>{t('users.form.readOnlyNotice')}</InfoNote> : null}

      <UserProfileSection {...sectionProps} file={file} onFileChange={setFile} />
      <UserSignInSection {...sectionProps} />
      <UserAccessSection {...sectionProps} />

      <FormScreenActions
        isReadOnly={readOnly}
        backLabel={t('users.form.back')}
        onBack={() => navigate(listLocation('/users'))}
        onCancel={() => guard.navigate(listLocation('/users'))}
        submitLabel={isNew ? t('users.form.create') : t('users.form.save')}
        isSaving={isSaving}
        isSubmitDisabled={isBlocked}
      />
      {guard.dialog}
      {user ? (
        <DeleteUserDialog
          user={confirmDelete ? user : null}
          onClose={() => setConfirmDelete(false)}
          onDeleted={() => navigate(listLocation('/users'))}
        />
      ) : null}
    </FormScreen>
  );
}
