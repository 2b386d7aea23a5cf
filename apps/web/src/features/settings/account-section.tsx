import { zodResolver } from '@hookform/resolvers/zod';
import { Avatar, Button, Form } from '@spotless/ui';
import { FormTextField } from '@spotless/ui/form';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AvatarPicker } from '../../components/avatar-picker.tsx';
import { ColorDot } from '../../components/color-dot.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { useCurrentUser, type CurrentUser } from '../../api/current-user.ts';
import { useEnumLabels } from '../../lib/enums.ts';
import { useOrganization } from '../../api/organization.ts';
import {
  personFieldsSchema,
  toPersonFields,
  type PersonFieldValues,
} from '../../lib/person-fields.ts';
import { canManageUser } from '../../lib/permissions.ts';
import { submitForm } from '../../lib/submit-form.ts';
import { useTeams } from '../../api/teams.ts';
import {
  useRequestPasswordReset,
  useUpdateAccount,
  useUploadAccountAvatar,
} from './api/account.ts';
import { SectionSkeleton } from './organization-section.tsx';
import { ReadOnlyNote, SettingsCard, SettingsPanel } from './settings-panel.tsx';
import styles from './account-section.module.css';

/** The fields of the profile card: the rest of the user is not theirs to change here. */
const accountFields: readonly (keyof PersonFieldValues)[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
];

/** Settings > Account: the signed-in user's profile, photo and a password-reset link. */
export function AccountSection() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  if (me.isPending) return <SectionSkeleton label={t('settings.loading')} cards={3} />;
  if (me.isError) {
    return (
      <LoadError
        title={t('settings.account.loadError')}
        error={me.error}
        onRetry={() => void me.refetch()}
        isRetrying={me.isFetching}
      />
    );
  }
  const user = me.data;
  // A new profile from the server (after a save) starts a fresh form.
  const version = [user.first_name, user.last_name, user.email, user.phone, user.avatar_url].join(
    '|',
  );
  return <AccountForm key={version} user={user} />;
}

