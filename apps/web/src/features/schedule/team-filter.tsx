import { Button, ChevronDownIcon, Menu, MenuItem, MenuTrigger, type Selection } from '@spotless/ui';
import { useTranslation } from 'react-i18next';
import type { Team } from '../../api/teams.ts';
import { TeamDot } from './team-dot.tsx';
import styles from './team-filter.module.css';

const ALL = 'all';

export interface TeamFilterProps {
  /** The active teams, by name. */
  teams: readonly Team[];
  /** The chosen team; `null` is All Teams. */
  teamId: string | null;
  onChange: (teamId: string | null) => void;
  isDisabled?: boolean;
}

/**
 * The schedule's team filter (spec §2): All Teams, then each active team with its colour. The
 * button names the chosen team, or says Teams when all are shown.
 */
export function TeamFilter({ teams, teamId, onChange, isDisabled = false }: TeamFilterProps) {
  const { t } = useTranslation();
  const selected = teams.find((team) => team.id === teamId) ?? null;

  const handleSelectionChange = (selection: Selection) => {
    if (selection === 'all') return;
    const [key] = [...selection];
    // Choosing the chosen entry again empties the selection: the filter stays as it was.
    if (key === undefined) return;
    onChange(key === ALL ? null : String(key));
  };

  return (
    <MenuTrigger>
      <Button variant="outline" className={styles.trigger} isDisabled={isDisabled}>
        {selected ? <TeamDot color={selected.color} /> : null}
        <span className={styles.name}>
          {selected ? selected.name : t('schedule.teamFilter.teams')}
        </span>
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      <Menu
        aria-label={t('schedule.teamFilter.label')}
        placement="bottom end"
        selectionMode="single"
        selectedKeys={[selected?.id ?? ALL]}
        onSelectionChange={handleSelectionChange}
        className={styles.menu}
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
      </Menu>
    </MenuTrigger>
  );
}
