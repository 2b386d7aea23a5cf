import {
  AlertCircleIcon,
  Button,
  CalendarIcon,
  EmptyState,
  HomeIcon,
  Link,
  SettingsIcon,
} from '@spotless/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useParams } from 'wouter';
import { PageHeader } from '../../components/page-header.tsx';
import { usePermissions } from '../../lib/permissions.ts';
import { AccountSection } from './account-section.tsx';
import { AddressTypesSection } from './address-types-section.tsx';
import { BillingSection } from './billing-section.tsx';
import { CalendarFeedSection } from './calendar-feed-section.tsx';
import { JobTypesSection } from './job-types-section.tsx';
import { NotificationsSection } from './notifications-section.tsx';
import { OrganizationSection } from './organization-section.tsx';
import { PlanSection } from './plan-section.tsx';
import {
  hasSection,
  isSettingsSection,
  sectionKey,
  settingsPath,
  settingsSections,
  type SettingsSection,
} from './sections.ts';
import {
  BellIcon,
  BuildingIcon,
  CreditCardIcon,
  GaugeIcon,
  LockIcon,
  TagIcon,
  UserIcon,
} from '../../components/icons.tsx';
import styles from './settings-page.module.css';
import { settingsHeading } from './settings-heading.ts';

const icons: Record<SettingsSection, ReactNode> = {
  organization: <BuildingIcon />,
  'job-types': <TagIcon />,
  'address-types': <HomeIcon />,
  plan: <GaugeIcon />,
  billing: <CreditCardIcon />,
  notifications: <BellIcon />,
  'calendar-feed': <CalendarIcon />,
  account: <UserIcon />,
};

const screens: Record<SettingsSection, () => ReactNode> = {
  organization: () => <OrganizationSection />,
  'job-types': () => <JobTypesSection />,
  'address-types': () => <AddressTypesSection />,
  plan: () => <PlanSection />,
  billing: () => <BillingSection />,
  notifications: () => <NotificationsSection />,
  'calendar-feed': () => <CalendarFeedSection />,
  account: () => <AccountSection />,
};

/** `/settings`: straight to the first section. */
export function SettingsIndexPage() {
  return <Redirect to={settingsPath(settingsSections[0])} replace />;
}

/**
 * `/settings/{section}`: the sections in a side navigation (a scrolling row on phones), each at
 * its own URL, so the user menu, reloads and shared links open the right one.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { section } = useParams<{ section?: string }>();
  const [location] = useLocation();
  const current = section ?? location.split('/')[2];
  const navRef = useRef<HTMLElement>(null);
  const { role, can } = usePermissions();
  const heading = settingsHeading(role);
  // Until the role is known every section is listed; the role-limited ones then drop out.
  const sections = settingsSections.filter((id) => role == null || hasSection(id, can));
  const backButton = (
    <Button variant="outline" onPress={() => navigate(settingsPath(settingsSections[0]))}>
      <SettingsIcon />
      {t('settings.backToSettings')}
    </Button>
  );

  // On a phone the sections are a row that scrolls sideways: keep the open one in view.
  useEffect(() => {
    const link = navRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const nav = navRef.current;
    if (!link || !nav || nav.scrollWidth <= nav.clientWidth) return;
    nav.scrollLeft = link.offsetLeft - (nav.clientWidth - link.offsetWidth) / 2;
  }, [current]);

  return (
    <div className={styles.page}>
      <PageHeader
        title={t(heading.title)}
        description={heading.description ? t(heading.description) : undefined}
      />
      <div className={styles.layout}>
        <nav aria-label={t('settings.navigation')} className={styles.nav} ref={navRef}>
          <ul className={styles.navList}>
            {sections.map((id) => (
              <li key={id}>
                <Link
                  href={settingsPath(id)}
                  variant="plain"
                  className={styles.navLink}
                  aria-current={id === current ? 'page' : undefined}
                >
                  <span className={styles.navIcon} aria-hidden="true">
                    {icons[id]}
                  </span>
                  {t(`settings.sections.${sectionKey(id)}.title`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>
          {!isSettingsSection(current) ? (
            <EmptyState
              icon={<AlertCircleIcon />}
              title={t('settings.notFoundTitle')}
              description={t('settings.notFound')}
              action={backButton}
            />
          ) : role != null && !hasSection(current, can) ? (
            <EmptyState
              icon={<LockIcon />}
              title={t('settings.noAccessTitle')}
              description={t('settings.noAccess')}
              action={backButton}
            />
          ) : (
            screens[current]()
          )}
        </div>
      </div>
    </div>
  );
}