function AccountForm({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation();
  const { label } = useEnumLabels();
  const teams = useTeams();
  const update = useUpdateAccount();
  const upload = useUploadAccountAvatar();
  const reset = useRequestPasswordReset();
  const [file, setFile] = useState<File | null>(null);
  // Only MASTER and ADMIN may change a user, themselves included (the contract's role table).
  const canEdit = canManageUser(user.role, user.role);
  const form = useForm<PersonFieldValues>({
    resolver: zodResolver(z.object(personFieldsSchema(t))),
    mode: 'onBlur',
    defaultValues: {
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.email,
      phone: user.phone ?? '',
    },
  });
  const timeZone = useOrganization().data?.timeZone;
  const team = teams.data?.find((entry) => entry.id === user.defaultTeamId);
  const isDirty = form.formState.isDirty || file != null;

  const handleValid = (values: PersonFieldValues) =>
    submitForm(
      async () => {
        if (form.formState.isDirty) {
          await update.mutateAsync({
            id: user.id,
            body: {
              ...toPersonFields(values),
              // The rest of the user stays as it is: PUT replaces the whole user.
              login: user.login,
              role: user.role,
              isDriver: user.isDriver,
              isActive: user.isActive,
              defaultTeamId: user.defaultTeamId,
            },
          });
        }
        if (file) await upload.mutateAsync({ id: user.id, file });
      },
      {
        success: () => ({
          title: t('settings.account.savedTitle'),
          description: t('settings.account.saved'),
        }),
        title: t('settings.account.saveFailedTitle'),
        fallback: t('settings.account.saveFailed'),
        form: { setError: form.setError, fields: accountFields },
        checkFields: t('settings.checkFields'),
      },
    );

  const handleReset = () =>
    submitForm(() => reset.mutateAsync(user.email), {
      success: () => ({
        title: t('settings.account.resetTitle'),
        description: t('settings.account.resetSent'),
      }),
      title: t('settings.account.resetFailedTitle'),
      fallback: t('settings.account.resetFailed'),
      // The product's sentence whatever the server says.
      codes: [],
    });

  const lastLogin = user.lastLoginAt
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone,
      }).format(Date.parse(user.lastLoginAt))
    : null;

  return (
    <SettingsPanel
      title={t('settings.sections.account.title')}
      description={t('settings.sections.account.description')}
    >
      {!canEdit ? <ReadOnlyNote>{t('settings.account.readOnly')}</ReadOnlyNote> : null}
      <Form
        aria-label={t('settings.account.profile')}
        onSubmit={(event) => void form.handleSubmit(handleValid)(event)}
      >
        <SettingsCard
          title={t('settings.account.profile')}
          description={t('settings.account.profileHelp')}
          footer={
            canEdit ? (
              <>
                <Button
                  variant="outline"
                  isDisabled={!isDirty || update.isPending || upload.isPending}
                  onPress={() => {
                    form.reset();
                    setFile(null);
                  }}
                >
                  {t('settings.discard')}
                </Button>
                <Button
                  type="submit"
                  isDisabled={!isDirty}
                  isPending={update.isPending || upload.isPending}
                >
                  {t('settings.save')}
                </Button>
              </>
            ) : null
          }
        >
          {canEdit ? (
            <AvatarPicker
              name={user.full_name}
              currentUrl={user.avatar_url}
              file={file}
              onChange={setFile}
              labels={{
                title: t('settings.account.photo'),
                choose: t('settings.account.photoChoose'),
                change: t('settings.account.photoChange'),
                discard: t('settings.account.photoDiscard'),
                hint: t('settings.account.photoHint'),
                typeError: t('settings.account.photoType'),
                sizeError: t('settings.account.photoSize'),
              }}
            />
          ) : (
            <div className={styles.identity}>
              <Avatar name={user.full_name} src={user.avatar_url} size="lg" isDecorative />
              <div className={styles.identityText}>
                <span className={styles.name}>{user.full_name}</span>
                <span className={styles.muted}>{user.email}</span>
              </div>
            </div>
          )}
          <div className={styles.grid}>
            <FormTextField
              control={form.control}
              name="firstName"
              label={t('settings.account.firstName')}
              isRequired
              isReadOnly={!canEdit}
              autoComplete="given-name"
            />
            <FormTextField
              control={form.control}
              name="lastName"
              label={t('settings.account.lastName')}
              isRequired
              isReadOnly={!canEdit}
              autoComplete="family-name"
            />
            <FormTextField
              control={form.control}
              name="email"
              label={t('settings.account.email')}
              type="email"
              isRequired
              isReadOnly={!canEdit}
              autoComplete="email"
            />
            <FormTextField
              control={form.control}
              name="phone"
              label={t('settings.account.phone')}
              type="tel"
              isReadOnly={!canEdit}
              autoComplete="tel"
            />
          </div>
        </SettingsCard>
      </Form>

      <SettingsCard title={t('settings.account.signInTitle')}>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('settings.account.login')}</dt>
            <dd>
              <code className={styles.login}>{user.login}</code>
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('settings.account.role')}</dt>
            <dd>{label('role', user.role)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('settings.account.team')}</dt>
            <dd>
              {team ? (
                <span className={styles.team}>
                  <ColorDot color={team.color} />
                  {team.name}
                </span>
              ) : (
                <span className={styles.muted}>{t('settings.account.noTeam')}</span>
              )}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('settings.account.lastLogin')}</dt>
            <dd>
              {lastLogin ?? <span className={styles.muted}>{t('settings.account.never')}</span>}
            </dd>
          </div>
        </dl>
      </SettingsCard>

      <SettingsCard
        title={t('settings.account.passwordTitle')}
        description={t('settings.account.passwordHelp', { email: user.email })}
        footer={
          <Button variant="outline" onPress={() => void handleReset()} isPending={reset.isPending}>
            {t('settings.account.sendReset')}
          </Button>
        }
      >
        <p className={styles.muted}>{t('settings.account.passwordNote')}</p>
      </SettingsCard>
    </SettingsPanel>
  );
}
