// The sidebar's remembered state, apart from the sidebar itself: a page that only needs to know
// it (the app's loading frame) does not load the sidebar, its sheet and its tooltips.

/** Cookie that remembers whether the sidebar is expanded, for 7 days. */
export const SIDEBAR_COOKIE_NAME = 'sidebar:state';
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/** The remembered state: true (expanded), false (collapsed) or null (never set). */
export const readSidebarCookie = (name = SIDEBAR_COOKIE_NAME): boolean | null => {
  if (typeof document === 'undefined') return null;
  const entry = document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${encodeURIComponent(name)}=`));
  const value = entry?.split('=')[1];
  return value === 'true' ? true : value === 'false' ? false : null;
};

export const writeSidebarCookie = (name: string, open: boolean) => {
  document.cookie = `${encodeURIComponent(name)}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
};
