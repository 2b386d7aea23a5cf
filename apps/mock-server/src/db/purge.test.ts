import { describe, expect, it } from 'vitest';
import { createTestDb, startMockServer, TEST_NOW } from '../node.ts';
import type { Db } from './db.ts';
import { MAILBOX_SIZE, MAIL_RETENTION_MS, purgeStale } from './purge.ts';

const HOUR = 60 * 60 * 1000;
const hash = (n: number) => n.toString(16).padStart(64, '0');

async function addRecords(db: Db, now: number) {
  const user = db.users.findUnique('login', 'master')!;
  const refresh = (n: number, expiresAt: number, revokedAt: number | null = null) =>
    db.refreshTokens.insert({
      id: crypto.randomUUID(),
      familyId: crypto.randomUUID(),
      userId: user.id,
      organizationId: user.organizationId,
      tokenHash: hash(n),
      issuedAt: now - 10 * HOUR,
      expiresAt,
      rotatedAt: null,
      replacedById: null,
      revokedAt,
    });
  const password = (n: number, expiresAt: number, usedAt: number | null) =>
    db.passwordTokens.insert({
      id: crypto.randomUUID(),
      userId: user.id,
      kind: 'reset',
      tokenHash: hash(1000 + n),
      createdAt: now - 2 * HOUR,
      expiresAt,
      usedAt,
    });
  const mail = (at: number, subject: string) =>
    db.mails.insert({
      id: crypto.randomUUID(),
      to: user.email,
      subject,
      text: subject,
      link: 'http://127.0.0.1:5173/login',
      kind: 'welcome',
      createdAt: new Date(at).toISOString(),
    });
  await db.state.write(async () => {
    await refresh(1, now - 1);
    await refresh(2, now + HOUR);
    // Revoked but not expired: kept, so that its replay is still recognised.
    await refresh(3, now + HOUR, now - HOUR);
    await password(1, now + HOUR, now - 60_000);
    await password(2, now - 1, null);
    await password(3, now + HOUR, null);
    await mail(now - MAIL_RETENTION_MS - 1, 'old');
    await mail(now - HOUR, 'recent');
  });
  return user;
}

describe('purgeStale', () => {
  it('deletes expired refresh tokens, used or expired password links and old e-mails', async () => {
    const db = await createTestDb();
    const now = TEST_NOW;
    const user = await addRecords(db, now);
    const before = {
      refresh: db.refreshTokens.count(),
      password: db.passwordTokens.count(),
      mails: db.mails.count(),
    };
    const purged = await db.state.write(() => purgeStale(db, now));
    expect(purged).toEqual({ refreshTokens: 1, passwordTokens: 2, mails: 1 });
    expect(db.refreshTokens.count()).toBe(before.refresh - 1);
    expect(db.refreshTokens.list('userId', user.id).map((token) => token.tokenHash)).toEqual([
      hash(2),
      hash(3),
    ]);
    expect(db.passwordTokens.list('userId', user.id).map((token) => token.tokenHash)).toEqual([
      hash(1003),
    ]);
    expect(db.mails.all().map((mail) => mail.subject)).toEqual(['recent']);
    expect(before.mails - db.mails.count()).toBe(1);
  });

  it('keeps the newest e-mails only', async () => {
    const db = await createTestDb();
    await db.state.write(async () => {
      for (let n = 0; n < MAILBOX_SIZE + 20; n++) {
        await db.mails.insert({
          id: crypto.randomUUID(),
          to: 'someone@example.com',
          subject: `mail ${n}`,
          text: '',
          link: 'http://127.0.0.1:5173/login',
          kind: 'welcome',
          createdAt: new Date(TEST_NOW - 1000 + n).toISOString(),
        });
      }
    });
    await db.state.write(() => purgeStale(db, TEST_NOW));
    expect(db.mails.count()).toBe(MAILBOX_SIZE);
    expect(db.mails.all()[0]!.subject).toBe('mail 20');
  });

  it('runs on its own in the server', async () => {
    const db = await createTestDb();
    let clock = TEST_NOW;
    await addRecords(db, clock);
    const server = await startMockServer({ port: 0, db, now: () => clock, purgeIntervalMs: 20 });
    try {
      clock += 2 * HOUR;
      await expect.poll(() => db.passwordTokens.count(), { timeout: 5000 }).toBe(0);
      await expect.poll(() => db.refreshTokens.count(), { timeout: 5000 }).toBe(0);
    } finally {
      await server.close();
    }
  });
});
