import {
  AlertCircleIcon,
  Button,
  ChevronDownIcon,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  type Selection,
} from '@spotless/ui';
import { useTranslation } from 'react-i18next';
import type { Team } from '../../api/teams.ts';
import { TeamDot } from './team-dot.tsx';
import styles from './team-filter.module.css';

const ALL = 'all';
const DOUBLE_BOOKED = 'double-booked';

export interface TeamFilterProps {
  /** The active teams, by name. */
  teams: readonly Team[];
  /** The chosen team; `null` is All Teams. */
  teamId: string | null;
  onChange: (teamId: string | null) => void;
  /** Whether only the double-booked jobs of the period are shown. */
  onlyDoubleBooked: boolean;
  onOnlyDoubleBookedChange: (onlyDoubleBooked: boolean) => void;
  isDisabled?: boolean;
}

/**
 * The schedule's team filter (spec §2): All Teams, then each active team with its colour. The
 * button names the chosen team, or says Teams when all are shown. Below the teams, "Only
 * double-booked jobs" narrows the schedule to the jobs that overlap another of their team's; the
 * button then carries the double-booked marker, and its name says so.
 */
export function TeamFilter({
  teams,
  teamId,
  onChange,
  onlyDoubleBooked,
  onOnlyDoubleBookedChange,
  isDisabled = false,
}: TeamFilterProps) {
  const { t } = useTranslation();
  const selected = teams.find((team) => team.id === teamId) ?? null;

  const handleTeamChange = (selection: Selection) => {
    if (selection === 'all') return;
    const [key] = [...selection];
    // Choosing the chosen entry again empties the selection: the filter stays as it was.
    if (key === undefined) return;
    onChange(key === ALL ? null : String(key));
  };
  const handleShowChange = (selection: Selection) =>
    onOnlyDoubleBookedChange(selection === 'all' || selection.has(DOUBLE_BOOKED));

  return (
    <MenuTrigger>
      <Button
        variant="outline"
        className={styles.trigger}
        isDisabled={isDisabled}
        data-double-booked={onlyDoubleBooked ? '' : undefined}
      >
        {selected ? <TeamDot color={selected.color} /> : null}
        <span className={styles.name}>
          {selected ? selected.name : t('schedule.teamFilter.teams')}
        </span>
        {onlyDoubleBooked ? (
          <span className={styles.marker} title={t('schedule.teamFilter.onlyDoubleBooked')}>
            <AlertCircleIcon aria-hidden="true" />
            <span className={styles.markerText}>{t('schedule.teamFilter.doubleBooked')}</span>
          </span>
        ) : null}
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      <Menu
        aria-label={t('schedule.teamFilter.label')}
        placement="bottom end"
        className={styles.menu}
      >
        <MenuSection
          aria-label={t('schedule.teamFilter.label')}
          selectionMode="single"
          selectedKeys={[selected?.id ?? ALL]}
          onSelectionChange={handleTeamChange}
        >
          <MenuItem id={ALL}>{t('schedule.teamFilter.allTeams')}</MenuItem>
          {teams.map((team) => (
            <MenuItem key={team.id} id={team.id} textValue={team.name}>
              <span className={styles.option}>
                <TeamDot color={team.color} />
                {team.name}
              </span>
            </MenuItem>
          ))}
        </MenuSection>
        <MenuSection
          title={t('schedule.teamFilter.show')}
          selectionMode="multiple"
          selectedKeys={onlyDoubleBooked ? [DOUBLE_BOOKED] : []}
          onSelectionChange={handleShowChange}
          className={styles.show}
        >
          <MenuItem id={DOUBLE_BOOKED}>{t('schedule.teamFilter.onlyDoubleBooked')}</MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  );
}
