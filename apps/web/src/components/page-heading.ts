import type { Role } from '../lib/permissions.ts';

/**
 * The texts (i18n keys) of a page's `PageHeader` that are known before its code and its data: the
 * page renders them, and so do the frame's placeholders while its code loads (`RouteSkeleton`),
 * so that the page's title is on screen from the first paint, where the page will put it.
 */
export interface PageHeadingKeys {
  title: string;
  /**
   * The line under the title; `false` when the page has none. Left out when it depends on what is
   * not known yet (the role, before the profile).
   */
  description?: string | false;
}

/** A page's heading for the signed-in user's role (`undefined` before the profile is known). */
export type PageHeading = (role: Role | undefined) => PageHeadingKeys;
