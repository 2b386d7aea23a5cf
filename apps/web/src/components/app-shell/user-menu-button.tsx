import { Avatar, Button, ChevronsUpDownIcon, Skeleton, useSidebar } from '@spotless/ui';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/current-user.ts';
import type { SwitcherButtonProps } from './switcher-buttons.tsx';
import styles from './user-menu.module.css';

/**
 * The user menu's button, apart from its menu (deferred-switchers.tsx loads that later): who is
 * signed in, their avatar, name and e-mail. The look and the accessible name stay the same before
 * and after the menu has loaded.
 */
export function UserMenuButton(props: SwitcherButtonProps) {
  const { t } = useTranslation();
  const { state, isMobile } = useSidebar();
  const user = useCurrentUser().data;
  const expanded = state === 'expanded' || isMobile;

  const identity = user ? (
    <>
      <Avatar name={user.full_name} src={user.avatar_url} size="sm" isDecorative />
      {expanded ? (
        <span className={styles.text}>
          <span className={styles.name}>{user.full_name}</span>
          <span className={styles.email}>{user.email}</span>
        </span>
      ) : null}
    </>
  ) : (
    <>
      <Skeleton shape="circle" width="2rem" />
      {expanded ? (
        <span className={styles.text}>
          <Skeleton width="7rem" />
          <Skeleton width="9rem" />
        </span>
      ) : null}
    </>
  );

  return (
    <Button
      {...props}
      variant="ghost"
      className={styles.trigger}
      // Expanded, the visible name and e-mail name the button; collapsed, only the avatar shows.
      aria-label={
        !user
          ? t('userMenu.loading')
          : expanded
            ? undefined
            : t('userMenu.label', { name: user.full_name })
      }
    >
      {identity}
      {expanded ? <ChevronsUpDownIcon className={styles.chevron} /> : null}
    </Button>
  );
}
