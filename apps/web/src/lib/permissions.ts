import type { components } from '@spotless/api-client/schema';
import { useCurrentUser } from '../api/current-user.ts';

export type Role = components['schemas']['Role'];

/**
 * What each role may do, as the contract's role table says (openapi.yaml, "Organisations, roles
 * and permissions"). The UI offers only what the server allows; the server still answers 403 to
 * anything else, and screens handle that too.
 */
const grants = {
  /** Create, edit every field of, and delete clients and their addresses. */
  manageClients: ['MASTER', 'ADMIN'],
  /** Change a client's `paymentMethod` and `paymentInformation`. */
  editClientPayment: ['MASTER', 'ADMIN', 'BILLING'],
  /** Create, edit and delete teams. */
  manageTeams: ['MASTER', 'ADMIN'],
  /** Create, edit and delete users. */
  manageUsers: ['MASTER', 'ADMIN'],
  /** Change the organisation's plan. */
  changePlan: ['MASTER'],
  /** See the staff list and their details (a CLEANER sees only their own profile). */
  viewUsers: ['MASTER', 'ADMIN', 'BILLING'],
  /** Change the organisation's name, contact details, logo and time zone. */
  editOrganization: ['MASTER', 'ADMIN'],
  /** Create, edit, deactivate and delete job types. */
  manageJobTypes: ['MASTER', 'ADMIN'],
  /** Create, edit, deactivate and delete address types. */
  manageAddressTypes: ['MASTER', 'ADMIN'],
  /** Create jobs, edit every field of them, cancel and delete them. */
  manageJobs: ['MASTER', 'ADMIN'],
  /** Start and complete jobs (a CLEANER only on their team's jobs: the server checks). */
  changeJobStatus: ['MASTER', 'ADMIN', 'CLEANER'],
  /** Have a private calendar feed of visits (billing staff do not go to visits). */
  calendarFeed: ['MASTER', 'ADMIN', 'CLEANER'],
  /** Choose which team's visits the feed carries, or every team's (a CLEANER gets their own). */
  chooseFeedTeam: ['MASTER', 'ADMIN'],
  /**
   * Ask for an address's entry code (`Show entry code`): MASTER and ADMIN at any time, a CLEANER
   * only from their team's visit there on its day (the server checks); BILLING never.
   */
  revealEntryCode: ['MASTER', 'ADMIN', 'CLEANER'],
  /** Read a client's log of entry-code reveals. */
  viewEntryCodeReveals: ['MASTER', 'ADMIN'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof grants;

const roles: readonly string[] = ['MASTER', 'ADMIN', 'BILLING', 'CLEANER'] satisfies Role[];

/** Whether `value` names a role (an access token's claim, read before the profile is in). */
export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && roles.includes(value);

export const can = (role: Role | null | undefined, permission: Permission): boolean =>
  role != null && (grants[permission] as readonly Role[]).includes(role);

/**
 * Whether `role` may edit, delete, reset the password of, or upload an avatar for a user whose
 * role is `targetRole`: MASTER may for everyone, ADMIN for everyone but MASTER users.
 */
export const canManageUser = (role: Role | null | undefined, targetRole: Role): boolean =>
  role === 'MASTER' || (role === 'ADMIN' && targetRole !== 'MASTER');

/** The roles `role` may give a user: an ADMIN can't create a MASTER nor promote anyone to it. */
export const assignableRoles = (role: Role | null | undefined): Role[] =>
  role === 'MASTER'
    ? ['MASTER', 'ADMIN', 'BILLING', 'CLEANER']
    : role === 'ADMIN'
      ? ['ADMIN', 'BILLING', 'CLEANER']
      : [];

/** `const { can, role } = usePermissions(); if (can('manageTeams')) …` for the signed-in user. */
export function usePermissions() {
  const role = useCurrentUser().data?.role;
  return { role, can: (permission: Permission) => can(role, permission) };
}
