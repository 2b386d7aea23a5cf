import type { Permission } from '../../lib/permissions.ts';

/**
 * The settings sections, in the order the settings navigation lists them; each has its own URL
 * (`/settings/<id>`), which the user menu's entries open (spec §2: Upgrade to Pro → plan,
 * Account, Billing, Notifications). `/settings` opens the first.
 */
export const settingsSections = [
  'organization',
  'job-types',
  'address-types',
  'plan',
  'billing',
  'notifications',
  'calendar-feed',
  'account',
] as const;

export type SettingsSection = (typeof settingsSections)[number];

export const isSettingsSection = (value: unknown): value is SettingsSection =>
  (settingsSections as readonly unknown[]).includes(value);

export const settingsPath = (section: SettingsSection) => `/settings/${section}`;

/**
 * The sections only some roles have: the others do not list them, and opening one by its URL
 * says it is not for their role. The rest are for every role (read-only where the role may not
 * change them).
 */
const sectionNeeds: Partial<Record<SettingsSection, Permission>> = {
  'calendar-feed': 'calendarFeed',
};

/** Whether a role with these permissions has the section. */
export const hasSection = (section: SettingsSection, can: (permission: Permission) => boolean) => {
  const needs = sectionNeeds[section];
  return needs === undefined || can(needs);
};

const keys = {
  organization: 'organization',
  'job-types': 'jobTypes',
  'address-types': 'addressTypes',
  plan: 'plan',
  billing: 'billing',
  notifications: 'notifications',
  'calendar-feed': 'calendarFeed',
  account: 'account',
} as const satisfies Record<SettingsSection, string>;

/** The translation key of a section's name (`settings.sections.jobTypes`…). */
export const sectionKey = (section: SettingsSection) => keys[section];
