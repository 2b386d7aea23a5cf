import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/password.ts';
import {
  RESET_REQUESTS_PER_ADDRESS,
  RESET_REQUESTS_PER_WINDOW,
  RESET_WINDOW_MS,
} from '../src/handlers/password-resets.ts';
import { contractProblems } from './contract.ts';
import { claimsOf, PASSWORD, startTestApi, type TestApi, type Tokens } from './http.ts';

let t: TestApi;

beforeEach(async () => {
  t = await startTestApi({ accessTokenTtl: 60 });
});

afterEach(async () => {
  await t.api.close();
});

const userByLogin = (login: string) => {
  const user = t.api.db.users.findUnique('login', login);
  if (!user) throw new Error(`no seeded user ${login}`);
  return user;
};

const refresh = (refreshToken: string) =>
  t.call('POST', '/auth/refresh', { body: { refreshToken } });

describe('sign-in', () => {
  it.each([
    ['master', 'MASTER'],
    ['admin', 'ADMIN'],
    ['cleaner', 'CLEANER'],
    ['billing', 'BILLING'],
    ['fresh.master', 'MASTER'],
  ])('signs %s in with the seed password and a token for their role', async (login, role) => {
    const answer = await t.call('POST', '/auth/login', { body: { login, password: PASSWORD } });

    expect(answer.status).toBe(200);
    expect(contractProblems('AuthTokens', answer.body)).toEqual([]);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const user = userByLogin(login);
    const tokens = answer.body as Tokens;
    expect(claimsOf(tokens.access_token)).toEqual({
      sub: user.id,
      org: user.organizationId,
      role,
      iat: expect.any(Number),
      exp: expect.any(Number),
    });
    const me = await t.call('GET', '/users/me', { token: tokens.access_token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ login, role });
  });

  it('records the time of a successful sign-in', async () => {
    const tokens = await t.signIn('admin');
    const me = await t.call('GET', '/users/me', { token: tokens.access_token });
    expect((me.body as { lastLoginAt: string }).lastLoginAt).toBe('2026-03-16T14:00:00.000Z');
  });

  it('answers an unknown login exactly like a wrong password', async () => {
    const wrongPassword = await t.call('POST', '/auth/login', {
      body: { login: 'master', password: 'Spotless124!' },
    });
    const unknownLogin = await t.call('POST', '/auth/login', {
      body: { login: 'nobody.here', password: PASSWORD },
    });

    for (const answer of [wrongPassword, unknownLogin]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'Invalid login or password.', code: 'UNAUTHORIZED' });
      expect(contractProblems('Error', answer.body)).toEqual([]);
    }
  });

  it('matches logins whatever their case', async () => {
    const answer = await t.call('POST', '/auth/login', {
      body: { login: 'Fresh.Master', password: PASSWORD },
    });
    expect(answer.status).toBe(200);
  });

  it('refuses an inactive user, and tells them so only with the right password', async () => {
    const inactive = t.api.db.users.all().find((user) => !user.isActive);
    if (!inactive) throw new Error('the seed has no inactive user');

    const right = await t.call('POST', '/auth/login', {
      body: { login: inactive.login, password: PASSWORD },
    });
    expect(right.status).toBe(403);
    expect(right.body).toEqual({
      message: 'Your account is inactive. Please contact your administrator.',
      code: 'FORBIDDEN',
    });

    const wrong = await t.call('POST', '/auth/login', {
      body: { login: inactive.login, password: 'not it' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid login or password.', code: 'UNAUTHORIZED' });
  });

  it('stops the tokens of a user who becomes inactive', async () => {
    const tokens = await t.signIn('cleaner');
    await t.api.db.users.update(userByLogin('cleaner').id, (user) => {
      user.isActive = false;
    });

    const me = await t.call('GET', '/users/me', { token: tokens.access_token });
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ message: 'Authentication is required.', code: 'UNAUTHORIZED' });
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
  });

  it('rejects invalid bodies with per-field details', async () => {
    const missing = await t.call('POST', '/auth/login', { body: { login: 'master' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      message: 'The request is invalid.',
      code: 'VALIDATION_FAILED',
      details: [{ field: 'password', message: 'Required' }],
    });
    expect(contractProblems('Error', missing.body)).toEqual([]);

    const wrongTypes = await t.call('POST', '/auth/login', { body: { login: 42, password: '' } });
    expect(wrongTypes.status).toBe(400);
    expect(
      (wrongTypes.body as { details: { field: string }[] }).details.map((d) => d.field),
    ).toEqual(['login', 'password']);

    const notJson = await t.call('POST', '/auth/login', { body: '{"login":' });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toMatchObject({ code: 'VALIDATION_FAILED' });

    const form = await t.call('POST', '/auth/login', {
      body: 'login=master',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(form.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('sign-in rate limit', () => {
  const fail = (login: string) =>
    t.call('POST', '/auth/login', { body: { login, password: 'wrong password' } });

  it('refuses a login for 15 minutes after 10 failures, even with the right password', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await fail('admin')).status).toBe(401);
      t.advance(1000);
    }

    const limited = await t.call('POST', '/auth/login', {
      body: { login: 'admin', password: PASSWORD },
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      message: 'Too many attempts. Please try again later.',
      code: 'RATE_LIMITED',
    });
    // The first failure leaves the 15-minute window 890 seconds from now.
    expect(limited.headers.get('retry-after')).toBe('890');

    // Other logins are not affected.
    expect(
      (await t.call('POST', '/auth/login', { body: { login: 'billing', password: PASSWORD } }))
        .status,
    ).toBe(200);

    t.advance(890_000);
    expect(
      (await t.call('POST', '/auth/login', { body: { login: 'admin', password: PASSWORD } }))
        .status,
    ).toBe(200);
  });

  it('counts an attempt before checking its password: 40 sent at once get 10 checks', async () => {
    // A hash as costly as a real one, so that the checks overlap as they would in production.
    const passwordHash = await hashPassword(PASSWORD);
    await t.db.state.write(() =>
      t.db.users.update(userByLogin('admin').id, (draft) => {
        draft.passwordHash = passwordHash;
      }),
    );
    const answers = await Promise.all([
      ...Array.from({ length: 39 }, () => fail('admin')),
      t.call('POST', '/auth/login', { body: { login: 'admin', password: PASSWORD } }),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    // The right password came 40th: it was refused without being checked.
    expect(statuses[39]).toBe(429);
    expect(answers[39]!.headers.get('retry-after')).toBe('900');
  });

  it('does not count sign-ins that succeed', async () => {
    for (let attempt = 1; attempt <= 15; attempt++) {
      const answer = await t.call('POST', '/auth/login', {
        body: { login: 'admin', password: PASSWORD },
      });
      expect(answer.status).toBe(200);
    }
    for (let attempt = 1; attempt <= 10; attempt++) expect((await fail('admin')).status).toBe(401);
    expect((await fail('admin')).status).toBe(429);
  });

  it('limits unknown logins the same way, revealing nothing', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) await fail('ghost.user');
    const limited = await fail('ghost.user');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('900');
  });
});

describe('access tokens', () => {
  it('expires them after the configured lifetime with TOKEN_EXPIRED', async () => {
    const tokens = await t.signIn('master');
    const claims = claimsOf(tokens.access_token);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(60);

    t.advance(59_000);
    expect((await t.call('GET', '/users/me', { token: tokens.access_token })).status).toBe(200);

    t.advance(1_000);
    const expired = await t.call('GET', '/users/me', { token: tokens.access_token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ message: 'Your session has expired.', code: 'TOKEN_EXPIRED' });

    const renewed = await refresh(tokens.refresh_token);
    expect(renewed.status).toBe(200);
    const me = await t.call('GET', '/users/me', { token: (renewed.body as Tokens).access_token });
    expect(me.status).toBe(200);
  });

  it('answers UNAUTHORIZED without a token, or with a malformed or forged one', async () => {
    const tokens = await t.signIn('cleaner');
    const [header, payload, signature] = tokens.access_token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, role: 'MASTER' })).toString(
      'base64url',
    );
    const expiredForgery = Buffer.from(JSON.stringify({ ...claims, exp: 1 })).toString('base64url');

    for (const token of [
      undefined,
      'not-a-token',
      `${header}.${forgedPayload}.${signature}`,
      // A forged token is not "expired", whatever its exp says.
      `${header}.${expiredForgery}.${signature}`,
    ]) {
      const answer = await t.call('GET', '/users/me', { token });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'Authentication is required.', code: 'UNAUTHORIZED' });
    }
  });
});

