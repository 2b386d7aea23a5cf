import { expect, it } from 'vitest';
import { enumValues } from './enums.ts';
import {
  assignableRoles,
  can,
  canManageUser,
  isRole,
  type Permission,
  type Role,
} from './permissions.ts';

const table: [Permission, Role[]][] = [
  ['manageClients', ['MASTER', 'ADMIN']],
  ['editClientPayment', ['MASTER', 'ADMIN', 'BILLING']],
  ['manageTeams', ['MASTER', 'ADMIN']],
  ['manageUsers', ['MASTER', 'ADMIN']],
  ['changePlan', ['MASTER']],
  ['viewUsers', ['MASTER', 'ADMIN', 'BILLING']],
  ['editOrganization', ['MASTER', 'ADMIN']],
  ['manageJobTypes', ['MASTER', 'ADMIN']],
  ['manageAddressTypes', ['MASTER', 'ADMIN']],
  ['manageJobs', ['MASTER', 'ADMIN']],
  ['changeJobStatus', ['MASTER', 'ADMIN', 'CLEANER']],
  ['calendarFeed', ['MASTER', 'ADMIN', 'CLEANER']],
  ['chooseFeedTeam', ['MASTER', 'ADMIN']],
];
const roles: Role[] = ['MASTER', 'ADMIN', 'BILLING', 'CLEANER'];

it.each(table)('%s is granted to %j only', (permission, granted) => {
  expect(roles.filter((role) => can(role, permission))).toEqual(granted);
});

it('knows every role of the contract, and nothing else', () => {
  for (const role of enumValues.role) expect(isRole(role), role).toBe(true);
  for (const value of ['', 'master', 'OWNER', null, undefined, 1])
    expect(isRole(value)).toBe(false);
});

it('grants nothing while the role is unknown', () => {
  expect(can(undefined, 'editClientPayment')).toBe(false);
  expect(can(null, 'manageClients')).toBe(false);
});

it.each([
  ['MASTER', 'MASTER', true],
  ['MASTER', 'CLEANER', true],
  ['ADMIN', 'MASTER', false],
  ['ADMIN', 'ADMIN', true],
  ['ADMIN', 'CLEANER', true],
  ['BILLING', 'CLEANER', false],
  ['CLEANER', 'CLEANER', false],
] as const)('%s may manage a %s user: %s', (role, target, expected) => {
  expect(canManageUser(role, target)).toBe(expected);
});

it('offers the MASTER role to MASTER users only', () => {
  expect(assignableRoles('MASTER')).toContain('MASTER');
  expect(assignableRoles('ADMIN')).toEqual(['ADMIN', 'BILLING', 'CLEANER']);
  expect(assignableRoles('BILLING')).toEqual([]);
  expect(assignableRoles(undefined)).toEqual([]);
});
