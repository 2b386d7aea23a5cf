import {
  Avatar,
  Button,
  CalendarIcon,
  ChevronsUpDownIcon,
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  SettingsIcon,
  Skeleton,
  showToast,
  useSidebar,
} from '@spotless/ui';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useCurrentUser } from '../../api/current-user.ts';
import { useLogout } from '../../lib/logout.ts';
import { usePermissions } from '../../lib/permissions.ts';
import { BellIcon, CreditCardIcon, LogOutIcon, SparkleIcon } from '../icons.tsx';
import styles from './user-menu.module.css';

/** Settings sections the menu entries open. */
const destinations: Record<string, string> = {
  upgrade: '/settings/plan',
  account: '/settings/account',
  billing: '/settings/billing',
  notifications: '/settings/notifications',
  calendarFeed: '/settings/calendar-feed',
};

/** Sidebar footer: who is signed in, and the account entries (spec §2 "Shell"). */
export function UserMenu() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { state, isMobile, setOpenMobile } = useSidebar();
  const user = useCurrentUser().data;
  const logout = useLogout();
  const { can } = usePermissions();
  const expanded = state === 'expanded' || isMobile;

  const handleAction = async (key: Key) => {
    const destination = destinations[String(key)];
    if (destination) {
      setOpenMobile(false);
      navigate(destination);
      return;
    }
    if (key === 'logout') {
      await logout.mutateAsync();
      showToast({ title: t('logout.title'), description: t('logout.success') });
      navigate('/login', { replace: true });
    }
  };

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
    <MenuTrigger>
      <Button
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
      <Menu placement={isMobile ? 'top' : 'end bottom'} onAction={(key) => void handleAction(key)}>
        <MenuSection>
          <MenuItem id="upgrade" icon={<SparkleIcon />}>
            {t('userMenu.upgrade')}
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection>
          <MenuItem id="account" icon={<SettingsIcon />}>
            {t('userMenu.account')}
          </MenuItem>
          <MenuItem id="billing" icon={<CreditCardIcon />}>
            {t('userMenu.billing')}
          </MenuItem>
          <MenuItem id="notifications" icon={<BellIcon />}>
            {t('userMenu.notifications')}
          </MenuItem>
          {can('calendarFeed') ? (
            <MenuItem id="calendarFeed" icon={<CalendarIcon />}>
              {t('userMenu.calendarFeed')}
            </MenuItem>
          ) : null}
        </MenuSection>
        <MenuSeparator />
        <MenuSection>
          <MenuItem id="logout" icon={<LogOutIcon />}>
            {t('userMenu.logout')}
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  );
}
