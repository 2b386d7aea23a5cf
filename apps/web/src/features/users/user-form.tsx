import { zodResolver } from '@hookform/resolvers/zod';
import { isNetworkError } from '@spotless/api-client';
import { Badge, Button, Select, SelectItem, TrashIcon, showToast } from '@spotless/ui';
import { FormSelect, FormSwitch, FormTextField } from '@spotless/ui/form';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { z } from 'zod';
import { AvatarPicker } from '../../components/avatar-picker.tsx';
import { ColorDot } from '../../components/color-dot.tsx';
import {
  FormGrid,
  FormHeader,
  FormScreen,
  FormScreenActions,
  FormSection,
  fullRow,
} from '../../components/form-layout/form-layout.tsx';
import { InfoNote } from '../../components/info-note.tsx';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes-guard.tsx';
import { applyServerFieldErrors, hasErrorCode, saveFailureText } from '../../lib/api-errors.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { useEnumLabels } from '../../lib/enums.ts';
import { listLocation } from '../../lib/list-location.ts';
import {
  assignableRoles,
  canManageUser,
  usePermissions,
  type Role,
} from '../../lib/permissions.ts';
import { useTeams } from '../../lib/teams.ts';
import { useCreateUser } from './api/create-user.ts';
import type { User } from './api/get-users.ts';
import { useSendPasswordResetWithToast } from './api/send-user-password-reset.ts';
import { useUpdateUser } from './api/update-user.ts';
import { useUploadUserAvatar } from './api/upload-user-avatar.ts';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { userFacingMessage } from './user-errors.ts';
import {
  emptyUserValues,
  fullName,
  isUserFormField,
  toUserCreateFormData,
  toUserUpdate,
  userFormSchema,
  userFormValues,
  type UserFormValues,
} from './user-form-values.ts';
import { KeyIcon, MailIcon } from '../../components/icons.tsx';
import styles from './user-form.module.css';

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

const emailFormat = z.email();
const isEmail = (value: string) => emailFormat.safeParse(value.trim()).success;

/** The id of the "No team" option: select items may not have an empty value (spec §5). */
const NO_TEAM = '__no-team';

