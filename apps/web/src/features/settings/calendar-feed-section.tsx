import {
  Button,
  CalendarIcon,
  Link,
  Select,
  SelectItem,
  TextField,
  TrashIcon,
  showToast,
} from '@spotless/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorDot } from '../../components/color-dot.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { CopyIcon, RefreshIcon } from '../../components/icons.tsx';
import { InfoNote } from '../../components/info-note.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { useCurrentUser } from '../../api/current-user.ts';
import { useTeams, type Team } from '../../api/teams.ts';
import { serverMessage } from '../../lib/api-errors.ts';
import { usePermissions } from '../../lib/permissions.ts';
import { submitForm } from '../../lib/submit-form.ts';
import {
  useCalendarFeed,
  useCreateCalendarFeed,
  useRevokeCalendarFeed,
  type CalendarFeed,
  type CalendarFeedCreated,
} from './api/calendar-feed.ts';
import {
  ALL_TEAMS,
  defaultFeedTeam,
  feedMadeAt,
  teamChoiceKey,
  teamIdOfChoice,
} from './calendar-feed-values.ts';
import { SectionSkeleton } from './organization-section.tsx';
import { SettingsCard, SettingsPanel } from './settings-panel.tsx';
import infoStyles from './info-sections.module.css';
import styles from './calendar-feed-section.module.css';

const apps = ['google', 'apple', 'outlook'] as const;

/**
 * Settings > Calendar feed: a private address of the user's visits for Google Calendar, Apple
 * Calendar or Outlook. The server keeps only the token's hash, so the address is shown once,
 * right after it is made; afterwards the screen says when it was made and offers to renew it
 * (a new address) or turn it off.
 */
export function CalendarFeedSection() {
  const { t } = useTranslation();
  const feed = useCalendarFeed();
  // The address of a feed made on this visit of the screen; gone once the user leaves.
  const [created, setCreated] = useState<CalendarFeedCreated | null>(null);

  let body;
  if (feed.isPending) {
    body = <SectionSkeleton label={t('settings.calendarFeed.loading')} cards={1} />;
  } else if (feed.isError) {
    body = (
      <LoadError
        title={t('settings.calendarFeed.loadError')}
        error={feed.error}
        onRetry={() => void feed.refetch()}
        isRetrying={feed.isFetching}
        headingLevel={3}
      />
    );
  } else if (feed.data === null) {
    body = <NewFeedCard onCreated={setCreated} />;
  } else {
    body = (
      <>
        {created ? <FeedAddressCard feed={created} /> : null}
        <FeedStatusCard
          feed={feed.data}
          hasAddress={created != null}
          onRenewed={setCreated}
          onTurnedOff={() => setCreated(null)}
        />
      </>
    );
  }

  return (
    <SettingsPanel
      title={t('settings.sections.calendarFeed.title')}
      description={t('settings.sections.calendarFeed.description')}
    >
      {body}
    </SettingsPanel>
  );
}

/** The active teams of the organisation, and every team by id (an inactive one still has a name). */
function useFeedTeams() {
  const teams = useTeams();
  const all = teams.data ?? [];
  return {
    isPending: teams.isPending,
    active: all.filter((team) => team.isActive),
    byId: (id: string | null | undefined) => all.find((team) => team.id === id),
  };
}

function TeamName({ team }: { team: Team | undefined }) {
  const { t } = useTranslation();
  if (!team) return <>{t('settings.calendarFeed.allTeams')}</>;
  return (
    <span className={styles.team}>
      <ColorDot color={team.color} />
      {team.name}
    </span>
  );
}

