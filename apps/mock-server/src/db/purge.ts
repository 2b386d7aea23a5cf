import type { Db } from './db.ts';

/** E-mails are kept this long in the development mailbox, and at most `MAILBOX_SIZE` of them. */
export const MAIL_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
export const MAILBOX_SIZE = 500;

export interface Purged {
  refreshTokens: number;
  passwordTokens: number;
  mails: number;
}

/**
 * Deletes what can no longer be used: expired refresh tokens (rotated and revoked ones stay until
 * they expire, so that a stolen one replayed is still recognised and its family revoked), password
 * links that were used or have expired, and e-mails older than a week or beyond the newest
 * `MAILBOX_SIZE`. Without it they pile up for as long as the server runs. Inside the write lock.
 */
export function purgeStale(db: Db, now: number): Purged {
  const purged: Purged = { refreshTokens: 0, passwordTokens: 0, mails: 0 };
  for (const token of [...db.refreshTokens.all()]) {
    if (token.expiresAt <= now) {
      db.refreshTokens.delete(token.id);
      purged.refreshTokens++;
    }
  }
  for (const token of [...db.passwordTokens.all()]) {
    if (token.usedAt !== null || token.expiresAt <= now) {
      db.passwordTokens.delete(token.id);
      purged.passwordTokens++;
    }
  }
  const mails = [...db.mails.all()];
  const keptFrom = Math.max(0, mails.length - MAILBOX_SIZE);
  mails.forEach((mail, index) => {
    if (index < keptFrom || Date.parse(mail.createdAt) <= now - MAIL_RETENTION_MS) {
      db.mails.delete(mail.id);
      purged.mails++;
    }
  });
  return purged;
}
