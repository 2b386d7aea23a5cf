import {
  organizationRecord,
  refreshTokenRecord,
  userRecord,
  type OrganizationRecord,
  type RefreshTokenRecord,
  type UserRecord,
} from './schema.ts';
import { Table } from './table.ts';

/** Logins and e-mails are unique across Spotless, whatever their case. */
export const normalizeLogin = (login: string): string => login.trim().toLowerCase();
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export function createDb() {
  return {
    organizations: new Table<OrganizationRecord>(organizationRecord),
    users: new Table<UserRecord, 'organizationId', 'login' | 'email'>(userRecord, {
      indexes: { organizationId: (user) => user.organizationId },
      unique: {
        login: (user) => normalizeLogin(user.login),
        email: (user) => normalizeEmail(user.email),
      },
    }),
    refreshTokens: new Table<RefreshTokenRecord, 'familyId' | 'userId', 'tokenHash'>(
      refreshTokenRecord,
      {
        indexes: { familyId: (token) => token.familyId, userId: (token) => token.userId },
        unique: { tokenHash: (token) => token.tokenHash },
      },
    ),
  };
}

/** The mock server's whole state: one table per resource. */
export type Db = ReturnType<typeof createDb>;

/** Empties every table (before seeding again). */
export function clearDb(db: Db): void {
  for (const table of Object.values(db)) table.clear();
}