/** No feed yet: what it is, which visits it will carry, and the button that makes it. */
function NewFeedCard({ onCreated }: { onCreated: (feed: CalendarFeedCreated) => void }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const user = useCurrentUser().data;
  const teams = useFeedTeams();
  const create = useCreateCalendarFeed();
  const chooses = can('chooseFeedTeam');
  const [choice, setChoice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const teamKey = choice ?? teamChoiceKey(defaultFeedTeam(user?.defaultTeamId, teams.active));

  const handleCreate = async () => {
    setFailure(null);
    const result = await submitForm(
      () => create.mutateAsync(chooses ? { teamId: teamIdOfChoice(teamKey) } : {}),
      {
        title: t('settings.calendarFeed.createFailedTitle'),
        fallback: t('settings.calendarFeed.createFailed'),
        // The reason stays beside the button too (a cleaner on no team reads why).
        onError: (error) => {
          setFailure(serverMessage(error, t('settings.calendarFeed.createFailed')));
          return true;
        },
      },
    );
    if (result.ok) onCreated(result.data);
  };

  const ownTeam = teams.byId(user?.defaultTeamId);
  return (
    <SettingsCard
      title={t('settings.calendarFeed.newTitle')}
      description={t('settings.calendarFeed.newHelp')}
    >
      <div className={styles.stack}>
        {chooses ? (
          <Select
            label={t('settings.calendarFeed.team')}
            description={t('settings.calendarFeed.teamHelp')}
            placeholder={teams.isPending ? t('settings.calendarFeed.teamsLoading') : undefined}
            value={teamKey}
            onChange={(key) => setChoice(key == null ? ALL_TEAMS : String(key))}
            className={styles.select}
          >
            <SelectItem id={ALL_TEAMS}>{t('settings.calendarFeed.allTeams')}</SelectItem>
            {teams.active.map((team) => (
              <SelectItem
                key={team.id}
                id={team.id}
                textValue={team.name}
                icon={<ColorDot color={team.color} />}
              >
                {team.name}
              </SelectItem>
            ))}
          </Select>
        ) : ownTeam ? (
          <p className={infoStyles.text}>
            {t('settings.calendarFeed.cleanerTeam')} <TeamName team={ownTeam} />
          </p>
        ) : null}
        {failure ? (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        ) : null}
        <Button
          className={styles.action}
          onPress={() => void handleCreate()}
          isPending={create.isPending}
        >
          <CalendarIcon />
          {t('settings.calendarFeed.create')}
        </Button>
      </div>
    </SettingsCard>
  );
}

/** Copies `text`; when the browser refuses, selects it in `input` for the user to copy. */
async function copyOrSelect(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    input?.focus();
    input?.select();
    return false;
  }
}

/** Just made: the address (this once), how to copy it, and how each app subscribes to it. */
function FeedAddressCard({ feed }: { feed: CalendarFeedCreated }) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);

  const handleCopy = async () => {
    const copied = await copyOrSelect(feed.url, inputRef.current);
    showToast(
      copied
        ? {
            title: t('settings.calendarFeed.copiedTitle'),
            description: t('settings.calendarFeed.copied'),
          }
        : {
            title: t('settings.calendarFeed.copyFailedTitle'),
            description: t('settings.calendarFeed.copyFailed'),
          },
    );
  };

  return (
    <SettingsCard title={t('settings.calendarFeed.addressTitle')}>
      <div className={styles.stack}>
        <InfoNote>{t('settings.calendarFeed.shownOnce')}</InfoNote>
        <div className={styles.copyRow}>
          <TextField
            label={t('settings.calendarFeed.address')}
            value={feed.url}
            isReadOnly
            inputRef={inputRef}
            onFocus={() => inputRef.current?.select()}
            className={styles.address}
          />
          <Button className={styles.action} onPress={() => void handleCopy()}>
            <CopyIcon />
            {t('settings.calendarFeed.copy')}
          </Button>
        </div>
        <Link href={feed.webcalUrl} variant="standalone" className={styles.open}>
          {t('settings.calendarFeed.open')}
        </Link>
        <div className={styles.howTo}>
          <h4 className={styles.howToTitle}>{t('settings.calendarFeed.howToTitle')}</h4>
          <dl className={infoStyles.facts}>
            {apps.map((app) => (
              <div key={app} className={infoStyles.fact}>
                <dt>{t(`settings.calendarFeed.howTo.${app}.name`)}</dt>
                <dd>{t(`settings.calendarFeed.howTo.${app}.steps`)}</dd>
              </div>
            ))}
          </dl>
          <p className={infoStyles.footnote}>{t('settings.calendarFeed.refresh')}</p>
        </div>
      </div>
    </SettingsCard>
  );
}

