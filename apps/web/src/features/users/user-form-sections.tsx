import { Button, Select, SelectItem } from '@spotless/ui';
import { FormSelect, FormSwitch, FormTextField } from '@spotless/ui/form';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useTeams } from '../../api/teams.ts';
import { AvatarPicker } from '../../components/avatar-picker.tsx';
import { ColorDot } from '../../components/color-dot.tsx';
import { FormGrid, FormSection, fullRow } from '../../components/form-layout/form-layout.tsx';
import { KeyIcon, MailIcon } from '../../components/icons.tsx';
import { useEnumLabels } from '../../lib/enums.ts';
import { assignableRoles, usePermissions, type Role } from '../../lib/permissions.ts';
import { withSavedChoice } from '../../lib/saved-choice.ts';
import type { User } from './api/get-users.ts';
import { useSendPasswordResetWithToast } from './api/send-user-password-reset.ts';
import { fullName, type UserFormValues } from './user-form-values.ts';
import styles from './user-form.module.css';

/** What every section of the user form is given. */
export interface UserFormSectionProps {
  control: Control<UserFormValues>;
  /** The stored user; a new user when left out. */
  user?: User;
  /** The role may see the user but not change them. */
  readOnly: boolean;
  /** Creating is refused by the plan: the fields show but cannot be used. */
  isBlocked: boolean;
}

const emailFormat = z.email();
const isEmail = (value: string) => emailFormat.safeParse(value.trim()).success;

/** The id of the "No team" option: select items may not have an empty value (spec §5). */
const NO_TEAM = '__no-team';

/** Photo, names, e-mail and phone. */
export function UserProfileSection({
  control,
  user,
  readOnly,
  isBlocked,
  file,
  onFileChange,
}: UserFormSectionProps & {
  /** The photo chosen, not yet sent. */
  file: File | null;
  onFileChange: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  const [firstName, lastName] = useWatch({ control, name: ['firstName', 'lastName'] });
  const previewName = `${firstName} ${lastName}`.trim() || (user ? fullName(user) : '');
  return (
    <FormSection title={t('users.form.profile')} description={t('users.form.profileHelp')}>
      <FormGrid>
        <AvatarPicker
          name={previewName}
          currentUrl={user?.photoUrl}
          file={file}
          onChange={onFileChange}
          isDisabled={readOnly || isBlocked}
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
          control={control}
          name="firstName"
          label={t('users.form.firstName')}
          isRequired
          isReadOnly={readOnly}
          isDisabled={isBlocked}
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name="lastName"
          label={t('users.form.lastName')}
          isRequired
          isReadOnly={readOnly}
          isDisabled={isBlocked}
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name="email"
          label={t('users.form.email')}
          type="email"
          isRequired
          isReadOnly={readOnly}
          isDisabled={isBlocked}
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name="phone"
          label={t('users.form.phone')}
          type="tel"
          isReadOnly={readOnly}
          isDisabled={isBlocked}
          autoComplete="off"
        />
      </FormGrid>
    </FormSection>
  );
}

/** The login, and where the password comes from: an e-mailed link, never typed here. */
export function UserSignInSection({ control, user, readOnly, isBlocked }: UserFormSectionProps) {
  const { t } = useTranslation();
  const sendReset = useSendPasswordResetWithToast();
  const email = useWatch({ control, name: 'email' });
  return (
    <FormSection title={t('users.form.signIn')} description={t('users.form.signInHelp')}>
      <FormGrid>
        <FormTextField
          control={control}
          name="login"
          label={t('users.form.login')}
          description={t('users.form.loginHelp')}
          isRequired
          isReadOnly={readOnly}
          isDisabled={isBlocked}
          autoComplete="off"
          spellCheck="false"
        />
        {user == null ? (
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
              onPress={() => void sendReset.send(user)}
              isPending={sendReset.isPending}
            >
              <KeyIcon />
              {t('users.list.sendReset')}
            </Button>
          </div>
        ) : null}
      </FormGrid>
    </FormSection>
  );
}

/** Role, default team, driver and active. */
export function UserAccessSection({ control, user, readOnly, isBlocked }: UserFormSectionProps) {
  const { t } = useTranslation();
  const { label: enumLabel } = useEnumLabels();
  const { role: myRole } = usePermissions();
  const teams = useTeams({ isActive: true });
  const fieldsDisabled = readOnly || isBlocked;

  // The roles on offer: what the signed-in role may give, plus the user's own role when it is
  // outside that set (shown, not offered: an ADMIN looking at an owner).
  const roles: Role[] = assignableRoles(myRole);
  const roleOptions = user && !roles.includes(user.role) ? [user.role, ...roles] : roles;
  // Inactive teams take no one new; a user already in one keeps it until it is changed.
  const teamOptions = withSavedChoice<TeamOption>(teams.data ?? [], user?.defaultTeamId, {
    saved: () => user?.defaultTeam && { ...user.defaultTeam, isActive: false },
  });

  return (
    <FormSection title={t('users.form.access')} description={t('users.form.accessHelp')}>
      <FormGrid>
        <FormSelect
          control={control}
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
          control={control}
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
          control={control}
          name="isDriver"
          isReadOnly={readOnly}
          isDisabled={isBlocked}
          description={t('users.form.driverHelp')}
          className={fullRow}
        >
          {t('users.form.driver')}
        </FormSwitch>
        <FormSwitch
          control={control}
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