describe('refresh tokens', () => {
  it('rotates on every refresh: a new pair, and the new refresh token works', async () => {
    const first = await t.signIn('billing');
    t.advance(1000);

    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    expect(contractProblems('AuthTokens', second.body)).toEqual([]);
    const pair = second.body as Tokens;
    expect(pair.refresh_token).not.toBe(first.refresh_token);
    expect(pair.access_token).not.toBe(first.access_token);
    expect((await t.call('GET', '/users/me', { token: pair.access_token })).status).toBe(200);

    t.advance(1000);
    expect((await refresh(pair.refresh_token)).status).toBe(200);
  });

  it('answers a retry with the just-rotated token within 10 seconds with the same pair', async () => {
    const first = await t.signIn('admin');
    const rotated = (await refresh(first.refresh_token)).body as Tokens;

    t.advance(9_000);
    const retry = await refresh(first.refresh_token);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(rotated);

    // The session goes on with the pair the lost response carried.
    expect((await refresh(rotated.refresh_token)).status).toBe(200);
  });

  it('gives concurrent refreshes with one token one outcome', async () => {
    const first = await t.signIn('admin');
    const answers = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]?.body).toEqual(answers[1]?.body);
  });

  it('revokes the whole family when a rotated token comes back after the grace delay', async () => {
    const first = await t.signIn('master');
    const rotated = (await refresh(first.refresh_token)).body as Tokens;

    t.advance(10_001);
    const reuse = await refresh(first.refresh_token);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({
      message: 'Your session has ended. Please sign in again.',
      code: 'UNAUTHORIZED',
    });
    expect((await refresh(rotated.refresh_token)).status).toBe(401);
  });

  it('revokes the family when a token is reused after its successor was used', async () => {
    const first = await t.signIn('master');
    const second = (await refresh(first.refresh_token)).body as Tokens;
    const third = (await refresh(second.refresh_token)).body as Tokens;

    // Within 10 seconds, but `first` is no longer the just-rotated token.
    expect((await refresh(first.refresh_token)).status).toBe(401);
    expect((await refresh(third.refresh_token)).status).toBe(401);
  });

  it('keeps other sessions of the same user when one family is revoked', async () => {
    const phone = await t.signIn('master');
    const laptop = await t.signIn('master');
    await refresh(phone.refresh_token);
    t.advance(11_000);
    await refresh(phone.refresh_token); // reuse: the phone's family ends

    expect((await refresh(laptop.refresh_token)).status).toBe(200);
  });

  it('refuses unknown and expired refresh tokens', async () => {
    expect((await refresh('rt_unknown')).status).toBe(401);

    const tokens = await t.signIn('cleaner');
    t.advance(15 * 24 * 60 * 60 * 1000);
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
  });

  it('never stores a refresh token in clear', async () => {
    const tokens = await t.signIn('cleaner');
    const stored = JSON.stringify(t.api.db.refreshTokens.all());
    expect(stored).not.toContain(tokens.refresh_token);
    expect(stored).not.toContain(tokens.refresh_token.slice(3));
  });
});