/** A feed exists: when it was made, which visits it carries, renew and turn off. */
function FeedStatusCard({
  feed,
  hasAddress,
  onRenewed,
  onTurnedOff,
}: {
  feed: CalendarFeed;
  hasAddress: boolean;
  onRenewed: (feed: CalendarFeedCreated) => void;
  onTurnedOff: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { can } = usePermissions();
  const teams = useFeedTeams();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [confirming, setConfirming] = useState<'renew' | 'turnOff' | null>(null);

  const handleRenew = async () => {
    // The same visits as before: a cleaner's feed always carries their own team.
    const result = await submitForm(
      () => create.mutateAsync(can('chooseFeedTeam') ? { teamId: feed.teamId } : {}),
      {
        success: () => ({
          title: t('settings.calendarFeed.renewedTitle'),
          description: t('settings.calendarFeed.renewed'),
        }),
        title: t('settings.calendarFeed.renewFailedTitle'),
        fallback: t('settings.calendarFeed.renewFailed'),
      },
    );
    if (result.ok) onRenewed(result.data);
    return result.ok;
  };

  const handleTurnOff = async () => {
    const result = await submitForm(() => revoke.mutateAsync(), {
      success: () => ({
        title: t('settings.calendarFeed.turnedOffTitle'),
        description: t('settings.calendarFeed.turnedOff'),
      }),
      title: t('settings.calendarFeed.turnOffFailedTitle'),
      fallback: t('settings.calendarFeed.turnOffFailed'),
    });
    if (result.ok) onTurnedOff();
    return result.ok;
  };

  return (
    <SettingsCard
      title={t('settings.calendarFeed.statusTitle')}
      description={hasAddress ? undefined : t('settings.calendarFeed.addressHidden')}
    >
      <div className={styles.stack}>
        <dl className={infoStyles.facts}>
          <div className={infoStyles.fact}>
            <dt>{t('settings.calendarFeed.madeAt')}</dt>
            <dd>{feedMadeAt(feed.createdAt, i18n.resolvedLanguage ?? 'en')}</dd>
          </div>
          <div className={infoStyles.fact}>
            <dt>{t('settings.calendarFeed.visits')}</dt>
            <dd>
              {feed.teamId === null ? (
                t('settings.calendarFeed.allTeams')
              ) : (
                <TeamName team={teams.byId(feed.teamId)} />
              )}
            </dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <Button
            variant="outline"
            className={styles.action}
            onPress={() => setConfirming('renew')}
          >
            <RefreshIcon />
            {t('settings.calendarFeed.renew')}
          </Button>
          <Button
            variant="outline"
            className={styles.action}
            onPress={() => setConfirming('turnOff')}
          >
            <TrashIcon />
            {t('settings.calendarFeed.turnOff')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        isOpen={confirming === 'renew'}
        onOpenChange={(open) => setConfirming(open ? 'renew' : null)}
        title={t('settings.calendarFeed.renewConfirmTitle')}
        confirmLabel={t('settings.calendarFeed.renew')}
        variant="primary"
        onConfirm={handleRenew}
      >
        {t('settings.calendarFeed.renewConfirm')}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={confirming === 'turnOff'}
        onOpenChange={(open) => setConfirming(open ? 'turnOff' : null)}
        title={t('settings.calendarFeed.turnOffConfirmTitle')}
        confirmLabel={t('settings.calendarFeed.turnOff')}
        onConfirm={handleTurnOff}
      >
        {t('settings.calendarFeed.turnOffConfirm')}
      </ConfirmDialog>
    </SettingsCard>
  );
}