/** The one user form, for `/users/new` and `/users/edit/{id}`. */
export function UserForm({ user, mode = 'full', isBlocked = false, notice }: UserFormProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { label: enumLabel } = useEnumLabels();
  const { role: myRole } = usePermissions();
  const me = useCurrentUser().data;
  const teams = useTeams({ isActive: true });
  const create = useCreateUser();
  const update = useUpdateUser();
  const upload = useUploadUserAvatar();
  const sendReset = useSendPasswordResetWithToast();
  const [file, setFile] = useState<File | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const isNew = user == null;
  const readOnly = mode === 'readOnly';
  const form = useForm<UserFormValues>({
    resolver: zodResolver(userFormSchema(t)),
    mode: 'onBlur',
    defaultValues: user ? userFormValues(user) : emptyUserValues(),
  });
  const isDirty = form.formState.isDirty || file != null;
  const guard = useUnsavedChangesGuard(isDirty && !readOnly && !form.formState.isSubmitSuccessful);
  const [firstName, lastName, email] = useWatch({
    control: form.control,
    name: ['firstName', 'lastName', 'email'],
  });
  const previewName = `${firstName} ${lastName}`.trim() || (user ? fullName(user) : '');
  const name = user ? fullName(user) : '';
  const isMe = user != null && user.id === me?.id;

  // The roles on offer: what the signed-in role may give, plus the user's own role when it is
  // outside that set (shown, not offered: an ADMIN looking at an owner).
  const roles: Role[] = assignableRoles(myRole);
  const roleOptions = user && !roles.includes(user.role) ? [user.role, ...roles] : roles;
  // Inactive teams take no one new; a user already in one keeps it until it is changed.
  const teamOptions = [...(teams.data ?? [])];
  if (user?.defaultTeam && !teamOptions.some((team) => team.id === user.defaultTeamId)) {
    teamOptions.push({ ...user.defaultTeam, isActive: false } as (typeof teamOptions)[number]);
  }

  const failureTitle = isNew ? t('users.form.createFailedTitle') : t('users.form.saveFailedTitle');
  const failureText = isNew ? t('users.form.createFailed') : t('users.form.saveFailed');

  const handleValid = async (values: UserFormValues) => {
    try {
      if (user == null) {
        const created = await create.mutateAsync(toUserCreateFormData(values, file));
        showToast({
          title: t('users.form.createdTitle'),
          description: t('users.form.created', { name: fullName(created), email: created.email }),
          variant: 'success',
        });
      } else {
        const saved = await update.mutateAsync({ id: user.id, body: toUserUpdate(values) });
        if (file) {
          try {
            await upload.mutateAsync({ id: user.id, file });
          } catch (error) {
            // The profile is saved; only the photo failed. Stay, with the file still chosen.
            form.reset(userFormValues(saved));
            if (!isNetworkError(error)) {
              showToast({
                title: t('users.form.photoFailedTitle'),
                description: userFacingMessage(error, t('users.form.photoFailed')),
                variant: 'destructive',
              });
            }
            return;
          }
        }
        showToast({
          title: t('users.form.savedTitle'),
          description: t('users.form.saved', { name: fullName(saved) }),
          variant: 'success',
        });
      }
      navigate(listLocation('/users'));
    } catch (error) {
      // Nothing typed is lost: the form stays as it was, with the server's word on what failed.
      if (isNetworkError(error)) return;
      const applied = applyServerFieldErrors(error, form.setError, isUserFormField);
      // A taken login or e-mail belongs under its field.
      if (hasErrorCode(error, 'CONFLICT')) {
        const message = userFacingMessage(error, failureText);
        if (/login/i.test(message)) form.setError('login', { message }, { shouldFocus: true });
        else if (/e-?mail/i.test(message))
          form.setError('email', { message }, { shouldFocus: true });
      }
      const description = saveFailureText(
        applied,
        t('users.form.checkFields'),
        userFacingMessage(error, failureText),
      );
      showToast({ title: failureTitle, description, variant: 'destructive' });
    }
  };

  const handleInvalid = () => {
    showToast({
      title: failureTitle,
      description: t('users.form.checkFields'),
      variant: 'destructive',
    });
  };

  const isSaving = create.isPending || update.isPending || upload.isPending;
  const canDelete = user != null && !isMe && canManageUser(myRole, user.role) && !readOnly;
  const fieldsDisabled = readOnly || isBlocked;

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

      <FormSection title={t('users.form.profile')} description={t('users.form.profileHelp')}>
        <FormGrid>
          <AvatarPicker
            name={previewName}
            currentUrl={user?.photoUrl}
            file={file}
            onChange={setFile}
            isDisabled={fieldsDisabled}
            className={fullRow}
            labels={{
              title: t('users.form.photo'),
              choose: t('users.form.photoChoose'),
              change: t('users.form.photoChange'),
              discard: t('users.form.photoDiscard'),
              hint: t('users.form.photoHint'),
              typeError: t('users.form.photoType'),
              sizeError: t('users.form.photoSize'),
            }}
          />
          <FormTextField
            control={form.control}
            name="firstName"
            label={t('users.form.firstName')}
            isRequired
            isReadOnly={readOnly}
            isDisabled={isBlocked}
            autoComplete="off"
          />
          <FormTextField
            control={form.control}
            name="lastName"
            label={t('users.form.lastName')}
            isRequired
            isReadOnly={readOnly}
            isDisabled={isBlocked}
            autoComplete="off"
          />
          <FormTextField
            control={form.control}
            name="email"
            label={t('users.form.email')}
            type="email"
            isRequired
            isReadOnly={readOnly}
            isDisabled={isBlocked}
            autoComplete="off"
          />
          <FormTextField
            control={form.control}
            name="phone"
            label={t('users.form.phone')}
            type="tel"
            isReadOnly={readOnly}
            isDisabled={isBlocked}
            autoComplete="off"
          />
        </FormGrid>
      </FormSection>

      <FormSection title={t('users.form.signIn')} description={t('users.form.signInHelp')}>
        <FormGrid>
          <FormTextField
            control={form.control}
            name="login"
            label={t('users.form.login')}
            description={t('users.form.loginHelp')}
            isRequired
            isReadOnly={readOnly}
            isDisabled={isBlocked}
            autoComplete="off"
            spellCheck="false"
          />
          {isNew ? (
            <p className={styles.mailNote}>
              <MailIcon className={styles.mailIcon} />
              <span>
                {isEmail(email)
                  ? t('users.form.passwordLinkTo', { email: email.trim() })
                  : t('users.form.passwordLink')}
              </span>
            </p>
          ) : !readOnly ? (
            <div className={styles.resetBlock}>
              <p className={styles.resetText}>{t('users.form.resetHelp')}</p>
              <Button
                variant="outline"
                size="sm"
                onPress={() => void (user && sendReset.send(user))}
                isPending={sendReset.isPending}
              >
                <KeyIcon />
                {t('users.list.sendReset')}
              </Button>
            </div>
          ) : null}
        </FormGrid>
      </FormSection>

      <FormSection title={t('users.form.access')} description={t('users.form.accessHelp')}>
        <FormGrid>
          <FormSelect
            control={form.control}
            name="role"
            label={t('users.form.role')}
            isRequired
            isDisabled={
              fieldsDisabled || roles.length === 0 || (user != null && !roles.includes(user.role))
            }
            items={roleOptions.map((id) => ({ id }))}
          >
            {(item: { id: Role }) => (
              <SelectItem
                id={item.id}
                textValue={enumLabel('role', item.id)}
                description={t(`users.roles.${item.id}`)}
              >
                {enumLabel('role', item.id)}
              </SelectItem>
            )}
          </FormSelect>
          <Controller
            control={form.control}
            name="defaultTeamId"
            render={({ field, fieldState }) => (
              <FormTeamSelect
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                errorMessage={fieldState.error?.message}
                isDisabled={fieldsDisabled}
                isLoading={teams.isPending}
                teams={teamOptions}
              />
            )}
          />
          <FormSwitch
            control={form.control}
            name="isDriver"
            isReadOnly={readOnly}
            isDisabled={isBlocked}
            description={t('users.form.driverHelp')}
            className={fullRow}
          >
            {t('users.form.driver')}
          </FormSwitch>
          <FormSwitch
            control={form.control}
            name="isActive"
            isReadOnly={readOnly}
            isDisabled={isBlocked}
            description={t('users.form.activeHelp')}
            className={fullRow}
          >
            {t('users.form.active')}
          </FormSwitch>
        </FormGrid>
      </FormSection>

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

interface TeamOption {
  id: string;
  name: string;
  color: string;
  isActive: boolean;
}

/** The default team: active teams, a "No team" choice, and the user's team if now inactive. */
function FormTeamSelect({
  value,
  onChange,
  onBlur,
  errorMessage,
  isDisabled,
  isLoading,
  teams,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur: () => void;
  errorMessage?: string;
  isDisabled: boolean;
  isLoading: boolean;
  teams: TeamOption[];
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('users.form.team')}
      description={t('users.form.teamHelp')}
      placeholder={isLoading ? t('users.form.teamsLoading') : t('users.form.noTeam')}
      value={value ?? NO_TEAM}
      onChange={(key) => onChange(key === NO_TEAM || key == null ? null : String(key))}
      onBlur={onBlur}
      isInvalid={errorMessage != null}
      errorMessage={errorMessage}
      validationBehavior="aria"
      isDisabled={isDisabled}
    >
      <SelectItem id={NO_TEAM}>{t('users.form.noTeam')}</SelectItem>
      {teams.map((team) => (
        <SelectItem
          key={team.id}
          id={team.id}
          textValue={team.name}
          icon={<ColorDot color={team.color} />}
          description={team.isActive ? undefined : t('users.form.teamInactive')}
        >
          {team.name}
        </SelectItem>
      ))}
    </Select>
  );
}
