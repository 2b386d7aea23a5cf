import {
  CalendarIcon,
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  SettingsIcon,
  showToast,
  useSidebar,
} from '@spotless/ui';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useLogout } from '../../lib/logout.ts';
import { usePermissions } from '../../lib/permissions.ts';
import { BellIcon, CreditCardIcon, LogOutIcon, SparkleIcon } from '../icons.tsx';
import type { SwitcherProps } from './switcher-buttons.tsx';
import { UserMenuButton } from './user-menu-button.tsx';

/** Settings sections the menu entries open. */
const destinations: Record<string, string> = {
  upgrade: '/settings/plan',
  account: '/settings/account',
  billing: '/settings/billing',
  notifications: '/settings/notifications',
  calendarFeed: '/settings/calendar-feed',
};

/**
 * Sidebar footer: who is signed in, and the account entries (spec §2 "Shell"). The frame shows
 * `DeferredUserMenu`, which loads this with the menu's code after the first screen.
 */
export function UserMenu({ isOpen, onOpenChange, focusOnMount, onFocusChange }: SwitcherProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const logout = useLogout();
  const { can } = usePermissions();

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

  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <UserMenuButton
        // eslint-disable-next-line jsx-a11y/no-autofocus -- keeps the focus the stand-in had
        autoFocus={focusOnMount}
        onFocusChange={onFocusChange}
      />
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
