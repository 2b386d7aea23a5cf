import { createIcon, UsersIcon } from '@spotless/ui';

// The app's own icons, on the ui package's `createIcon` (24px grid, 2px stroke, currentColor).
// Generic ones (chevrons, search, pencil, trash...) come from `@spotless/ui` itself; these are
// the ones only this product needs, kept in one place so a shape is drawn once.

/** A contact card: the people the business cleans for. */
export const ClientsIcon = createIcon(
  'ClientsIcon',
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="11" r="2.5" />
    <path d="M5.5 17a3.5 3.5 0 0 1 7 0M15 9h3M15 13h3" />
  </>,
);

/** The spec gives Teams the Users icon. */
export const TeamsIcon = UsersIcon;

/** One person: staff users, the account, an avatar not chosen yet. */
export const UserIcon = createIcon(
  'UserIcon',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);

/** The product mark, also the organisation's logo when it has none. */
export const SparkleIcon = createIcon(
  'SparkleIcon',
  <path d="M12 3l2.2 6.1L20 11l-5.8 2L12 19l-2.2-6L4 11l5.8-1.9z" />,
);

export const LogOutIcon = createIcon(
  'LogOutIcon',
  <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />,
);

/** Billing. */
export const CreditCardIcon = createIcon(
  'CreditCardIcon',
  <>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20" />
  </>,
);

/** Notifications. */
export const BellIcon = createIcon(
  'BellIcon',
  <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />,
);

/** The language switcher. */
export const GlobeIcon = createIcon(
  'GlobeIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z" />
  </>,
);

/** The system theme. */
export const MonitorIcon = createIcon(
  'MonitorIcon',
  <>
    <rect x="2" y="3" width="20" height="14" rx="2" />
    <path d="M8 21h8M12 17v4" />
  </>,
);

/** The organisation. */
export const BuildingIcon = createIcon(
  'BuildingIcon',
  <>
    <rect x="4" y="3" width="16" height="18" rx="1" />
    <path d="M9 21v-4h6v4M8 7h2M14 7h2M8 11h2M14 11h2" />
  </>,
);

/** Job types. */
export const TagIcon = createIcon(
  'TagIcon',
  <>
    <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" />
    <circle cx="8" cy="8" r="1.5" />
  </>,
);

/** The plan and its usage. */
export const GaugeIcon = createIcon(
  'GaugeIcon',
  <>
    <path d="M4 18a8 8 0 1 1 16 0" />
    <path d="m12 14 4-5" />
  </>,
);

/** A key: passwords and password-reset links. */
export const KeyIcon = createIcon(
  'KeyIcon',
  <>
    <circle cx="7.5" cy="15.5" r="4.5" />
    <path d="M10.7 12.3 21 2M16 7l3 3M14 9l2 2" />
  </>,
);

/** A padlock: a screen the role may not use. */
export const LockIcon = createIcon(
  'LockIcon',
  <>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);

/** An envelope: e-mail and e-mailed links. */
export const MailIcon = createIcon(
  'MailIcon',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
);

/** Two sheets: copy to the clipboard. */
export const CopyIcon = createIcon(
  'CopyIcon',
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </>,
);

/** A loop of two arrows: renew. */
export const RefreshIcon = createIcon(
  'RefreshIcon',
  <>
    <path d="M20 11a8 8 0 0 0-14.3-4.9L4 8" />
    <path d="M4 4v4h4" />
    <path d="M4 13a8 8 0 0 0 14.3 4.9L20 16" />
    <path d="M20 20v-4h-4" />
  </>,
);
