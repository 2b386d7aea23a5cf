/**
 * The settings sections, in the order the settings navigation lists them; each has its own URL
 * (`/settings/<id>`), which the user menu's entries open (spec §2: Upgrade to Pro → plan,
 * Account, Billing, Notifications). `/settings` opens the first.
 */
export const settingsSections = [
  'organization',
  'job-types',
  'plan',
  'billing',
  'notifications',
  'account',
] as const;

export type SettingsSection = (typeof settingsSections)[number];

export const isSettingsSection = (value: unknown): value is SettingsSection =>
  (settingsSections as readonly unknown[]).includes(value);

export const settingsPath = (section: SettingsSection) => `/settings/${section}`;

/** The translation key of a section's name (`settings.sections.jobTypes`…). */
export const sectionKey = (section: SettingsSection) =>
  section === 'job-types' ? 'jobTypes' : section;
