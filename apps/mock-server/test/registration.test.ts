// Self-registration reveals no accounts: every well-formed registration answers 202 with no body
// after the same work, and the registrant learns the outcome by e-mail. It is limited per client
// address.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REGISTRATION_WINDOW_MS,
  REGISTRATIONS_PER_ADDRESS,
} from '../src/handlers/organizations.ts';
import { startTestApi, type TestApi } from './http.ts';

let t: TestApi;

beforeEach(async () => {
  t = await startTestApi();
});

afterEach(async () => {
  vi.restoreAllMocks();
  await t.api.close();
});

const registration = (login: string, email: string, name = 'Brightnest Home Cleaning') => ({
  name,
  email: 'hello@brightnest.example',
  phone: '(512) 555-0160',
  address: '1800 Barton Springs Road',
  city: 'Austin',
  state: 'TX',
  zipCode: '78704',
  country: 'United States',
  timeZone: 'America/Chicago',
  masterUser: {
    firstName: 'Dana',
    lastName: 'Whitfield',
    email,
    login,
    password: 'Brightnest2026',
    passwordConfirmation: 'Brightnest2026',
  },
});

const register = (body: unknown, headers?: Record<string, string>) =>
  t.call('POST', '/organizations', { body, headers });

const mailsTo = (to: string) => t.db.mails.all().filter((mail) => mail.to === to);

/** What a caller can see of an answer, but the date. */
const visible = (answer: Awaited<ReturnType<typeof register>>) => ({
  status: answer.status,
  body: answer.body,
  headers: [...answer.headers].filter(([name]) => name !== 'date'),
});

describe('registration', () => {
  it('answers the same whether the login or the e-mail is free or taken', async () => {
    const answers = [
      await register(registration('dana.whitfield', 'dana@brightnest.example')),
      // The seeded owner's login, with a new e-mail.
      await register(registration('Master', 'someone@brightnest.example')),
      // The seeded owner's e-mail, with a new login.
      await register(registration('someone.new', 'Rachel.Kim@SparkleShine.example')),
      // Both taken.
      await register(registration('admin', 'maria.lopez@sparkleshine.example')),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202]);
    expect(answers[0]!.body).toBe('');
    for (const answer of answers.slice(1)) expect(visible(answer)).toEqual(visible(answers[0]!));
  });

  it('does the same work on every path: one write and one e-mail', async () => {
    const write = vi.spyOn(t.db.state, 'write');
    const cases = [
      registration('dana.whitfield', 'dana@brightnest.example'),
      registration('master', 'someone@brightnest.example'),
      registration('someone.new', 'rachel.kim@sparkleshine.example'),
    ];
    for (const body of cases) {
      write.mockClear();
      const mails = t.db.mails.count();
      expect((await register(body)).status).toBe(202);
      expect(write).toHaveBeenCalledTimes(1);
      expect(t.db.mails.count()).toBe(mails + 1);
    }
  });

  it('creates a free registration at once and welcomes its owner, who signs in', async () => {
    const users = t.db.users.count();
    await register(registration('dana.whitfield', 'Dana@Brightnest.example'), {
      origin: 'http://localhost:5174',
    });
    expect(t.db.users.count()).toBe(users + 1);
    const [welcome, ...others] = mailsTo('Dana@Brightnest.example');
    expect(others).toEqual([]);
    expect(welcome).toMatchObject({
      subject: 'Welcome to Spotless: Brightnest Home Cleaning is ready',
      kind: 'welcome',
      link: 'http://localhost:5174/login',
    });
    expect(welcome!.text).toContain('Brightnest Home Cleaning is ready');
    expect(welcome!.text).toContain('Sign in as dana.whitfield');

    // No session was issued: the owner has not signed in yet, and now does.
    const owner = t.db.users.findUnique('login', 'dana.whitfield')!;
    expect(owner).toMatchObject({ role: 'MASTER', lastLoginAt: null, isActive: true });
    expect(t.db.refreshTokens.count()).toBe(0);
    const tokens = await t.signIn('dana.whitfield', 'Brightnest2026');
    const organization = await t.call('GET', '/organizations/current', {
      token: tokens.access_token,
    });
    expect(organization.body).toMatchObject({
      name: 'Brightnest Home Cleaning',
      timeZone: 'America/Chicago',
      plan: { code: 'STARTER' },
    });
  });

  it('creates nothing for a taken e-mail, and reminds its owner of their account', async () => {
    const [organizations, users] = [t.db.organizations.count(), t.db.users.count()];
    await register(registration('someone.new', 'Rachel.Kim@SparkleShine.example'));
    expect([t.db.organizations.count(), t.db.users.count()]).toEqual([organizations, users]);

    const [mail, ...others] = mailsTo('rachel.kim@sparkleshine.example');
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'account-exists',
      subject: 'You already have a Spotless account',
      link: 'http://127.0.0.1:5173/login',
    });
    expect(mail!.text).toContain('Someone tried to register a Spotless company with this e-mail');
    expect(mail!.text).toContain('your login is master');
    expect(mail!.text).toContain('http://127.0.0.1:5173/forgot-password');
    expect(mail!.text).toContain('If it was not you, ignore this e-mail');
    // What the registrant typed (the company's name) does not reach the account's owner.
    expect(mail!.text).not.toContain('Brightnest');
  });

  it('creates nothing for a taken login, and asks the address given to choose another', async () => {
    const [organizations, users] = [t.db.organizations.count(), t.db.users.count()];
    await register(registration('MASTER', 'dana@brightnest.example'));
    expect([t.db.organizations.count(), t.db.users.count()]).toEqual([organizations, users]);

    const [mail, ...others] = mailsTo('dana@brightnest.example');
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'login-taken',
      subject: 'Choose another login for Spotless',
      link: 'http://127.0.0.1:5173/register',
    });
    expect(mail!.text).toContain('The login MASTER is already taken');
    // The other account's owner hears nothing.
    expect(mailsTo('rachel.kim@sparkleshine.example')).toEqual([]);
  });

  it('still answers a malformed registration 400 with its fields', async () => {
    const body = registration('dana.whitfield', 'not-an-email');
    const answer = await register(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'masterUser.email' }],
    });
    expect(t.db.mails.count()).toBe(0);
  });
});

describe('registration rate limit', () => {
  it('takes a set number of well-formed registrations per client address, also sent at once', async () => {
    // Malformed ones are refused before they are counted.
    for (let i = 0; i < 3; i++) expect((await register({ name: '' })).status).toBe(400);

    const extra = 5;
    const answers = await Promise.all(
      Array.from({ length: REGISTRATIONS_PER_ADDRESS + extra }, (_, index) =>
        register(registration(`owner.${index}`, `owner.${index}@brightnest.example`)),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(REGISTRATIONS_PER_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(extra);
    const limited = answers.find((answer) => answer.status === 429)!;
    expect(limited.body).toEqual({
      message: 'Too many attempts. Please try again later.',
      code: 'RATE_LIMITED',
    });
    expect(limited.headers.get('retry-after')).toBe(String(REGISTRATION_WINDOW_MS / 1000));
    // The refused ones did no work: one e-mail per accepted registration.
    expect(t.db.mails.count()).toBe(REGISTRATIONS_PER_ADDRESS);

    // Taken values are limited the same way, and a malformed one still says what is wrong.
    expect((await register(registration('master', 'x@brightnest.example'))).status).toBe(429);
    expect((await register({ name: '' })).status).toBe(400);

    t.advance(REGISTRATION_WINDOW_MS);
    expect((await register(registration('late.owner', 'late@brightnest.example'))).status).toBe(
      202,
    );
  });
});