describe('sign-out', () => {
  it('revokes the refresh token and answers 204', async () => {
    const tokens = await t.signIn('admin');
    const logout = await t.call('POST', '/auth/logout', {
      token: tokens.access_token,
      body: { refreshToken: tokens.refresh_token },
    });
    expect(logout.status).toBe(204);
    expect(logout.body).toBe('');
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
  });

  it('is idempotent, needs a token, and cannot end another user’s session', async () => {
    const admin = await t.signIn('admin');
    const billing = await t.signIn('billing');

    const noToken = await t.call('POST', '/auth/logout', {
      body: { refreshToken: admin.refresh_token },
    });
    expect(noToken.status).toBe(401);

    const someoneElses = await t.call('POST', '/auth/logout', {
      token: billing.access_token,
      body: { refreshToken: admin.refresh_token },
    });
    expect(someoneElses.status).toBe(204);
    expect((await refresh(admin.refresh_token)).status).toBe(200);

    const unknown = await t.call('POST', '/auth/logout', {
      token: billing.access_token,
      body: { refreshToken: 'rt_unknown' },
    });
    expect(unknown.status).toBe(204);
  });
});

describe('password links', () => {
  // A reset e-mail is written after the answer: a write queued now runs after it (the lock is
  // first come, first served).
  const sent = () => t.api.db.state.write(() => {});

  const linkOf = (email: string) => {
    const mail = [...t.api.db.mails.all()].reverse().find((m) => m.to === email);
    if (!mail) throw new Error(`no e-mail to ${email}`);
    return new URL(mail.link);
  };

  it('answers a reset request the same for unknown addresses, and e-mails only real users', async () => {
    const unknown = await t.call('POST', '/password-resets/request', {
      body: { email: 'nobody@nowhere.example' },
    });
    const known = await t.call('POST', '/password-resets/request', {
      body: { email: 'Maria.Lopez@sparkleshine.example' },
      headers: { origin: 'http://localhost:5174' },
    });
    expect([unknown.status, known.status]).toEqual([202, 202]);
    expect(unknown.body).toBe(known.body);
    await sent();
    expect(t.api.db.mails.all().map((mail) => mail.to)).toEqual([
      'maria.lopez@sparkleshine.example',
    ]);
    const link = linkOf('maria.lopez@sparkleshine.example');
    // The link goes to the local web app that asked.
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:5174/reset-password');
    expect(link.searchParams.get('token')).toMatch(/^prt_/);
  });

  it('never points a link at a foreign origin', async () => {
    await t.call('POST', '/password-resets/request', {
      body: { email: 'maria.lopez@sparkleshine.example' },
      headers: { origin: 'https://evil.example', referer: 'https://evil.example/x' },
    });
    await sent();
    expect(linkOf('maria.lopez@sparkleshine.example').origin).toBe('http://127.0.0.1:5173');
  });

  it('uses a reset token once, ends the sessions and records the reset', async () => {
    const session = await t.signIn('admin');
    await t.call('POST', '/password-resets/request', {
      body: { email: 'maria.lopez@sparkleshine.example' },
    });
    await sent();
    const token = linkOf('maria.lopez@sparkleshine.example').searchParams.get('token')!;

    const reset = await t.call('POST', '/password-resets/reset', {
      body: { token, password: 'Harbor2026', passwordConfirmation: 'Harbor2026' },
    });
    expect(reset.status).toBe(204);
    expect((await refresh(session.refresh_token)).status).toBe(401);
    expect(
      (await t.call('POST', '/auth/login', { body: { login: 'admin', password: PASSWORD } }))
        .status,
    ).toBe(401);
    const tokens = await t.signIn('admin', 'Harbor2026');
    const me = await t.call('GET', `/users/${userByLogin('admin').id}`, {
      token: tokens.access_token,
    });
    expect((me.body as { lastPasswordResetAt: string }).lastPasswordResetAt).toBe(
      '2026-03-16T14:00:00.000Z',
    );

    for (const answer of [
      await t.call('GET', `/password-resets/validate?token=${token}`),
      await t.call('POST', '/password-resets/reset', {
        body: { token, password: 'Another2026', passwordConfirmation: 'Another2026' },
      }),
    ]) {
      expect(answer.body).toEqual({
        message: 'Invalid or expired reset token',
        code: 'INVALID_RESET_TOKEN',
      });
    }
  });

  it('lets a reset token expire after an hour', async () => {
    await t.call('POST', '/password-resets/request', {
      body: { email: 'priya.shah@sparkleshine.example' },
    });
    await sent();
    const token = linkOf('priya.shah@sparkleshine.example').searchParams.get('token')!;
    t.advance(59 * 60 * 1000);
    expect((await t.call('GET', `/password-resets/validate?token=${token}`)).status).toBe(200);
    t.advance(60 * 1000);
    const expired = await t.call('POST', '/password-resets/reset', {
      body: { token, password: 'Harbor2026', passwordConfirmation: 'Harbor2026' },
    });
    expect(expired.body).toMatchObject({ code: 'INVALID_RESET_TOKEN' });
  });

  it('checks the password rules and the confirmation before the token', async () => {
    const answer = await t.call('POST', '/password-resets/reset', {
      body: { token: 'prt_whatever', password: 'lettersonly', passwordConfirmation: 'different1' },
    });
    expect(answer.body).toEqual({
      message: 'The request is invalid.',
      code: 'VALIDATION_FAILED',
      details: [
        { field: 'password', message: 'Password must contain at least one letter and one digit' },
        { field: 'passwordConfirmation', message: 'Passwords do not match' },
      ],
    });
  });

  it('limits reset requests per e-mail address, known or not', async () => {
    const ask = (email: string) => t.call('POST', '/password-resets/request', { body: { email } });
    for (let i = 0; i < RESET_REQUESTS_PER_WINDOW; i++) {
      expect((await ask('ghost@nowhere.example')).status).toBe(202);
    }
    const limited = await ask('ghost@nowhere.example');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe(String(RESET_WINDOW_MS / 1000));
  });

  it('answers a known and an unknown e-mail alike without waiting for the e-mail to be written', async () => {
    // Another change holds the write lock: an answer that waited for it would not come.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = t.api.db.state.write(() => gate);
    try {
      const answers = Promise.all(
        ['maria.lopez@sparkleshine.example', 'nobody@nowhere.example'].map((email) =>
          t.call('POST', '/password-resets/request', { body: { email } }),
        ),
      );
      const stillWaiting = new Promise<'still waiting'>((resolve) =>
        setTimeout(() => resolve('still waiting'), 4000),
      );
      const [known, unknown] = (await Promise.race([answers, stillWaiting])) as Awaited<
        typeof answers
      >;
      expect(known).toMatchObject({ status: 202, body: '' });
      expect(unknown).toMatchObject({ status: 202, body: '' });
      expect(t.api.db.mails.count()).toBe(0);
    } finally {
      release();
    }
    await held;
    await sent();
    expect(t.api.db.mails.all().map((mail) => [mail.to, mail.kind])).toEqual([
      ['maria.lopez@sparkleshine.example', 'password-reset'],
    ]);
  });

  it('limits reset requests per client address, whatever the e-mails, also when sent at once', async () => {
    const extra = 10;
    const answers = await Promise.all(
      Array.from({ length: RESET_REQUESTS_PER_ADDRESS + extra }, (_, index) =>
        t.call('POST', '/password-resets/request', {
          body: { email: `ghost.${index}@nowhere.example` },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(RESET_REQUESTS_PER_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(extra);
    const limited = answers.find((answer) => answer.status === 429)!;
    expect(limited.headers.get('retry-after')).toBe(String(RESET_WINDOW_MS / 1000));

    t.advance(RESET_WINDOW_MS);
    const later = await t.call('POST', '/password-resets/request', {
      body: { email: 'ghost.later@nowhere.example' },
    });
    expect(later.status).toBe(202);
  });

  it('e-mails a new user a create-password link, and they sign in with what they choose', async () => {
    const admin = await t.signIn('admin');
    const form = new FormData();
    for (const [key, value] of Object.entries({
      firstName: 'Jo',
      lastName: 'Park',
      email: 'jo.park@sparkleshine.example',
      login: 'jo.park',
      role: 'CLEANER',
    })) {
      form.append(key, value);
    }
    const created = await t.call('POST', '/users', {
      token: admin.access_token,
      body: form,
      headers: { referer: 'http://127.0.0.1:4173/users/new' },
    });
    expect(created.status).toBe(201);
    const link = linkOf('jo.park@sparkleshine.example');
    expect(`${link.origin}${link.pathname}`).toBe('http://127.0.0.1:4173/create-password');
    const mail = [...t.api.db.mails.all()].pop()!;
    expect(mail).toMatchObject({
      subject: 'Create your Spotless password',
      kind: 'create-password',
    });
    expect(mail.text).toContain('jo.park');

    // No password yet: signing in fails like any wrong password.
    expect(
      (await t.call('POST', '/auth/login', { body: { login: 'jo.park', password: '' } })).status,
    ).toBe(400);
    expect(
      (await t.call('POST', '/auth/login', { body: { login: 'jo.park', password: 'anything1' } }))
        .status,
    ).toBe(401);

    const token = link.searchParams.get('token')!;
    expect((await t.call('GET', `/password-resets/validate?token=${token}`)).status).toBe(200);
    await t.call('POST', '/password-resets/reset', {
      body: { token, password: 'Mopping2026', passwordConfirmation: 'Mopping2026' },
    });
    expect((await t.signIn('jo.park', 'Mopping2026')).access_token).toBeTruthy();
  });
});

describe('accounts that change', () => {
  it('stops the tokens of a user deactivated through the API', async () => {
    const cleaner = await t.signIn('cleaner');
    const master = await t.signIn('master');
    const user = userByLogin('cleaner');
    const deactivated = await t.call('PUT', `/users/${user.id}`, {
      token: master.access_token,
      body: {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        login: user.login,
        role: user.role,
        isDriver: user.isDriver,
        isActive: false,
        defaultTeamId: user.defaultTeamId,
      },
    });
    expect(deactivated.status).toBe(200);
    expect((await t.call('GET', '/users/me', { token: cleaner.access_token })).status).toBe(401);
    expect((await refresh(cleaner.refresh_token)).status).toBe(401);
    const login = await t.call('POST', '/auth/login', {
      body: { login: 'cleaner', password: PASSWORD },
    });
    expect(login.status).toBe(403);
  });

  it('stops the tokens of a deleted user', async () => {
    const billing = await t.signIn('billing');
    const master = await t.signIn('master');
    expect(
      (
        await t.call('DELETE', `/users/${userByLogin('billing').id}`, {
          token: master.access_token,
        })
      ).status,
    ).toBe(204);
    expect((await t.call('GET', '/users/me', { token: billing.access_token })).status).toBe(401);
    expect((await refresh(billing.refresh_token)).status).toBe(401);
  });

  it('expires every access token at once (QA control), and a refresh brings new ones', async () => {
    const tokens = await t.signIn('admin');
    const control = await fetch(`${t.api.origin}/__dev/expire-tokens`, { method: 'POST' });
    expect(control.status).toBe(200);
    const expired = await t.call('GET', '/users/me', { token: tokens.access_token });
    expect(expired.body).toEqual({ message: 'Your session has expired.', code: 'TOKEN_EXPIRED' });
    const renewed = (await refresh(tokens.refresh_token)).body as Tokens;
    expect((await t.call('GET', '/users/me', { token: renewed.access_token })).status).toBe(200);
    // A new sign-in in the same second works too.
    const fresh = await t.signIn('master');
    expect((await t.call('GET', '/users/me', { token: fresh.access_token })).status).toBe(200);
  });
});
