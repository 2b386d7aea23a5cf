import {
  Breadcrumbs,
  type BreadcrumbItem,
  CalendarIcon,
  ClockIcon,
  HomeIcon,
  preloadSidebarSheet,
  SettingsIcon,
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarHeader,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarTrigger,
  useSidebar,
} from '@spotless/ui';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { clock } from '../../lib/clock.ts';
import { usePermissions, type Permission } from '../../lib/permissions.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { DeferredLanguageSwitcher, DeferredThemeSwitcher } from './deferred-switchers.tsx';
import { DeferredUserMenu } from './deferred-user-menu.tsx';
import { OrganizationHeader } from './organization-header.tsx';
import { ClientsIcon, TeamsIcon, UserIcon } from '../icons.tsx';
import styles from './app-shell.module.css';

export interface AppShellProps {
  breadcrumbs: BreadcrumbItem[];
  children: ReactNode;
}

const navigation: readonly { path: string; key: string; icon: ReactNode; needs?: Permission }[] = [
  { path: '/', key: 'nav.home', icon: <HomeIcon /> },
  { path: '/today', key: 'nav.today', icon: <ClockIcon /> },
  { path: '/schedule', key: 'nav.schedule', icon: <CalendarIcon /> },
  { path: '/clients', key: 'nav.clients', icon: <ClientsIcon /> },
  // A role that may not see the staff (CLEANER) is not offered the screen.
  { path: '/users', key: 'nav.users', icon: <UserIcon />, needs: 'viewUsers' },
  // The spec gives Teams the Users icon.
  { path: '/teams', key: 'nav.teams', icon: <TeamsIcon /> },
  { path: '/settings', key: 'nav.settings', icon: <SettingsIcon /> },
];

function isActive(path: string, location: string) {
  return path === '/' ? location === '/' : location === path || location.startsWith(`${path}/`);
}

/** The signed-in frame: collapsible sidebar, header with breadcrumbs and switchers, footer. */
export function AppShell({ breadcrumbs, children }: AppShellProps) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const { can } = usePermissions();
  return (
    <SidebarProvider>
      <SheetPreload />
      <Sidebar label={t('nav.label')}>
        <SidebarHeader>
          <OrganizationHeader />
        </SidebarHeader>
        <SidebarContent>
          <SidebarGroup>
            <SidebarMenu>
              {navigation
                .filter(({ needs }) => needs == null || can(needs))
                .map(({ path, key, icon }) => (
                  <SidebarMenuItem key={path}>
                    <SidebarMenuButton href={path} icon={icon} isActive={isActive(path, location)}>
                      {t(key)}
                    </SidebarMenuButton>
                  </SidebarMenuItem>
                ))}
            </SidebarMenu>
          </SidebarGroup>
        </SidebarContent>
        <SidebarFooter>
          <DeferredUserMenu />
        </SidebarFooter>
      </Sidebar>
      <SidebarInset>
        <div className={styles.frame}>
          <header className={styles.header}>
            <SidebarTrigger label={t('nav.toggle')} />
            <Breadcrumbs
              items={breadcrumbs}
              label={t('nav.breadcrumbs')}
              className={styles.crumbs}
            />
            <div className={styles.tools}>
              <DeferredLanguageSwitcher />
              <DeferredThemeSwitcher />
            </div>
          </header>
          <main className={styles.main} id="main">
            {children}
          </main>
          <footer className={styles.footer}>
            {t('app.copyright', { year: new Date(clock.now()).getFullYear() })}
          </footer>
        </div>
      </SidebarInset>
    </SidebarProvider>
  );
}

/**
 * On a phone, the sidebar's sheet loads its code when the browser is idle after the first
 * screen, so that it opens at once when the menu button is tapped (`preloadSidebarSheet`).
 */
function SheetPreload() {
  const { isMobile } = useSidebar();
  useEffect(() => {
    if (!isMobile) return;
    return whenIdle(() => void preloadSidebarSheet().catch(() => undefined));
  }, [isMobile]);
  return null;
}
